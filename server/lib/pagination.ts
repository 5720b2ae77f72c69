import { lastValue, MAX_PAGE_SIZE, pageCount, pageQuery } from "#contract/pagination";

/**
 * Django REST Framework's PageNumberPagination, as the front end expects it (docs/api.md,
 * Pagination): `page` (1-based; anything else is "Invalid page.") and `page_size` (a positive
 * integer, clamped to MAX_PAGE_SIZE; anything invalid falls back to the endpoint's default).
 */
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

/** The same URL with `page` set (or removed for page 1, as DRF does). */
export function pageUrl(absoluteUrl: string, page: number): string {
  const url = new URL(absoluteUrl);
  url.search = pageQuery(url.searchParams, page);
  return url.toString();
}

export interface PageLinks {
  next: string | null;
  previous: string | null;
}

export function pageLinks(absoluteUrl: string, count: number, page: number, pageSize: number): PageLinks {
  const pages = pageCount(count, pageSize);
  return {
    next: page < pages ? pageUrl(absoluteUrl, page + 1) : null,
    previous: page > 1 ? pageUrl(absoluteUrl, page - 1) : null,
  };
}
