import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DRAWING_CODE, hashDrawingCode } from "./drawing-code.mjs";
import { drawingCodeHash, illustrationCacheKey, openPictureCache, pictureCacheAt } from "./illustration-cache";

let copy: string;

/** A copy of the drawing code (and a file beside it) in a folder of its own, to change at will. */
beforeEach(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "drawing-code-"));
  for (const entry of DRAWING_CODE) fs.cpSync(entry, path.join(copy, entry), { recursive: true });
  fs.writeFileSync(path.join(copy, "server/domain/pictures/pictures.ts"), "// not drawing code");
});

afterEach(() => {
  fs.rmSync(copy, { recursive: true, force: true });
});

const edit = (file: string, text: string) => fs.appendFileSync(path.join(copy, file), text);

describe("the drawing code's hash", () => {
  it("is the sources' in development, and the copy of the same sources hashes the same", () => {
    expect(drawingCodeHash()).toMatch(/^[0-9a-f]{16}$/);
    expect(drawingCodeHash()).toBe(hashDrawingCode(process.cwd()));
    expect(hashDrawingCode(copy)).toBe(drawingCodeHash());
  });

  it("changes with a drawing file, a motif in a subfolder, the encoder settings, or a new file", () => {
    const seen = new Set([hashDrawingCode(copy)]);
    edit("content/illustrations/palettes.ts", "\n// another colour");
    seen.add(hashDrawingCode(copy));
    edit("content/illustrations/motifs/symbols.ts", "\n// another cross");
    seen.add(hashDrawingCode(copy));
    edit("server/domain/pictures/render.ts", "\n// quality 81");
    seen.add(hashDrawingCode(copy));
    fs.writeFileSync(path.join(copy, "content/illustrations/new-motif.ts"), "export {};");
    seen.add(hashDrawingCode(copy));
    expect(seen.size).toBe(5);
  });

  it("does not change with a test beside the drawing code or a file outside it", () => {
    const before = hashDrawingCode(copy);
    edit("content/illustrations/compose.test.ts", "\n// one more case");
    edit("server/domain/pictures/pictures.ts", "\n// uploads");
    expect(hashDrawingCode(copy)).toBe(before);
  });
});

describe("the picture cache", () => {
  it("keeps this code's pictures in one folder named by a key of 16 hex digits", () => {
    const cache = pictureCacheAt("/srv/media/cache/illustrations");
    expect(cache).toEqual({ root: "/srv/media/cache/illustrations", key: illustrationCacheKey() });
    expect(cache.key).toMatch(/^[0-9a-f]{16}$/);
    expect(cache.key).not.toBe(drawingCodeHash());
  });

  it("opening it removes the folders of other keys, and leaves anything not shaped like a key", async () => {
    const root = path.join(copy, "cache");
    for (const name of ["00000000000000aa", "00000000000000bb", "keep-me", "0123"]) {
      fs.mkdirSync(path.join(root, name), { recursive: true });
      fs.writeFileSync(path.join(root, name, "a-160x160.webp"), "x");
    }
    fs.writeFileSync(path.join(root, "00000000000000cc"), "a file, not a folder");
    const folder = await openPictureCache({ root, key: "00000000000000bb" });
    expect(folder).toBe(path.join(root, "00000000000000bb"));
    expect(fs.readdirSync(root).sort()).toEqual(["00000000000000bb", "00000000000000cc", "0123", "keep-me"]);
    expect(fs.readdirSync(folder)).toEqual(["a-160x160.webp"]);
  });
});
