/**
 * The one rule for a size a person reads: an upload's progress in the browser (the resumable
 * upload script), the staff pages' sizes and limits, a sermon's "MP3, 28 MB", the refusals that
 * name a limit. Units of 1,000 (a megabyte is 1,000,000 bytes), as phones (iOS, Android) and macOS
 * show a file's size, so the page shows the size the phone showed when the file was chosen, and
 * the same one while it uploads and after.
 */
export const KILOBYTE = 1000;
export const MEGABYTE = 1000 * KILOBYTE;
export const GIGABYTE = 1000 * MEGABYTE;

/**
 * "820 KB", "3.4 MB", "28 MB", "1.2 GB": kilobytes whole (at least 1 but for nothing at all), larger
 * units with one decimal below 10 and whole from 10; a size that would read 1000 of a unit reads in
 * the next.
 */
export function fileSizeText(bytes: number): string {
  const kilobytes = bytes <= 0 ? 0 : Math.max(1, Math.round(bytes / KILOBYTE));
  if (kilobytes < 1000) return `${kilobytes} KB`;
  const megabytes = shown(bytes / MEGABYTE);
  return Number(megabytes) < 1000 ? `${megabytes} MB` : `${shown(bytes / GIGABYTE)} GB`;
}

/** 3.4, 9.9, then 10, 28: one decimal until it would read 10.0. */
function shown(value: number): string {
  return value >= 9.95 ? String(Math.round(value)) : value.toFixed(1);
}

/** A limit in whole megabytes, for a sentence that names it ("larger than 100 MB"). */
export function wholeMegabytes(bytes: number): number {
  return Math.round(bytes / MEGABYTE);
}
