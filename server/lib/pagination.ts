import { lastValue } from "#contract/pagination";

/**
 * Django REST Framework's PageNumberPagination, as the front end expects it (docs/api.md,
 * Pagination): `page` (1-based; anything else is "Invalid page.") and `page_size` (a positive
 * integer, clamped to MAX_PAGE_SIZE; anything invalid falls back to the endpoint's default).
 */
export const MAX_PAGE_SIZE = 100;
export const POSTS_PAGE_SIZE = 10;
export const SERMONS_PAGE_SIZE = 6;

export { lastValue, requestedPage as parsePage } from "#contract/pagination";

export function parsePageSize(raw: unknown, fallback: number): number {
  const value = lastValue(raw)?.trim();
  if (value === undefined || !/^\+?\d{1,15}$/.test(value)) return fallback;
  const size = Number(value);
  if (size < 1) return fallback;
  return Math.min(size, MAX_PAGE_SIZE);
}

/** Whether `page` exists for `count` items: page 1 always does (an empty list has one empty page). */
export function pageExists(count: number, page: number, pageSize: number): boolean {
  return page === 1 || page <= Math.ceil(count / pageSize);
}

/** The same URL with `page` set (or removed for page 1, as DRF does). */
export function pageUrl(absoluteUrl: string, page: number): string {
  const url = new URL(absoluteUrl);
  if (page === 1) url.searchParams.delete("page");
  else url.searchParams.set("page", String(page));
  return url.toString();
}

export interface PageLinks {
  next: string | null;
  previous: string | null;
}

export function pageLinks(absoluteUrl: string, count: number, page: number, pageSize: number): PageLinks {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return {
    next: page < pages ? pageUrl(absoluteUrl, page + 1) : null,
    previous: page > 1 ? pageUrl(absoluteUrl, page - 1) : null,
  };
}
