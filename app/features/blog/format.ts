import { MONTH_NAMES, parseMonthNameYear, type YearMonth } from "#contract/archive";
import type { Tag } from "#contract/types";
import { SERVICE_TIME_ZONE } from "~/lib/constants";

/**
 * Pure formatting rules of the blog: dates in Harare time, names from URL slugs,
 * archive labels, the tag slug rule and the count labels.
 */

const LOCALE = "en-GB";

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: SERVICE_TIME_ZONE,
});

const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: SERVICE_TIME_ZONE,
});

function parseDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2025-03-07T10:00:00Z" -> "7 March 2025" (Harare date); an unreadable date gives "". */
export function formatPostDate(iso: string): string {
  const date = parseDate(iso);
  return date ? dateFormat.format(date) : "";
}

/** "2025-03-07T10:05:00Z" -> "7 March 2025 at 12:05" (Harare time). */
export function formatCommentDate(iso: string): string {
  const date = parseDate(iso);
  if (!date) return "";
  const parts = dateTimeFormat.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("day")} ${get("month")} ${get("year")} at ${get("hour")}:${get("minute")}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A name from a URL segment: dashes become spaces and each word is capitalised
 * ("faith-and-life" -> "Faith And Life").
 */
export function titleFromSlug(slug: string): string {
  return safeDecode(slug)
    .split(/[-\s]+/)
    .filter((word) => word !== "")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** "march-2025" -> { month: 3, year: 2025 }; anything else -> null. */
export function parseArchive(archive: string): YearMonth | null {
  return parseMonthNameYear(safeDecode(archive).trim().toLowerCase());
}

/** "march-2025" -> "March 2025"; a value not in month-year form is shown with its words capitalised. */
export function archiveLabel(archive: string): string {
  const parsed = parseArchive(archive);
  if (!parsed) return titleFromSlug(archive);
  const month = MONTH_NAMES[parsed.month - 1];
  return `${month.charAt(0).toUpperCase()}${month.slice(1)} ${parsed.year}`;
}

/** A tag object keeps its slug; a plain string is lowercased with spaces turned to dashes. */
export function tagSlug(tag: Tag | string): string {
  if (typeof tag !== "string") return tag.slug;
  return tag.trim().toLowerCase().replace(/\s+/g, "-");
}

export function tagName(tag: Tag | string): string {
  return typeof tag === "string" ? tag : tag.name;
}

/** "1 Comment", "0 Comments", "5 Comments": singular for exactly 1. */
export function commentCountLabel(count: number): string {
  return `${count} ${count === 1 ? "Comment" : "Comments"}`;
}

/** The search heading: 'Found 1 post for "grace"' / 'Found 3 posts for "grace"'. */
export function searchResultHeading(count: number, term: string): string {
  return `Found ${count} ${count === 1 ? "post" : "posts"} for "${term}"`;
}
