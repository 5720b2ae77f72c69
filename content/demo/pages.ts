import type { PageDocument, PageKey, MinistryPageSlug } from "#contract/page-content";
import { comingSoonSlides } from "#content/site/coming-soon";
import { MINISTRY_PAGES } from "#content/site/ministries/index";
import { DEMO_ABOUT_PAGE } from "./about-page";
import { DEMO_HOME_PAGE } from "./home-page";
import type { MinistryContent, MinistrySection } from "~/features/ministries/types";

/**
 * The demo church's built-in pages (contract/page-content.ts), as the demo site has always shown
 * them: what SEED_DEMO=1 puts in `page_contents`. The ministry pages' texts are read from their
 * layouts' files (content/site/ministries/), which keep the demo's words beside each page's frame.
 */

const COMING_SOON: PageDocument = {
  launchAt: "2025-03-01T00:00",
  intro:
    "We are preparing something new for our church family. Check back soon, and in the meantime, come and worship with us.",
  slides: comingSoonSlides.map((slide) => ({ picture: slide.image, alt: slide.alt })),
};

const LOADING: PageDocument = {
  quote:
    "The kingdoms of this world have become the kingdoms of our Lord and of His Christ, and He shall reign forever and ever!",
  reference: "Revelation 11:15",
};

function sectionOf<K extends MinistrySection["kind"]>(
  content: MinistryContent,
  kinds: readonly K[],
): Extract<MinistrySection, { kind: K }> | undefined {
  return content.sections.find((section) => (kinds as readonly string[]).includes(section.kind)) as
    Extract<MinistrySection, { kind: K }> | undefined;
}

/** A ministry page's document from the demo's texts in its layout's file. */
function ministryDocument(content: MinistryContent): PageDocument {
  const vision = sectionOf(content, ["vision"]);
  const approach = sectionOf(content, ["cards", "pillars"]);
  const stats = sectionOf(content, ["stats"]);
  const cards = approach ? (approach.kind === "cards" ? approach.cards : approach.pillars) : [];
  return {
    subtitle: content.hero.subtitle,
    heroPicture: content.hero.image ?? "",
    description: content.meta.description,
    visionHeading: vision?.heading ?? "",
    vision: vision?.paragraphs.join("\n\n") ?? "",
    scripture: vision?.scripture?.text ?? "",
    scriptureReference: vision?.scripture?.reference ?? "",
    scriptureVersion: vision?.scripture?.version ?? "",
    visionPicture: vision?.image ?? "",
    visionPictureAlt: vision?.imageAlt ?? "",
    approachHeading: approach?.heading ?? "",
    approachIntro: approach?.intro ?? "",
    approach: cards.map((card) => ({ icon: card.icon, title: card.title, text: card.text })),
    statsHeading: stats?.heading ?? "",
    stats: stats?.stats.map((stat) => ({ value: stat.value, label: stat.label })) ?? [],
  };
}

export const DEMO_PAGES: Record<PageKey, PageDocument> = {
  home: DEMO_HOME_PAGE,
  about: DEMO_ABOUT_PAGE,
  "coming-soon": COMING_SOON,
  loading: LOADING,
  ...(Object.fromEntries(MINISTRY_PAGES.map((content) => [content.path.slice(1), ministryDocument(content)])) as Record<
    MinistryPageSlug,
    PageDocument
  >),
};
