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
