import { requestedPage } from "#contract/pagination";

/**
 * The page links of a list: all pages when there are few, otherwise the first, the last and the
 * current page with its neighbours, with gaps between ("1 … 4 5 6 … 12").
 */
export type PageItem = { type: "page"; page: number } | { type: "gap"; key: string };

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

export function paginationItems(current: number, total: number, neighbours = 1): PageItem[] {
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

/** ?page=N of a URL, read as the API reads it (contract/pagination.ts); null for an invalid page. */
export function pageFromSearch(params: URLSearchParams): number | null {
  return requestedPage(params.getAll("page"));
}

/** The query string of page `page`, keeping the other parameters (page 1 has no page parameter). */
export function pageSearch(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const text = next.toString();
  return text ? `?${text}` : "";
}
