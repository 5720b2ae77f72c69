/**
 * Dates and times as the pages write them, in Harare time (docs/product.md, Times and dates): a
 * date, a clock time, a service slot's hours. The Harare clock is contract/harare-time.ts (the
 * server's too), so a visitor whose own clock is set to another time zone reads the same times as
 * someone in Harare. Every page's frame uses this module (the footer's service times): what only
 * the home page's countdown needs is app/lib/service-calendar.ts, apart, so it is not in every
 * page's download.
 */
import type { ServiceTime } from "#contract/events";
import { harareParts, MONTH_NAMES, WEEKDAY_NAMES } from "#contract/harare-time";

function clockText(hour: number, minute: number): string {
  const suffix = hour < 12 ? "AM" : "PM";
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minute).padStart(2, "0")} ${suffix}`;
}

/** "Sunday, 9 March 2025" in Harare (built from parts: identical on the server and in any browser). */
export function formatHarareDate(date: Date): string {
  const p = harareParts(date);
  return `${WEEKDAY_NAMES[p.weekday]}, ${p.day} ${MONTH_NAMES[p.month - 1]} ${p.year}`;
}

/** "3:30 PM" in Harare. */
export function formatHarareTime(date: Date): string {
  const p = harareParts(date);
  return clockText(p.hour, p.minute);
}

/** "15:30" as its hour and minute. */
function clockOf(hhmm: string): [number, number] {
  return [Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5))];
}

/** "3:30 PM - 5:30 PM": a weekly service's hours. */
export function serviceHours(time: Pick<ServiceTime, "start" | "end">): string {
  return `${clockText(...clockOf(time.start))} - ${clockText(...clockOf(time.end))}`;
}

/** "3:30 PM - 7:00 PM": one date's hours in Harare. */
export function harareTimeRange(start: Date, end: Date): string {
  return `${formatHarareTime(start)} - ${formatHarareTime(end)}`;
}

/** " on Sundays at 3:30PM": when to join the first weekly service (none: nothing). */
export function joinUsWhen(services: readonly ServiceTime[]): string {
  const first = services[0];
  return first ? ` on ${WEEKDAY_NAMES[first.weekday]}s at ${clockText(...clockOf(first.start)).replace(" ", "")}` : "";
}

/** "Sunday 3:30PM-5:30PM": the footer's form of a weekly service. */
export function serviceFooterText(time: ServiceTime): string {
  const compact = (hhmm: string) => clockText(...clockOf(hhmm)).replace(" ", "");
  return `${WEEKDAY_NAMES[time.weekday]} ${compact(time.start)}-${compact(time.end)}`;
}
