import type { PageDocument, PageKey } from "#contract/page-content";
import { comingSoonSlides } from "#content/site/coming-soon";
import { DEMO_MINISTRY_PAGES } from "#content/demo/ministry-pages";
import { DEMO_MUSIC_PAGE } from "#content/demo/music-page";
import { DEMO_ABOUT_PAGE } from "./about-page";
import { DEMO_HOME_PAGE } from "./home-page";

/**
 * The demo church's built-in pages (contract/page-content.ts), as the demo site has always shown
 * them: what SEED_DEMO=1 puts in `page_contents`. The music page's and the ministry pages' documents
 * have files of their own (content/demo/music-page.ts, content/demo/ministry-pages.ts).
 */

const COMING_SOON: PageDocument = {
  launchAt: "2025-03-01T00:00",
  intro:
    "We are preparing something new for our church family. Check back soon, and in the meantime, come and worship with us.",
  slides: comingSoonSlides.map((slide) => ({ picture: slide.image, alt: slide.alt })),
};

const LOADING: PageDocument = {
  show: "every-load",
  quote:
    "The kingdoms of this world have become the kingdoms of our Lord and of His Christ, and He shall reign forever and ever!",
  reference: "Revelation 11:15",
};

const GIVE: PageDocument = {
  otherWays: [
    "Bank transfer: Kingdom Light Ministries, CABS, Samora Machel Avenue branch, account 1002345678 (US dollars) or 1002345679 (ZiG).",
    "EcoCash: merchant code 123456, Kingdom Light Ministries.",
    "In person: the offering at every service, or the church office, Monday to Friday, 9:00 to 16:00.",
  ].join("\n"),
};

export const DEMO_PAGES: Record<PageKey, PageDocument> = {
  home: DEMO_HOME_PAGE,
  about: DEMO_ABOUT_PAGE,
  "coming-soon": COMING_SOON,
  loading: LOADING,
  music: DEMO_MUSIC_PAGE,
  give: GIVE,
  ...DEMO_MINISTRY_PAGES,
};
