import type { ImageSet } from "./types";

/**
 * Every picture on the site is an illustration generated locally (DESIGN.md decision 11) and
 * addressed by name, aspect and width: /img/gen/<name>-<width>x<height>.<avif|webp>.
 * The server draws and caches a file on first request (server/media/); pages and the API build
 * their URLs with these helpers, so both agree on the scheme.
 */
export const IMAGE_ASPECTS = {
  /** Heroes and banners. */
  wide: [16, 9],
  /** Cards and thumbnails. */
  card: [4, 3],
  /** Portraits, avatars and square tiles. */
  square: [1, 1],
  /** Link previews (Open Graph). */
  share: [40, 21],
} as const;

export type ImageAspect = keyof typeof IMAGE_ASPECTS;

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

/** Parses a generated image's file name; null for anything not in the scheme. */
export function parseImageFile(
  file: string,
): { name: string; aspect: ImageAspect; width: ImageWidth; height: number; format: "avif" | "webp" } | null {
  const match = /^([a-z0-9-]+)-(\d+)x(\d+)\.(avif|webp)$/.exec(file);
  if (!match) return null;
  const [, name, widthText, heightText, format] = match;
  if (!IMAGE_NAME_PATTERN.test(name) || name.length > 80) return null;
  const width = Number(widthText);
  const height = Number(heightText);
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  const aspect = (Object.keys(IMAGE_ASPECTS) as ImageAspect[]).find((key) => imageHeight(key, width) === height);
  if (!aspect) return null;
  return { name, aspect, width: width as ImageWidth, height, format: format as "avif" | "webp" };
}
