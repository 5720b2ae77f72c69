/**
 * Dates and times as the pages write them, in Harare time (docs/product.md, Times and dates): a
 * date, a clock time, a service slot's hours. The Harare clock is contract/harare-time.ts (the
 * server's too), so a visitor whose own clock is set to another time zone reads the same times as
 * someone in Harare. Every page's frame uses this module (the footer's service times): what only
 * the home page's countdown needs is app/lib/service-calendar.ts, apart, so it is not in every
 * page's download.
 */
import type { ServiceSlot } from "#content/site/site";
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

/** "3:30 PM - 5:30 PM" for a slot. */
export function slotTimeRange(slot: ServiceSlot): string {
  return `${clockText(slot.startHour, slot.startMinute)} - ${clockText(slot.endHour, slot.endMinute)}`;
}

/** "Sunday 3:30PM-5:30PM": the footer's form of a service slot. */
export function slotFooterText(slot: ServiceSlot): string {
  const compact = (hour: number, minute: number) => clockText(hour, minute).replace(" ", "");
  return `${WEEKDAY_NAMES[slot.dayOfWeek]} ${compact(slot.startHour, slot.startMinute)}-${compact(slot.endHour, slot.endMinute)}`;
}

