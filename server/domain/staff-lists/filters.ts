import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import { harareMidnight } from "#contract/harare-time";
import type { Database } from "#server/db/schema";
import { containsPattern, isPostgres } from "./paging";

/**
 * The staff lists' shared search and date filters: a search term over a list's own
 * columns, and a from/to range of Harare calendar dates on one time column. Read from the URL,
 * where a bad value is ignored (the list shows unfiltered on that point), never an error.
 */

export interface ListFilters {
  /** The search as typed (trimmed, at most SEARCH_MAX characters), "" for none. */
  q: string;
  /** YYYY-MM-DD (Harare), or null. */
  from: string | null;
  /** YYYY-MM-DD (Harare), inclusive, or null. */
  to: string | null;
}

/** A longer search is cut: no one types more, and it bounds the work a LIKE does. */
export const SEARCH_MAX = 100;

/**
 * A search term as both engines can compare it: PostgreSQL refuses the NUL character in a text
 * parameter, so it is dropped (a search looks, it stores nothing; a form's text refuses it instead,
 * server/lib/staff-input.ts).
 */
export function searchableText(text: string): string {
  return text.replaceAll("\u0000", "");
}

/** A real calendar date written YYYY-MM-DD, else null ("2026-02-30", "yesterday" and "" are not). */
export function dateParam(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const instant = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().startsWith(value) ? value : null;
}

/** The search, from/to dates of a list's URL (`q`, `from`, `to`). */
export function listFiltersOf(params: URLSearchParams): ListFilters {
  const q = searchableText(params.get("q") ?? "")
    .trim()
    .slice(0, SEARCH_MAX);
  let from = dateParam(params.get("from"));
  let to = dateParam(params.get("to"));
  // Dates given the wrong way round mean the days between them.
  if (from && to && from > to) [from, to] = [to, from];
  return { q, from, to };
}

/**
 * The UTC instants (ISO text, as every time column holds) bounding a range of Harare dates:
 * `from` at its midnight, inclusive; `to` through its last moment, i.e. before the next midnight.
 */
export function harareDayBounds(range: { from: string | null; to: string | null }): {
  atOrAfter: string | null;
  before: string | null;
} {
  const midnight = (day: string, plusDays = 0) => harareMidnight(day, plusDays).toISOString();
  return {
    atOrAfter: range.from ? midnight(range.from) : null,
    before: range.to ? midnight(range.to, 1) : null,
  };
}

/**
 * `column` within the Harare dates of `range`, or null when the range is open on both sides.
 * Text comparison: every stored time is `toISOString()` text, which sorts as time does.
 */
export function dateRange(
  column: string,
  range: { from: string | null; to: string | null },
): RawBuilder<SqlBool> | null {
  const { atOrAfter, before } = harareDayBounds(range);
  const parts: Array<RawBuilder<SqlBool>> = [];
  if (atOrAfter) parts.push(sql<SqlBool>`${sql.ref(column)} >= ${atOrAfter}`);
  if (before) parts.push(sql<SqlBool>`${sql.ref(column)} < ${before}`);
  return parts.length === 0 ? null : sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/**
 * Any of `columns` contains `term`, ignoring case the same way on both engines (lower() on each
 * side: SQLite's LIKE folds ASCII only and PostgreSQL's not at all), the term's own `%`, `_` and
 * `\` matched as themselves. Null for an empty term.
 */
export function searchIn(columns: readonly string[], term: string): RawBuilder<SqlBool> | null {
  const trimmed = term.trim();
  if (!trimmed || columns.length === 0) return null;
  const pattern = containsPattern(trimmed.toLowerCase());
  const matches = columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}

/**
 * A list's full-text index for its search (migration 011): on SQLite the FTS5 trigram table
 * `<table>_search` over the searched columns, on PostgreSQL pg_trgm indexes that serve searchIn's
 * LIKE by themselves (so nothing is added there).
 */
export interface SearchIndex {
  /** The list's table, as the query names it (an alias such as "c" too), and the table itself. */
  alias: string;
  table: "contact_messages" | "ministry_applications" | "prayer_requests" | "newsletter_subscribers" | "comments";
}

/**
 * The rows whose searched columns may contain `term`, from the list's FTS5 trigram table: on
 * SQLite, for a term of 3 characters or more (a trigram index knows no shorter ones), else null.
 * It finds a superset (it folds case beyond ASCII): searchIn still decides, on far fewer rows.
 */
export function searchCandidates(db: Kysely<Database>, index: SearchIndex, term: string): RawBuilder<SqlBool> | null {
  const trimmed = term.trim();
  if (isPostgres(db) || [...trimmed].length < 3) return null;
  // One FTS5 phrase: the term's trigrams in a row, i.e. the substring; quotes doubled.
  const phrase = `"${trimmed.replaceAll('"', '""')}"`;
  const fts = sql.table(`${index.table}_search`);
  // `+id`: not a way in for the planner, so it walks the list's index in order and checks each id
  // against the candidates (built once), stopping at the page or the count's cap; else it reads
  // every candidate row and sorts them (11 ms for a surname in 10% of 100,000 messages, 1 ms so).
  return sql<SqlBool>`+${sql.ref(`${index.alias}.id`)} in (select rowid from ${fts} where ${fts} match ${phrase})`;
}

/**
 * A search's matches are counted up to here ("1,000+ matching"): past it, counting would read the
 * rows of every match (its LIKE needs their text), and a search is narrowed, not paged through.
 */
export const SEARCH_COUNT_CAP = 1_000;

/** How far a list with `filters` counts: less far while searching (SEARCH_COUNT_CAP). */
export function countCapFor(filters: { q: string }, cap: number): number {
  return filters.q ? Math.min(cap, SEARCH_COUNT_CAP) : cap;
}

/** The search and date conditions of `filters` together, for `.where(...)`; null when none applies. */
export function listConditions(
  db: Kysely<Database>,
  filters: ListFilters,
  { search, date, index }: { search: readonly string[]; date: string; index: SearchIndex },
): Expression<SqlBool> | null {
  const parts = [searchCandidates(db, index, filters.q), searchIn(search, filters.q), dateRange(date, filters)].filter(
    (part): part is RawBuilder<SqlBool> => part !== null,
  );
  return parts.length === 0 ? null : sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}
