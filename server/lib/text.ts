/**
 * Text helpers shared by the searches and the services: folding for comparisons made in
 * JavaScript (SQLite and PostgreSQL disagree on lower() outside ASCII), DRF's search terms, slugs,
 * and text made safe in HTML (the server's plain pages and the mails).
 */

/** Case- and accent-insensitive form of a text: "Grâce" and "grace" compare equal. */
export function foldText(value: string): string {
  return value.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Search terms as Django REST Framework's SearchFilter reads them: NULs dropped, commas and
 * whitespace separate terms. Empty when the query is blank.
 */
export function searchTerms(query: string): string[] {
  return foldText(query.replaceAll("\u0000", "").replaceAll(",", " "))
    .split(/\s+/)
    .filter((term) => term !== "");
}

/** A tag or category name as a slug: lower case, whitespace to dashes ("Faith Walk" -> "faith-walk"). */
export function slugify(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, "-");
}

/**
 * The order of names shown to people (categories, tags): alphabetical, ignoring case and accents.
 * One collator for the process: `localeCompare` with options builds a new one on every call, a
 * measurable part of a page render that sorts tags (docs/performance.md).
 */
export const compareNames: (a: string, b: string) => number = new Intl.Collator("en", { sensitivity: "base" }).compare;

/** Named items in the order of compareNames, then by id, so equal names keep one stable order. */
export function byNameThenId(a: { name: string; id: number }, b: { name: string; id: number }): number {
  return compareNames(a.name, b.name) || a.id - b.id;
}

/** A text from outside (an SMTP answer, an error's message) with every email address in it blanked out, for a log line. */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>@"']+@[^\s<>@"']+/g, "[address]");
}

/** Text made safe inside HTML, in an element or an attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
