import { zonedParts } from "~/lib/dates";

/**
 * Dates on the staff side, in Harare time whatever the device's clock says (DESIGN.md decision 3),
 * built from parts so the server and any browser write the same text.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "5 Jan 2026" for an instant (ISO text) or a Harare calendar date (YYYY-MM-DD). */
export function staffDate(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return `${Number(day[3])} ${MONTHS[Number(day[2]) - 1]} ${day[1]}`;
  const p = zonedParts(new Date(value));
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}`;
}

/** "5 Jan 2026, 15:30" for an instant. */
export function staffDateTime(iso: string): string {
  const p = zonedParts(new Date(iso));
  return `${staffDate(iso)}, ${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`;
}

/** "Comments · Staff": every staff page's title. */
export function staffTitle(page: string): string {
  return `${page} · Staff`;
}

/** "1 comment", "3 comments". */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;
}

/** A form's own field name as a label: "additionalDetails" and "areas_of_interest" read as words. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}
