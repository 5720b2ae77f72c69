import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { MAX_PAGE_SIZE, pageExists } from "#contract/pagination";
import type { PageRequest } from "./types";

/** A list size between 1 and MAX_PAGE_SIZE; the fallback when none (or nonsense) is given. */
export function clampLimit(limit: number | undefined, fallback: number): number {
  if (limit === undefined || !Number.isFinite(limit) || limit < 1) return fallback;
  return Math.min(Math.floor(limit), MAX_PAGE_SIZE);
}

/** A list's order, newest first: its date column and its id column (the tie-break), both descending. */
export interface NewestFirst {
  date: string;
  id: string;
}

/**
 * One page of a filtered list, newest first, as ids, and the list's length. Null for a page past
 * the end (except page 1).
 *
 * Normally two index reads at once: a count and the page. With a full-text filter (`search`) the
 * matches are found once instead of twice, in one statement: the matching ids and dates are
 * materialised, then counted and cut to the page there. MATERIALIZED keeps PostgreSQL from
 * planning the search around the LIMIT (it then walked the date index and ran the search again
 * for every row: seconds). Only the page's ids leave the database, not every match: a one-letter
 * search matches nearly every post, and sending 10,000 ids to be sliced here cost more than the
 * search itself.
 */
export async function pageIds<DB, TB extends keyof DB>(
  db: Kysely<DB>,
  filtered: SelectQueryBuilder<DB, TB, object>,
  order: NewestFirst,
  page: PageRequest,
  search: boolean,
): Promise<{ count: number; ids: number[] } | null> {
  const start = (page.page - 1) * page.pageSize;
  let count: number;
  let ids: number[];
  if (search) {
    const matches = filtered.select([sql.ref(order.id).as("id"), sql.ref(order.date).as("newest")]);
    const { rows } = await sql<{ id: number; total: number | string }>`
      WITH matches AS MATERIALIZED ${matches}
      SELECT id, (SELECT count(*) FROM matches) AS total FROM matches
      ORDER BY newest DESC, id DESC LIMIT ${page.pageSize} OFFSET ${start}`.execute(db);
    ids = rows.map((row) => Number(row.id));
    // No row: no match at all, or a page past the end (the count does not matter then).
    count = rows.length > 0 ? Number(rows[0].total) : page.page === 1 ? 0 : start;
  } else {
    // Kysely cannot follow a selection through generic table types: $castTo names the rows.
    const [total, rows] = await Promise.all([
      filtered
        .select(sql`count(*)`.as("count"))
        .$castTo<{ count: number | string }>()
        .executeTakeFirst(),
      filtered
        .select(sql.ref(order.id).as("id"))
        .$castTo<{ id: number }>()
        .orderBy(sql.ref(order.date), "desc")
        .orderBy(sql.ref(order.id), "desc")
        .limit(page.pageSize)
        .offset(start)
        .execute(),
    ]);
    count = Number(total?.count ?? 0);
    ids = rows.map((row) => Number(row.id));
  }
  return pageExists(count, page.page, page.pageSize) ? { count, ids } : null;
}

/** Rows fetched by id, put back in the order of `ids`. */
export function inOrder<R extends { id: number }>(ids: number[], rows: R[]): R[] {
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.map((id) => byId.get(id)).filter((row): row is R => row !== undefined);
}
