import type { FieldName, FormKey } from "~/features/ministries/forms/definitions";
import type { IconName } from "./icons";

/**
 * The shape of a ministry landing page's content: its frame (content/site/ministries/*.ts: the
 * sections' order, anchors and the interface's words, the church's words left empty) filled from
 * the page's document (page-content.ts). One generic
 * layout (MinistryPage) renders any of them: hero, then the sections in order, then the shared
 * contact details and social links (docs/product.md, Ministry page layout).
 */

export interface Scripture {
  text: string;
  reference: string;
  /** Translation label, e.g. "NIV". */
  version: string;
}

export interface IconCard {
  icon: IconName;
  title: string;
  text: string;
}

export interface HeroBadge {
  icon: IconName;
  value: string;
  label: string;
}

export interface HeroContent {
  title: string;
  subtitle: string;
  /** A picture's name (contract/images.ts); none: the site's own banner. */
  image?: string;
  /** Call-to-action links, e.g. to the page's form (#join-form). */
  actions?: Array<{ label: string; href: string }>;
  badges?: HeroBadge[];
  /** A button that scrolls down to the first section (hospitality). */
  scrollDown?: boolean;
  /** Background moves with the scroll, capped at MEDIA_HERO_PARALLAX_CAP_PX (media). */
  parallax?: boolean;
}

/** Texts of one form; its fields, payload and behaviour come from forms/definitions.ts. */
export interface FormContent {
  /** Anchor id of the form's section. */
  id: string;
  form: FormKey;
  heading: string;
  intro: string;
  submitLabel: string;
  success: { title: string; text: string };
  /** Labels that differ from the defaults, e.g. the message's question. */
  labels?: Partial<Record<FieldName, string>>;
  placeholders?: Partial<Record<FieldName, string>>;
}

/** The media/hospitality contact section: a call-to-action card in front of the form. */
export interface ContactSectionContent extends FormContent {
  cta: { title: string; text: string; points: string[] };
}

export interface ServiceCard {
  icon: IconName;
  title: string;
  summary: string;
  details: string[];
}

/** When and where a ministry meets. */
export interface Meeting {
  when: string;
  place: string;
}

/** The leader a ministry page shows; a phone's `tel` read as the church's phones are (contract/phone-numbers.ts). */
export interface Leader {
  name: string;
  role: string;
  /** A picture's name; empty for none. */
  picture: string;
  phone: { display: string; tel: string } | null;
  email: string;
}

export type MinistrySection =
  | {
      kind: "vision";
      id: string;
      eyebrow: string;
      heading: string;
      paragraphs: string[];
      scripture?: Scripture;
      /** A picture's name; empty for none. */
      image: string;
      imageAlt: string;
    }
  | { kind: "cards"; id: string; eyebrow: string; heading: string; intro: string; cards: IconCard[] }
  | { kind: "stats"; id: string; heading: string; stats: Array<{ value: string; label: string }> }
  | { kind: "services"; id: string; eyebrow: string; heading: string; intro: string; services: ServiceCard[] }
  | { kind: "pillars"; id: string; eyebrow: string; heading: string; intro: string; pillars: IconCard[] }
  | { kind: "scripture"; id: string; scripture: Scripture; note?: string }
  | { kind: "forms"; id: string; forms: FormContent[] }
  | { kind: "meetings"; id: string; meetings: Meeting[]; leader: Leader | null }
  | { kind: "contactSection"; content: ContactSectionContent }
  | { kind: "backToTop" };

export interface MinistryContent {
  /** Route path, e.g. "/intercession". */
  path: string;
  /** Short name for the breadcrumb and the loading label, e.g. "Intercession Ministry". */
  name: string;
  meta: { title: string; description: string };
  hero: HeroContent;
  sections: MinistrySection[];
  /** The shared contact details block's heading and line. */
  contact: { heading: string; text: string };
  /** The floating scroll-to-top button after MEDIA_SCROLL_TOP_AFTER_PX (media). */
  floatingScrollTop?: boolean;
}
