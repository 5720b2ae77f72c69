/**
 * Full-text search, the parts written in JavaScript: turning a visitor's query into words and
 * then into an SQLite FTS5 or a PostgreSQL tsquery expression, and (for SQLite, whose triggers
 * call these as SQL functions) turning a post's fields into the indexed document.
 *
 * PostgreSQL has the same two document functions in SQL (migration 002). They are written step
 * for step like these, so both engines index the same words: lower case, accents removed, HTML
 * markup dropped, anything but letters and digits a word boundary.
 */

/** At most this many words of a query are used; a longer query is cut (never an error). */
export const MAX_SEARCH_WORDS = 16;
/** Longer words are cut to this length and still match as a prefix. */
export const MAX_SEARCH_WORD_LENGTH = 64;

/** Combining marks removed after NFKD ("Grâce" -> "grace"); the same ranges as search_fold() in SQL. */
// eslint-disable-next-line no-misleading-character-class -- ranges of lone combining marks, on purpose
const MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;
const NON_WORD = /[^\p{L}\p{N}]+/gu;

/** Lower case, accents removed, every run of non-letters and non-digits one space. */
export function searchFold(...values: ReadonlyArray<string | null | undefined>): string {
  const text = values.filter((value) => typeof value === "string").join(" ");
  return text.toLowerCase().normalize("NFKD").replace(MARKS, "").replace(NON_WORD, " ").trim();
}

/** Dropped with their content, as the sanitiser drops them. */
export const NON_TEXT_TAGS = [
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "iframe",
  "object",
  "embed",
  "template",
  "svg",
] as const;

const NON_TEXT = NON_TEXT_TAGS.map((tag) => new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}\\s*>`, "gi"));

function fromCode(code: number): string {
  // Surrogates and out-of-range codes are no characters (PostgreSQL's chr() refuses them too).
  return code >= 1 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : " ";
}

/**
 * The text of post HTML for the index: comments, non-text elements and tags removed, numeric
 * entities decoded, named ones a space (they only name punctuation in sanitised HTML).
 */
export function htmlSearchText(html: string | null): string {
  let text = (html ?? "").replace(/<!--[\s\S]*?-->/g, " ");
  for (const pattern of NON_TEXT) text = text.replace(pattern, " ");
  return text
    .replace(/<\/?[a-z][^>]*>/gi, " ")
    .replace(/&#([0-9]{1,7});/g, (_, digits: string) => fromCode(Number.parseInt(digits, 10)))
    .replace(/&#x([0-9a-f]{1,6});/gi, (_, hex: string) => fromCode(Number.parseInt(hex, 16)))
    .replace(/&[a-z][a-z0-9]{0,31};/gi, " ");
}

/**
 * The words of a query: folded like the index, letters and digits only, each matched as a word
 * prefix ("pray" finds "prayer"), all of them required. Punctuation is no word: "%" or "?!" give
 * none, and a query without words matches nothing. FTS operators, quotes and NULs are just
 * punctuation here, so no input can form an invalid FTS expression.
 */
export function searchWords(query: string): string[] {
  const words = searchFold(query)
    .split(" ")
    .filter((word) => word !== "")
    .map((word) => word.slice(0, MAX_SEARCH_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** An FTS5 MATCH expression: every word a quoted prefix ("grace"* "storm"*). */
export function fts5Query(words: readonly string[]): string {
  return words.map((word) => `"${word}"*`).join(" ");
}

/** A to_tsquery('simple', ...) expression: every word a prefix (grace:* & storm:*). */
export function tsQuery(words: readonly string[]): string {
  return words.map((word) => `${word}:*`).join(" & ");
}
