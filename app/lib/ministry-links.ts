/**
 * Where a ministry's "join" link goes (Ministry join links). The eight ministries have
 * fixed pages; any other title goes to /ministry/{slug}. Links open in a new tab.
 */
export const MINISTRY_JOIN_LINKS: Readonly<Record<string, string>> = {
  Intercession: "/intercession",
  "Evangelism & Outreach": "/evangelism",
  Music: "/music",
  "Healing & Deliverance": "/healing",
  "Media & Digital": "/media",
  "Youth & Young Adults": "/youth",
  "Children's": "/childrens-ministry",
  "Hospitality & Ushering": "/hospitality",
};

/**
 * The slug rule: the lowercased title with punctuation removed, spaces turned into hyphens, and
 * leading and trailing hyphens trimmed. Letters and digits of any script are kept, as are hyphens
 * already in the title; a run of spaces becomes one hyphen.
 */
export function ministrySlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The join link of a ministry by its title. */
export function ministryJoinLink(title: string): string {
  return MINISTRY_JOIN_LINKS[title] ?? `/ministry/${ministrySlug(title)}`;
}
