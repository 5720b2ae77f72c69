import { harareParts, shortMonthName } from "#contract/harare-time";
import { formatHarareTime } from "~/lib/dates";

/**
 * The staff pages' words for times, changes and filters: pure functions (format.test.ts), so the
 * pages stay markup.
 */

/** "24 Nov 2026, 2:47 PM", Harare time: every staff member reads the same clock, wherever they are. */
export function staffTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const p = harareParts(date);
  return `${p.day} ${shortMonthName(p.month)} ${p.year}, ${formatHarareTime(date)}`;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  // A stored instant or day reads as the staff read dates everywhere: in words, Harare time.
  if (typeof value === "string" && (INSTANT.test(value) || CALENDAR_DAY.test(value)))
    return INSTANT.test(value) ? staffTime(value) : staffDate(value);
  if (Array.isArray(value)) return value.length === 0 ? "none" : value.map(valueText).join(", ");
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value as string | number);
}

/**
 * The activity log's changes as lines in words, "Publish at: 26 Nov 2026, 2:54 AM → 1 Dec 2026,
 * 9:00 AM" (none where both read the same, e.g. no ministries before or after).
 */
export function changeLines(changes: Record<string, [unknown, unknown]>): string[] {
  return Object.entries(changes).flatMap(([field, [before, after]]) => {
    const [was, is] = [valueText(before), valueText(after)];
    return was === is ? [] : [`${fieldLabel(field)}: ${was} → ${is}`];
  });
}

/** `?item=staff:12`: one item's history; anything else is no filter. */
export function parseItemFilter(value: string | null): { itemType: string; itemId: string } | null {
  const match = /^([a-z][a-z0-9_-]*):([A-Za-z0-9_-]+)$/.exec(value ?? "");
  return match ? { itemType: match[1]!, itemId: match[2]! } : null;
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

/** "5 Jan 2026" for an instant (ISO text) or a Harare calendar date (YYYY-MM-DD). */
export function staffDate(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return `${Number(day[3])} ${shortMonthName(Number(day[2]))} ${day[1]}`;
  const p = harareParts(new Date(value));
  return `${p.day} ${shortMonthName(p.month)} ${p.year}`;
}

/** "Comments · Staff": every staff page's title. */
export function staffTitle(page: string): string {
  return `${page} · Staff`;
}

/**
 * The plural of an English noun (the last word of a phrase): "category" → "categories",
 * "match" → "matches", "comment" → "comments". Irregular ones are passed to countOf by hand.
 */
export function pluralOf(one: string): string {
  if (/[^aeiou]y$/i.test(one)) return `${one.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(one)) return `${one}es`;
  return `${one}s`;
}

/** "1 comment", "3 comments", "5 categories". */
export function countOf(n: number, one: string, many = pluralOf(one), cap?: number): string {
  // A list counted only up to its cap (server/domain/staff-lists/paging.ts) says "10,000+".
  if (cap !== undefined && n > cap) return `${cap.toLocaleString("en-GB")}+ ${many}`;
  return `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;
}

/**
 * A form's own field name, or a log's action or item type, as words: "additionalDetails",
 * "areas_of_interest", "comment.approved" read "Additional details", "Areas of interest", "Comment approved".
 */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_.-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}
