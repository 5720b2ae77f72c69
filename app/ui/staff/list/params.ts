import { requestedPage } from "#contract/pagination";
import { rowIdOf } from "#contract/row-ids";

/**
 * What a staff page's loader reads from its URL. Filters and page numbers live in the URL (docs/architecture.md,
 * Data flow), so every view is a link; a malformed page or id is a 404, as on the public side.
 */

export function notFound(): Response {
  return new Response("Not Found", { status: 404 });
}

/** The URL's `page` (1 when absent); a 404 for "0", "-1", "abc"... */
export function pageParam(url: URL): number {
  const page = requestedPage(url.searchParams.getAll("page"));
  if (page === null) throw notFound();
  return page;
}

/** An item's id from the path (contract/row-ids.ts); a 404 for anything that cannot name a row. */
export function idParam(value: string | undefined): number {
  const id = rowIdOf(value);
  if (id === null) throw notFound();
  return id;
}

/** The item, or a 404 when the service found none the member may see (existence is not revealed). */
export function found<T>(item: T | null): T {
  if (item === null) throw notFound();
  return item;
}

/** The href of a filter's value with the page reset to the first. */
export function filterHref(search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  if (value === null) params.delete(name);
  else params.set(name, value);
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/**
 * An inbox list's search, dates and status from its URL: passed on as typed, the service reads
 * them (bad dates and unknown statuses are ignored there, never an error).
 */
export function inboxFilterParams(url: URL): {
  q: string;
  from: string | null;
  to: string | null;
  status: string | null;
} {
  const params = url.searchParams;
  return { q: params.get("q") ?? "", from: params.get("from"), to: params.get("to"), status: params.get("status") };
}
