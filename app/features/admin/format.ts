import { formatHarareTime, zonedParts } from "~/lib/dates";

/**
 * The staff pages' words for times, changes and filters: pure functions (format.test.ts), so the
 * pages stay markup.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "24 Nov 2026, 2:47 PM", Harare time: every staff member reads the same clock, wherever they are. */
export function staffTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const p = zonedParts(date);
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}, ${formatHarareTime(date)}`;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (Array.isArray(value)) return value.length === 0 ? "none" : value.map(valueText).join(", ");
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value as string | number);
}

/** The activity log's changes as lines "field: before → after" (none where both read the same, e.g. no ministries before or after). */
export function changeLines(changes: Record<string, [unknown, unknown]>): string[] {
  return Object.entries(changes).flatMap(([field, [before, after]]) => {
    const [was, is] = [valueText(before), valueText(after)];
    return was === is ? [] : [`${field}: ${was} → ${is}`];
  });
}

/** `?item=staff:12`: one item's history; anything else is no filter. */
export function parseItemFilter(value: string | null): { itemType: string; itemId: string } | null {
  const match = /^([a-z][a-z0-9-]*):([A-Za-z0-9_-]+)$/.exec(value ?? "");
  return match ? { itemType: match[1]!, itemId: match[2]! } : null;
}

/** The page number asked for in `?page=`, 1 when absent or nonsense. */
export function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** The same address with another page number (the first page has none). */
export function pageHref(pathname: string, search: URLSearchParams, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The navigation item the page belongs to: the longest path that is the page's path or a parent
 * of it. The dashboard sits at the top of every staff path, so it counts for itself only.
 */
export function currentNavPath(paths: readonly string[], pathname: string, top = "/admin"): string | null {
  let found: string | null = null;
  for (const path of paths) {
    const inside = pathname === path || (path !== top && pathname.startsWith(`${path}/`));
    if (inside && (found === null || path.length > found.length)) found = path;
  }
  return found;
}
