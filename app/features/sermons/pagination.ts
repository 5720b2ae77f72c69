/**
 * Pagination arithmetic of the sermon list: the page count is the ceiling of
 * count / page size; the bar shows previous, numbered pages, next and last.
 */

export interface PaginationModel {
  /** ceil(count / pageSize); 0 when there is nothing to show. */
  pageCount: number;
  /** The current page, clamped to 1..pageCount (1 when there are no pages). */
  page: number;
  previous: number | null;
  next: number | null;
  /** The last page, or null when there are no pages. */
  last: number | null;
  /** The numbered pages to show: a window of at most `maxNumbers` around the current page. */
  numbers: number[];
}

export function pageCount(count: number, pageSize: number): number {
  if (!Number.isFinite(count) || count <= 0 || pageSize <= 0) return 0;
  return Math.ceil(count / pageSize);
}

export function paginate(count: number, page: number, pageSize: number, maxNumbers = 5): PaginationModel {
  const pages = pageCount(count, pageSize);
  const current = pages === 0 ? 1 : Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const width = Math.max(1, Math.min(maxNumbers, pages));
  let start = current - Math.floor((width - 1) / 2);
  start = Math.max(1, Math.min(start, pages - width + 1));
  const numbers = pages === 0 ? [] : Array.from({ length: width }, (_, index) => start + index);
  return {
    pageCount: pages,
    page: current,
    previous: current > 1 ? current - 1 : null,
    next: current < pages ? current + 1 : null,
    last: pages > 0 ? pages : null,
    numbers,
  };
}
