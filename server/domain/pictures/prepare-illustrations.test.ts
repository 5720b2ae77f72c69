import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PictureCache } from "./illustration-cache";
import { producePictures } from "./prepare-illustrations";

let root: string;
let dir: string;
let cache: PictureCache;
/** The cache's folder of the current key. */
const cacheDir = () => path.join(cache.root, cache.key);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "pictures-"));
  dir = path.join(root, "gen");
  cache = { root: path.join(root, "cache"), key: "0123456789abcdef" };
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** Stand-ins: the SVG is the name and size; the encoding records how many run at once. */
function counting(delayMs = 20) {
  const stats = { composed: 0, encoded: 0, running: 0, maxRunning: 0 };
  return {
    stats,
    compose: (name: string, width: number, height: number) => {
      stats.composed += 1;
      return `${name} ${width}x${height}`;
    },
    encode: async (svg: string, _width: number, _height: number, format: string) => {
      stats.encoded += 1;
      stats.running += 1;
      stats.maxRunning = Math.max(stats.maxRunning, stats.running);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      stats.running -= 1;
      return Buffer.from(`${svg} ${format}`);
    },
  };
}

const FILES = ["dove-a-640x480.webp", "dove-a-640x480.avif", "tree-b-160x160.webp", "hills-c-1200x630.jpg"];

describe("producePictures", () => {
  it("writes exactly the files asked for, each drawn once, and leaves present ones alone", async () => {
    const { stats, compose, encode } = counting();
    const report = await producePictures({ dir, files: [...FILES, FILES[0]], cache: null, compose, encode });
    expect(fs.readdirSync(dir).sort()).toEqual([...FILES].sort());
    expect(fs.readFileSync(path.join(dir, "hills-c-1200x630.jpg"), "utf8")).toBe("hills-c 1200x630 jpg");
    expect(report).toMatchObject({ files: 4, present: 0, copied: 0, drawn: 4 });
    expect(stats.encoded).toBe(4);

    fs.writeFileSync(path.join(dir, FILES[0]), "kept");
    const again = await producePictures({ dir, files: FILES, cache: null, compose, encode });
    expect(again).toMatchObject({ files: 4, present: 4, copied: 0, drawn: 0, bytes: 0 });
    expect(stats.encoded).toBe(4);
    expect(fs.readFileSync(path.join(dir, FILES[0]), "utf8")).toBe("kept");
  });

  it("refuses a file name outside the scheme before writing anything", async () => {
    const { compose, encode } = counting();
    for (const bad of ["x.png", "dove-641x480.webp", "dove-1280x720.jpg", "../dove-640x480.webp"]) {
      await expect(producePictures({ dir, files: [FILES[0], bad], cache: null, compose, encode })).rejects.toThrow(
        /Not a picture file name/,
      );
    }
    expect(fs.existsSync(dir)).toBe(false);
  });

  it("copies from the shared cache into another folder instead of drawing again", async () => {
    const { stats, compose, encode } = counting();
    await producePictures({ dir, files: FILES, cache, compose, encode });
    expect(fs.readdirSync(cacheDir()).sort()).toEqual([...FILES].sort());
    const other = path.join(root, "other-site", "gen");
    const report = await producePictures({ dir: other, files: FILES, cache, compose, encode });
    expect(report).toMatchObject({ files: 4, copied: 4, drawn: 0 });
    expect(stats.encoded).toBe(4);
    expect(stats.composed).toBe(4);
    for (const file of FILES)
      expect(fs.readFileSync(path.join(other, file))).toEqual(fs.readFileSync(path.join(dir, file)));
  });

  it("draws again under a new key (other drawing code) and removes the old key's folder, nothing else", async () => {
    const first = counting();
    await producePictures({ dir, files: [FILES[0]], cache, compose: first.compose, encode: first.encode });
    const oldFolder = cacheDir();
    fs.mkdirSync(path.join(cache.root, "notes"));
    cache = { ...cache, key: "fedcba9876543210" };
    const changed = counting();
    const other = path.join(root, "other-site", "gen");
    const report = await producePictures({
      dir: other,
      files: [FILES[0]],
      cache,
      compose: (name, width, height) => `${changed.compose(name, width, height)} redrawn`,
      encode: changed.encode,
    });
    expect(report).toMatchObject({ copied: 0, drawn: 1 });
    expect(fs.readFileSync(path.join(other, FILES[0]), "utf8")).toBe("dove-a 640x480 redrawn webp");
    expect(fs.existsSync(oldFolder)).toBe(false);
    expect(fs.readdirSync(cache.root).sort()).toEqual(["fedcba9876543210", "notes"]);
  });

  it("still makes every picture when the cache cannot be used (its root is a file)", async () => {
    const { compose, encode } = counting();
    fs.mkdirSync(root, { recursive: true });
    fs.writeFileSync(cache.root, "not a folder");
    const report = await producePictures({ dir, files: FILES, cache, compose, encode });
    expect(report).toMatchObject({ files: 4, copied: 0, drawn: 4 });
    expect(fs.readdirSync(dir).sort()).toEqual([...FILES].sort());
  });

  it("runs at most `concurrency` drawings at once", async () => {
    const { stats, compose, encode } = counting();
    const files = ["a", "b", "c", "d", "e", "f"].map((n) => `tree-${n}-640x360.webp`);
    await producePictures({ dir, files, cache: null, compose, encode, concurrency: 2 });
    expect(stats.encoded).toBe(6);
    expect(stats.maxRunning).toBe(2);
  });

  it("leaves no temporary file behind when a drawing fails, and a later run finishes the work", async () => {
    const { compose, encode } = counting();
    const failing = async (svg: string, width: number, height: number, format: string) => {
      if (svg.startsWith("tree-b")) throw new Error("boom");
      return encode(svg, width, height, format);
    };
    await expect(
      producePictures({ dir, files: FILES, cache, compose, encode: failing, concurrency: 1 }),
    ).rejects.toThrow("boom");
    expect(fs.readdirSync(dir).filter((file) => file.endsWith(".tmp"))).toEqual([]);
    expect(fs.readdirSync(cacheDir()).filter((file) => file.endsWith(".tmp"))).toEqual([]);
    await producePictures({ dir, files: FILES, cache, compose, encode });
    expect(fs.readdirSync(dir).sort()).toEqual([...FILES].sort());
  });
});
