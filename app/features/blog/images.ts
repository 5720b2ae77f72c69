import { imageSet, parseImageFile } from "#contract/images";
import type { ImageSet } from "#contract/types";

/**
 * A small square thumbnail of a post's picture (the sidebar's recent posts): when the picture is
 * one of the generated illustrations, the 160 px square of the same name, a few kilobytes instead
 * of the card-sized file; otherwise the post's own set.
 */
export function thumbnailSet(post: { image: string | null; image_set: ImageSet | null }): ImageSet | null {
  return smallSquareSet(post.image_set?.src ?? post.image) ?? post.image_set;
}

/**
 * The 160 px square AVIF/WebP set of a generated illustration's URL (any size or format of it),
 * or null when the URL is not one: the author's avatar comes from the API as a plain URL.
 */
export function smallSquareSet(source: string | null | undefined): ImageSet | null {
  const file = source ? source.split("?")[0].split("/").pop() : undefined;
  const parsed = file && source?.includes("/img/gen/") ? parseImageFile(file) : null;
  return parsed ? imageSet(parsed.name, "square", [160]) : null;
}
