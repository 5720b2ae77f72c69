/**
 * Text helpers shared by the searches and the services: folding for comparisons made in
 * JavaScript (SQLite and PostgreSQL disagree on lower() outside ASCII), DRF's search terms, slugs.
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
