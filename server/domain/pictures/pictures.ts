import sharp from "sharp";
import {
  IMAGE_ASPECTS,
  IMAGE_NAME_PATTERN,
  IMAGE_URL_PREFIX,
  IMAGE_WIDTHS,
  imageUrl,
  parseImageFile,
  SHARE_IMAGE,
  type ImageAspect,
} from "#contract/images";
import {
  PICTURE_LIMITS,
  PICTURE_NAME_PREFIX,
  PICTURE_OUTCOMES,
  isUploadedPictureName,
  type PictureRefusal,
} from "#contract/pictures";
import type { PictureStorage } from "./picture-storage";
import { podcastCoverKey } from "./podcast-cover";

/**
 * The picture pipeline: a file a member uploaded, checked by its bytes, decoded by sharp
 * (truncated files and decompression bombs refused), turned upright, stripped of every piece of
 * metadata (EXIF with its GPS position, XMP, IPTC, the ICC profile: colours are converted to sRGB
 * first), and re-encoded at every aspect and width of the image scheme (contract/images.ts) as AVIF
 * and WebP, plus a JPEG for link previews. Its name comes from its content, so the same file
 * uploaded twice is stored once, and `imageFields(name, aspect)` works for it like for an illustration.
 */

/** Refused: what the member is told (contract/pictures.ts PICTURE_OUTCOMES). */
export class PictureRefused extends Error {
  constructor(readonly outcome: PictureRefusal) {
    super(PICTURE_OUTCOMES[outcome]);
  }
}

export type PictureKind = "jpeg" | "png" | "webp" | "heif";

/** What the first bytes say the file is (its name and declared type are never believed). */
export function sniffPicture(head: Buffer): PictureKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (head.length >= 12 && head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP")
    return "webp";
  // HEIF: an ISO-BMFF `ftyp` box with a HEIC/HEIF (or AVIF) brand.
  if (head.length >= 12 && head.toString("latin1", 4, 8) === "ftyp") {
    const brand = head.toString("latin1", 8, 12);
    if (["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif", "avis"].includes(brand)) return "heif";
  }
  return null;
}

/** The uploaded picture's name: its content's hash, inside the image scheme's names. */
export function pictureNameOf(sha256Hex: string): string {
  const name = `${PICTURE_NAME_PREFIX}${sha256Hex.slice(0, 12)}`;
  if (!IMAGE_NAME_PATTERN.test(name)) throw new Error("A picture name outside the image scheme");
  return name;
}

/** Every file one picture has, by key (file name), with the size and format it is drawn at. */
export function pictureFiles(
  name: string,
): Array<{ key: string; width: number; height: number; format: "avif" | "webp" | "jpg" }> {
  const files: Array<{ key: string; width: number; height: number; format: "avif" | "webp" | "jpg" }> = [];
  for (const aspect of Object.keys(IMAGE_ASPECTS) as ImageAspect[]) {
    for (const width of IMAGE_WIDTHS) {
      for (const format of ["avif", "webp"] as const) {
        const key = imageUrl(name, aspect, width, format).slice(IMAGE_URL_PREFIX.length);
        const spec = parseImageFile(key)!;
        files.push({ key, width, height: spec.height, format });
      }
    }
  }
  files.push({
    key: `${name}-${SHARE_IMAGE.width}x${SHARE_IMAGE.height}.jpg`,
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    format: "jpg",
  });
  return files;
}

export const PICTURE_CONTENT_TYPES = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" } as const;

// The largest side kept between decoding and encoding: twice the widest file drawn, enough for any crop.
const WORKING_SIZE = 2 * Math.max(...IMAGE_WIDTHS);

// One picture encodes at a time (each already uses sharp's thread pool); others wait their turn.
// At most this many wait behind it, each holding its upload on disk; more are asked to try again.
export const PICTURE_QUEUE_LIMIT = 4;
let queue: Promise<unknown> = Promise.resolve();
let inLine = 0;
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (inLine > PICTURE_QUEUE_LIMIT) return Promise.reject(new PictureRefused("busy"));
  inLine += 1;
  const turn = queue.then(work, work).finally(() => {
    inLine -= 1;
  });
  queue = turn.catch(() => undefined);
  return turn;
}

function decodeOptions(): sharp.SharpOptions {
  // failOn "truncated": a cut-off file is refused rather than stored half grey; limitInputPixels:
  // a small file that claims a huge canvas (a decompression bomb) is refused before it is decoded.
  return { failOn: "truncated", limitInputPixels: PICTURE_LIMITS.maxPixels, sequentialRead: true };
}

/** The decoded picture, upright, in sRGB, at most WORKING_SIZE a side, as raw pixels: no metadata survives this. */
async function decodeUpright(file: string, kind: PictureKind) {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(file, decodeOptions()).metadata();
  } catch (error) {
    throw refusalOf(error, kind);
  }
  if (!meta.format || !["jpeg", "png", "webp", "heif"].includes(meta.format)) throw new PictureRefused("not-a-picture");
  if ((meta.width ?? 0) * (meta.height ?? 0) > PICTURE_LIMITS.maxPixels) throw new PictureRefused("too-many-pixels");
  const upright = meta.autoOrient ?? { width: meta.width ?? 0, height: meta.height ?? 0 };
  try {
    const { data, info } = await sharp(file, decodeOptions())
      .rotate()
      .resize({ width: WORKING_SIZE, height: WORKING_SIZE, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, info, width: upright.width, height: upright.height };
  } catch (error) {
    throw refusalOf(error, kind);
  }
}

function refusalOf(error: unknown, kind: PictureKind): PictureRefused {
  const message = error instanceof Error ? error.message : "";
  if (/pixel limit/i.test(message)) return new PictureRefused("too-many-pixels");
  // libheif without an HEVC decoder (sharp's prebuilt binaries): say what to do instead.
  if (kind === "heif") return new PictureRefused("heic");
  return new PictureRefused("unreadable");
}

type Decoded = Awaited<ReturnType<typeof decodeUpright>>;
type Raw = { data: Buffer; info: sharp.OutputInfo };

function fromRaw(source: Raw): sharp.Sharp {
  const { width, height, channels } = source.info;
  return sharp(source.data, { raw: { width, height, channels } });
}

/**
 * The picture cut to one aspect, once, at the largest width drawn: the part kept is chosen by
 * sharp's attention strategy (faces, contrast) and every width of that aspect is scaled from this,
 * so a phone and a desktop see the same framing.
 */
async function cropTo(source: Decoded, width: number, height: number): Promise<Raw> {
  return fromRaw(source)
    .resize(width, height, { fit: "cover", position: sharp.strategy.attention })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

async function encodeOne(
  crop: Raw,
  target: { width: number; height: number; format: "avif" | "webp" | "jpg" },
): Promise<Buffer> {
  const image = fromRaw(crop).resize(target.width, target.height, { fit: "fill" });
  // AVIF as the drawn illustrations (server/domain/pictures/render.ts); WebP without smart subsampling,
  // which costs six times the time on a photo for little visible gain.
  if (target.format === "avif")
    return image.avif({ quality: target.width <= 160 ? 60 : 58, effort: 2, chromaSubsampling: "4:2:0" }).toBuffer();
  if (target.format === "webp") return image.webp({ quality: target.width <= 160 ? 82 : 80, effort: 3 }).toBuffer();
  // Link previews: JPEG has no transparency, so a transparent PNG sits on white.
  return image.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/**
 * Decodes the picture in `file` (already sniffed as `kind`) and writes its whole set to `storage`
 * (the JPEG last). Returns its upright size. Refusals are PictureRefused; nothing is written then.
 * Pictures are encoded one at a time, each step on sharp's threads: the event loop stays free.
 */
export function encodePicture(
  file: string,
  kind: PictureKind,
  name: string,
  storage: PictureStorage,
): Promise<{ width: number; height: number }> {
  return inTurn(async () => {
    const source = await decodeUpright(file, kind);
    const files = pictureFiles(name);
    // One crop per shape (the largest of that shape), the files of that shape scaled from it.
    const crops = new Map<string, Raw>();
    for (const target of files) {
      const ratio = target.width / target.height;
      const shape = ratio.toFixed(3);
      if (!crops.has(shape)) {
        const largest = files
          .filter((other) => (other.width / other.height).toFixed(3) === shape)
          .reduce((a, b) => (b.width > a.width ? b : a));
        crops.set(shape, await cropTo(source, largest.width, largest.height));
      }
      const bytes = await encodeOne(crops.get(shape)!, target);
      await storage.put(target.key, bytes, PICTURE_CONTENT_TYPES[target.format]);
    }
    return { width: source.width, height: source.height };
  });
}

/**
 * Removes every file of a picture's set, as far as the storage lets it: an upload that could not be
 * finished (the disk filled up halfway, the row could not be written) leaves no part of its set.
 * A file that cannot be removed either (a read-only folder) could not have been written there.
 */
export async function removePictureFiles(storage: PictureStorage, name: string): Promise<void> {
  // With the podcast cover a logo may have been given (server/domain/pictures/podcast-cover.ts).
  const keys = [...pictureFiles(name).map((file) => file.key), podcastCoverKey(name)];
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}

/** The file name when it is one an uploaded picture has; else null (the URL is a 404 that costs nothing). */
export function parsePictureFile(file: string): { key: string; format: "avif" | "webp" | "jpg" } | null {
  const spec = parseImageFile(file);
  return spec && isUploadedPictureName(spec.name) ? { key: file, format: spec.format } : null;
}
