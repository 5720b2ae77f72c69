import { parseMonthNameYear, type YearMonth } from "#contract/archive";

export { archiveKey, type YearMonth } from "#contract/archive";

/**
 * Dates as the church reads them: Harare time (Africa/Harare, UTC+2, no daylight saving since
 * 1903), whatever the server's clock zone. Timestamps are stored as ISO 8601 UTC text.
 */
export const HARARE_TIME_ZONE = "Africa/Harare";
/** Harare's fixed offset from UTC, in minutes. */
export const HARARE_OFFSET_MINUTES = 120;

const dayMonthYear = new Intl.DateTimeFormat("en-US", {
  timeZone: HARARE_TIME_ZONE,
  day: "2-digit",
  month: "short",
  year: "numeric",
});
const harareMonth = new Intl.DateTimeFormat("en-US", {
  timeZone: HARARE_TIME_ZONE,
  month: "numeric",
  year: "numeric",
});
const fullMonthUtc = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long" });

function validDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A stored timestamp as ISO 8601 UTC ("2025-03-07T08:00:00.000Z"); the input when unparseable. */
export function toIsoString(iso: string): string {
  return validDate(iso)?.toISOString() ?? iso;
}

/** The post badge parts in Harare time: { date_only: "07", month_only: "Mar", year_only: "2025" }. */
export function harareDateParts(iso: string): { date_only: string; month_only: string; year_only: string } {
  const date = validDate(iso);
  if (!date) return { date_only: "", month_only: "", year_only: "" };
  const parts = Object.fromEntries(dayMonthYear.formatToParts(date).map((part) => [part.type, part.value]));
  return { date_only: parts.day ?? "", month_only: parts.month ?? "", year_only: parts.year ?? "" };
}

/** The Harare calendar month of a timestamp. */
export function harareYearMonth(iso: string): YearMonth | null {
  const date = validDate(iso);
  if (!date) return null;
  const parts = Object.fromEntries(harareMonth.formatToParts(date).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month) };
}

/**
 * Reads an archive value: "march-2025" (any case; three-letter months too) or "2025-03".
 * Null when it is not a month.
 */
export function parseArchive(value: string): YearMonth | null {
  const text = value.trim().toLowerCase();
  const named = parseMonthNameYear(text, true);
  if (named) return checkYear(named);
  const match = /^(\d{4})-(\d{1,2})$/.exec(text);
  if (match) {
    const month = Number(match[2]);
    if (month < 1 || month > 12) return null;
    return checkYear({ year: Number(match[1]), month });
  }
  return null;
}

function checkYear(value: YearMonth): YearMonth | null {
  return value.year >= 1000 && value.year <= 9999 ? value : null;
}

/** The UTC instants bounding a Harare month: start inclusive, end exclusive, as ISO strings. */
export function harareMonthRange({ year, month }: YearMonth): { start: string; end: string } {
  const offset = HARARE_OFFSET_MINUTES * 60_000;
  return {
    start: new Date(Date.UTC(year, month - 1, 1) - offset).toISOString(),
    end: new Date(Date.UTC(year, month, 1) - offset).toISOString(),
  };
}

/** Full month name of a calendar date "YYYY-MM-DD" ("March"); "" when it is not one. */
export function fullMonthName(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return "";
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? "" : fullMonthUtc.format(date);
}

/** A Harare wall-clock time as a form's `datetime-local` field holds it ("2026-12-06T09:30"): the UTC ISO time, or null. */
export function harareLocalToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute) - HARARE_OFFSET_MINUTES * 60_000;
  const check = new Date(utc + HARARE_OFFSET_MINUTES * 60_000);
  // 2026-02-30 and 25:00 are refused rather than rolled over.
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1 || check.getUTCHours() !== hour) return null;
  return new Date(utc).toISOString();
}

/** A stored UTC time as a `datetime-local` value in Harare time ("2026-12-06T09:30"); "" when unparseable. */
export function isoToHarareLocal(iso: string): string {
  const date = validDate(iso);
  if (!date) return "";
  return new Date(date.getTime() + HARARE_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

const dayMonthYearTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: HARARE_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const harareDayMonthYear = new Intl.DateTimeFormat("en-GB", {
  timeZone: HARARE_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** "26 Nov 2026": the Harare day of an instant (receipts, statements). */
export function formatHarareDate(date: Date): string {
  return harareDayMonthYear.format(date);
}

/** "26 Nov 2026, 02:30": an instant as Harare reads it (mails, command-line messages). */
export function formatHarareDateTime(date: Date): string {
  return dayMonthYearTime.format(date);
}

/**
 * The last moment at or before `now` when Harare's clock read `time` ("HH:MM"), and that moment's
 * Harare date: the slot of something done once a day at a set time (the staff digest, the backup).
 */
export function harareDailySlot(now: Date, time: string): { at: Date; day: string } {
  const offsetMs = HARARE_OFFSET_MINUTES * 60_000;
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const harare = new Date(now.getTime() + offsetMs);
  let at = Date.UTC(harare.getUTCFullYear(), harare.getUTCMonth(), harare.getUTCDate(), hours, minutes) - offsetMs;
  if (at > now.getTime()) at -= 24 * 60 * 60_000;
  return { at: new Date(at), day: new Date(at + offsetMs).toISOString().slice(0, 10) };
}
