import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { IMMUTABLE, registerMedia } from "./index";
import { renderIllustration } from "./render";
import { ImageStore } from "./store";

let app: FastifyInstance;
let mediaDir: string;
/** The names the site uses here; any other is refused. */
const USED = new Set(["sunrise-route-test", "portrait-route-test"]);
const drawings: string[] = [];
const asked: string[] = [];

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "media-"));
  fs.writeFileSync(path.join(mediaDir, "notice.txt"), "hello");
  const config = loadConfig({ MEDIA_DIR: mediaDir, DATABASE_URL: "sqlite::memory:", NODE_ENV: "test" });
  app = Fastify();
  const store = new ImageStore({
    dir: path.join(mediaDir, "gen"),
    render: (name, width, height, format) => {
      drawings.push(name);
      return renderIllustration(name, width, height, format);
    },
  });
  await registerMedia(app, config, {
    store,
    isUsedName: async (name) => {
      asked.push(name);
      return USED.has(name);
    },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe("GET /img/gen/<name>-<w>x<h>.<format>", () => {
  it.each([
    ["a bad name", "/img/gen/Dove_Worship-640x480.webp"],
    ["a name too long", `/img/gen/${"a".repeat(81)}-640x480.webp`],
    ["a width outside the scheme", "/img/gen/dove-worship-300x225.webp"],
    ["a height matching no aspect", "/img/gen/dove-worship-640x400.webp"],
    ["a format outside the scheme", "/img/gen/dove-worship-640x480.png"],
    ["no size at all", "/img/gen/dove-worship.webp"],
    ["a nested path", "/img/gen/x/dove-worship-640x480.webp"],
  ])("answers 404 for %s", async (_label, url) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).not.toMatch(/^image\//);
  });

  it("draws a good name, with the right type and year-long caching, then serves the stored file", async () => {
    const url = "/img/gen/sunrise-route-test-640x360.avif";
    const first = await app.inject({ method: "GET", url });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/avif");
    expect(first.headers["cache-control"]).toBe(IMMUTABLE);
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([640, 360]);
    expect(fs.existsSync(path.join(mediaDir, "gen", "sunrise-route-test-640x360.avif"))).toBe(true);

    const second = await app.inject({ method: "GET", url });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers["cache-control"]).toBe(IMMUTABLE);
  }, 20_000);

  it("serves WebP with its own content type", async () => {
    const response = await app.inject({ method: "GET", url: "/img/gen/portrait-route-test-160x160.webp" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
  }, 20_000);

  it("answers 404 for names the site does not use, drawing and writing nothing", async () => {
    const before = drawings.length;
    const names = Array.from({ length: 12 }, (_, i) => `dove-random-${i}-${Math.random().toString(36).slice(2, 8)}`);
    for (const name of names) {
      const response = await app.inject({ method: "GET", url: `/img/gen/${name}-640x480.webp` });
      expect(response.statusCode).toBe(404);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    expect(asked).toEqual(expect.arrayContaining(names));
    expect(drawings.length).toBe(before);
    const stored = fs.existsSync(path.join(mediaDir, "gen")) ? fs.readdirSync(path.join(mediaDir, "gen")) : [];
    expect(stored.filter((file) => names.some((name) => file.includes(name)))).toEqual([]);
  });

  it("answers 503 when the name cannot be checked because the database is away", async () => {
    const outage = Fastify();
    await registerMedia(
      outage,
      loadConfig({ MEDIA_DIR: mediaDir, DATABASE_URL: "sqlite::memory:", NODE_ENV: "test" }),
      {
        isUsedName: async () => {
          throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
        },
      },
    );
    const response = await outage.inject({ method: "GET", url: "/img/gen/dove-while-away-640x480.webp" });
    await outage.close();
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
  });

  it("asks about a name only when it is not stored yet", async () => {
    await app.inject({ method: "GET", url: "/img/gen/sunrise-route-test-640x360.avif" });
    asked.length = 0;
    const response = await app.inject({ method: "GET", url: "/img/gen/sunrise-route-test-640x360.avif" });
    expect(response.statusCode).toBe(200);
    expect(asked).toEqual([]);
  }, 20_000);

  it("answers HEAD without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/img/gen/portrait-route-test-160x160.webp" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.rawPayload.length).toBe(0);
  }, 20_000);
});

describe("other files under /img/", () => {
  it("serves files of the media folder and 404s the rest", async () => {
    const found = await app.inject({ method: "GET", url: "/img/notice.txt" });
    expect(found.statusCode).toBe(200);
    expect(found.body).toBe("hello");
    const missing = await app.inject({ method: "GET", url: "/img/missing.webp" });
    expect(missing.statusCode).toBe(404);
  });
});
