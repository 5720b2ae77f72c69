import { IMAGE_ASPECTS, IMAGE_WIDTHS, imageUrl, shareImageUrl, type ImageAspect } from "#contract/images";

/**
 * The illustration names the e2e fixtures write into posts (blogFixtures.ts). In the product a
 * post's picture comes with its files (the upload pipeline writes them); these rows are written
 * straight into the database, so the e2e server draws these names' files before it starts
 * (tools/e2e-server.ts; cached by content, so only the first run draws).
 */
export const FIXTURE_PICTURE_NAMES = [
  "book-open-bible-study",
  "hills-matobo-sunrise",
  "people-pastor-tatenda",
] as const;

/** Every file of the scheme for a name: each aspect and width in AVIF and WebP, and the link-preview JPEG. */
export function everyPictureFile(name: string): string[] {
  const files = [shareImageUrl(name)];
  for (const aspect of Object.keys(IMAGE_ASPECTS) as ImageAspect[]) {
    for (const width of IMAGE_WIDTHS) {
      for (const format of ["avif", "webp"] as const) files.push(imageUrl(name, aspect, width, format));
    }
  }
  return files.map((url) => url.split("/").pop()!);
}
