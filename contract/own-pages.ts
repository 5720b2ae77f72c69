/**
 * Staff's own pages (server/domain/own-pages/): the rules and shapes the staff pages, the public
 * page and the server share.
 */
export const OWN_PAGE_STATUSES = ["draft", "published"] as const;
export type OwnPageStatus = (typeof OWN_PAGE_STATUSES)[number];

export const OWN_PAGE_STATUS_LABELS: Record<OwnPageStatus, string> = {
  draft: "Draft",
  published: "Published",
};

export function isOwnPageStatus(value: string): value is OwnPageStatus {
  return (OWN_PAGE_STATUSES as readonly string[]).includes(value);
}

/** Where the staff pages of own pages live (the area's path, server/auth/areas.ts). */
export const OWN_PAGES_PATH = "/admin/pages/own";
/** Revisions kept per page: the newest. */
export const OWN_PAGE_REVISIONS_KEPT = 20;
/** The footer position a page may have: 1 is first. */
export const FOOTER_ORDER_MAX = 99;

/** A published page as its public address shows it. */
export interface OwnPageView {
  title: string;
  slug: string;
  /** Sanitised HTML (on write: decision 042). */
  content: string;
  /** The cover picture's name (contract/images.ts), and its URL for link previews. */
  cover: string | null;
  image: string | null;
  /** The first words of the text, for link previews. */
  description: string;
  updatedAt: string;
}

/** A quick link of the footer to a page staff made. */
export interface FooterPageLink {
  label: string;
  path: string;
}
