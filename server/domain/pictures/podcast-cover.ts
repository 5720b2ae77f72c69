import sharp from "sharp";
import { LOGO_COVER_SIZE } from "#contract/church";
import { IMAGE_URL_PREFIX, IMAGE_WIDTHS, imageUrl } from "#contract/images";
import type { PictureStorage } from "./picture-storage";

/**
 * The logo as a podcast cover: Apple Podcasts takes a square JPEG or PNG of 1400 to 3000 px, and
 * an uploaded picture's set has none (its squares stop at 1280 px, in AVIF and WebP; its one JPEG
 * is the 1200x630 preview; the original is not kept). So the cover is made from the largest
 * square WebP on the first request for it (GET /podcast-cover/<logo>.jpg,
 * server/http/podcast-cover.ts): scaled to 1400x1400, on white, as a JPEG, and stored in the
 * picture storage beside the picture's other files, under a key the image scheme never serves.
 * It is made once per picture: later requests read it back, and removePictureFiles removes it
 * with the rest of the set. Only the church's current logo is ever asked for (the route checks it).
 */

/** The stored cover's key: beside the picture's files, outside the scheme's names (no /img/gen/ URL reaches it). */
export function podcastCoverKey(name: string): string {
  return `${name}-podcast-${LOGO_COVER_SIZE}x${LOGO_COVER_SIZE}.jpg`;
}

/** The file the cover is made from: the picture's largest square. */
function sourceKey(name: string): string {
  return imageUrl(name, "square", IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1], "webp").slice(IMAGE_URL_PREFIX.length);
}

// Covers being made, by picture: a second request while the first encodes waits for it.
const making = new Map<string, Promise<Buffer | null>>();

/**
 * The picture's podcast cover: the stored one, or made now from its largest square and stored.
 * Null when the picture has no such square (no such picture). Storage failures are
 * PictureStorageUnavailable, as for the picture's other files.
 */
export function podcastCoverOf(storage: PictureStorage, name: string): Promise<Buffer | null> {
  const pending = making.get(name);
  if (pending) return pending;
  const work = (async () => {
    const stored = await storage.get(podcastCoverKey(name));
    if (stored) return stored;
    const source = await storage.get(sourceKey(name));
    if (!source) return null;
    const cover = await sharp(source)
      .resize(LOGO_COVER_SIZE, LOGO_COVER_SIZE, { fit: "cover" })
      // JPEG has no transparency: a transparent logo sits on white, as its link preview does.
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    await storage.put(podcastCoverKey(name), cover, "image/jpeg");
    return cover;
  })().finally(() => making.delete(name));
  making.set(name, work);
  return work;
}
