import { parseMonthNameYear, type YearMonth } from "#contract/archive";
import { harareParts, MONTH_NAMES } from "#contract/harare-time";
import type { Tag } from "#contract/types";

/**
 * Pure formatting rules of the blog: dates in Harare time, names from URL slugs,
 * archive labels, the tag slug rule and the count labels.
 */

function parseDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** "2025-03-07T10:00:00Z" -> "7 March 2025" (Harare date); an unreadable date gives "". */
export function formatPostDate(iso: string): string {
  const date = parseDate(iso);
  if (!date) return "";
  const { day, month, year } = harareParts(date);
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** "2025-03-07T10:05:00Z" -> "7 March 2025 at 12:05" (Harare time). */
export function formatCommentDate(iso: string): string {
  const date = parseDate(iso);
  if (!date) return "";
  const { hour, minute } = harareParts(date);
  return `${formatPostDate(iso)} at ${twoDigits(hour)}:${twoDigits(minute)}`;
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
  return `${MONTH_NAMES[parsed.month - 1]} ${parsed.year}`;
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
