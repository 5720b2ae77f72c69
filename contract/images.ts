import type { ImageSet } from "./types";

/**
 * Every picture on the site is addressed by name, aspect and width:
 * /img/gen/<name>-<width>x<height>.<avif|webp>, plus one JPEG per name for link previews,
 * /img/gen/<name>-1200x630.jpg. Illustrations (docs/decisions/003-generated-images.md) are drawn ahead of time
 * (server/domain/pictures/prepare-illustrations.ts, docs/decisions/021); uploaded pictures get the same file names.
 * The server only serves files that exist; pages and the API build their URLs with these helpers,
 * so both agree on the scheme.
 */
export const IMAGE_ASPECTS = {
  /** Heroes and banners. */
  wide: [16, 9],
  /** Cards and thumbnails. */
  card: [4, 3],
  /** Portraits, avatars and square tiles. */
  square: [1, 1],
} as const;

export type ImageAspect = keyof typeof IMAGE_ASPECTS;

/**
 * The link-preview picture (og:image): a JPEG, which WhatsApp, Facebook and X all show (WebP and
 * AVIF they do not reliably), 1200x630 (1.91:1, their recommended size), kept under 300 KB.
 */
export const SHARE_IMAGE = { width: 1200, height: 630, format: "jpg", type: "image/jpeg" } as const;
export type ImageFormat = "avif" | "webp" | "jpg";

/**
 * Widths drawn: 160 for avatars and thumbnails, 640 for small screens at 1x, 800 for a 390 px
 * phone at 2x (780 device pixels; 1280 there would cost 2.5 times the pixels), 1280 for desktops.
 */
export const IMAGE_WIDTHS = [160, 640, 800, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The widths of a picture's responsive set unless a caller asks for others. */
export const DEFAULT_IMAGE_WIDTHS: readonly ImageWidth[] = [640, 800, 1280];

export const IMAGE_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const IMAGE_URL_PREFIX = "/img/gen/";

export function imageHeight(aspect: ImageAspect, width: number): number {
  const [w, h] = IMAGE_ASPECTS[aspect];
  return Math.round((width * h) / w);
}

export function imageUrl(name: string, aspect: ImageAspect, width: ImageWidth, format: "avif" | "webp"): string {
  return `${IMAGE_URL_PREFIX}${name}-${width}x${imageHeight(aspect, width)}.${format}`;
}

/** The responsive set of one named illustration, at DEFAULT_IMAGE_WIDTHS unless told. */
export function imageSet(
  name: string,
  aspect: ImageAspect,
  widths: readonly ImageWidth[] = DEFAULT_IMAGE_WIDTHS,
): ImageSet {
  const largest = widths[widths.length - 1];
  const srcset = (format: "avif" | "webp") =>
    widths.map((width) => `${imageUrl(name, aspect, width, format)} ${width}w`).join(", ");
  return {
    src: imageUrl(name, aspect, largest, "webp"),
    avif: srcset("avif"),
    webp: srcset("webp"),
    width: largest,
    height: imageHeight(aspect, largest),
  };
}

/** The link-preview JPEG of a picture name. */
export function shareImageUrl(name: string): string {
  return `${IMAGE_URL_PREFIX}${name}-${SHARE_IMAGE.width}x${SHARE_IMAGE.height}.${SHARE_IMAGE.format}`;
}

/** One file of the scheme: a size of a picture's responsive set, or its link-preview JPEG. */
export type ImageFileSpec =
  | { name: string; aspect: ImageAspect; width: ImageWidth; height: number; format: "avif" | "webp" }
  | { name: string; aspect: "share"; width: number; height: number; format: "jpg" };

/**
 * A picture a component shows only in some state (a later slide, another tab, the next screen):
 * the server renders only the first, so the component lists all of them for the pictures drawn
 * ahead of time (the build's list, tools/lib/site-picture-crawl.ts; docs/decisions/021).
 */
export interface PictureUse {
  name: string;
  aspect: ImageAspect;
  widths?: readonly ImageWidth[];
}

/** The file names of a picture's responsive set (both formats). */
export function pictureUseFiles(use: PictureUse): string[] {
  const set = imageSet(use.name, use.aspect, use.widths);
  return [set.avif, set.webp].flatMap((srcset) =>
    srcset.split(", ").map((candidate) => candidate.split(" ")[0].slice(IMAGE_URL_PREFIX.length)),
  );
}

/** Parses a picture's file name; null for anything not in the scheme. */
export function parseImageFile(file: string): ImageFileSpec | null {
  const match = /^([a-z0-9-]+)-(\d+)x(\d+)\.(avif|webp|jpg)$/.exec(file);
  if (!match) return null;
  const [, name, widthText, heightText, format] = match;
  if (!IMAGE_NAME_PATTERN.test(name) || name.length > 80) return null;
  const width = Number(widthText);
  const height = Number(heightText);
  if (format === "jpg") {
    return width === SHARE_IMAGE.width && height === SHARE_IMAGE.height
      ? { name, aspect: "share", width, height, format }
      : null;
  }
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  const aspect = (Object.keys(IMAGE_ASPECTS) as ImageAspect[]).find((key) => imageHeight(key, width) === height);
  if (!aspect) return null;
  return { name, aspect, width: width as ImageWidth, height, format: format as "avif" | "webp" };
}

/**
 * The link-preview JPEG of a picture given by any URL of its set (absolute or not), or null when
 * the URL is not a picture of the scheme (an older path or another site's picture).
 */
export function shareImageFor(url: string | null | undefined): string | null {
  const parsed = pictureFileOf(url);
  return parsed ? shareImageUrl(parsed.name) : null;
}

/** The picture file of the scheme a URL (absolute or not) points at, or null. */
export function pictureFileOf(url: string | null | undefined): ImageFileSpec | null {
  if (!url) return null;
  const pathname = url.replace(/^https?:\/\/[^/]+/i, "").split(/[?#]/)[0];
  if (!pathname.startsWith(IMAGE_URL_PREFIX)) return null;
  return parseImageFile(pathname.slice(IMAGE_URL_PREFIX.length));
}
