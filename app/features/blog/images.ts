import { imageSet, parseImageFile } from "../../../contract/images";
import type { ImageSet } from "../../../contract/types";

/**
 * A small square thumbnail of a post's picture (the sidebar's recent posts): when the picture is
 * one of the generated illustrations, the 160 px square of the same name, a few kilobytes instead
 * of the card-sized file; otherwise the post's own set.
 */
export function thumbnailSet(post: { image: string | null; image_set: ImageSet | null }): ImageSet | null {
  const source = post.image_set?.src ?? post.image;
  const file = source ? source.split("?")[0].split("/").pop() : undefined;
  const parsed = file && source?.includes("/img/gen/") ? parseImageFile(file) : null;
  if (parsed) return imageSet(parsed.name, "square", [160]);
  return post.image_set;
}
