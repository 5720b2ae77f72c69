import { useLocation, useRouteLoaderData } from "react-router";
import { CsrfTokenField } from "~/components/forms/CsrfTokenField";
import { PUBLIC_LAYOUT_ID, type loader as publicLayoutLoader } from "~/routes/public/layout";
import { Honeypot } from "~/components/forms/Honeypot";
import { NEXT_FIELD, readNotice, returnPath, VARIANT_FIELD, type NewsletterVariant } from "./newsletterForm";

/**
 * What a newsletter form needs from the page it is on, for its post without JavaScript: the
 * visitor's CSRF token (the public layout's loader, app/routes/public/layout.tsx), the page to come
 * back to, and the notice a post left in this page's address.
 */
export function useNewsletterPage(variant: NewsletterVariant) {
  const location = useLocation();
  const frame = useRouteLoaderData<typeof publicLayoutLoader>(PUBLIC_LAYOUT_ID);
  return {
    csrfToken: frame?.csrfToken ?? "",
    next: returnPath(`${location.pathname}${location.search}`),
    notice: readNotice(location.search, variant),
  };
}

/** The hidden fields of a newsletter form's post without JavaScript (route /newsletter). */
export function NewsletterPostFields({
  variant,
  csrfToken,
  next,
}: {
  variant: NewsletterVariant;
  csrfToken: string;
  next: string;
}) {
  return (
    <>
      <CsrfTokenField token={csrfToken} />
      <input type="hidden" name={VARIANT_FIELD} value={variant} />
      <input type="hidden" name={NEXT_FIELD} value={next} />
      <Honeypot />
    </>
  );
}
