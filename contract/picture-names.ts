/** An uploaded picture's name: this prefix and 12 hex digits of its content's SHA-256. */
export const PICTURE_NAME_PREFIX = "photo-";

const UPLOADED_NAME = new RegExp(`^${PICTURE_NAME_PREFIX}[0-9a-f]{12}$`);

/** Whether a picture name is an uploaded picture's (whose files exist at every aspect and width). */
export function isUploadedPictureName(name: string | null | undefined): name is string {
  return typeof name === "string" && UPLOADED_NAME.test(name);
}
