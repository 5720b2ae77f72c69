import { readHarareLocal } from "#contract/harare-time";
import type { PageDocument } from "#contract/page-content";
import type { BackgroundSlide } from "~/ui/background-slideshow";
import { COMING_SOON_IMAGES } from "~/lib/constants";

/**
 * The coming-soon screen's own content, read from its page's document (contract/page-content.ts)
 * by the loaders that show the screen: the coming-soon page and every 404 that borrows it.
 */
/** The page's own content (its document, contract/page-content.ts) as the screen shows it. */
export interface ComingSoonContent {
  /** The countdown's end, ms since the epoch; null for no countdown. */
  launchAt: number | null;
  intro: string;
  slides: BackgroundSlide[];
}

export function comingSoonContent(document: PageDocument): ComingSoonContent {
  const launchAt = typeof document.launchAt === "string" ? readHarareLocal(document.launchAt) : null;
  const rows = Array.isArray(document.slides) ? document.slides : [];
  return {
    launchAt: launchAt?.getTime() ?? null,
    intro: typeof document.intro === "string" ? document.intro : "",
    slides: rows
      .filter((row) => row.picture)
      .slice(0, COMING_SOON_IMAGES)
      .map((row) => ({ image: row.picture!, alt: row.alt ?? "" })),
  };
}
