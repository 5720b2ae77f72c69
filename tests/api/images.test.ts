import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pageImages } from "#content/site/images";
import { shareImageUrl } from "#contract/images";
import { PICTURES_DIR } from "#server/domain/media/storage";
import { insertFixtures, PUBLISHED_POSTS } from "./fixtures";
import { createTestApi, type TestApi } from "./support";

/**
 * Pictures are drawn ahead of time (docs/decisions/021), never on a request: /img/gen/ serves the
 * files that exist and answers anything else with a 404 that costs nothing: no drawing, no
 * database query, nothing written, whether the name is one the site uses or not.
 */
let t: TestApi;
let genDir: string;
/** The first sermon's picture in tests/api/fixtures.ts. */
const SERMON_IMAGE = "dove-prayer";

beforeAll(async () => {
  t = await createTestApi({ fixtures: insertFixtures });
  genDir = path.join(t.config.mediaDir, PICTURES_DIR);
});
afterAll(() => t?.close());

const stored = () => (fs.existsSync(genDir) ? fs.readdirSync(genDir).sort() : []);

/** Counts the queries the app's database runs while `action` runs. */
async function queriesDuring(action: () => Promise<void>): Promise<number> {
  const spy = vi.spyOn(t.database.db.getExecutor(), "executeQuery");
  try {
    await action();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe("/img/gen/ serves what exists and nothing else", () => {
  it("the query counter sees the app's queries", async () => {
    expect(await queriesDuring(async () => void (await t.get("/api/posts/")))).toBeGreaterThan(0);
  });

  it("names the database uses, not drawn ahead of time: 404, nothing drawn, no query, nothing written", async () => {
    const files = [
      `sunrise-${PUBLISHED_POSTS[0].slug}-640x360.webp`,
      "people-pastor-portrait-160x160.avif",
      `${SERMON_IMAGE}-640x480.avif`,
      shareImageUrl(SERMON_IMAGE).split("/").pop()!,
    ];
    const queries = await queriesDuring(async () => {
      for (const file of files) {
        const response = await t.get(`/img/gen/${file}`);
        expect(response.statusCode, file).toBe(404);
        expect(response.headers["cache-control"]).toBe("no-store");
      }
    });
    expect(queries).toBe(0);
    expect(stored()).toEqual([]);
  });

  it("a name of the static content at a size no page uses, made-up names and invalid names: the same", async () => {
    const urls = [
      `/img/gen/${pageImages.defaultHero}-160x120.webp`,
      ...Array.from({ length: 12 }, (_, i) => `/img/gen/dove-nobody-uses-${i}-${Date.now()}-640x480.webp`),
      "/img/gen/Not_A_Name-640x480.webp",
      "/img/gen/dove-a-999x999.jpg",
    ];
    const queries = await queriesDuring(async () => {
      for (const url of urls) expect((await t.get(url)).statusCode, url).toBe(404);
    });
    expect(queries).toBe(0);
    expect(stored()).toEqual([]);
  });

  it("a file that exists is served, without a query", async () => {
    fs.mkdirSync(genDir, { recursive: true });
    const file = `${pageImages.defaultHero}-640x360.webp`;
    fs.writeFileSync(path.join(genDir, file), "stored bytes");
    let body = "";
    const queries = await queriesDuring(async () => {
      const response = await t.get(`/img/gen/${file}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/webp");
      body = response.body;
    });
    expect(body).toBe("stored bytes");
    expect(queries).toBe(0);
  });
});
