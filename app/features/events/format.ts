import type { EventOccurrence } from "#contract/events";
import { harareParts, MONTH_NAMES, WEEKDAY_NAMES } from "#contract/harare-time";
import { formatHarareDate, formatHarareTime } from "~/lib/dates";

/**
 * An event's dates as the calendar's pages write them, in Harare time (app/lib/dates.ts): the same
 * text on the server and in any browser, whatever the visitor's own time zone.
 */

/** "Sunday, 6 December 2026" from an all-day date "2026-12-06". */
function dayText(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAY_NAMES[weekday]}, ${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** "Sunday, 6 December 2026, 3:30 PM - 5:30 PM", or an all-day date (and its last day). */
export function whenText(date: Pick<EventOccurrence, "start" | "end" | "all_day">): string {
  if (date.all_day)
    return date.end && date.end !== date.start ? `${dayText(date.start)} - ${dayText(date.end)}` : dayText(date.start);
  const start = new Date(date.start);
  const end = new Date(date.end);
  const sameDay = formatHarareDate(start) === formatHarareDate(end);
  return sameDay
    ? `${formatHarareDate(start)}, ${formatHarareTime(start)} - ${formatHarareTime(end)}`
    : `${formatHarareDate(start)}, ${formatHarareTime(start)} - ${formatHarareDate(end)}, ${formatHarareTime(end)}`;
}

/** The Harare month a date falls in, "2026-12". */
export function monthOf(date: Pick<EventOccurrence, "start" | "all_day">): string {
  if (date.all_day) return date.start.slice(0, 7);
  const parts = harareParts(new Date(date.start));
  return `${parts.year}-${String(parts.month).padStart(2, "0")}`;
}

/** "December 2026". */
export function monthHeading(month: string): string {
  const [year, number] = month.split("-").map(Number);
  return `${MONTH_NAMES[number - 1]} ${year}`;
}

/** Dates in order, grouped by their Harare month. */
export function byMonth<T extends Pick<EventOccurrence, "start" | "all_day">>(dates: readonly T[]) {
  const groups: Array<{ month: string; dates: T[] }> = [];
  for (const date of dates) {
    const month = monthOf(date);
    const last = groups[groups.length - 1];
    if (last?.month === month) last.dates.push(date);
    else groups.push({ month, dates: [date] });
  }
  return groups;
}

/** The day of the month and its short month, for a date's badge ("6", "Dec"). */
export function badgeOf(date: Pick<EventOccurrence, "start" | "all_day">): { day: string; month: string } {
  const [year, month, day] = date.all_day
    ? date.start.split("-").map(Number)
    : (() => {
        const parts = harareParts(new Date(date.start));
        return [parts.year, parts.month, parts.day];
      })();
  void year;
  return { day: String(day), month: MONTH_NAMES[month - 1].slice(0, 3) };
}
