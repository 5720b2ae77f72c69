import fs from "node:fs";
import path from "node:path";
import ogs from "open-graph-scraper";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_URL_PREFIX, imageUrl, parseImageFile, SHARE_IMAGE } from "#contract/images";
import { pageDefinition, picturesOf, type PageKey } from "#contract/page-content";
import { PICTURE_PREVIEW } from "#contract/pictures";
import { DEMO_CHURCH } from "#content/demo/church";
import { DEMO_PAGES } from "#content/demo/pages";
import { site } from "#content/site/site";
import { seedDemoContent } from "#server/seed/index";
import { pictureCacheAt } from "#server/domain/pictures/illustration-cache";
import { PICTURE_LIST_FILE, readPictureList } from "#server/domain/pictures/picture-list";
import { producePictures } from "#server/domain/pictures/prepare-illustrations";
import { prepareSitePictures } from "#server/domain/pictures/site-pictures";
import { PICTURES_DIR } from "#server/domain/media/storage";
import { SHARED_PICTURE_CACHE } from "#tools/lib/production-server";
import { CRAWL_ORIGIN, crawlSitePictures } from "#tools/lib/site-picture-crawl";
import { createTestApi, type TestApi } from "./support";

/**
 * The site's pictures are drawn ahead of time (docs/decisions/021), from the list `npm run build`
 * makes by reading the built site (build/picture-files.json, tools/list-site-pictures.ts). This
 * reads the site the same way, rendered from the source, and checks what the list promises:
 * - it is the build's list (a build older than the source has a list of its own: build again);
 * - every picture of the demo content and of the demo pages is in it, each page's picture also in
 *   the shape its staff form previews it;
 * - after the start's preparation (server/domain/pictures/site-pictures.ts), every file exists and
 *   is served;
 * - every page's first HTML, read as a link-preview scraper does (open-graph-scraper), names a
 *   JPEG of 1200x630 under 300 KB, with its type, size and alt texts, the site's name and locale.
 */
let t: TestApi;
let pages = new Map<string, string>();
let files: string[] = [];

beforeAll(async () => {
  t = await createTestApi({
    pages: true,
    siteUrl: CRAWL_ORIGIN,
    fixtures: async (database) => {
      await seedDemoContent(database);
    },
  });
  ({ files, pages } = await crawlSitePictures(t.get, t.database.db));
}, 600_000);
afterAll(() => t?.close());

describe("the site's pictures", () => {
  it("are the build's list, no more, no fewer", () => {
    expect(readPictureList(), `${PICTURE_LIST_FILE} (npm run build makes it)`).toEqual(files);
  });

  it("include every picture of the demo content, and each page's picture in its staff form's preview", async () => {
    const names = new Set(files.map((file) => parseImageFile(file)!.name));
    const posts = await t.database.db.selectFrom("posts").select(["slug", "image", "author_image"]).execute();
    for (const post of posts) {
      expect(names, post.slug).toContain(post.image);
      expect(names, post.slug).toContain(post.author_image);
    }
    const sermons = await t.database.db.selectFrom("sermons").select(["slug", "image"]).execute();
    for (const sermon of sermons) expect(names, sermon.slug).toContain(sermon.image);
    // A built-in picture is drawn only in the shapes the public page shows it in, so a field that
    // names another shape than its page would show staff a broken picture.
    for (const key of Object.keys(DEMO_PAGES) as PageKey[]) {
      const previews = picturesOf(pageDefinition(key)!, DEMO_PAGES[key]).map(({ name, shape }) =>
        imageUrl(name, shape, PICTURE_PREVIEW.width, PICTURE_PREVIEW.format).slice(IMAGE_URL_PREFIX.length),
      );
      expect(
        previews.filter((file) => !files.includes(file)),
        key,
      ).toEqual([]);
    }
  });

  it("all exist as files after the start's preparation, and are served", async () => {
    // The pictures' bytes are checked elsewhere (server/domain/pictures/render.test.ts, the quick-start
    // e2e); here only the link-preview JPEGs read below are really drawn (through the shared
    // cache, as the start does), the others are stand-ins made by the start's own code.
    const dir = path.join(t.config.mediaDir, PICTURES_DIR);
    const jpegs = files.filter((file) => file.endsWith(".jpg"));
    await producePictures({ dir, files: jpegs, cache: pictureCacheAt(SHARED_PICTURE_CACHE) });
    const report = await prepareSitePictures(t.database.db, t.config, {
      files,
      cache: null,
      compose: (name, width, height) => `${name} ${width}x${height}`,
      encode: async (svg) => Buffer.from(svg),
    });
    expect(report.present).toBe(jpegs.length);
    expect(report.files).toBe(files.length);
    const stored = new Set(fs.readdirSync(dir));
    for (const file of files) {
      expect(stored.has(file), file).toBe(true);
      const response = await t.get(`${IMAGE_URL_PREFIX}${file}`);
      expect(response.statusCode, file).toBe(200);
    }
  }, 300_000);

  it("every public page's link preview is a JPEG of 1200x630 under 300 KB, with alt texts, site name and locale", async () => {
    expect(pages.size).toBeGreaterThan(30);
    const checked = new Map<string, number>();
    for (const [url, html] of pages) {
      const { error, result } = await ogs({ html });
      expect(error, url).toBe(false);
      expect(result.ogSiteName, url).toBe(DEMO_CHURCH.name);
      expect(result.ogLocale, url).toBe(site.locale);
      const image = result.ogImage?.[0];
      expect(image, url).toBeDefined();
      expect(image!.type, url).toBe("image/jpeg");
      expect([Number(image!.width), Number(image!.height)], url).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height]);
      const imageUrl = new URL(image!.url);
      expect(imageUrl.origin, url).toBe(CRAWL_ORIGIN);
      expect(imageUrl.pathname, url).toMatch(/^\/img\/gen\/[a-z0-9-]+-1200x630\.jpg$/);
      expect(result.ogImage?.[0]?.alt ?? "", url).not.toBe("");
      expect(result.twitterImage?.[0]?.alt ?? "", url).not.toBe("");
      expect(result.twitterImage?.[0]?.url, url).toBe(image!.url);
      if (!checked.has(imageUrl.pathname)) {
        const response = await t.get(imageUrl.pathname);
        expect(response.statusCode, imageUrl.pathname).toBe(200);
        expect(response.headers["content-type"]).toBe("image/jpeg");
        expect(response.rawPayload.length).toBeLessThan(300 * 1024);
        const meta = await sharp(response.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height], imageUrl.pathname).toEqual(["jpeg", 1200, 630]);
        checked.set(imageUrl.pathname, response.rawPayload.length);
      }
    }
    // Posts and sermons with a picture show theirs, the others the site's.
    expect(checked.size).toBeGreaterThan(20);
  }, 300_000);
});
