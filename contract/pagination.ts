/**
 * The pagination of every list, read the same way by the API, the public pages and the staff
 * lists (Django REST Framework's PageNumberPagination): which page was asked for, how many pages a
 * list has, which pages exist, how large a page may be, and how a page is written in a URL.
 */

/** The largest page a list gives at once, whatever size is asked for. */
export const MAX_PAGE_SIZE = 100;

/**
 * The page a list was asked for: the last `page` parameter when it is given several times;
 * absent or empty is page 1; anything but a whole number of 1 or more ("0", "-1", "abc", "1.5")
 * is null, which the API and the pages both answer with 404 ("Invalid page.").
 */
export function requestedPage(values: unknown): number | null {
  const value = lastValue(values)?.trim();
  if (value === undefined || value === "") return 1;
  if (!/^\+?\d{1,15}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}

/** A query parameter given once or several times: DRF reads the last value. */
export function lastValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return lastValue(value[value.length - 1]);
  return typeof value === "string" ? value : undefined;
}

/**
 * How many pages `count` items fill: the ceiling of count / page size, and never less than 1: an
 * empty list still has its first page, which shows that the list is empty.
 */
export function pageCount(count: number, pageSize: number): number {
  if (!Number.isFinite(count) || count <= 0 || !(pageSize > 0)) return 1;
  return Math.ceil(count / pageSize);
}

/** Whether page `page` exists for `count` items: 1 to pageCount; a page past the end is a 404. */
export function pageExists(count: number, page: number, pageSize: number): boolean {
  return page >= 1 && page <= pageCount(count, pageSize);
}

/**
 * The query string (with its "?", or "" when nothing is left) of page `page` of the list at
 * `params`, every other parameter kept. Page 1 has no `page` parameter: one address per page.
 */
export function pageQuery(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const text = next.toString();
  return text ? `?${text}` : "";
}

/** An item of the blog's page links: a page, or a gap between pages ("…"). */
export type PageItem = { type: "page"; page: number } | { type: "gap"; key: string };

/**
 * The blog's page links: all pages when there are few, otherwise the first, the last and the
 * current page with its neighbours, with gaps between ("1 … 4 5 6 … 12").
 */
export function pagesWithGaps(current: number, total: number, neighbours = 1): PageItem[] {
  if (total <= 5 + 2 * neighbours) {
    return Array.from({ length: total }, (_, index) => ({ type: "page", page: index + 1 }));
  }
  const pages = new Set<number>([1, total]);
  for (let page = current - neighbours; page <= current + neighbours; page += 1) {
    if (page >= 1 && page <= total) pages.add(page);
  }
  // A gap of a single page is shown as that page instead.
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push({ type: "page", page: previous + 1 });
    else if (previous !== undefined && page - previous > 2) items.push({ type: "gap", key: `gap-${previous}` });
    items.push({ type: "page", page });
  });
  return items;
}

/** The sermon list's page bar: previous, a window of numbered pages, next and last. */
export interface PageWindow {
  pageCount: number;
  /** The current page, clamped to 1..pageCount. */
  page: number;
  previous: number | null;
  next: number | null;
  last: number;
  /** The numbered pages to show: a window of at most `maxNumbers` around the current page. */
  numbers: number[];
}

export function pageWindow(count: number, page: number, pageSize: number, maxNumbers = 5): PageWindow {
  const pages = pageCount(count, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const width = Math.max(1, Math.min(maxNumbers, pages));
  const start = Math.max(1, Math.min(current - Math.floor((width - 1) / 2), pages - width + 1));
  return {
    pageCount: pages,
    page: current,
    previous: current > 1 ? current - 1 : null,
    next: current < pages ? current + 1 : null,
    last: pages,
    numbers: Array.from({ length: width }, (_, index) => start + index),
  };
}

/** The href of another page of the same list, every other filter kept ("?" alone: an empty href would keep this page). */
export function pageHref(search: string, page: number): string {
  return pageQuery(new URLSearchParams(search), page) || "?";
}
