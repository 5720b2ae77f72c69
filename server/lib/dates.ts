/**
 * Dates in the server's answers and messages: the API's badge parts, archive months, the post
 * form's Publish at, mail times. The Harare clock itself is contract/harare-time.ts, shared with the app.
 */
import { parseMonthNameYear, type YearMonth } from "#contract/archive";
import { harareLocalText, harareParts, MONTH_NAMES, readHarareLocal, shortMonthName } from "#contract/harare-time";

export { archiveKey, type YearMonth } from "#contract/archive";

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
  const { day, month, year } = harareParts(date);
  return { date_only: String(day).padStart(2, "0"), month_only: shortMonthName(month), year_only: String(year) };
}

/** The Harare calendar month of a timestamp. */
export function harareYearMonth(iso: string): YearMonth | null {
  const date = validDate(iso);
  if (!date) return null;
  const { year, month } = harareParts(date);
  return { year, month };
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

/** Full month name of a calendar date "YYYY-MM-DD" ("March"); "" when it is not one. */
export function fullMonthName(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return "";
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? "" : MONTH_NAMES[date.getUTCMonth()]!;
}

/** A Harare wall-clock time as a form's `datetime-local` field holds it ("2026-12-06T09:30"): the UTC ISO time, or null. */
export function harareLocalToIso(value: string): string | null {
  return readHarareLocal(value.trim())?.toISOString() ?? null;
}

/** A stored UTC time as a `datetime-local` value in Harare time ("2026-12-06T09:30"); "" when unparseable. */
export function isoToHarareLocal(iso: string): string {
  const date = validDate(iso);
  return date ? harareLocalText(date) : "";
}

/** "26 Nov 2026": the Harare day of an instant (receipts, statements). */
export function formatHarareDate(date: Date): string {
  const { day, month, year } = harareParts(date);
  return `${day} ${shortMonthName(month)} ${year}`;
}

/** "26 Nov 2026, 02:30": an instant as Harare reads it (mails, command-line messages). */
export function formatHarareDateTime(date: Date): string {
  const { day, month, year, hour, minute } = harareParts(date);
  return `${day} ${shortMonthName(month)} ${year}, ${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}
