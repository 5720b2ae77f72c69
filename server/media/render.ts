import sharp from "sharp";
import { composeIllustration } from "./illustration/compose";

export type ImageFormat = "avif" | "webp";

export const CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  avif: "image/avif",
  webp: "image/webp",
};

// One drawing never needs libvips' operation cache; the store keeps the results on disk.
sharp.cache(false);

/**
 * Draws the named illustration at an exact size and encodes it. Flat shapes and soft gradients
 * compress well: a 1280-wide picture is a few tens of kilobytes (DESIGN.md budgets), and the
 * encoder settings keep a drawing well under a second.
 */
export async function renderIllustration(
  name: string,
  width: number,
  height: number,
  format: ImageFormat,
): Promise<Buffer> {
  const svg = composeIllustration(name, width, height);
  const image = sharp(Buffer.from(svg)).resize(width, height, { fit: "cover" });
  if (format === "avif") {
    return image.avif({ quality: width <= 160 ? 60 : 58, effort: 2, chromaSubsampling: "4:2:0" }).toBuffer();
  }
  return image.webp({ quality: width <= 160 ? 82 : 80, effort: 3, smartSubsample: true }).toBuffer();
}
