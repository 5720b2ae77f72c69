import type { SelectQueryBuilder } from "kysely";
import type { PageRequest } from "./types";

export const MAX_LIMIT = 100;

/** A list size between 1 and MAX_LIMIT; the fallback when none (or nonsense) is given. */
export function clampLimit(limit: number | undefined, fallback: number): number {
  if (limit === undefined || !Number.isFinite(limit) || limit < 1) return fallback;
  return Math.min(Math.floor(limit), MAX_LIMIT);
}

/** Whether the requested page exists for `count` items (page 1 always does: DRF's empty first page). */
export function pageOf(count: number, { page, pageSize }: PageRequest): boolean {
  return page === 1 || (page >= 1 && page <= Math.ceil(count / pageSize));
}

/**
 * One page of a filtered, sorted list as ids, and the list's length. Normally two index reads:
 * a count and the page. With a full-text filter (`once`), one query for every matching id in
 * order, sliced here: the search runs once instead of twice, and ids are small.
 * Null for a page past the end (except page 1).
 */
export async function pageIds<DB, TB extends keyof DB>(
  sorted: SelectQueryBuilder<DB, TB, { id: number }>,
  counted: SelectQueryBuilder<DB, TB, { count: number | string }>,
  page: PageRequest,
  once: boolean,
): Promise<{ count: number; ids: number[] } | null> {
  const start = (page.page - 1) * page.pageSize;
  let count: number;
  let ids: number[];
  if (once) {
    const all = (await sorted.execute()).map((row) => Number(row.id));
    count = all.length;
    ids = all.slice(start, start + page.pageSize);
  } else {
    const [total, rows] = await Promise.all([
      counted.executeTakeFirst(),
      sorted.limit(page.pageSize).offset(start).execute(),
    ]);
    count = Number(total?.count ?? 0);
    ids = rows.map((row) => Number(row.id));
  }
  return pageOf(count, page) ? { count, ids } : null;
}

/** Rows fetched by id, put back in the order of `ids`. */
export function inOrder<R extends { id: number }>(ids: number[], rows: R[]): R[] {
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.map((id) => byId.get(id)).filter((row): row is R => row !== undefined);
}
