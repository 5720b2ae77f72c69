import { describe, expect, it } from "vitest";
import { composeIllustration, MOTIF_NAMES } from "./compose";
import { createRandom, hashString, mix, smoothThrough } from "./context";

const LISTED_MOTIFS = [
  "sunrise",
  "dove",
  "cross",
  "city",
  "hills",
  "music",
  "book",
  "hands",
  "people",
  "water",
  "tree",
  "candle",
  "globe",
  "heart",
  "mic",
  "camera",
  "child",
  "youth",
  "bible",
  "church",
  "light",
  "path",
  "crown",
  "fire",
];

describe("composeIllustration", () => {
  it("knows every motif the site's names may start with", () => {
    for (const motif of LISTED_MOTIFS) expect(MOTIF_NAMES).toContain(motif);
  });

  it("draws the same picture for the same name and size", () => {
    expect(composeIllustration("dove-worship-team", 640, 480)).toBe(composeIllustration("dove-worship-team", 640, 480));
  });

  it("draws different pictures for different names of one motif", () => {
    const a = composeIllustration("sunrise-easter-morning", 640, 360);
    const b = composeIllustration("sunrise-new-year-prayer", 640, 360);
    expect(a).not.toBe(b);
  });

  it("gives unknown first words an abstract pattern, still varied by name", () => {
    const a = composeIllustration("share-default", 1280, 672);
    const b = composeIllustration("pattern-something-else", 1280, 672);
    expect(a).toMatch(/^<svg /);
    expect(a).not.toBe(b);
  });

  it("returns an SVG of the requested pixel size, with no text in it", () => {
    for (const motif of [...LISTED_MOTIFS, "portrait", "zebra"]) {
      const svg = composeIllustration(`${motif}-sample-name`, 640, 360);
      expect(svg).toContain('width="640" height="360"');
      expect(svg).not.toMatch(/<text|NaN|undefined|Infinity/);
      expect(svg.endsWith("</svg>")).toBe(true);
    }
  });

  it("keeps the design height at 900 units and widens with the aspect", () => {
    expect(composeIllustration("hills-a", 1280, 720)).toContain('viewBox="0 0 1600 900"');
    expect(composeIllustration("hills-a", 640, 480)).toContain('viewBox="0 0 1200 900"');
    expect(composeIllustration("hills-a", 160, 160)).toContain('viewBox="0 0 900 900"');
  });
});

describe("drawing helpers", () => {
  it("hashes names stably and seeds a repeatable generator", () => {
    expect(hashString("abc")).toBe(hashString("abc"));
    expect(hashString("abc")).not.toBe(hashString("abd"));
    const a = createRandom(42);
    const b = createRandom(42);
    const values = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(values);
    for (const value of values) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of values) expect(value).toBeLessThan(1);
  });

  it("mixes colours", () => {
    expect(mix("#000000", "#ffffff", 0)).toBe("#000000");
    expect(mix("#000000", "#ffffff", 1)).toBe("#ffffff");
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
  });

  it("draws smooth paths through points", () => {
    expect(
      smoothThrough([
        [0, 0],
        [10, 10],
        [20, 0],
      ]),
    ).toMatch(/^M0 0C.*20 0$/);
    expect(
      smoothThrough(
        [
          [0, 0],
          [10, 10],
          [20, 0],
        ],
        true,
      ),
    ).toMatch(/Z$/);
  });
});
