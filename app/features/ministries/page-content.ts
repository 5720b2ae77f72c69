import { paragraphsOf, type PageDocument, type PageRow } from "#contract/page-content";
import { telOf } from "#contract/phone-numbers";
import type { FormContent, IconCard, Leader, MinistryContent, MinistrySection, ServiceCard } from "./types";

/**
 * A ministry page as the public sees it: its frame in code (content/site/ministries/: sections'
 * order, forms, labels) with the church's own words and pictures from its stored document
 * (contract/page-content.ts). What the document leaves empty is left out: no vision without its
 * text, no cards, teams, numbers or meeting times without rows, no leader without a name, the
 * site's own banner without a picture. A part the frame has no place for (a verse band, teams,
 * cards, numbers) comes after the vision or before the forms. Runs in the loader (on the server).
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
  const done = new Set<string>();
  const iconCards = (key: string): IconCard[] =>
    rows(key).map((row) => ({ icon: row.icon as IconCard["icon"], title: row.title ?? "", text: row.text ?? "" }));
  const approach = (kind: "cards" | "pillars", id: string, eyebrow: string): MinistrySection | null => {
    done.add("approach");
    const cards = iconCards("approach");
    if (cards.length === 0) return null;
    const heading = text("approachHeading");
    const intro = text("approachIntro");
    return kind === "cards"
      ? { kind, id, eyebrow, heading, intro, cards }
      : { kind, id, eyebrow, heading, intro, pillars: cards };
  };
  const stats = (id: string): MinistrySection | null => {
    done.add("stats");
    const numbers = rows("stats").map((row) => ({ value: row.value ?? "", label: row.label ?? "" }));
    return numbers.length > 0 ? { kind: "stats", id, heading: text("statsHeading"), stats: numbers } : null;
  };
  const services = (id: string, eyebrow: string): MinistrySection | null => {
    done.add("services");
    const cards: ServiceCard[] = rows("services").map((row) => ({
      icon: row.icon as ServiceCard["icon"],
      title: row.title ?? "",
      summary: row.summary ?? "",
      details: (row.details ?? "")
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    }));
    if (cards.length === 0) return null;
    return {
      kind: "services",
      id,
      eyebrow,
      heading: text("servicesHeading"),
      intro: text("servicesIntro"),
      services: cards,
    };
  };
  const verse = (id: string): MinistrySection | null => {
    done.add("verse");
    const words = text("verse");
    if (!words) return null;
    const scripture = { text: words, reference: text("verseReference"), version: text("verseVersion") };
    return { kind: "scripture", id, scripture, note: text("verseNote") || undefined };
  };
  const withIntro = (form: FormContent, index: number): FormContent => ({
    ...form,
    intro: text(index === 0 ? "formIntro" : "secondFormIntro"),
  });
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
    } else if (section.kind === "scripture") {
      shown = verse(section.id);
    } else if (section.kind === "cards" || section.kind === "pillars") {
      shown = approach(section.kind, section.id, section.eyebrow);
    } else if (section.kind === "stats") {
      shown = stats(section.id);
    } else if (section.kind === "services") {
      shown = services(section.id, section.eyebrow);
    } else if (section.kind === "forms" || section.kind === "contactSection" || section.kind === "backToTop") {
      // A page whose frame has no place for cards, teams or numbers gets them before its forms.
      const extra = [
        done.has("approach") ? null : approach("cards", `${slug}-approach`, "Our Approach"),
        done.has("services") ? null : services(`${slug}-services`, "What We Do"),
        done.has("stats") ? null : stats(`${slug}-numbers`),
        done.has("meetings") ? null : meetings(`${slug}-meetings`),
      ];
      sections.push(...extra.filter((added): added is MinistrySection => added !== null));
      if (section.kind === "forms") shown = { ...section, forms: section.forms.map(withIntro) };
      if (section.kind === "contactSection") {
        shown = {
          kind: "contactSection",
          content: {
            ...withIntro(section.content, 0),
            cta: {
              title: text("inviteTitle") || section.content.heading,
              text: text("inviteText"),
              points: rows("invitePoints").map((row) => row.text ?? ""),
            },
          },
        };
      }
    }
    if (shown) sections.push(shown);
    if (section.kind === "vision" && !frame.sections.some((other) => other.kind === "scripture")) {
      const band = verse(`${slug}-verse`);
      if (band) sections.push(band);
    }
  }

  function meetings(id: string): MinistrySection | null {
    done.add("meetings");
    const times = rows("meetings").map((row) => ({ when: row.when ?? "", place: row.place ?? "" }));
    const leader = leaderOf(text);
    return times.length > 0 || leader ? { kind: "meetings", id, meetings: times, leader } : null;
  }

  const description = text("description");
  const badges = rows("badges").map((row) => ({
    icon: row.icon as IconCard["icon"],
    value: row.value ?? "",
    label: row.label ?? "",
  }));
  return {
    ...frame,
    meta: {
      ...frame.meta,
      description: description || `${frame.name}: who we are, what we do and how to take part.`,
    },
    hero: {
      ...frame.hero,
      subtitle: text("subtitle"),
      image: text("heroPicture") || undefined,
      badges: badges.length > 0 ? badges : undefined,
    },
    sections,
  };
}

/** The leader the document names, with a `tel:` for the phone; null without a name. */
function leaderOf(text: (key: string) => string): Leader | null {
  const name = text("leaderName");
  if (!name) return null;
  const phone = text("leaderPhone");
  const tel = phone ? telOf(phone) : null;
  return {
    name,
    role: text("leaderRole"),
    picture: text("leaderPicture"),
    phone: phone && tel ? { display: phone, tel } : null,
    email: text("leaderEmail"),
  };
}
