import { describe, expect, it } from "vitest";
import { smallSquareSet, thumbnailSet } from "./images";

describe("thumbnailSet", () => {
  it("gives the 160 px square of a generated illustration", () => {
    const set = thumbnailSet({ image: "/img/gen/dove-prayer-meeting-1280x720.webp", image_set: null });
    expect(set).toEqual({
      src: "/img/gen/dove-prayer-meeting-160x160.webp",
      avif: "/img/gen/dove-prayer-meeting-160x160.avif 160w",
      webp: "/img/gen/dove-prayer-meeting-160x160.webp 160w",
      width: 160,
      height: 160,
    });
  });

  it("prefers the image set's source when there is one", () => {
    const set = thumbnailSet({
      image: null,
      image_set: { src: "/img/gen/book-1280x960.webp", avif: "", webp: "", width: 1280, height: 960 },
    });
    expect(set?.src).toBe("/img/gen/book-160x160.webp");
  });

  it("keeps any other picture's own set", () => {
    const own = { src: "/img/uploads/photo.webp", avif: "a", webp: "w", width: 800, height: 600 };
    expect(thumbnailSet({ image: "/img/uploads/photo.webp", image_set: own })).toBe(own);
    expect(thumbnailSet({ image: null, image_set: null })).toBeNull();
  });
});

describe("smallSquareSet", () => {
  it("gives AVIF and WebP sources for an avatar URL of a generated illustration", () => {
    expect(smallSquareSet("/img/gen/portrait-pastor-160x160.webp")).toMatchObject({
      avif: "/img/gen/portrait-pastor-160x160.avif 160w",
      width: 160,
    });
  });

  it("is null for any other URL", () => {
    expect(smallSquareSet("https://example.org/me.jpg")).toBeNull();
    expect(smallSquareSet(null)).toBeNull();
  });
});
