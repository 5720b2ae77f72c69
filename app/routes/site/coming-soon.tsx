import { data } from "react-router";
import type { Route } from "./+types/coming-soon";
import { ComingSoon } from "~/features/coming-soon/coming-soon";
import { comingSoonContent } from "~/features/coming-soon/content";
import { pageImages } from "#content/site/images";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches } from "~/lib/church";
import { nameInCity } from "#contract/church";
import { shareImageUrl } from "#contract/images";

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
    image: shareImageUrl(pageData?.content.slides[0]?.image ?? pageImages.defaultShare),
    extra: pageData?.notFound ? [{ name: "robots", content: "noindex" }] : [],
  });
};

export default function ComingSoonRoute({ loaderData }: Route.ComponentProps) {
  return <ComingSoon notFound={loaderData.notFound} serverNow={loaderData.now} content={loaderData.content} />;
}
