import { imageUrl } from "#contract/images";

/**
 * A slide's pictures of the salvation hero's slideshow at the phone (under 768 px) and desktop
 * widths, AVIF first then WebP. Apart from the slideshow (which brings its stylesheet) so that the
 * build's picture list can read it in Node.
 */
export function slideImageUrls(name: string): { sm: [string, string]; lg: [string, string] } {
  const pair = (width: 640 | 1280): [string, string] => [
    imageUrl(name, "wide", width, "avif"),
    imageUrl(name, "wide", width, "webp"),
  ];
  return { sm: pair(640), lg: pair(1280) };
}
