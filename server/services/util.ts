import { sql, type SelectQueryBuilder } from "kysely";
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
 * The ids of one page of a sorted list (a query selecting `id`) and the list's length, in one
 * query: a window count, so the filter (full-text search included) runs once. Null for a page
 * past the end, except page 1 (DRF's empty first page).
 */
export async function pageIds<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, { id: number }>,
  { page, pageSize }: PageRequest,
): Promise<{ count: number; ids: number[] } | null> {
  const rows = (await query
    .select(sql<number | string>`count(*) over ()`.as("total"))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute()) as Array<{ id: number; total: number | string }>;
  if (rows.length === 0) return page === 1 ? { count: 0, ids: [] } : null;
  return { count: Number(rows[0].total), ids: rows.map((row) => Number(row.id)) };
}
