import { sql, type RawBuilder } from "kysely";
import { HARARE_OFFSET_MINUTES } from "../../lib/dates";
import { containsPattern } from "./paging";

/**
 * The search and date filters every staff list shares (issue 14): a piece of text looked for in
 * some columns, and a range of Harare days on a date column. Both read from the URL as typed; what
 * does not read as a filter is no filter (the page echoes back what it applied).
 */

export interface ListSearch {
  /** The search, trimmed; "" for none. */
  query: string;
  /** The first and last Harare day, "YYYY-MM-DD"; "" for none (or for a value that is not a date). */
  from: string;
  to: string;
}

/** Long enough for a sentence; longer input is cut, it cannot make the query heavier. */
export const SEARCH_MAX = 200;

export function listSearchOf(input: { query?: string | null; from?: string | null; to?: string | null }): ListSearch {
  return {
    query: (input.query ?? "").trim().slice(0, SEARCH_MAX),
    from: harareDayStart(input.from ?? "") === null ? "" : input.from!,
    to: harareDayStart(input.to ?? "") === null ? "" : input.to!,
  };
}

/** The UTC instant a Harare calendar day ("YYYY-MM-DD") begins, as ISO text; null for anything else. */
export function harareDayStart(day: string, addDays = 0): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, date);
  const check = new Date(utc);
  // 2026-02-31 is not a day; a year before 1000 would not compare as stored ISO text.
  if (year < 1000 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return new Date(utc + addDays * 86_400_000 - HARARE_OFFSET_MINUTES * 60_000).toISOString();
}

/**
 * `query` in any of `columns`, any case: lower(column) LIKE '%query%' with the query's own % and _
 * taken literally (ESCAPE '\'), the same SQL on SQLite and PostgreSQL. Null for an empty query.
 */
export function searchCondition(columns: readonly string[], query: string): RawBuilder<boolean> | null {
  const term = query.trim();
  if (!term || columns.length === 0) return null;
  const pattern = containsPattern(term.toLowerCase());
  const tests = columns.map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<boolean>`(${sql.join(tests, sql` or `)})`;
}

/** `column` (ISO UTC text) within the Harare days from..to, both included; null when neither is set. */
export function dateCondition(column: string, search: Pick<ListSearch, "from" | "to">): RawBuilder<boolean> | null {
  const start = search.from ? harareDayStart(search.from) : null;
  const end = search.to ? harareDayStart(search.to, 1) : null;
  if (start === null && end === null) return null;
  const ref = sql.ref(column);
  if (start !== null && end !== null) return sql<boolean>`(${ref} >= ${start} and ${ref} < ${end})`;
  return start !== null ? sql<boolean>`${ref} >= ${start}` : sql<boolean>`${ref} < ${end}`;
}
