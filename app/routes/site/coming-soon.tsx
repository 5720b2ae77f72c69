import { data } from "react-router";
import type { Route } from "./+types/coming-soon";
import { ComingSoon, comingSoonMeta } from "~/features/coming-soon/coming-soon";
import { comingSoonContent } from "~/features/coming-soon/content";

/**
 * /coming-soon, and (route id "not-found") every path no other route matches: the same screen
 * with the Oops text, answered with HTTP 404 (docs/product.md, Coming soon and unknown addresses).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  // `url`, not the request's: a data request's `.data` is not part of the page's path.
  const path = url.pathname.replace(/\/+$/, "") || "/";
  const notFound = path !== "/coming-soon";
  const content = comingSoonContent(await context.pageContent("coming-soon"));
  return data({ notFound, now: Date.now(), content }, { status: notFound ? 404 : 200 });
}

export const meta: Route.MetaFunction = ({ data: pageData, matches }) =>
  comingSoonMeta(pageData?.notFound ?? false, matches, pageData?.content);

export default function ComingSoonRoute({ loaderData }: Route.ComponentProps) {
  return <ComingSoon notFound={loaderData.notFound} serverNow={loaderData.now} content={loaderData.content} />;
}
