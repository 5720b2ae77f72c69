/**
 * Turns whatever a sermon endpoint returns into one shape the UI reads (docs/product.md,
 * Sermon data rules): the snake_case the API serves, the camelCase spellings, and the defaults.
 *
 * normalizeSermon(raw): accepts snake_case (sermon_from, youtube_id, image_url, has_video...) and
 * camelCase (sermonFrom, youtubeId, imageUrl, hasVideo...) and applies every default:
 * - speaker: "Unknown Speaker"; categories (array of strings or {name}, or a comma-separated
 *   string): ["Uncategorized"]; time: "Duration not specified";
 * - video is assumed available when a video id exists and the flag is absent; audio, transcript
 *   and download default to false;
 * - image: image_url, else a path derived from image, else the placeholder illustration.
 *
 * normalizeSermonList(data): reads a plain array, a page {results, count} or a single object.
 */
import { imageSet, type PictureUse } from "#contract/images";
import type { ImageSet } from "#contract/types";
import { pageImages } from "#content/site/images";

export const UNKNOWN_SPEAKER = "Unknown Speaker";
export const UNCATEGORIZED = "Uncategorized";
export const NO_DURATION = "Duration not specified";
/** The generated illustration shown when a sermon has no picture of its own. */
export const SERMON_PLACEHOLDER_IMAGE = pageImages.sermonPlaceholder;

/** The placeholder's set, shown only for a sermon without a picture (none in the demo): drawn ahead of time all the same. */
export function sermonPlaceholderPictures(): PictureUse[] {
  return [{ name: SERMON_PLACEHOLDER_IMAGE, aspect: "card" }];
}

export interface NormalizedSermon {
  id: number | string;
  slug: string | null;
  /** As sent (usually YYYY-MM-DD); "" when absent. */
  date: string;
  month: string;
  title: string;
  description: string;
  sermonFrom: string;
  categories: string[];
  time: string;
  /** URL of the picture (absolute path or full URL). */
  image: string;
  /** Responsive set when the API sent one (or for the placeholder). */
  imageSet: ImageSet | null;
  /** True when the sermon has no picture of its own. */
  isPlaceholderImage: boolean;
  youtubeId: string | null;
  hasVideo: boolean;
  hasAudio: boolean;
  hasTranscript: boolean;
  hasDownload: boolean;
}

type Raw = Record<string, unknown>;

function isRecord(value: unknown): value is Raw {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The first of the given keys whose value is not undefined or null. */
function pick(raw: Raw, ...keys: string[]): unknown {
  for (const key of keys) {
    const value = raw[key];
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

function text(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number") return String(value);
  return "";
}

function flag(value: unknown): boolean | undefined {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value !== 0;
  if (typeof value === "string") {
    const lowered = value.trim().toLowerCase();
    if (["true", "1", "yes"].includes(lowered)) return true;
    if (["false", "0", "no", ""].includes(lowered)) return false;
  }
  return undefined;
}

function categoryNames(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  const names = items.map((item) => (isRecord(item) ? text(item.name) : text(item))).filter((name) => name !== "");
  return names.length > 0 ? names : [UNCATEGORIZED];
}

function isImageSet(value: unknown): value is ImageSet {
  return (
    isRecord(value) &&
    typeof value.src === "string" &&
    typeof value.avif === "string" &&
    typeof value.webp === "string" &&
    typeof value.width === "number" &&
    typeof value.height === "number"
  );
}

/** A relative image path becomes a site path ("sermons/a.jpg" -> "/sermons/a.jpg"). */
function imagePath(value: string): string {
  if (/^(https?:)?\/\//i.test(value) || value.startsWith("/") || value.startsWith("data:")) return value;
  return `/${value}`;
}

export function normalizeSermon(input: unknown): NormalizedSermon {
  const raw: Raw = isRecord(input) ? input : {};
  const youtubeId = text(pick(raw, "youtube_id", "youtubeId")) || null;
  const videoFlag = flag(pick(raw, "has_video", "hasVideo"));
  const imageUrl = text(pick(raw, "image_url", "imageUrl"));
  const imageField = text(pick(raw, "image"));
  const sentSet = pick(raw, "image_set", "imageSet");

  let image: string;
  let set: ImageSet | null = null;
  let isPlaceholderImage = false;
  if (imageUrl) {
    image = imagePath(imageUrl);
    if (isImageSet(sentSet)) set = sentSet;
  } else if (imageField) {
    image = imagePath(imageField);
    if (isImageSet(sentSet)) set = sentSet;
  } else {
    set = imageSet(SERMON_PLACEHOLDER_IMAGE, "card");
    image = set.src;
    isPlaceholderImage = true;
  }

  const id = pick(raw, "id");
  return {
    id: typeof id === "number" || typeof id === "string" ? id : text(pick(raw, "slug", "title")),
    slug: text(pick(raw, "slug")) || null,
    date: text(pick(raw, "date")),
    month: text(pick(raw, "month")),
    title: text(pick(raw, "title")) || "Untitled sermon",
    description: text(pick(raw, "description")),
    sermonFrom: text(pick(raw, "sermon_from", "sermonFrom")) || UNKNOWN_SPEAKER,
    categories: categoryNames(pick(raw, "categories")),
    time: text(pick(raw, "time")) || NO_DURATION,
    image,
    imageSet: set,
    isPlaceholderImage,
    youtubeId,
    // Assumed available when an id exists and the flag is absent; never without an id to play.
    hasVideo: youtubeId !== null && (videoFlag ?? true),
    hasAudio: flag(pick(raw, "has_audio", "hasAudio")) ?? false,
    hasTranscript: flag(pick(raw, "has_transcript", "hasTranscript")) ?? false,
    hasDownload: flag(pick(raw, "has_download", "hasDownload")) ?? false,
  };
}

export interface NormalizedSermonList {
  sermons: NormalizedSermon[];
  /** The total the server reported, else the number of sermons read. */
  count: number;
}

/** A sermon list response: a plain array, {results, count}, or a single object. */
export function normalizeSermonList(data: unknown): NormalizedSermonList {
  if (Array.isArray(data)) {
    const sermons = data.filter(isRecord).map(normalizeSermon);
    return { sermons, count: sermons.length };
  }
  if (isRecord(data)) {
    if (Array.isArray(data.results)) {
      const sermons = data.results.filter(isRecord).map(normalizeSermon);
      const count = typeof data.count === "number" && data.count >= 0 ? data.count : sermons.length;
      return { sermons, count };
    }
    if ("title" in data || "id" in data) return { sermons: [normalizeSermon(data)], count: 1 };
  }
  return { sermons: [], count: 0 };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and kind (building one costs more than formatting: a grid formats dozens). */
function formatterOf(locale: string, kind: "long" | "month"): Intl.DateTimeFormat {
  const key = `${locale}|${kind}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      locale,
      kind === "long"
        ? { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }
        : { month: "short", timeZone: "UTC" },
    );
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "2025-03-09" -> "9 March 2025" (the date as written, whatever the visitor's time zone). */
export function formatSermonDate(date: string, locale = "en-GB"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(value.getTime())) return date;
  return formatterOf(locale, "long").format(value);
}

/** Day number and short month for the card's badge; null when the date cannot be read. */
export function sermonDateBadge(date: string, locale = "en-GB"): { day: string; month: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(value.getTime())) return null;
  return {
    day: String(value.getUTCDate()),
    month: formatterOf(locale, "month").format(value),
  };
}
