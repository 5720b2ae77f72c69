import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { BUDGETS, jsBudget, kb, pageWeightBudget } from "#tools/lib/budgets";
import { measureVisit, newPhoneContext, type PageWeight } from "#tools/lib/page-weight";
import { firstVisitJs, readManifest } from "#tools/lib/route-js";
import routes from "~/routes";
import { POSTS } from "#content/demo/posts";
import { SERMONS } from "#content/demo/sermons";
import { mayOpen, STAFF_AREAS } from "#server/auth/areas";
import { RESUMABLE_UPLOAD_SCRIPT } from "~/features/uploads/upload-progress";
import { addMember, signInAs } from "#tests/e2e/support/staff";

/**
 * The budgets of docs/performance.md, Budgets (limits in tools/lib/budgets.ts), failing the build:
 * - on the built assets: the brotli JavaScript a first visit of every page route downloads;
 * - on the rendered pages, on a 390 px phone with an empty cache: the bytes transferred, the
 *   JavaScript actually downloaded (lazy chunks included), the largest image above the fold
 *   (never lazy), width and height on every image, and a repeat visit that costs the HTML alone.
 * They run once, in the phone project (untagged: tests/e2e/support/widths.ts): the desktop project
 * would measure the same bytes.
 */

/**
 * Ids of the routes of app/routes.ts a visitor lands on, as React Router names them (the file
 * without its extension): the leaves, not the layouts around them.
 */
function routeIds(entries: ReadonlyArray<{ id?: string; file: string; children?: unknown[] }>): string[] {
  return entries.flatMap((entry) =>
    entry.children?.length
      ? routeIds(entry.children as typeof entries)
      : [entry.id ?? entry.file.replace(/\.[jt]sx?$/, "")],
  );
}

/**
 * The staff side (/admin) is apart: its pages download no JavaScript at all (the admin layout's
 * handle leaves React Router's scripts out; tests/e2e/admin-frame.spec.ts reads their HTML), so its
 * route modules in the manifest are never a visitor's download and are not measured here.
 */
function isStaffRoute(id: string): boolean {
  return /^(routes\/admin\/|admin-)/.test(id);
}

test("first-visit JavaScript of every route is within budget (built assets, brotli; files)", () => {
  const measured = firstVisitJs("build/client").filter((route) => !isStaffRoute(route.id));
  const measuredIds = new Set(measured.map((route) => route.id));
  // Every route of the table that renders a page is measured (not the redirects, files (robots,
  // sitemap, feeds, the calendar's files, the web manifest) and /newsletter, where forms post without JavaScript).
  for (const id of routeIds(routes)) {
    if (!/redirect|robots|sitemap|rss|feed|-file|manifest|newsletter/.test(id) && !isStaffRoute(id))
      expect(measuredIds, `route ${id} measured`).toContain(id);
  }
  const over = measured
    .filter((route) => route.brotli > jsBudget(route.path))
    .map((route) => `${route.path} (${route.id}): ${kb(route.brotli)} > ${kb(jsBudget(route.path))}`);
  const tooManyFiles = measured
    .filter((route) => route.files.length > BUDGETS.scriptRequests)
    .map((route) => `${route.path} (${route.id}): ${route.files.length} > ${BUDGETS.scriptRequests}`);
  console.log(
    measured.map((route) => `${route.path.padEnd(26)} ${kb(route.brotli)} in ${route.files.length} files`).join("\n"),
  );
  console.log(`${"/admin/...".padEnd(26)} no JavaScript (staff pages, measured apart)`);
  expect(over, "routes over their JavaScript budget").toEqual([]);
  expect(tooManyFiles, "routes over their script request budget").toEqual([]);
});

test("no staff route's module is in any public page's scripts", () => {
  const manifest = readManifest("build/client");
  // The post preview is the public post page's own module under a staff address: its
  // staff half (the loader) never reaches the browser. Such a module is a public one.
  const publicModules = new Set(
    Object.values(manifest.routes)
      .filter((route) => !isStaffRoute(route.id))
      .map((route) => route.module),
  );
  const staffModules = Object.values(manifest.routes)
    // A resource route (sign-out) sends no code of its own to the browser: Rollup may use its
    // empty chunk to hold modules public pages share, under its name.
    .filter((route) => isStaffRoute(route.id) && route.hasDefaultExport && !publicModules.has(route.module))
    .map((route) => route.module);
  expect(staffModules.length, "staff routes in the build").toBeGreaterThan(5);
  const publicFiles = new Set(
    firstVisitJs("build/client")
      .filter((route) => !isStaffRoute(route.id))
      .flatMap((route) => route.files),
  );
  expect(
    staffModules.filter((file) => publicFiles.has(file)),
    "staff modules a public page loads",
  ).toEqual([]);
  // Nor the staff side's small shared helpers, which Rollup would fold into a public chunk
  // (tools/lib/staff-apart.ts): the post editor's own classes stand for them.
  const withStaffHelpers = [...publicFiles].filter((file) =>
    fs.readFileSync(path.join("build/client", file), "utf8").includes("ProseMirror-selectednode"),
  );
  expect(withStaffHelpers, "public scripts holding the staff side's helpers").toEqual([]);
});

const MINISTRIES = ["/intercession", "/evangelism", "/media", "/hospitality", "/healing", "/youth", "/children"];
const PAGES = [
  "/",
  "/about-us",
  "/contact-us",
  "/blog",
  "POST",
  "/sermons",
  "SERMON",
  "/salvation",
  "/music",
  "/coming-soon",
  "/events",
  "/events/songwriters-workshop",
  // The giving form: the e2e server has giving configured against the simulated Paynow (tools/e2e-server.ts).
  "/give",
];

/**
 * The newest post and sermon of the demo content: the pages a visitor of the demo lands on. Not
 * "the newest row": other tests publish their own posts and sermons while this one runs.
 */
function aPostPath(): string {
  const now = new Date().toISOString();
  const newest = POSTS.filter((post) => post.status !== "draft" && post.publishedAt <= now).sort((a, b) =>
    b.publishedAt.localeCompare(a.publishedAt),
  )[0];
  return `/blog/${newest.slug}`;
}

function aSermonPath(): string {
  const newest = [...SERMONS].sort((a, b) => b.preachedOn.localeCompare(a.preachedOn))[0];
  return `/sermons/${newest.slug}`;
}

/** Ministry pages show their own 800 ms spinner before the content (and its images). */
async function contentShown(page: Page) {
  await expect(page.locator("[data-ministry-loading]")).toHaveCount(0, { timeout: 15_000 });
}

interface ImageFacts {
  src: string;
  width: string | null;
  height: string | null;
  lazy: boolean;
  aboveFold: boolean;
  raster: boolean;
  modernSources: boolean;
}

/** Every <img> of the page: its attributes, and whether it shows in the first viewport. */
function imageFacts(page: Page): Promise<ImageFacts[]> {
  return page.evaluate(() =>
    [...document.images].map((img) => {
      const rect = img.getBoundingClientRect();
      const shown =
        rect.width > 0 &&
        rect.height > 0 &&
        rect.top < window.innerHeight &&
        rect.bottom > 0 &&
        img.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      const sources = img.parentElement?.tagName === "PICTURE" ? [...img.parentElement.querySelectorAll("source")] : [];
      const types = sources.filter((source) => source.srcset).map((source) => source.type);
      const src = img.currentSrc || img.src;
      return {
        src,
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        lazy: img.loading === "lazy",
        aboveFold: shown,
        raster: !/\.svg(\?|$)/.test(src) && !src.startsWith("data:image/svg"),
        modernSources: types.includes("image/avif") && types.includes("image/webp"),
      };
    }),
  );
}

function summary(weight: PageWeight): string {
  return `html ${kb(weight.html)}, js ${kb(weight.js)}, css ${kb(weight.css)}, font ${kb(weight.font)}, image ${kb(weight.image)}, other ${kb(weight.other)}`;
}

for (const listed of [...PAGES, ...MINISTRIES]) {
  const named = listed === "POST" ? "a blog post" : listed === "SERMON" ? "a sermon's page" : listed;
  test(`page budgets of ${named}`, async ({ browser, baseURL }) => {
    const path = listed === "POST" ? aPostPath() : listed === "SERMON" ? aSermonPath() : listed;
    const url = `${baseURL}${path}`;
    const options = MINISTRIES.includes(path) ? { ready: contentShown } : {};
    const context = await newPhoneContext(browser);
    try {
      const page = await context.newPage();
      const first = await measureVisit(page, url, options);
      expect(first.status, `${path} answers 200`).toBe(200);
      const images = await imageFacts(page);

      expect(first.total, `${path} first view: ${summary(first)}`).toBeLessThanOrEqual(pageWeightBudget(path));
      expect(first.jsBody, `${path} JavaScript downloaded (brotli bodies)`).toBeLessThanOrEqual(jsBudget(path));

      const unsized = images.filter((image) => !image.width || !image.height).map((image) => image.src);
      expect(unsized, "images without width and height").toEqual([]);
      const notModern = images.filter((image) => image.raster && !image.modernSources).map((image) => image.src);
      expect(notModern, "raster images without AVIF and WebP sources").toEqual([]);

      const above = images.filter((image) => image.aboveFold);
      expect(
        above.filter((image) => image.lazy).map((image) => image.src),
        "lazy images above the fold",
      ).toEqual([]);
      const bytesOf = (src: string) => first.resources.find((resource) => resource.url === src)?.bytes ?? 0;
      for (const image of above) {
        expect(bytesOf(image.src), `above the fold: ${image.src}`).toBeLessThanOrEqual(BUDGETS.largestImage);
      }

      // A repeat visit (a new tab of the same browser profile): the HTML alone.
      await page.close();
      const repeat = await measureVisit(await context.newPage(), url, options);
      const paid = repeat.resources
        .filter((resource) => resource.kind !== "html" && resource.bytes > 0)
        .map((resource) => `${resource.url} (${resource.bytes} B)`);
      expect(paid, "bytes a repeat visit paid besides the HTML").toEqual([]);
      console.log(
        `${path.padEnd(28)} first ${kb(first.total)} (${summary(first)}; js bodies ${kb(first.jsBody)}; ${first.requests} requests); repeat ${kb(repeat.total)}`,
      );
    } finally {
      await context.close();
    }
  });
}

/** Staff pages beyond each area's list: the editors, where the heavier scripts are. */
const RICH_TEXT_EDITORS = ["/admin/posts/new", "/admin/pages/own/new", "/admin/events/new"];
const STAFF_EDITORS = [...RICH_TEXT_EDITORS, "/admin/sermons/new"];

test("every staff page stays light on a phone, and the upload client loads only where a file is chosen", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await addMember("admin");
  await signInAs(page, admin);
  const paths = [...STAFF_AREAS.filter((area) => mayOpen("admin", area)).map((area) => area.path), ...STAFF_EDITORS];
  const cdp = await page.context().newCDPSession(page);
  const rows: string[] = [];
  const over: string[] = [];
  const misplaced: string[] = [];
  for (const path of paths) {
    // Each a first view: nothing from the pages before it in the cache.
    await cdp.send("Network.clearBrowserCache");
    const weight = await measureVisit(page, path, { quietMs: 300 });
    expect(weight.status, `${path} answers 200`).toBe(200);
    const chooses = (await page.locator('input[type="file"]').count()) > 0;
    const uploads = weight.resources.some((resource) => new URL(resource.url).pathname === RESUMABLE_UPLOAD_SCRIPT);
    if (uploads !== chooses) misplaced.push(`${path}: file field ${chooses}, upload client ${uploads}`);
    const budget = BUDGETS.staffPageWeight[RICH_TEXT_EDITORS.includes(path) ? "richTextEditor" : "page"];
    if (weight.total > budget) over.push(`${path}: ${kb(weight.total)} > ${kb(budget)}`);
    rows.push(`${path.padEnd(28)} ${kb(weight.total)} (${summary(weight)}; ${weight.requests} requests)`);
  }
  console.log(rows.join("\n"));
  expect(over, "staff pages over their budget").toEqual([]);
  expect(misplaced, "the upload client where no file is chosen, or missing where one is").toEqual([]);
});
