import { createHash } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentCsp, HSTS, NON_DOCUMENT_CSP, SECURITY_HEADERS } from "#server/http/security-headers";
import { STATIC_PAGES } from "~/lib/sitemap";
import { EVENTS_PATH } from "#contract/events";
import { LIVE_PAGE_CACHE_CONTROL } from "~/features/events/live";
import { CATEGORIES, insertFixtures, PUBLISHED_POSTS, PUBLISHED_SERMONS, TAGS } from "./fixtures";
import { createTestApi, type TestApi } from "./support";

/**
 * The security headers and HTTP caching of the pages and of the files that are not pages
 * (server/http/security-headers.ts, server/http/http-cache.ts, docs/decisions/005-security-headers-and-caching.md),
 * rendered by React Router in this process: every header of every page, over HTTP and over HTTPS
 * behind the proxy, a script policy made of the hashes of exactly the page's inline scripts, the
 * same bytes for every visitor with a 304 on revalidation; robots.txt, sitemap.xml and the RSS
 * feed, their contents and headers. What only a browser shows (no script refused, the YouTube
 * frame allowed) is in tests/e2e/security-headers.spec.ts; the API's own headers in headers.test.ts.
 */

// A visitor who got the API's cookie once: public pages must not change for it.
const VISITOR = "csrftoken=apiSecurityHeadersVisitor01234567";
const PUBLIC = "public, max-age=0, s-maxage=30, stale-while-revalidate=30";
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

const NEWEST_POST = PUBLISHED_POSTS[0];
/** Every public page, the routes with a parameter filled from the fixtures. */
const PAGES = [
  ...STATIC_PAGES.map((entry) => entry.path),
  "/blog/search?q=faith",
  `/blog/${NEWEST_POST.slug}`,
  `/category/${CATEGORIES[0].slug}`,
  `/tag/${TAGS[0].slug}`,
  "/archives/may-2025",
  `/sermons/${PUBLISHED_SERMONS[0].slug}`,
];

/** The hashes a page's policy must hold: one per inline script that a browser would run. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes].sort();
}

function expectPageHeaders(response: LightMyRequestResponse, https: boolean, url = "/"): void {
  const { headers } = response;
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
      .filter((name) => !TRANSPORT.has(name))
      .sort(),
  ).toEqual(expected.sort());
  for (const [name, value] of Object.entries(SECURITY)) expect(headers[name], name).toBe(value);
  expect(headers["strict-transport-security"]).toBe(https ? HSTS : undefined);
  expect(headers["content-type"]).toMatch(/^text\/html/);
  // The same bytes for everyone, kept by any cache; no cookie. The calendar's pages show a live
  // figure: kept by a shared cache only with a revalidation (decision 052).
  expect(headers["cache-control"], url).toBe(url.startsWith(EVENTS_PATH) ? LIVE_PAGE_CACHE_CONTROL : PUBLIC);
  expect(headers["set-cookie"]).toBeUndefined();
  expect(headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);

  const [defaultSrc, scriptSrc, ...rest] = String(headers["content-security-policy"]).split("; ");
  expect(defaultSrc).toBe(PAGE_DEFAULT_SRC);
  expect(rest).toEqual(PAGE_POLICY_REST);
  const [name, self, ...hashes] = scriptSrc!.split(" ");
  expect([name, self]).toEqual(["script-src", "'self'"]);
  // Exactly the page's own inline scripts, nothing more (no 'unsafe-inline', no nonce).
  expect(hashes.sort()).toEqual(inlineScriptHashes(response.body));
  expect(hashes.length).toBeGreaterThan(0);
  expect(response.body).not.toMatch(/\snonce=/);
}

let t: TestApi;
beforeAll(async () => {
  // Behind a TLS proxy on this machine: X-Forwarded-Proto: https from 127.0.0.1 is believed.
  t = await createTestApi({ fixtures: insertFixtures, pages: true, trustProxy: ["127.0.0.1"] });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.inject({ method: "GET", url, headers });

describe("headers of every page", () => {
  it.each([
    ["over HTTP", false],
    ["over HTTPS behind the proxy", true],
  ])("%s: every header, the script hashes of the page", async (_name, https) => {
    for (const url of PAGES) {
      const response = await get(url, { cookie: VISITOR, ...(https ? { "x-forwarded-proto": "https" } : {}) });
      expect(response.statusCode, url).toBe(200);
      expectPageHeaders(response, https, url);
    }
    // An unknown address: not stored, so a later page there is not hidden behind the 404.
    const missing = await get("/no-such-page", { cookie: VISITOR });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-store");
  });

  it("every visitor gets the same bytes, no cookie, and a 304 without a body", async () => {
    for (const url of ["/", "/contact-us", "/sermons", "/salvation", "/blog"]) {
      const first = await get(url, { cookie: VISITOR });
      const second = await get(url, { cookie: VISITOR });
      expect(second.body, url).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);

      const revalidated = await get(url, { cookie: VISITOR, "if-none-match": String(first.headers.etag) });
      expect(revalidated.statusCode, url).toBe(304);
      expect(revalidated.rawPayload.length).toBe(0);
      expect(revalidated.headers.etag).toBe(first.headers.etag);
      expect(revalidated.headers["cache-control"]).toBe(PUBLIC);
      // A first visit (no cookie at all) gets the very same page, and no cookie either.
      const stranger = await get(url);
      expect(stranger.headers["set-cookie"], url).toBeUndefined();
      expect(stranger.body, url).toBe(first.body);
      expect(stranger.headers.etag).toBe(first.headers.etag);
    }
  });
});

describe("files that are not pages", () => {
  it("no page policy, no cookie, public for their own time", async () => {
    for (const [url, cacheControl] of [
      ["/robots.txt", "public, max-age=3600"],
      ["/sitemap.xml", "public, max-age=3600"],
      ["/blog/rss.xml", "public, max-age=900"],
    ] as const) {
      const known = await get(url, { cookie: VISITOR });
      expect(known.statusCode, url).toBe(200);
      expect(known.headers["content-security-policy"]).toBe(NON_DOCUMENT_CSP);
      expect(known.headers["cache-control"]).toBe(cacheControl);
      expect(known.headers.etag).toMatch(/^W\//);
      const stranger = await get(url);
      expect(stranger.headers["set-cookie"]).toBeUndefined();
      expect(stranger.headers["cache-control"]).toBe(cacheControl);
    }
  });

  it("robots.txt keeps crawlers out of the API and points to the sitemap, which lists every page and post", async () => {
    const robots = await get("/robots.txt");
    expect(robots.body).toContain("Disallow: /api/");
    expect(robots.body).toContain(`Sitemap: ${t.config.siteUrl}/sitemap.xml`);

    const sitemap = await get("/sitemap.xml");
    expect(sitemap.headers["content-type"]).toContain("application/xml");
    for (const { path } of STATIC_PAGES) expect(sitemap.body).toContain(`${t.config.siteUrl}${path}</loc>`);
    for (const post of PUBLISHED_POSTS.slice(0, 5)) {
      expect(sitemap.body).toContain(`/blog/${encodeURIComponent(post.slug)}</loc>`);
    }
  });

  it("the RSS feed is RSS 2.0 and lists the newest post", async () => {
    const feed = await get("/blog/rss.xml");
    expect(feed.headers["content-type"]).toContain("application/rss+xml");
    expect(feed.body).toContain('<rss version="2.0"');
    expect(feed.body).toContain(`/blog/${NEWEST_POST.slug}</link>`);
  });
});
