import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseImageFile } from "#contract/images";
import { openDatabase, type DatabaseHandle } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrate";
import { seedDemoContent } from "#server/db/seed/index";
import { PICTURES_DIR } from "#server/http/media-files";
import { staticImageNames } from "./known-images";
import { PICTURE_FILES } from "#content/illustrations/picture-files";
import { prepareSitePictures } from "./site-pictures";

/** Stand-ins: the pictures' bytes are render.test.ts's business; here, which files are made. */
const STAND_INS = {
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

  it("once the demo is seeded: every listed file, the ones already there left alone", async () => {
    await seedDemoContent(handle);
    const before = made().length;
    const report = await prepareSitePictures(handle.db, places(), STAND_INS);
    expect(made()).toEqual([...PICTURE_FILES].sort());
    expect(report).toMatchObject({ files: PICTURE_FILES.length, present: before });
  });
});
