import type { Route } from "./+types/home";
import { shareImageUrl } from "#contract/images";
import { BlogTeaser, type TeaserPosts } from "~/features/home/blog-teaser";
import { ChurchLife } from "~/features/home/church-life";
import { HomeHero } from "~/features/home/home-hero";
import { NextService } from "~/features/home/next-service";
import { SalvationTeaser } from "~/features/home/salvation-teaser";
import { heroSlides } from "#content/site/home";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches } from "~/lib/church";
import { logIfRejected } from "~/lib/streamed.server";
import { ChurchJsonLd } from "~/ui/structured-data";

const LATEST_POSTS = 4;
const FEATURED_POSTS = 5;

export function loader({ context }: Route.LoaderArgs) {
  // Streamed: the page renders at once; the blog teaser shows its spinner, then the posts or,
  // if they fail, its error box (a section whose data fails renders its error box).
  const posts: Promise<TeaserPosts> = logIfRejected(
    Promise.all([context.services.posts.latest(LATEST_POSTS), context.services.posts.featured(FEATURED_POSTS)]).then(
      ([latest, featured]) => ({ latest, featured }),
    ),
    context.log,
    "Home: failed to load the blog teaser",
  );
  // To the minute: the page's bytes, and so its ETag, change once a minute rather than on every
  // request (HTTP revalidation, server/http/http-cache.ts); the browser's clock takes over on hydration.
  return { now: Math.floor(Date.now() / 60_000) * 60_000, posts };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const church = churchFromMatches(matches);
  return pageMeta({
    title: church.name,
    description: church.description,
    path: "/",
    siteUrl: siteUrlFromMatches(matches),
    church,
    image: shareImageUrl(heroSlides[0].image),
    imageAlt: heroSlides[0].alt,
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <ChurchJsonLd />
      <NextService serverNow={loaderData.now} />
      <SalvationTeaser />
      <BlogTeaser posts={loaderData.posts} />
      <ChurchLife />
    </>
  );
}
