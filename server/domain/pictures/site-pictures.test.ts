import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseImageFile } from "#contract/images";
import { openDatabase, type DatabaseHandle } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrate";
import { seedDemoContent } from "#server/seed/index";
import { PICTURES_DIR } from "#server/domain/media/storage";
import { staticImageNames } from "./known-images";
import { POSTS } from "#content/demo/posts";
import { SERMONS } from "#content/demo/sermons";
import { prepareSitePictures } from "./site-pictures";

/**
 * A list as the build makes it (the real one is the build's, tests/api/picture-files.test.ts):
 * two files of every picture of the pages and of the demo posts and sermons, and one of a name
 * nothing uses.
 */
const PICTURE_FILES = [
  ...new Set([...staticImageNames(), ...POSTS.map((post) => post.image), ...SERMONS.map((sermon) => sermon.image)]),
]
  .flatMap((name) => [`${name}-640x360.webp`, `${name}-1200x630.jpg`])
  .concat("unused-picture-640x360.webp");

/** Stand-ins: the pictures' bytes are render.test.ts's business; here, which files are made. */
const STAND_INS = {
  files: PICTURE_FILES,
  cache: null,
  compose: (name: string, width: number, height: number) => `${name} ${width}x${height}`,
  encode: async (svg: string) => Buffer.from(svg),
};

let handle: DatabaseHandle;
let mediaDir: string;
const places = () => ({ mediaDir, pictureCacheDir: path.join(mediaDir, "cache") });
const made = () => fs.readdirSync(path.join(mediaDir, PICTURES_DIR)).sort();

beforeAll(async () => {
  handle = openDatabase({ kind: "sqlite", file: ":memory:" });
  await migrateToLatest(handle.db, handle.engine);
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-pictures-"));
});

afterAll(async () => {
  await handle.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe("prepareSitePictures", () => {
  it("without the demo content: only the pages' own pictures", async () => {
    const report = await prepareSitePictures(handle.db, places(), STAND_INS);
    const pages = staticImageNames();
    const expected = PICTURE_FILES.filter((file) => pages.has(parseImageFile(file)!.name));
    expect(made()).toEqual([...expected].sort());
    expect(report).toMatchObject({ files: expected.length, drawn: expected.length });
    expect(expected.length).toBeLessThan(PICTURE_FILES.length);
  });

  it("once the demo is seeded: every listed file of a name in use, the ones already there left alone", async () => {
    await seedDemoContent(handle);
    const before = made().length;
    const report = await prepareSitePictures(handle.db, places(), STAND_INS);
    const used = PICTURE_FILES.filter((file) => !file.startsWith("unused-picture-"));
    expect(made()).toEqual([...used].sort());
    expect(report).toMatchObject({ files: used.length, present: before });
  });
});
