import type { Page } from "@playwright/test";
import { allowConsoleErrors, expect, gotoPage, test } from "#tests/e2e/support/fixtures";
import { insertCategory, insertPost, insertTag, uniqueSlug } from "#tests/e2e/support/blog-fixtures";
import { FIXED_PUBLIC_ROUTES, MINISTRY_ROUTES } from "#tests/e2e/support/routes";

/**
 * The security headers of the pages in the browser, on the production build
 * (server/http/security-headers.ts, docs/decisions/005-security-headers-and-caching.md): no policy
 * violation on any route (the fixture fails a test on any console error, and the page records
 * every securitypolicyviolation event), and the YouTube frame allowed; the build's compressed
 * assets. Every header of every page and the HTTP caching are in tests/api/page-headers.test.ts,
 * the API's in tests/api/headers.test.ts.
 */

interface Fixture {
  post: string;
  category: string;
  tag: string;
}

/** Rows of this test's own, so the routes with parameters have something to show. */
function blogRows(project: string): Fixture {
  const category = uniqueSlug("headers-category", project);
  const tag = uniqueSlug("headers-tag", project);
  const post = uniqueSlug("headers-post", project);
  insertPost({
    slug: post,
    title: `Security headers ${post}`,
    content: "<p>Faith comes from hearing.</p>",
    categoryId: insertCategory(`Headers ${category}`, category),
    tagIds: [insertTag(`Headers ${tag}`, tag)],
    publishedAt: "2025-03-07T08:00:00.000Z",
  });
  return { post, category, tag };
}

function pageRoutes({ post, category, tag }: Fixture): string[] {
  return [
    "/",
    ...FIXED_PUBLIC_ROUTES,
    `/blog/${post}`,
    `/category/${category}`,
    `/tag/${tag}`,
    "/archives/march-2025",
    ...MINISTRY_ROUTES,
  ];
}

test.describe("headers of the build's files", () => {
  // The one request-only test here: the build's own compressed assets (the API suite runs before
  // the build and checks the same rules on a build in miniature, tests/api/headers.test.ts).
  test("hashed assets of the build: brotli or gzip as asked, immutable for a year", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset, "a modulepreload link on the home page").toBeTruthy();
    for (const [accept, encoding] of [
      ["br", "br"],
      ["gzip", "gzip"],
      ["gzip, deflate, br", "br"],
    ]) {
      const response = await request.get(asset!, { headers: { "accept-encoding": accept } });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-encoding"], accept).toBe(encoding);
      expect(response.headers().vary).toBe("accept-encoding");
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers()["content-security-policy"]).toBeUndefined();
    }
  });
});

/** Records every CSP violation the page reports (besides the console message the fixture catches). */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = log;
    document.addEventListener("securitypolicyviolation", (event) => {
      log.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
}

async function expectNoViolations(page: Page, path: string): Promise<void> {
  const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
  expect(violations, path).toEqual([]);
}

test.describe("in the browser", () => {
  test("no route has a script refused, and every page starts (its inline scripts ran)", async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    allowConsoleErrors(page, /status of 404/);
    await recordViolations(page);
    for (const path of [...pageRoutes(blogRows(testInfo.project.name)), "/no-such-page"]) {
      await gotoPage(page, path);
      // Set by the inline context script and the inline module script: hydration ran.
      expect(
        await page.evaluate(
          () => typeof (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules,
        ),
        path,
      ).toBe("object");
      // The theme script in <head> ran before paint.
      expect(await page.evaluate(() => document.documentElement.style.colorScheme), path).toMatch(/^(light|dark)$/);
      await expectNoViolations(page, path);
    }
  });

  test("navigating inside the app fetches its data without a violation", async ({ page }, testInfo) => {
    const { post, category } = blogRows(testInfo.project.name);
    await recordViolations(page);
    await gotoPage(page, `/category/${category}`);
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.getByRole("link", { name: `Security headers ${post}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Security headers ${post}` })).toBeVisible();
    // Still the same document: React Router fetched the data (connect-src), no full load.
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    await expectNoViolations(page, "category -> post");
  });

  test("the sermon video's YouTube frame is allowed", async ({ page }) => {
    // No internet here: YouTube's answer is stood in for. A frame the policy refused would not load it.
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>video</title><p>video</p>" }),
    );
    await recordViolations(page);
    await gotoPage(page, "/sermons");
    await page
      .getByRole("button", { name: /^Play / })
      .first()
      .click();
    const frame = page.getByRole("dialog").locator("iframe");
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[^/?]+\?/);
    await expect(page.frameLocator("[role=dialog] iframe").getByText("video")).toBeVisible();
    await expectNoViolations(page, "/sermons video");
  });
});
