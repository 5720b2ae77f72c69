import fs from "node:fs";
import path from "node:path";
import ogs from "open-graph-scraper";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_URL_PREFIX, parseImageFile, pictureUseFiles, SHARE_IMAGE } from "#contract/images";
import { backgroundSlidePictures } from "~/ui/background-slideshow";
import { comingSoonSlides } from "#content/site/coming-soon";
import { DEMO_PAGES } from "#content/demo/pages";
import { aboutContent } from "~/features/about/content";
import { homeContent } from "~/features/home/content";
import { salvationHero } from "#content/site/salvation";
import { site } from "#content/site/site";
import { mandatePictures } from "~/features/about/mandate-section";
import { blogTeaserPictures } from "~/features/home/blog-teaser";
import { sermonPlaceholderPictures } from "~/features/sermons/normalize";
import { churchLifePictures } from "~/features/home/church-life";
import { DEMO_MUSIC_PAGE } from "#content/demo/music-page";
import { musicContent } from "~/features/music/read-content";
import { galleryPictures } from "~/features/music/sections/gallery-section";
import { teamPictures } from "~/features/music/sections/team-section";
import { journeyPictures } from "~/features/salvation/journey-screens";
import { slideImageUrls } from "~/features/salvation/tiled-slideshow";
import { seedDemoContent } from "#server/db/seed/index";
import { DEMO_CHURCH } from "#content/demo/church";
import { PICTURES_DIR } from "#server/http/media-files";
import { pictureCacheAt } from "#server/domain/pictures/illustration-cache";
import { producePictures } from "#server/domain/pictures/prepare-illustrations";
import { prepareSitePictures } from "#server/domain/pictures/site-pictures";
import { SHARED_PICTURE_CACHE } from "#tools/lib/production-server";
import { createTestApi, SITE_URL, type TestApi } from "./support";

/**
 * The site's pictures are drawn ahead of time (docs/decisions/021), so the list of files to draw
 * must be exactly what the pages and the API emit. This crawls every public page of a site seeded
 * with the demo content (following its links from / and the sitemap) and the API's lists, and:
 * - compares the picture files they name with content/illustrations/picture-files.ts (rewrite it with
 *   `npx vitest run --config vitest.api.config.ts tests/api/picture-files.test.ts -u`);
 * - after the start's preparation (server/domain/pictures/site-pictures.ts), requests every one: each exists;
 * - reads every page's first HTML as a link-preview scraper does (open-graph-scraper): a JPEG of
 *   1200x630 under 300 KB, with its type, size and alt texts, the site's name and locale.
 */
let t: TestApi;
const pages = new Map<string, string>();
const pictureFiles = new Set<string>();
const PICTURE = /\/img\/gen\/([a-z0-9-]+-\d+x\d+\.(?:avif|webp|jpg))/g;
const MAX_PAGES = 400;

/** Paths of the same site in a page's links: pages only (no API, files, staff side or feeds). */
function pageLinks(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<(?:a|loc)[^>]*?(?:href="([^"]+)"|>([^<]+)<\/loc)/g)) {
    const raw = (match[1] ?? match[2] ?? "").replaceAll("&amp;", "&");
    const url = new URL(raw, SITE_URL);
    if (url.origin !== SITE_URL) continue;
    if (/^\/(admin|api|img|assets)\b/.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) continue;
    links.push(url.pathname + url.search);
  }
  return links;
}

function collectPictures(body: string): void {
  for (const match of body.matchAll(PICTURE)) pictureFiles.add(match[1]);
}

/** The pages reached by links from `start`, each once (`seen` is shared between crawls). */
async function crawlPages(start: string[], seen: Set<string>): Promise<void> {
  const queue = start.filter((url) => !seen.has(url));
  for (const url of queue) seen.add(url);
  while (queue.length > 0) {
    const url = queue.shift()!;
    const response = await t.get(url);
    if (response.statusCode >= 300 && response.statusCode < 400) {
      const location = pageLinks(`<a href="${response.headers.location}">`)[0];
      if (location && !seen.has(location)) {
        seen.add(location);
        queue.push(location);
      }
      continue;
    }
    expect(response.statusCode, url).toBeLessThan(500);
    if (!String(response.headers["content-type"]).startsWith("text/html")) continue;
    pages.set(url, response.body);
    collectPictures(response.body);
    for (const link of pageLinks(response.body)) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push(link);
    }
    expect(seen.size, "pages to crawl").toBeLessThan(MAX_PAGES);
  }
}

/** Slugs of every row of a paginated API list. */
async function slugs(list: string): Promise<string[]> {
  const found: string[] = [];
  for (let page = 1; ; page++) {
    const body = (await t.get(`${list}?page=${page}&page_size=50`)).json() as {
      results: Array<{ slug: string }>;
      next: string | null;
    };
    found.push(...body.results.map((row) => row.slug));
    if (!body.next) return found;
  }
}

/** Every page of a paginated API list, and the plain lists. */
async function crawlApi(): Promise<void> {
  for (const list of ["/api/posts/", "/api/sermons/"]) {
    for (let page = 1; ; page++) {
      const response = await t.get(`${list}?page=${page}&page_size=50`);
      expect(response.statusCode, list).toBe(200);
      collectPictures(response.body);
      if (!(response.json() as { next: string | null }).next) break;
    }
  }
  for (const list of ["/api/posts/featured/", "/api/posts/latest/", "/api/posts/recent/", "/api/sermons/latest/"]) {
    const response = await t.get(list);
    expect(response.statusCode, list).toBe(200);
    collectPictures(response.body);
  }
  for (const slug of await slugs("/api/posts/")) collectPictures((await t.get(`/api/posts/${slug}/`)).body);
}

beforeAll(async () => {
  t = await createTestApi({
    pages: true,
    fixtures: async (database) => {
      await seedDemoContent(database);
    },
  });
  const seen = new Set<string>();
  // Sermon pages are linked from the sermons' modal, which the browser draws: start from them too.
  const sermonPages = (await slugs("/api/sermons/")).map((slug) => `/sermons/${encodeURIComponent(slug)}`);
  await crawlPages(["/", ...pageLinks((await t.get("/sitemap.xml")).body), ...sermonPages], seen);
  await crawlApi();
  // A draft's page as an editor previews it: as it will be once published.
  const drafts = await t.database.db.selectFrom("posts").select("slug").where("status", "=", "draft").execute();
  await t.database.db.updateTable("posts").set({ status: "published" }).where("status", "=", "draft").execute();
  await crawlPages(
    drafts.map((draft) => `/blog/${encodeURIComponent(draft.slug)}`),
    seen,
  );
  // Rendered only in the browser, in a later state (a slide, a tab, the next screen): each
  // component lists its own.
  for (const name of salvationHero.images) {
    const urls = slideImageUrls(name);
    collectPictures([...urls.sm, ...urls.lg].join(" "));
  }
  const home = homeContent(DEMO_PAGES.home);
  const stateful = [
    ...backgroundSlidePictures(home.slides),
    ...backgroundSlidePictures(comingSoonSlides),
    ...blogTeaserPictures(),
    ...sermonPlaceholderPictures(),
    ...churchLifePictures(home.life),
    ...mandatePictures(aboutContent(DEMO_PAGES.about).mandate),
    ...journeyPictures(),
    ...teamPictures(musicContent(DEMO_MUSIC_PAGE)),
    ...galleryPictures(musicContent(DEMO_MUSIC_PAGE)),
  ];
  collectPictures(
    stateful
      .flatMap(pictureUseFiles)
      .map((file) => `${IMAGE_URL_PREFIX}${file}`)
      .join(" "),
  );
}, 600_000);
afterAll(() => t?.close());

describe("the site's pictures", () => {
  it("are the files of content/illustrations/picture-files.ts, no more, no fewer", async () => {
    const sorted = [...pictureFiles].sort();
    for (const file of sorted) expect(parseImageFile(file), file).not.toBeNull();
    const module =
      "// Generated by tests/api/picture-files.test.ts (run it with -u to rewrite): every picture file the public\n" +
      "// pages and the API name for the site and its demo content, drawn ahead of time (docs/decisions/021).\n" +
      `export const PICTURE_FILES: readonly string[] = [\n${sorted.map((file) => `  "${file}",`).join("\n")}\n];\n`;
    await expect(module).toMatchFileSnapshot("../../content/illustrations/picture-files.ts");
  });

  it("all exist as files after the start's preparation, and are served", async () => {
    // The pictures' bytes are checked elsewhere (server/domain/pictures/render.test.ts, the quick-start
    // e2e); here only the link-preview JPEGs read below are really drawn (through the shared
    // cache, as the start does), the others are stand-ins made by the start's own code.
    const dir = path.join(t.config.mediaDir, PICTURES_DIR);
    const jpegs = [...pictureFiles].filter((file) => file.endsWith(".jpg"));
    await producePictures({ dir, files: jpegs, cache: pictureCacheAt(SHARED_PICTURE_CACHE) });
    const report = await prepareSitePictures(t.database.db, t.config, {
      cache: null,
      compose: (name, width, height) => `${name} ${width}x${height}`,
      encode: async (svg) => Buffer.from(svg),
    });
    expect(report.present).toBe(jpegs.length);
    expect(report.files).toBe(pictureFiles.size);
    const stored = new Set(fs.readdirSync(dir));
    for (const file of pictureFiles) {
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
      expect(imageUrl.origin, url).toBe(SITE_URL);
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
