import type { Route } from "./+types/about-us";
import { GiveInvitation } from "~/features/giving/give-invitation";
import { givingInvitationOf } from "~/features/giving/give-invitation.server";
import { PageHero } from "~/ui/page-hero";
import { LatestSermons } from "~/features/about/latest-sermons";
import { MandateSection } from "~/features/about/mandate-section";
import { MinistriesCarousel } from "~/features/about/ministries-carousel";
import { WhoWeAre } from "~/features/about/who-we-are";
import { aboutContent } from "~/features/about/content";
import { normalizeSermon, type NormalizedSermon } from "~/features/sermons";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { churchFromMatches } from "~/lib/church";
import { nameInCity } from "#contract/church";
import { logIfRejected } from "~/lib/streamed.server";
import { shareImageUrl } from "#contract/images";
import { pageImages } from "#content/site/images";
import { ChurchJsonLd } from "~/ui/structured-data";

/** The leader card plus five sermons fill two rows of three. */
const LATEST_SERMONS = 5;
const HERO_IMAGE = pageImages.aboutHero;

export async function loader({ context }: Route.LoaderArgs) {
  // Streamed: the sermons grid shows its spinner, then the sermons, the empty text or its error box.
  const sermons: Promise<NormalizedSermon[]> = logIfRejected(
    context.services.sermons.latest(LATEST_SERMONS).then((list) => list.map((sermon) => normalizeSermon(sermon))),
    context.log,
    "About us: failed to load the latest sermons",
  );
  // The church's own words and pictures (its page's document, /admin/pages/about).
  const content = aboutContent(await context.pageContent("about"));
  return { sermons, content, giving: givingInvitationOf(context.services.giving.configured) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const church = churchFromMatches(matches);
  return pageMeta({
    title: "About Us",
    description: `Meet ${nameInCity(church)}: our vision, mission and values, the mandate God has given us, our founder and senior pastor, and the ministries you can join.`,
    path: "/about-us",
    siteUrl: siteUrlFromMatches(matches),
    church,
    image: shareImageUrl(HERO_IMAGE),
    imageAlt: church.name,
  });
};

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      <PageHero
        title="About Us"
        subtitle={content.subtitle || undefined}
        breadcrumb={[{ label: "Home", to: "/" }, { label: "About Us" }]}
        image={HERO_IMAGE}
      />
      <WhoWeAre content={content} />
      <ChurchJsonLd />
      <MandateSection intro={content.mandateIntro} items={content.mandate} />
      <MinistriesCarousel ministries={content.ministries} />
      <LatestSermons sermons={loaderData.sermons} leader={content.pastor} />
      <GiveInvitation invitation={loaderData.giving} />
    </>
  );
}
