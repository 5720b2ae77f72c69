import sharp from "sharp";
import type { ImageFormat } from "#contract/images";
import { composeIllustration } from "#content/illustrations/compose";

export type { ImageFormat } from "#contract/images";

export const CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

// One drawing never needs libvips' operation cache; the files are kept on disk.
sharp.cache(false);

/**
 * The libvips that encodes the pictures: part of the shared cache's key with the drawing code and
 * this file's settings (server/domain/pictures/illustration-cache.ts), since another version may write other bytes.
 */
export const LIBVIPS_VERSION = sharp.versions.vips;

/**
 * Encodes an illustration's SVG at an exact size. Flat shapes and soft gradients compress well:
 * a 1280-wide picture is a few tens of kilobytes (docs/performance.md, Budgets), a 1200x630 link-preview
 * JPEG well under WhatsApp's 300 KB, and the encoder settings keep a drawing well under a second.
 */
export async function encodeSvg(svg: string, width: number, height: number, format: ImageFormat): Promise<Buffer> {
  const image = sharp(Buffer.from(svg)).resize(width, height, { fit: "cover" });
  if (format === "avif") {
    return image.avif({ quality: width <= 160 ? 60 : 58, effort: 2, chromaSubsampling: "4:2:0" }).toBuffer();
  }
  if (format === "jpg") {
    return image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  }
  return image.webp({ quality: width <= 160 ? 82 : 80, effort: 3, smartSubsample: true }).toBuffer();
}

/** Draws the named illustration at an exact size and encodes it. */
export async function renderIllustration(
  name: string,
  width: number,
  height: number,
  format: ImageFormat,
): Promise<Buffer> {
  return encodeSvg(composeIllustration(name, width, height), width, height, format);
}
