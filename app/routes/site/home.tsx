import type { Route } from "./+types/home";
import { GiveInvitation } from "~/features/giving/give-invitation";
import { givingInvitationOf } from "~/features/giving/give-invitation.server";
import { shareImageUrl } from "#contract/images";
import { BlogTeaser, type TeaserPosts } from "~/features/home/blog-teaser";
import { ChurchLife } from "~/features/home/church-life";
import { HomeHero } from "~/features/home/home-hero";
import { NextService } from "~/features/home/next-service";
import { SalvationTeaser } from "~/features/home/salvation-teaser";
import { homeContent } from "~/features/home/content";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches } from "~/lib/church";
import { logIfRejected } from "~/lib/streamed.server";
import { ChurchJsonLd } from "~/ui/structured-data";
import { EVENTS_PATH } from "#contract/events";
import { DATE_CARD_TEXTS } from "~/features/events/date-card-texts";
import { UpcomingEvents } from "~/features/events/upcoming-events";
import { dateCardOf } from "~/features/events/date-card-view";

const LATEST_POSTS = 4;
const FEATURED_POSTS = 5;
/**
 * The services' next dates the countdown may move on to without a new page: two weekly services
 * make four weeks of them (a cached home page is rendered again every minute anyway).
 */
const SERVICE_DATES_AHEAD = 8;
/** The events (not services) listed below the countdown. */
const EVENTS_LISTED = 3;

export async function loader({ context }: Route.LoaderArgs) {
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
  // The church's own pictures and words (its page's document, /admin/pages/home).
  const [content, serviceDates, events] = await Promise.all([
    context.pageContent("home").then(homeContent),
    context.services.events.nextServiceDates(SERVICE_DATES_AHEAD),
    context.services.events.upcoming({ kind: "event" }, { page: 1, pageSize: EVENTS_LISTED }),
  ]);
  return {
    now: Math.floor(Date.now() / 60_000) * 60_000,
    posts,
    content,
    serviceDates,
    events: (events?.results ?? []).map((date) => dateCardOf(date, { places: false })),
    giving: givingInvitationOf(context.services.giving.configured),
    eventsText: {
      heading: DATE_CARD_TEXTS.homeHeading,
      intro: DATE_CARD_TEXTS.homeIntro,
      more: { href: EVENTS_PATH, label: DATE_CARD_TEXTS.seeAll },
    },
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const church = churchFromMatches(matches);
  // The first welcome picture is the link preview's; without one, the site's own.
  const first = data?.content.slides[0];
  return pageMeta({
    title: church.name,
    description: church.description,
    path: "/",
    siteUrl: siteUrlFromMatches(matches),
    church,
    image: first ? shareImageUrl(first.image) : null,
    imageAlt: first?.alt,
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero slides={loaderData.content.slides} messages={loaderData.content.messages} />
      <ChurchJsonLd />
      <NextService serverNow={loaderData.now} dates={loaderData.serviceDates} />
      <UpcomingEvents id="home-events-heading" text={loaderData.eventsText} cards={loaderData.events} />
      <SalvationTeaser />
      <BlogTeaser posts={loaderData.posts} />
      <ChurchLife life={loaderData.content.life} />
      <GiveInvitation invitation={loaderData.giving} />
    </>
  );
}
