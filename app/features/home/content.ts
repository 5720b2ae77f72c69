import { rowsOf, textOf, type PageDocument } from "#contract/page-content";
import type { BackgroundSlide } from "~/ui/background-slideshow";

/**
 * The home page's own content, read from its page's document (contract/page-content.ts, edited at
 * /admin/pages/home) by the page's loader. What the document leaves empty is left out: no
 * background without pictures, no church-life section without pictures.
 */

export interface HeroMessage {
  /** The small line above the title; "" for none. */
  eyebrow: string;
  title: string;
  text: string;
}

export interface GalleryImage {
  image: string;
  caption: string;
}

export interface HomeContent {
  slides: BackgroundSlide[];
  messages: HeroMessage[];
  life: { intro: string; images: GalleryImage[] };
}

export function homeContent(document: PageDocument): HomeContent {
  return {
    slides: rowsOf(document, "slides")
      .filter((row) => row.picture)
      .map((row) => ({ image: row.picture!, alt: row.alt ?? "" })),
    messages: rowsOf(document, "messages")
      .filter((row) => row.title)
      .map((row) => ({ eyebrow: row.eyebrow ?? "", title: row.title!, text: row.text ?? "" })),
    life: {
      intro: textOf(document, "lifeIntro"),
      images: rowsOf(document, "life")
        .filter((row) => row.picture)
        .map((row) => ({ image: row.picture!, caption: row.caption ?? "" })),
    },
  };
}
