import { createHash } from "node:crypto";
import type { APIResponse, Page } from "@playwright/test";
import { allowConsoleErrors, expect, gotoPage, test } from "#tests/e2e/support/fixtures";
import { insertCategory, insertPost, insertTag, uniqueSlug } from "#tests/e2e/support/blog-fixtures";
import { FIXED_PUBLIC_ROUTES, MINISTRY_ROUTES } from "#tests/e2e/support/routes";
import { documentCsp, HSTS, NON_DOCUMENT_CSP, SECURITY_HEADERS } from "#server/http/security-headers";

/**
 * The security headers and HTTP caching of the pages, on the production build
 * (server/http/security-headers.ts, server/http/http-cache.ts, docs/decisions/005-security-headers-and-caching.md):
 * every header of every route, a script policy made of the hashes of exactly the page's inline
 * scripts, no policy violation in the browser on any route (the fixture fails a test on any console
 * error, and the page records every securitypolicyviolation event), and the YouTube frame allowed.
 * The API's headers are in tests/api/headers.test.ts.
 */

// A visitor who got the API's cookie once: public pages must not change for it (issue 17).
const VISITOR = "csrftoken=e2eSecurityHeadersVisitor0123456";
const PUBLIC = "public, max-age=0, s-maxage=30, stale-while-revalidate=30";

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

// Imported: their values are pinned once, in server/http/security-headers.test.ts.
const SECURITY = SECURITY_HEADERS;
// A page's policy; its script-src holds the page's own hashes besides 'self'.
const [PAGE_DEFAULT_SRC, , ...PAGE_POLICY_REST] = documentCsp([], { viteDev: false }).split("; ");
// Transport and encoding headers every answer may carry besides.
const TRANSPORT = new Set([
  "connection",
  "keep-alive",
  "date",
  "content-length",
  "transfer-encoding",
  "content-encoding",
  "vary",
]);

/** The hashes a page's policy must hold: one per inline script that a browser would run. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes].sort();
}

async function expectPageHeaders(response: APIResponse, https: boolean): Promise<string> {
  const headers = response.headers();
  const html = await response.text();
  const expected = [
    ...Object.keys(SECURITY),
    "content-security-policy",
    "cache-control",
    "etag",
    "content-type",
    ...(https ? ["strict-transport-security"] : []),
  ];
  expect(
    Object.keys(headers)
      .filter((name) => !TRANSPORT.has(name) && name !== "set-cookie")
      .sort(),
  ).toEqual(expected.sort());
  for (const [name, value] of Object.entries(SECURITY)) expect(headers[name], name).toBe(value);
  expect(headers["strict-transport-security"]).toBe(https ? HSTS : undefined);
  expect(headers["content-type"]).toMatch(/^text\/html/);
  // Issue 17: the same bytes for everyone, kept by any cache (SHARED_CACHE_SECONDS, STALE_WHILE_REVALIDATE_SECONDS).
  expect(headers["cache-control"]).toBe(PUBLIC);
  expect(headers["set-cookie"]).toBeUndefined();
  expect(headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);

  const [defaultSrc, scriptSrc, ...rest] = headers["content-security-policy"].split("; ");
  expect(defaultSrc).toBe(PAGE_DEFAULT_SRC);
  expect(rest).toEqual(PAGE_POLICY_REST);
  const [name, self, ...hashes] = scriptSrc.split(" ");
  expect([name, self]).toEqual(["script-src", "'self'"]);
  // Exactly the page's own inline scripts, nothing more (no 'unsafe-inline', no nonce).
  expect(hashes.sort()).toEqual(inlineScriptHashes(html));
  expect(hashes.length).toBeGreaterThan(0);
  expect(html).not.toMatch(/\snonce=/);
  return html;
}

test.describe("headers of every page", () => {
  test("over HTTP and over HTTPS behind the proxy: every header, the script hashes of the page", async ({
    request,
  }, testInfo) => {
    for (const path of [...pageRoutes(blogRows(testInfo.project.name)), "/no-such-page"]) {
      for (const https of [false, true]) {
        const response = await request.get(path, {
          headers: { cookie: VISITOR, ...(https ? { "x-forwarded-proto": "https" } : {}) },
          maxRedirects: 0,
        });
        expect(response.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
        if (response.status() === 404) {
          // Not stored: a later page at this address must not be hidden behind the 404.
          expect(response.headers()["cache-control"]).toBe("no-store");
          continue;
        }
        await expectPageHeaders(response, https);
      }
    }
  });

  test("every visitor gets the same bytes, no cookie, and a 304 without a body", async ({ request }) => {
    for (const path of ["/", "/contact-us", "/sermons", "/salvation", "/blog"]) {
      const first = await request.get(path, { headers: { cookie: VISITOR } });
      const second = await request.get(path, { headers: { cookie: VISITOR } });
      expect(await second.text(), path).toBe(await first.text());
      expect(second.headers().etag).toBe(first.headers().etag);
      expect(second.headers()["content-security-policy"]).toBe(first.headers()["content-security-policy"]);

      const revalidated = await request.get(path, {
        headers: { cookie: VISITOR, "if-none-match": first.headers().etag },
      });
      expect(revalidated.status(), path).toBe(304);
      expect((await revalidated.body()).length).toBe(0);
      expect(revalidated.headers().etag).toBe(first.headers().etag);
      expect(revalidated.headers()["cache-control"]).toBe(PUBLIC);
      // A first visit (no cookie at all) gets the very same page, and no cookie either.
      const stranger = await request.get(path, { headers: { cookie: "" } });
      expect(stranger.headers()["set-cookie"], path).toBeUndefined();
      expect(await stranger.text(), path).toBe(await first.text());
      expect(stranger.headers().etag).toBe(first.headers().etag);
    }
  });

  test("files that are not pages: no page policy, no cookie, public", async ({ request }) => {
    for (const [path, cacheControl] of [
      ["/robots.txt", "public, max-age=3600"],
      ["/sitemap.xml", "public, max-age=3600"],
      ["/blog/rss.xml", "public, max-age=900"],
    ]) {
      const known = await request.get(path, { headers: { cookie: VISITOR } });
      expect(known.status(), path).toBe(200);
      expect(known.headers()["content-security-policy"]).toBe(NON_DOCUMENT_CSP);
      expect(known.headers()["cache-control"]).toBe(cacheControl);
      expect(known.headers().etag).toMatch(/^W\//);
      const stranger = await request.get(path, { headers: { cookie: "" } });
      expect(stranger.headers()["set-cookie"]).toBeUndefined();
      expect(stranger.headers()["cache-control"]).toBe(cacheControl);
    }
  });

  test("hashed assets of the build: brotli or gzip as asked, immutable for a year", async ({ request }) => {
    const html = await (await request.get("/", { headers: { cookie: VISITOR } })).text();
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
