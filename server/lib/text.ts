/**
 * Text matching shared by the searches, done in JavaScript so that SQLite and PostgreSQL answer
 * identically (their LIKE, ILIKE and lower() disagree outside ASCII) and without LIKE wildcards:
 * a visitor's "%" or "_" is matched literally.
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

/** True when every term occurs in at least one of the fields (DRF semantics: AND of ORs). */
export function matchesTerms(terms: readonly string[], fields: ReadonlyArray<string | null | undefined>): boolean {
  const folded = fields.filter((field): field is string => typeof field === "string" && field !== "").map(foldText);
  return terms.every((term) => folded.some((field) => field.includes(term)));
}

/** A tag or category name as a slug: lower case, whitespace to dashes ("Faith Walk" -> "faith-walk"). */
export function slugify(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, "-");
}
