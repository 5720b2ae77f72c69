import { IMAGE_NAME_PATTERN, imageSet, type ImageAspect, type ImageWidth } from "#contract/images";
import type { ImageSet } from "#contract/types";

/**
 * An image column holds the NAME of a generated illustration (contract/images.ts). A value that
 * is not a name (an older path such as "/img/photo.jpg" or an https URL) is passed through as the
 * URL, without a responsive set; anything else is dropped.
 */
export function imageFields(
  value: string | null,
  aspect: ImageAspect,
  widths?: readonly ImageWidth[],
): { src: string | null; set: ImageSet | null } {
  const name = value?.trim() ?? "";
  if (name === "") return { src: null, set: null };
  if (IMAGE_NAME_PATTERN.test(name) && name.length <= 80) {
    const set = imageSet(name, aspect, widths);
    return { src: set.src, set };
  }
  if (/^\/(?!\/)/.test(name) || /^https:\/\//i.test(name)) return { src: name, set: null };
  return { src: null, set: null };
}
