import { fileSizeText, MEGABYTE, wholeMegabytes } from "./file-sizes";
import { imageUrl } from "./images";
import { STORAGE_REFUSAL_MESSAGES } from "./storage-refusal";
import { UPLOAD_CUT_OFF, UPLOAD_INCOMPLETE } from "./uploads";

/**
 * Uploaded pictures, shared by the server's pipeline (server/domain/pictures/pictures.ts) and the
 * staff pages: the limits, how an uploaded picture is named, and what the upload answers.
 */
export const PICTURE_LIMITS = {
  /** The largest upload taken: a phone's photo is 2 to 8 MB. */
  maxBytes: 15 * MEGABYTE,
  /** Decoded pixels at most (a 48-megapixel phone camera fits); more is refused before decoding. */
  maxPixels: 64_000_000,
} as const;

// How an uploaded picture is named lives apart (./picture-names.ts): the church's details, on every
// public page, need that rule, and not the upload's limits and messages below.
export { isUploadedPictureName, PICTURE_NAME_PREFIX } from "./picture-names";

/** The answer of POST /admin/pictures with `Accept: application/json`. */
export interface PictureUploaded {
  name: string;
  /** The wide picture at 1280 px, WebP. */
  src: string;
  width: 1280;
  height: 720;
}

/** What the picture field previews and the upload answers: the wide 1280 px WebP. */
export function pictureSrc(name: string): string {
  return imageUrl(name, "wide", 1280, "webp");
}

const MB = wholeMegabytes(PICTURE_LIMITS.maxBytes);

/**
 * The kinds a picture field offers, in its label and its file input's filter. Not HEIC: sharp's
 * prebuilt libvips cannot decode an iPhone's HEVC-coded photos, so they are not offered, and a
 * phone asked for these types hands over a JPEG instead (decision 034).
 */
export const PICTURE_TYPES_LABEL = "JPEG, PNG or WebP";
export const PICTURE_ACCEPT = "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp";

/** What a picture field's file input says it takes: "JPEG, PNG or WebP, up to 15 MB". */
export const PICTURE_FILE_HINT = `${PICTURE_TYPES_LABEL}, up to ${fileSizeText(PICTURE_LIMITS.maxBytes)}`;

/** A picture's description (its alt text) at most: a sentence or two. */
export const PICTURE_ALT_MAX = 300;

/** A description as stored: one line, spaces folded. */
export function foldedAlt(alt: string): string {
  return alt.replace(/\s+/g, " ").trim();
}

/** What is wrong with a (folded) description, as the upload and the library say it; null when it is fine. */
export function pictureAltProblem(alt: string): "alt-missing" | "alt-too-long" | "alt-null-character" | null {
  if (alt.includes("\u0000")) return "alt-null-character";
  if (alt === "") return "alt-missing";
  if (alt.length > PICTURE_ALT_MAX) return "alt-too-long";
  return null;
}

/** What an upload came to, as the library page and the JSON answer say it. */
export const PICTURE_OUTCOMES = {
  uploaded: "The picture is uploaded.",
  "already-uploaded": "This picture was already in the library: the same one is used.",
  "too-large": `This picture is larger than ${MB} MB.`,
  "not-a-picture": `This file is not a picture we can use. Upload a ${PICTURE_TYPES_LABEL} photo.`,
  unreadable: "This picture could not be read: the file looks damaged or incomplete. Try exporting it again.",
  heic: "This HEIC photo cannot be read here. On the phone, share it as JPEG (or set the camera to “Most Compatible”) and upload it again.",
  "too-many-pixels": `This picture has more than ${PICTURE_LIMITS.maxPixels / 1_000_000} million pixels. Make it smaller and upload it again.`,
  missing: "Choose a picture to upload.",
  "alt-missing":
    "Describe the picture for people who cannot see it (for example: The choir singing at the Easter service).",
  "alt-too-long": "The description is too long (at most 300 characters).",
  "alt-null-character": "The description holds a null character, which is not allowed: type it again.",
  busy: "Several pictures are being prepared right now. Please upload this one again in a minute.",
  "storage-unavailable":
    "The picture could not be stored just now (the picture storage did not answer). Please upload it again in a few minutes.",
  "disk-full": STORAGE_REFUSAL_MESSAGES.staff["disk-full"],
  "cannot-write": STORAGE_REFUSAL_MESSAGES.staff["cannot-write"],
  "cut-off": UPLOAD_CUT_OFF,
  incomplete: UPLOAD_INCOMPLETE,
} as const;
export type PictureOutcome = keyof typeof PICTURE_OUTCOMES;
export type PictureRefusal = Exclude<PictureOutcome, "uploaded" | "already-uploaded">;

/** What the library's forms (description, delete) came to, as the page says it. */
export const LIBRARY_NOTICES = {
  described: "The description is saved.",
  deleted: "The picture is deleted, with its files.",
} as const;
export type LibraryNotice = keyof typeof LIBRARY_NOTICES;

export function isPictureOutcome(value: string | null): value is PictureOutcome {
  return value !== null && Object.hasOwn(PICTURE_OUTCOMES, value);
}

/**
 * The file a staff form's picture field shows as its preview (160 px wide, sharp on a phone's
 * screen), in the shape the field names (contract/page-content.ts `shape`).
 */
export const PICTURE_PREVIEW = { width: 640, format: "webp" } as const;
