import { data } from "react-router";
import type { Route } from "./+types/coming-soon";
import { ComingSoon, comingSoonSlides } from "~/features/coming-soon/coming-soon";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches } from "~/lib/church";
import { nameInCity } from "#contract/church";
import { shareImageUrl } from "#contract/images";

/**
 * /coming-soon, and (route id "not-found") every path no other route matches: the same screen
 * with the Oops text, answered with HTTP 404 (docs/product.md, Coming soon and unknown addresses).
 */
export function loader({ url }: Route.LoaderArgs) {
  // `url`, not the request's: a data request's `.data` is not part of the page's path.
  const path = url.pathname.replace(/\/+$/, "") || "/";
  const notFound = path !== "/coming-soon";
  return data({ notFound, now: Date.now() }, { status: notFound ? 404 : 200 });
}

export const meta: Route.MetaFunction = ({ data: pageData, matches }) => {
  const church = churchFromMatches(matches);
  return pageMeta({
    title: pageData?.notFound ? "Page Not Available" : "Coming Soon",
    description: pageData?.notFound
      ? `The page you're looking for isn't available yet. Visit ${nameInCity(church)} for worship, sermons and news.`
      : `Something new is coming to ${nameInCity(church)}. Check back soon.`,
    path: "/coming-soon",
    siteUrl: siteUrlFromMatches(matches),
    church,
    image: shareImageUrl(comingSoonSlides[0].image),
    extra: pageData?.notFound ? [{ name: "robots", content: "noindex" }] : [],
  });
};

export default function ComingSoonRoute({ loaderData }: Route.ComponentProps) {
  return <ComingSoon notFound={loaderData.notFound} serverNow={loaderData.now} />;
}
