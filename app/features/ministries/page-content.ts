import { paragraphsOf, type PageDocument, type PageRow } from "#contract/page-content";
import type { IconCard, MinistryContent, MinistrySection } from "./types";

/**
 * A ministry page as the public sees it: its frame in code (content/site/ministries/: sections'
 * order, forms, labels) with the church's own words and pictures from its stored document
 * (contract/page-content.ts). What the document leaves empty is left out: no vision without its
 * text, no cards or numbers without rows, the site's own banner without a picture.
 */
export function withPageContent(frame: MinistryContent, document: PageDocument): MinistryContent {
  const text = (key: string) => {
    const value = document[key];
    return typeof value === "string" ? value : "";
  };
  const rows = (key: string): PageRow[] => {
    const value = document[key];
    return Array.isArray(value) ? value : [];
  };
  const slug = frame.path.slice(1);
  const sections: MinistrySection[] = [];
  let approachDone = false;
  let statsDone = false;
  const approach = (kind: "cards" | "pillars", id: string, eyebrow: string): MinistrySection | null => {
    approachDone = true;
    const cards: IconCard[] = rows("approach").map((row) => ({
      icon: row.icon as IconCard["icon"],
      title: row.title ?? "",
      text: row.text ?? "",
    }));
    if (cards.length === 0) return null;
    const heading = text("approachHeading");
    const intro = text("approachIntro");
    return kind === "cards"
      ? { kind, id, eyebrow, heading, intro, cards }
      : { kind, id, eyebrow, heading, intro, pillars: cards };
  };
  const stats = (id: string): MinistrySection | null => {
    statsDone = true;
    const numbers = rows("stats").map((row) => ({ value: row.value ?? "", label: row.label ?? "" }));
    return numbers.length > 0 ? { kind: "stats", id, heading: text("statsHeading"), stats: numbers } : null;
  };
  for (const section of frame.sections) {
    let shown: MinistrySection | null = section;
    if (section.kind === "vision") {
      const paragraphs = paragraphsOf(text("vision"));
      const scripture = text("scripture");
      shown =
        paragraphs.length === 0
          ? null
          : {
              ...section,
              heading: text("visionHeading"),
              paragraphs,
              scripture: scripture
                ? { text: scripture, reference: text("scriptureReference"), version: text("scriptureVersion") }
                : undefined,
              image: text("visionPicture"),
              imageAlt: text("visionPictureAlt"),
            };
    } else if (section.kind === "cards" || section.kind === "pillars") {
      shown = approach(section.kind, section.id, section.eyebrow);
    } else if (section.kind === "stats") {
      shown = stats(section.id);
    } else if (section.kind === "forms" || section.kind === "contactSection" || section.kind === "backToTop") {
      // A page whose frame has no place for cards or numbers gets them before its forms.
      const extra = [
        approachDone ? null : approach("cards", `${slug}-approach`, "Our Approach"),
        statsDone ? null : stats(`${slug}-numbers`),
      ];
      sections.push(...extra.filter((added): added is MinistrySection => added !== null));
    }
    if (shown) sections.push(shown);
  }
  const description = text("description");
  return {
    ...frame,
    meta: {
      ...frame.meta,
      description: description || `${frame.name}: who we are, what we do and how to take part.`,
    },
    hero: { ...frame.hero, subtitle: text("subtitle"), image: text("heroPicture") || undefined },
    sections,
  };
}
