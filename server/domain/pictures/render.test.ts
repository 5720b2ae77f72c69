import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageHeight, type ImageAspect, type ImageWidth } from "#contract/images";
import { renderIllustration } from "./render";

/** Upper bounds from the brief: 1280-wide AVIF ~60 KB, WebP ~100 KB, 640-wide well under 40 KB. */
const BUDGET: Record<ImageWidth, Record<"avif" | "webp", number>> = {
  1280: { avif: 60 * 1024, webp: 100 * 1024 },
  800: { avif: 40 * 1024, webp: 50 * 1024 },
  640: { avif: 30 * 1024, webp: 30 * 1024 },
  160: { avif: 6 * 1024, webp: 6 * 1024 },
};

const CASES: Array<[string, ImageAspect, ImageWidth, "avif" | "webp"]> = [
  ["sunrise-harare-hero", "wide", 1280, "avif"],
  ["hands-worship-night", "wide", 1280, "webp"],
  ["music-choir-recording", "card", 640, "avif"],
  ["crown-phone-card", "card", 800, "avif"],
  ["book-phone-hero", "wide", 800, "webp"],
  ["people-harare-family", "card", 640, "webp"],
  ["globe-missions", "square", 640, "avif"],
  ["portrait-pastor-example", "square", 160, "webp"],
  ["candle-prayer-vigil", "square", 160, "avif"],
  ["abstract-sample", "wide", 640, "webp"],
];

describe("renderIllustration", () => {
  it.each(CASES)(
    "%s (%s, %i, %s) has the exact size and format within budget",
    async (name, aspect, width, format) => {
      const height = imageHeight(aspect, width);
      const bytes = await renderIllustration(name, width, height, format);
      const meta = await sharp(bytes).metadata();
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(height);
      expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
      if (format === "avif") expect(meta.compression).toBe("av1");
      expect(bytes.length).toBeGreaterThan(300);
      expect(bytes.length).toBeLessThanOrEqual(BUDGET[width][format]);
    },
    20_000,
  );

  it.each(["city-kingdom-light-share", "hands-worship-night", "abstract-sample"])(
    "%s as a link-preview JPEG: 1200x630, under WhatsApp's 300 KB",
    async (name) => {
      const bytes = await renderIllustration(name, 1200, 630, "jpg");
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
      expect(bytes.length).toBeLessThan(100 * 1024);
    },
    20_000,
  );

  it("draws different names differently", async () => {
    const [a, b] = await Promise.all([
      renderIllustration("tree-baobab-dawn", 160, 120, "webp"),
      renderIllustration("tree-msasa-evening", 160, 120, "webp"),
    ]);
    expect(a.equals(b)).toBe(false);
  });
});
