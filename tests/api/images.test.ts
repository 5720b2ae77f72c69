import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageImages } from "../../app/content/images";
import { insertFixtures, PUBLISHED_POSTS, PUBLISHED_SERMONS } from "./fixtures";
import { createTestApi, type TestApi } from "./support";

/**
 * Pictures are drawn only for names the site uses (server/media/known-images.ts): the static
 * content's, and those of the database's image columns, looked up through migration 003's
 * indexes. Anything else is 404 and leaves nothing on disk.
 */
let t: TestApi;
let genDir: string;

beforeAll(async () => {
  t = await createTestApi({ fixtures: insertFixtures });
  genDir = path.join(t.config.mediaDir, "gen");
});
afterAll(() => t?.close());

const stored = () => (fs.existsSync(genDir) ? fs.readdirSync(genDir).sort() : []);

describe("/img/gen/ draws only the names the site uses", () => {
  it("a post's picture, its author's avatar and a sermon's card, named in the database", async () => {
    const files = [
      `sunrise-${PUBLISHED_POSTS[0].slug}-160x90.webp`,
      "people-pastor-portrait-160x160.avif",
      `${PUBLISHED_SERMONS[0].image}-160x120.webp`,
    ];
    for (const file of files) {
      const response = await t.get(`/img/gen/${file}`);
      expect(response.statusCode, file).toBe(200);
    }
    expect(stored()).toEqual(expect.arrayContaining(files));
  }, 30_000);

  it("a picture of the static content", async () => {
    const response = await t.get(`/img/gen/${pageImages.defaultHero}-160x90.webp`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
  }, 30_000);

  it("twelve names nobody uses: 404, nothing drawn, nothing written", async () => {
    const before = stored();
    for (let i = 0; i < 12; i++) {
      const response = await t.get(`/img/gen/dove-nobody-uses-${i}-${Date.now()}-640x480.webp`);
      expect(response.statusCode).toBe(404);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    expect(stored()).toEqual(before);
  });
});
