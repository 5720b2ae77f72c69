/**
 * Harare time, the one clock of the site (docs/product.md, Times and dates), for the server and
 * the browser alike: Africa/Harare is UTC+2 all year (no daylight saving since 1903, none
 * planned), so an instant's wall clock is plain arithmetic on a fixed offset, the same whatever
 * the clock zone of the server or of the visitor's phone, and without Intl's time-zone data.
 * Timestamps are stored as ISO 8601 UTC text; what is shown in words (mails, pages, the API's
 * badge parts) is built from these parts where it is shown. Import-free, so the browser can load it.
 */

export const HARARE_TIME_ZONE = "Africa/Harare";
/** Harare's offset from UTC, in minutes (also in the SQL of the blog's archive months). */
export const HARARE_OFFSET_MINUTES = 120;
/** The same offset as ISO 8601 writes it after a local time. */
export const HARARE_UTC_OFFSET = "+02:00";

const OFFSET_MS = HARARE_OFFSET_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
/** "Mar": a month's name in three letters (1-12), the same on every Node and browser (Intl's en-GB writes "Sept"). */
export function shortMonthName(month: number): string {
  return MONTH_NAMES[month - 1]?.slice(0, 3) ?? "";
}

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export interface HarareParts {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock date and time Harare reads at `date` (NaN parts for an invalid date). */
export function harareParts(date: Date): HarareParts {
  const wall = new Date(date.getTime() + OFFSET_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** The instant at which Harare's clock reads the given date and time (a day or month past its end rolls over, as Date.UTC does). */
export function harareInstant(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second) - OFFSET_MS);
}

/** "2026-11-26T02:30:00+02:00": an instant as ISO 8601 writes it in Harare time. */
export function harareIsoText(date: Date): string {
  return `${new Date(date.getTime() + OFFSET_MS).toISOString().slice(0, 19)}${HARARE_UTC_OFFSET}`;
}

/** "2026-12-06T09:30": Harare's wall clock at `date` as a form's `datetime-local` field holds it. */
export function harareLocalText(date: Date): string {
  return harareIsoText(date).slice(0, 16);
}

/** "2026-12-06": Harare's date at `date`. */
export function harareDay(date: Date): string {
  return harareLocalText(date).slice(0, 10);
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/;

/**
 * A Harare wall-clock time as a `datetime-local` field sends it ("2026-12-06T09:30", seconds
 * allowed and ignored) as an instant; null when it is not one: 2026-02-30 or 25:00 are refused
 * rather than rolled over.
 */
export function readHarareLocal(value: string): Date | null {
  const match = LOCAL_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const instant = harareInstant(year, month, day, hour, minute);
  if (Number.isNaN(instant.getTime())) return null;
  return harareLocalText(instant) === value.slice(0, 16) ? instant : null;
}

/** The instant Harare's day `day` ("2026-12-06") begins, moved on by `plusDays` whole days. */
export function harareMidnight(day: string, plusDays = 0): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return harareInstant(year, month, date + plusDays);
}

/** The UTC instants bounding a Harare month: start inclusive, end exclusive, as ISO strings. */
export function harareMonthRange({ year, month }: { year: number; month: number }): { start: string; end: string } {
  return {
    start: harareInstant(year, month, 1).toISOString(),
    end: harareInstant(year, month + 1, 1).toISOString(),
  };
}

/** "HH:MM" on a 24-hour clock: a daily time setting (BACKUP_TIME, the digest's time). */
export const DAILY_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The last moment at or before `now` when Harare's clock read `time` ("HH:MM"), and that moment's
 * Harare date: the slot of something done once a day at a set time (the staff digest, the backup).
 */
export function harareDailySlot(now: Date, time: string): { at: Date; day: string } {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const today = harareParts(now);
  let at = harareInstant(today.year, today.month, today.day, hours, minutes).getTime();
  if (at > now.getTime()) at -= DAY_MS;
  return { at: new Date(at), day: harareDay(new Date(at)) };
}
