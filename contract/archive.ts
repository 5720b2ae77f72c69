/**
 * Blog archive months ("march-2025"), shared by the server's archive list and filter
 * (server/lib/dates.ts) and the blog pages' titles (app/features/blog/format.ts).
 * Pure, so the browser can load it.
 */
import { MONTH_NAMES } from "./harare-time";

/** "march": a month's name in an archive value. */
const MONTH_SLUGS = MONTH_NAMES.map((name) => name.toLowerCase());

export interface YearMonth {
  year: number;
  /** 1-12. */
  month: number;
}

/** "march-2025". */
export function archiveKey({ year, month }: YearMonth): string {
  return `${MONTH_SLUGS[month - 1]}-${year}`;
}

/**
 * A lowercase "march-2025" -> { year: 2025, month: 3 }; null when it is not a month's name, a dash
 * and four digits. With `allowShort`, three-letter months count too ("mar-2025").
 */
export function parseMonthNameYear(text: string, allowShort = false): YearMonth | null {
  const match = /^([a-z]+)-(\d{4})$/.exec(text);
  if (!match) return null;
  const name = match[1];
  const index = MONTH_SLUGS.findIndex(
    (month) => month === name || (allowShort && name.length === 3 && month.startsWith(name)),
  );
  return index < 0 ? null : { year: Number(match[2]), month: index + 1 };
}
