import { readHarareLocal } from "#contract/harare-time";
import { paragraphsOf, type PageDocument, type PageRow } from "#contract/page-content";
import type { MusicContent } from "./content";

/** The music page's stored document (contract/page-content.ts, its fields) as the page shows it; in the loader only. */
export function musicContent(document: PageDocument): MusicContent {
  const text = (key: string) => {
    const value = document[key];
    return typeof value === "string" ? value : "";
  };
  const rows = <T>(key: string, read: (cell: (name: string) => string) => T): T[] => {
    const value = document[key];
    return (Array.isArray(value) ? value : []).map((row: PageRow) => read((name) => row[name] ?? ""));
  };
  const scripture = text("scripture");
  return {
    subtitle: text("subtitle"),
    heroPicture: text("heroPicture"),
    description: text("description"),
    about: {
      heading: text("aboutHeading"),
      paragraphs: paragraphsOf(text("about")),
      values: rows("values", (cell) => ({ title: cell("title"), text: cell("text") })),
      scripture: scripture
        ? { text: scripture, reference: text("scriptureReference"), version: text("scriptureVersion") }
        : null,
    },
    team: rows("team", (cell) => ({
      name: cell("name"),
      role: cell("role"),
      bio: cell("bio"),
      picture: cell("picture"),
    })),
    songsIntro: text("songsIntro"),
    songs: rows("songs", (cell) => ({
      title: cell("title"),
      writers: cell("writers"),
      language: cell("language"),
      key: cell("key"),
      feel: cell("feel"),
      description: cell("description"),
      line: cell("line"),
      link: cell("link"),
    })),
    galleryIntro: text("galleryIntro"),
    gallery: rows("gallery", (cell) => ({ picture: cell("picture"), alt: cell("alt"), caption: cell("caption") })),
    eventsIntro: text("eventsIntro"),
    events: rows("events", (cell) => ({
      title: cell("title"),
      start: cell("start"),
      end: cell("end"),
      startsAt: readHarareLocal(cell("start"))?.toISOString() ?? "",
      endsAt: readHarareLocal(cell("end"))?.toISOString() ?? null,
      place: cell("place"),
      description: cell("description"),
    })).filter((event) => event.startsAt !== ""),
    join: {
      intro: text("joinIntro"),
      steps: rows("steps", (cell) => ({ title: cell("title"), text: cell("text") })),
      requirements: rows("requirements", (cell) => cell("text")),
      contactText: text("contactText"),
    },
    testimonials: rows("testimonials", (cell) => ({ quote: cell("quote"), name: cell("name"), role: cell("role") })),
  };
}
