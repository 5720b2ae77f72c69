import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";
import { useChurchIfLoaded } from "~/lib/church";
import { CROSS_SITE_REFUSAL } from "~/lib/cross-site-refusal";

/** What the page says for each status it knows; any other error gets the general apology. */
const KNOWN: Record<number, { title: string; message: string }> = {
  404: { title: "Page not found", message: "The page you're looking for isn't available." },
  // A form post the browser did not say came from this site (app/lib/form-post.server.ts).
  [CROSS_SITE_REFUSAL.status]: CROSS_SITE_REFUSAL,
};

/**
 * What an error boundary shows: "Page not found" for a 404, the refused form for a 403, a general apology otherwise. The server
 * logs the error itself (handleError in app/entry.server.tsx); the browser's console gets the ones
 * that are not a 404, as it did before the public layout became a layout route.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const known = isRouteErrorResponse(error) ? KNOWN[error.status] : undefined;
  const title = known?.title ?? "Something went wrong";
  const message = known?.message ?? "We could not show this page. Please try again in a moment.";
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const church = useChurchIfLoaded();
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);
  return (
    <>
      <title>{church ? `${title} | ${church.name}` : title}</title>
      <section className="mx-auto max-w-2xl px-4 pt-36 pb-24 text-center">
        <h1 className="text-3xl font-bold text-brand-950 dark:text-white">{title}</h1>
        <p className="mt-4 text-lg">{message}</p>
        <a
          className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          href="/"
        >
          Back to Home
        </a>
      </section>
    </>
  );
}
