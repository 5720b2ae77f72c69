import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "#server/config";
import { IMMUTABLE, registerMedia } from "./media-files";
import { PICTURES_DIR } from "#server/domain/media/storage";
import type * as Compose from "#content/illustrations/compose";
import { producePictures } from "#server/domain/pictures/prepare-illustrations";
import type * as Render from "#server/domain/pictures/render";

/** Every drawing (SVG composed or encoded) in this file: a request must never cause one. */
const drawing = vi.hoisted(() => ({ composed: 0, encoded: 0 }));
vi.mock("#content/illustrations/compose", async (importOriginal) => {
  const actual = await importOriginal<typeof Compose>();
  return {
    ...actual,
    composeIllustration: (...args: Parameters<typeof actual.composeIllustration>) => {
      drawing.composed += 1;
      return actual.composeIllustration(...args);
    },
  };
});
vi.mock("#server/domain/pictures/render", async (importOriginal) => {
  const actual = await importOriginal<typeof Render>();
  return {
    ...actual,
    encodeSvg: (...args: Parameters<typeof actual.encodeSvg>) => {
      drawing.encoded += 1;
      return actual.encodeSvg(...args);
    },
  };
});

let app: FastifyInstance;
let mediaDir: string;
const STORED = [
  "sunrise-route-test-640x360.avif",
  "portrait-route-test-160x160.webp",
  "sunrise-route-test-1200x630.jpg",
];
const picturesDir = () => path.join(mediaDir, PICTURES_DIR);
const listing = () => fs.readdirSync(picturesDir()).sort();

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "media-"));
  fs.writeFileSync(path.join(mediaDir, "notice.txt"), "hello");
  fs.mkdirSync(path.join(mediaDir, "cache", "illustrations", "0123456789abcdef"), { recursive: true });
  fs.writeFileSync(path.join(mediaDir, "cache", "illustrations", "0123456789abcdef", STORED[1]), "cached");
  await producePictures({ dir: picturesDir(), files: STORED, cache: null });
  drawing.composed = 0;
  drawing.encoded = 0;
  app = Fastify();
  await registerMedia(app, loadConfig({ MEDIA_DIR: mediaDir, DATABASE_URL: "sqlite::memory:", NODE_ENV: "test" }));
  await app.ready();
}, 30_000);

afterAll(async () => {
  await app.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe("GET /img/gen/<name>-<w>x<h>.<format>", () => {
  it.each([
    ["AVIF", STORED[0], "image/avif", [640, 360], "heif"],
    ["WebP", STORED[1], "image/webp", [160, 160], "webp"],
    ["the link-preview JPEG", STORED[2], "image/jpeg", [1200, 630], "jpeg"],
  ])("serves a stored %s with its type, length and year-long caching", async (_label, file, type, size, format) => {
    const response = await app.inject({ method: "GET", url: `/img/gen/${file}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(type);
    expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual(size);
    expect(meta.format).toBe(format);
  });

  it.each([
    ["a bad name", "/img/gen/Dove_Worship-640x480.webp"],
    ["a name too long", `/img/gen/${"a".repeat(81)}-640x480.webp`],
    ["a width outside the scheme", "/img/gen/dove-worship-300x225.webp"],
    ["a height matching no aspect", "/img/gen/dove-worship-640x400.webp"],
    ["a format outside the scheme", "/img/gen/dove-worship-640x480.png"],
    ["a JPEG of another size", "/img/gen/sunrise-route-test-1280x720.jpg"],
    ["no size at all", "/img/gen/dove-worship.webp"],
    ["a nested path", "/img/gen/x/dove-worship-640x480.webp"],
    ["a path out of the folder", "/img/gen/..%2Fnotice.txt"],
    ["a name in the scheme that does not exist", "/img/gen/dove-nobody-uses-640x480.webp"],
    ["a size of a stored picture that was never made", "/img/gen/sunrise-route-test-1280x720.webp"],
    ["another format of a stored picture", "/img/gen/portrait-route-test-160x160.avif"],
  ])("answers 404 for %s, drawing and writing nothing", async (_label, url) => {
    const before = listing();
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).not.toMatch(/^image\//);
    expect(listing()).toEqual(before);
    expect(drawing).toEqual({ composed: 0, encoded: 0 });
  });

  it("answers a hundred made-up names with 404, no-store, nothing drawn or written", async () => {
    const before = listing();
    for (let i = 0; i < 100; i++) {
      const response = await app.inject({ method: "GET", url: `/img/gen/dove-made-up-${i}-1280x720.avif` });
      expect(response.statusCode).toBe(404);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    expect(listing()).toEqual(before);
    expect(drawing).toEqual({ composed: 0, encoded: 0 });
  });

  it("answers HEAD without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: `/img/gen/${STORED[1]}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.rawPayload.length).toBe(0);
  });
});

describe("only the public folders of MEDIA_DIR are served (an allow-list)", () => {
  const UPLOAD_ID = "0123456789abcdef0123456789abcdef";
  const AUDIO_FILE = "a-sermon-0123456789abcdef.mp3";

  beforeAll(() => {
    // What MEDIA_DIR holds besides the public folders: work in progress and the server's own files.
    const put = (relative: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(mediaDir, relative)), { recursive: true });
      fs.writeFileSync(path.join(mediaDir, relative), text);
    };
    put(`resumable-uploads/${UPLOAD_ID}`, "unchecked bytes");
    put(`resumable-uploads/${UPLOAD_ID}.json`, '{"metadata":{"owner":"7","filename":"private.mp3"}}');
    put("tmp/upload-0123456789abcdef01234567", "unchecked bytes");
    put("tmp/restore-0123456789ab/site.db", "a database");
    put("other/photo.jpg", "not meant to be public");
    put(`audio/${AUDIO_FILE}`, "ID3 sermon audio");
  });

  it("answers 404 for every file outside them, without drawing or writing", async () => {
    for (const url of [
      "/img/notice.txt",
      `/img/resumable-uploads/${UPLOAD_ID}`,
      `/img/resumable-uploads/${UPLOAD_ID}.json`,
      "/img/tmp/upload-0123456789abcdef01234567",
      "/img/tmp/restore-0123456789ab/site.db",
      "/img/other/photo.jpg",
      `/img/cache/illustrations/0123456789abcdef/${STORED[1]}`,
      `/img/audio/${AUDIO_FILE}`,
      "/img/",
      "/img/missing.webp",
      `/audio/../tmp/upload-0123456789abcdef01234567`,
      `/audio/..%2Ftmp%2Fupload-0123456789abcdef01234567`,
      `/audio/..%2Fresumable-uploads%2F${UPLOAD_ID}.json`,
    ]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toMatch(/unchecked|database|private|not meant|sermon audio/);
    }
    expect(drawing).toEqual({ composed: 0, encoded: 0 });
  });

  it("still serves the pictures of the scheme and the sermon audio", async () => {
    expect((await app.inject({ method: "GET", url: `/img/gen/${STORED[0]}` })).statusCode).toBe(200);
    const audio = await app.inject({ method: "GET", url: `/audio/${AUDIO_FILE}` });
    expect([audio.statusCode, audio.body]).toEqual([200, "ID3 sermon audio"]);
    expect(audio.headers["cache-control"]).toBe(IMMUTABLE);
  });

  it("never serves the picture cache inside MEDIA_DIR (its own store, not content)", async () => {
    for (const url of [
      `/img/cache/illustrations/0123456789abcdef/${STORED[1]}`,
      `/img/cache/./illustrations/0123456789abcdef/${STORED[1]}`,
      `/img/CACHE/illustrations/0123456789abcdef/${STORED[1]}`,
    ]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toBe("cached");
    }
  });
});
