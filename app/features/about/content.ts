import type { Scripture } from "#content/site/home";
import { MINISTRIES, isMinistrySlug } from "#contract/ministries";
import {
  MANDATE_COLOURS,
  paragraphsOf,
  rowsOf,
  textOf,
  type MandateColour,
  type PageDocument,
} from "#contract/page-content";

/**
 * The About page's own content, read from its page's document (contract/page-content.ts, edited
 * at /admin/pages/about) by the page's loader. What the document leaves empty is left out: a
 * slide without its text, a person without a name, a section without rows.
 */

export interface VisionSlide {
  id: string;
  /** The small label above the title: Our Vision, Our Mission, Our Values. */
  label: string;
  title: string;
  body: string;
  /** null: no verse. */
  scripture: Scripture | null;
}

export interface MandateItem {
  id: string;
  title: string;
  /** One line for the selector; "" for none. */
  summary: string;
  description: string;
  scripture: Scripture | null;
  /** A picture's name; "" for none. */
  image: string;
  colours: MandateColour;
}

export interface Person {
  name: string;
  role: string;
  /** A picture's name; "" for none. */
  image: string;
  bio: string;
}

export interface MinistryItem {
  /** The ministry's slug. */
  id: string;
  title: string;
  /** A picture's name; "" for none. */
  image: string;
  description: string;
}

export interface AboutContent {
  subtitle: string;
  intro: string[];
  slides: VisionSlide[];
  mandateIntro: string;
  mandate: MandateItem[];
  founder: Person | null;
  pastor: Person | null;
  ministries: MinistryItem[];
}

function scriptureOf(text: string | undefined, reference: string | undefined): Scripture | null {
  return text ? { text, reference: reference ?? "" } : null;
}

export function aboutContent(document: PageDocument): AboutContent {
  const text = (key: string) => textOf(document, key);
  const statement = (key: "vision" | "mission", label: string): VisionSlide | null =>
    text(key)
      ? {
          id: key,
          label,
          title: text(`${key}Title`),
          body: text(key),
          scripture: scriptureOf(text(`${key}Scripture`), text(`${key}Reference`)),
        }
      : null;
  const person = (prefix: "founder" | "pastor"): Person | null =>
    text(`${prefix}Name`)
      ? {
          name: text(`${prefix}Name`),
          role: text(`${prefix}Role`),
          image: text(`${prefix}Photo`),
          bio: text(`${prefix}Bio`),
        }
      : null;
  const values = rowsOf(document, "values")
    .filter((row) => row.title && row.text)
    .map((row, index): VisionSlide => ({
      id: `value-${index + 1}`,
      label: "Our Values",
      title: row.title!,
      body: row.text!,
      scripture: scriptureOf(row.scripture, row.reference),
    }));
  return {
    subtitle: text("subtitle"),
    intro: paragraphsOf(text("intro")),
    slides: [statement("vision", "Our Vision"), statement("mission", "Our Mission"), ...values].filter(
      (slide): slide is VisionSlide => slide !== null,
    ),
    mandateIntro: text("mandateIntro"),
    mandate: rowsOf(document, "mandate")
      .filter((row) => row.title && row.text)
      .map((row, index) => ({
        id: String(index + 1),
        title: row.title!,
        summary: row.summary ?? "",
        description: row.text!,
        scripture: scriptureOf(row.scripture, row.reference),
        image: row.picture ?? "",
        colours: MANDATE_COLOURS.find((colours) => colours === row.colours) ?? MANDATE_COLOURS[0],
      })),
    founder: person("founder"),
    pastor: person("pastor"),
    ministries: rowsOf(document, "ministries")
      .filter((row) => row.text && isMinistrySlug(row.ministry ?? ""))
      .map((row) => ({
        id: row.ministry!,
        title: MINISTRIES[row.ministry as keyof typeof MINISTRIES],
        image: row.picture ?? "",
        description: row.text!,
      })),
  };
}
