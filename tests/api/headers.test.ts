import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageImages } from "#content/site/images";
import { PICTURES_DIR } from "#server/domain/media/storage";
import { HSTS, NON_DOCUMENT_CSP, SECURITY_HEADERS } from "#server/http/security-headers";
import { producePictures } from "#server/domain/pictures/prepare-illustrations";
import { insertFixtures, PUBLISHED_POSTS } from "./fixtures";
import { createTestApi, type TestApi, type TestApiOptions } from "./support";

/**
 * Security headers and HTTP caching of the API and of the static files (server/http/security-headers.ts,
 * server/http/http-cache.ts, docs/decisions/005-security-headers-and-caching.md). The pages' headers
 * are in page-headers.test.ts, and the page policy itself in server/http/security-headers.test.ts.
 */

/** A server behind a TLS-terminating proxy (inject() connects from 127.0.0.1, listed in TRUST_PROXY). */
const BEHIND_PROXY: TestApiOptions = { nodeEnv: "production", trustProxy: ["127.0.0.1"], siteUrl: "https://localhost" };

// Imported: their values are pinned once, in server/http/security-headers.test.ts.
const SECURITY = { ...SECURITY_HEADERS, "content-security-policy": NON_DOCUMENT_CSP };
const HTTPS_ONLY = { "strict-transport-security": HSTS };
// What every answer carries besides (values vary: checked by the tests that care).
const TRANSPORT = ["connection", "content-length", "content-type", "date"];

/** Every header of the response, exactly: the expected values, plus the transport headers. */
function expectHeaders(response: LightMyRequestResponse, expected: Record<string, string | RegExp>) {
  const names = Object.keys(response.headers).sort();
  expect(names).toEqual([...new Set([...Object.keys(expected), ...TRANSPORT])].sort());
  for (const [name, value] of Object.entries(expected)) {
    if (value instanceof RegExp) expect(response.headers[name], name).toMatch(value);
    else expect(response.headers[name], name).toBe(value);
  }
  expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
}

const ETAG = /^W\/"[A-Za-z0-9_-]{27}"$/;
// The same bytes for everyone, so shared caches may keep them (SHARED_CACHE_SECONDS and
// STALE_WHILE_REVALIDATE_SECONDS at their defaults); they vary only with the encoding.
const PUBLIC = "public, max-age=0, s-maxage=30, stale-while-revalidate=30";
const READ = { ...SECURITY, "cache-control": PUBLIC, etag: ETAG, vary: "accept-encoding" };
const REFUSED = { ...SECURITY, "cache-control": "no-store" };
const NEWEST = PUBLISHED_POSTS[0].slug;

describe.each([
  ["over HTTP", {}, {}, {}],
  ["over HTTPS behind the proxy", BEHIND_PROXY, { "x-forwarded-proto": "https" }, HTTPS_ONLY],
  ["with a forged X-Forwarded-Proto and no trusted proxy", {}, { "x-forwarded-proto": "https" }, {}],
])("every header %s", (_name, options, headers, hsts) => {
  // Over HTTPS a POST needs the site's own Referer (CSRF): SITE_URL is https://localhost behind the proxy.
  const sameSite = { ...headers, referer: "https://localhost/" };
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi({ ...options, fixtures: insertFixtures });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("on an API read", async () => {
    const response = await t.inject({ method: "GET", url: "/api/posts/", headers });
    expect(response.statusCode).toBe(200);
    expectHeaders(response, { ...READ, ...hsts });
  });

  it("on API errors: not found, unknown path, CSRF refusal, invalid body", async () => {
    const notFound = await t.inject({ method: "GET", url: "/api/posts/?page=99", headers });
    expect(notFound.statusCode).toBe(404);
    expectHeaders(notFound, { ...REFUSED, ...hsts });
    const unknown = await t.inject({ method: "GET", url: "/api/nothing-here/", headers });
    expect(unknown.statusCode).toBe(404);
    expectHeaders(unknown, { ...REFUSED, ...hsts });
    const csrf = await t.inject({
      method: "POST",
      url: "/api/newsletter/subscribe/",
      headers: { ...headers, "content-type": "application/json" },
      payload: "{}",
    });
    expect(csrf.statusCode).toBe(403);
    expectHeaders(csrf, { ...REFUSED, ...hsts });
    const invalid = await t.post("/api/newsletter/subscribe/", { email: "not an address" }, sameSite);
    expect(invalid.statusCode).toBe(400);
    expectHeaders(invalid, { ...REFUSED, ...hsts });
  });

  it("on an accepted POST: never stored", async () => {
    const response = await t.post("/api/newsletter/subscribe/", { email: "reader@example.org" }, sameSite);
    expect(response.statusCode).toBe(201);
    expectHeaders(response, { ...REFUSED, ...hsts });
  });
});

describe("HTTP caching of API reads", () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi({ fixtures: insertFixtures });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(["/api/posts/", `/api/posts/${NEWEST}/`, "/api/sermons/?page=1&page_size=6", "/api/categories/"])(
    "%s: the same ETag for the same body, 304 without a body on If-None-Match",
    async (url) => {
      const first = await t.get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toMatch(ETAG);
      expect(first.headers["cache-control"]).toBe(PUBLIC);
      expect((await t.get(url)).headers.etag).toBe(first.headers.etag);

      const revalidated = await t.inject({ method: "GET", url, headers: { "if-none-match": first.headers.etag } });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe("");
      expect(revalidated.headers.etag).toBe(first.headers.etag);
      expect(revalidated.headers["cache-control"]).toBe(PUBLIC);
      expect(revalidated.headers["content-security-policy"]).toBe(SECURITY["content-security-policy"]);

      const head = await t.inject({ method: "HEAD", url });
      expect(head.headers.etag).toBe(first.headers.etag);
      const other = await t.inject({ method: "GET", url, headers: { "if-none-match": 'W/"something-else"' } });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(first.body);
    },
  );

  it("a new post or an edited one changes the ETag: a revalidation gets the new body", async () => {
    const list = await t.get("/api/posts/");
    const post = await t.get(`/api/posts/${NEWEST}/`);
    await t.database.db
      .insertInto("posts")
      .values({
        slug: "etag-fresh-post",
        title: "A post written after the first read",
        excerpt: "Fresh.",
        content: "<p>Fresh.</p>",
        author: "Pastor Farai Moyo",
        status: "published",
        featured: 0,
        published_at: new Date(Date.now() - 60_000).toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.database.db.updateTable("posts").set({ title: "An edited title" }).where("slug", "=", NEWEST).execute();

    for (const [url, before] of [
      ["/api/posts/", list],
      [`/api/posts/${NEWEST}/`, post],
    ] as const) {
      const after = await t.inject({ method: "GET", url, headers: { "if-none-match": before.headers.etag } });
      expect(after.statusCode, url).toBe(200);
      expect(after.headers.etag).toMatch(ETAG);
      expect(after.headers.etag).not.toBe(before.headers.etag);
    }
    expect((await t.get("/api/posts/")).body).toContain("etag-fresh-post");
    expect((await t.get(`/api/posts/${NEWEST}/`)).body).toContain("An edited title");
  });

  it("the CSRF token is one visitor's: no-store and no ETag", async () => {
    const response = await t.get("/api/csrf/");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers["set-cookie"]).toBeDefined();
  });

  it("POST answers are never stored, and redirects are not either", async () => {
    const post = await t.post("/api/newsletter/subscribe/", { email: "cache-test@example.org" });
    expect(post.statusCode).toBe(201);
    expect(post.headers["cache-control"]).toBe("no-store");
    expect(post.headers.etag).toBeUndefined();
    const redirect = await t.get("/api/posts");
    expect(redirect.statusCode).toBe(308);
    expect(redirect.headers["cache-control"]).toBe("no-store");
  });
});

describe("static files: hashed assets and generated images", () => {
  let t: TestApi;
  let clientDir: string;
  const script = `export const verses = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `John 3:${i}`))};\n`;

  beforeAll(async () => {
    // A client build in miniature, compressed by the build's own script.
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "api-client-"));
    fs.mkdirSync(path.join(clientDir, "assets"));
    fs.writeFileSync(path.join(clientDir, "assets", "entry-AbC123xY.js"), script);
    fs.writeFileSync(path.join(clientDir, "site.webmanifest"), JSON.stringify({ name: "x".repeat(600) }));
    execFileSync(process.execPath, ["tools/compress-build.mjs", clientDir]);
    t = await createTestApi({ clientDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.inject({ method: "GET", url, headers: encoding === undefined ? {} : { "accept-encoding": encoding } });

  it.each([
    ["br", "br", (body: Buffer) => zlib.brotliDecompressSync(body)],
    ["gzip", "gzip", (body: Buffer) => zlib.gunzipSync(body)],
    ["gzip, deflate, br", "br", (body: Buffer) => zlib.brotliDecompressSync(body)],
    ["identity", undefined, (body: Buffer) => body],
  ])("Accept-Encoding %s gets the %s file, immutable for a year", async (accept, encoding, decode) => {
    const response = await get("/assets/entry-AbC123xY.js", accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    const file = path.join(
      clientDir,
      "assets",
      `entry-AbC123xY.js${encoding === "br" ? ".br" : encoding ? ".gz" : ""}`,
    );
    expect(response.rawPayload.equals(fs.readFileSync(file))).toBe(true);
    expect(decode(response.rawPayload).toString("utf8")).toBe(script);
    expect(response.headers.vary).toBe("accept-encoding");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    // A script needs no document policy.
    expect(response.headers["content-security-policy"]).toBeUndefined();
  });

  it("files outside /assets/ are cached for an hour only", async () => {
    const response = await get("/site.webmanifest", "br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("generated images are immutable", async () => {
    // Drawn ahead of time, as the start does (docs/decisions/021).
    const file = `${pageImages.defaultHero}-160x160.webp`;
    await producePictures({ dir: path.join(t.config.mediaDir, PICTURES_DIR), files: [file], cache: null });
    const response = await get(`/img/gen/${file}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});
