import http from "node:http";
import zlib from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVersionReader, readContentVersion } from "#server/db/content-version";
import { insertFixtures, PENDING_COMMENT_TEXT } from "./fixtures";
import { createTestApi, ENGINE, type ListeningApi, type TestApi } from "./support";

/**
 * Cacheable public reads through the API on both engines: public reads are the same bytes for everyone, without
 * a cookie, kept by the render cache (server/http/render-cache.ts) and turned over by the database's
 * content version (server/db/content-version.ts) on every write, whoever makes it: here the
 * test's own connection writes, as another process would. Two real processes and the pages:
 * tests/processes/render-cache.test.ts.
 */

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ fixtures: insertFixtures });
});
afterAll(async () => {
  await t?.close();
});

const BROTLI = { "accept-encoding": "gzip, deflate, br" };
const raw = () => t.database.db as unknown as Kysely<unknown>;
const version = async () => (await readContentVersion(raw(), new Date())).version;

async function read(url: string, headers: Record<string, string> = BROTLI) {
  return t.inject({ method: "GET", url, headers });
}

/** The body as the client reads it, whatever its encoding. */
function text(response: LightMyRequestResponse): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === "gzip") return zlib.gunzipSync(response.rawPayload).toString();
  return response.body;
}

describe("public API reads", () => {
  it("are the same bytes for two anonymous visitors, with no cookie, the second from the cache", async () => {
    const before = { ...t.renderCache };
    const first = await read("/api/posts/?page_size=3");
    const second = await read("/api/posts/?page_size=3");
    expect(first.statusCode).toBe(200);
    expect(first.headers["set-cookie"]).toBeUndefined();
    expect(second.headers["set-cookie"]).toBeUndefined();
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["content-encoding"]).toBe("br");
    expect(second.headers.vary).toBe("accept-encoding");
    expect(t.renderCache.misses - before.misses).toBe(1);
    expect(t.renderCache.hits - before.hits).toBe(1);
  });

  it("are kept per encoding: gzip and identity get their own bytes of the same body", async () => {
    const br = await read("/api/posts/?page_size=4");
    const gzip = await read("/api/posts/?page_size=4", { "accept-encoding": "gzip" });
    const none = await read("/api/posts/?page_size=4", {});
    const gzipAgain = await read("/api/posts/?page_size=4", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(gzipAgain.rawPayload.equals(gzip.rawPayload)).toBe(true);
    expect(JSON.parse(text(none))).toEqual(JSON.parse(text(gzip)));
    expect(JSON.parse(text(br))).toEqual(JSON.parse(text(gzip)));
    expect(new Set([br.headers.etag, gzip.headers.etag, none.headers.etag]).size).toBe(1);
  });

  it("answer a hit's If-None-Match with 304 and HEAD with the headers alone", async () => {
    const first = await read("/api/categories/");
    const hits = t.renderCache.hits;
    const revalidated = await t.inject({
      method: "GET",
      url: "/api/categories/",
      headers: { ...BROTLI, "if-none-match": String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    const head = await t.inject({ method: "HEAD", url: "/api/categories/", headers: BROTLI });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
    expect(t.renderCache.hits - hits).toBe(2);
  });

  it("show an approved comment on the very next request after another connection approves it", async () => {
    const url = "/api/posts/walking-in-faith/comments/";
    expect(text(await read(url))).not.toContain(PENDING_COMMENT_TEXT);
    expect(text(await read(url))).not.toContain(PENDING_COMMENT_TEXT);
    const v = await version();
    await t.database.db
      .updateTable("comments")
      .set({ status: "approved" })
      .where("text", "=", PENDING_COMMENT_TEXT)
      .execute();
    expect(await version()).not.toBe(v);
    expect(text(await read(url))).toContain(PENDING_COMMENT_TEXT);
  });

  it("show an edited post on the very next request", async () => {
    const url = "/api/posts/walking-in-faith/";
    const before = JSON.parse(text(await read(url))) as { title: string };
    await read(url);
    const title = "cache Walking in Faith, edited";
    await t.database.db.updateTable("posts").set({ title }).where("slug", "=", "walking-in-faith").execute();
    expect((JSON.parse(text(await read(url))) as { title: string }).title).toBe(title);
    expect(before.title).not.toBe(title);
  });

  it("are not turned over by a visitor's pending comment (it shows nowhere until approved)", async () => {
    const v = await version();
    const post = await t.database.db
      .selectFrom("posts")
      .select("id")
      .where("slug", "=", "walking-in-faith")
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto("comments")
      .values({
        post_id: post.id,
        parent_id: null,
        name: "cache Visitor",
        email: "cache.visitor@example.org",
        text: "cache pending",
        status: "pending",
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(await version()).toBe(v);
  });

  it("turn over when the next scheduled publication time passes, with no write", async () => {
    const now = new Date();
    const at = new Date(now.getTime() + 60_000).toISOString();
    await t.database.db
      .insertInto("posts")
      .values({
        slug: "cache-scheduled",
        title: "cache scheduled",
        excerpt: "",
        content: "<p>soon</p>",
        author: "Pastor",
        category_id: null,
        status: "published",
        featured: 0,
        published_at: at,
        created_at: now.toISOString(),
      })
      .execute();
    // The reader every request runs (it keeps the next publication time between reads).
    const reader = createVersionReader(raw(), t.database.sqlite);
    const before = await reader(now);
    expect(await reader(new Date(now.getTime() + 30_000))).toEqual(before);
    const after = await reader(new Date(now.getTime() + 61_000));
    expect(before.nextPublication).toBe(at);
    expect(after.nextPublication).not.toBe(at);
    expect(after.version).toBe(before.version);
    expect(after).toEqual(await readContentVersion(raw(), new Date(now.getTime() + 61_000)));
    // A write (the post rescheduled) moves it on the next read, with the new time as the next publication.
    const rescheduled = new Date(now.getTime() + 90_000).toISOString();
    await t.database.db
      .updateTable("posts")
      .set({ published_at: rescheduled })
      .where("slug", "=", "cache-scheduled")
      .execute();
    const moved = await reader(new Date(now.getTime() + 62_000));
    expect(moved.version).not.toBe(after.version);
    expect(moved.nextPublication).toBe(rescheduled);
  });

  it("keep only the parameters the endpoint reads: ?v=1..20 make one render, and never reach its links", async () => {
    const before = { ...t.renderCache };
    const first = await read("/api/posts/?page_size=1&v=0");
    for (let v = 1; v <= 20; v++) {
      const again = await read(`/api/posts/?v=${v}&page_size=1&utm_source=x`);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    }
    expect(t.renderCache.misses - before.misses).toBe(1);
    expect(t.renderCache.hits - before.hits).toBe(20);
    expect((JSON.parse(text(first)) as { next: string }).next).toBe("http://localhost/api/posts/?page_size=1&page=2");
  });

  it("still vary by the parameters the endpoint reads", async () => {
    const before = { ...t.renderCache };
    const one = JSON.parse(text(await read("/api/posts/?page_size=1&page=1"))) as { results: Array<{ slug: string }> };
    const two = JSON.parse(text(await read("/api/posts/?page_size=1&page=2"))) as { results: Array<{ slug: string }> };
    expect(two.results[0]!.slug).not.toBe(one.results[0]!.slug);
    await read("/api/posts/?page_size=1&v=1&page=1");
    expect(t.renderCache.misses - before.misses).toBe(2);
    expect(t.renderCache.hits - before.hits).toBe(1);
    // An endpoint that reads its search term: another term, another answer; an unknown path keeps its query for the redirect.
    expect(JSON.parse(text(await read("/api/sermons/?search=zzzzunknown"))).count).toBe(0);
    const redirected = await read("/api/posts?page_size=1&page=2");
    expect(redirected.statusCode).toBe(308);
    expect(redirected.headers.location).toBe("/api/posts/?page_size=1&page=2");
  });

  it("are never cached when personal: GET /api/csrf/ is no-store and sets the cookie each time", async () => {
    const first = await read("/api/csrf/");
    const second = await read("/api/csrf/");
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.headers["set-cookie"]).toBeDefined();
    expect(second.headers["set-cookie"]).toBeDefined();
    expect(JSON.parse(second.body)).not.toEqual(JSON.parse(first.body));
  });

  it("cost one read of the database each: the version row by its key, the next publication from an index", async () => {
    const at = new Date().toISOString();
    if (ENGINE === "sqlite") {
      const plan = await sql<{
        detail: string;
      }>`EXPLAIN QUERY PLAN SELECT min(published_at) FROM posts WHERE published_at > ${at}`.execute(raw());
      expect(plan.rows.map((row) => row.detail).join(" ")).toContain("posts_published_at_idx");
    } else {
      // A few rows: the planner would scan them; with scans off it must have the index to use.
      await sql`SET enable_seqscan = off`.execute(raw());
      try {
        const plan = await sql<{
          "QUERY PLAN": string;
        }>`EXPLAIN SELECT min(published_at) FROM posts WHERE published_at > ${at}`.execute(raw());
        expect(plan.rows.map((row) => row["QUERY PLAN"]).join(" ")).toContain("posts_published_at_idx");
      } finally {
        await sql`SET enable_seqscan = on`.execute(raw());
      }
    }
  });
});

/** One request over a real socket: status, headers and the body's bytes as they came. */
function over(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: options.method ?? "GET",
        headers: { ...BROTLI, ...options.headers },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.once("error", reject);
    request.end();
  });
}

describe("the early lookup of the HTTP server (hits answered before Fastify)", () => {
  let server: ListeningApi;
  beforeAll(async () => {
    server = await t.listen();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers a hit with the miss's bytes and headers, 304 for its ETag, the headers alone for HEAD", async () => {
    const url = "/api/posts/?page_size=2";
    const before = { ...server.renderCache };
    const miss = await over(server.port, url);
    const hit = await over(server.port, url);
    expect(miss.status).toBe(200);
    expect(hit.body.equals(miss.body)).toBe(true);
    const { date: _missDate, connection: _missConnection, ...missHeaders } = miss.headers;
    const { date: _hitDate, connection: _hitConnection, ...hitHeaders } = hit.headers;
    expect(hitHeaders).toEqual(missHeaders);
    expect(hit.headers["x-content-type-options"]).toBe("nosniff");
    expect(hit.headers["set-cookie"]).toBeUndefined();
    expect(server.renderCache.misses - before.misses).toBe(1);
    expect(server.renderCache.hits - before.hits).toBe(1);

    const revalidated = await over(server.port, url, { headers: { "if-none-match": String(miss.headers.etag) } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const head = await over(server.port, url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(miss.headers["content-length"]);
    expect(server.renderCache.hits - before.hits).toBe(3);
  });

  it("answers a parameter nobody reads from the cache too, once a request of the path was routed", async () => {
    await over(server.port, "/api/posts/?page_size=4&v=0");
    const before = { ...server.renderCache };
    for (let v = 1; v <= 10; v++) expect((await over(server.port, `/api/posts/?page_size=4&v=${v}`)).status).toBe(200);
    expect(server.renderCache.misses - before.misses).toBe(0);
    expect(server.renderCache.hits - before.hits).toBe(10);
  });

  it("leaves to Fastify's checks a request for another host or one whose target is not a plain path", async () => {
    const url = "/api/posts/?page_size=3";
    await over(server.port, url);
    expect((await over(server.port, url)).status).toBe(200);
    const hits = server.renderCache.hits;
    const foreign = await over(server.port, url, { headers: { host: "evil.example" } });
    expect(foreign.status).toBe(400);
    expect(JSON.parse(foreign.body.toString()).detail).toMatch(
      /^Invalid host header\. "evil\.example" is not an address/,
    );
    const forwarded = await over(server.port, url, { headers: { "x-forwarded-host": "evil.example" } });
    expect(forwarded.status).toBe(200); // no proxy is trusted here: the header is ignored, not obeyed
    const doubled = await over(server.port, `/${url}`);
    expect(doubled.status).toBe(301);
    expect(doubled.headers.location).toBe(url);
    // The forwarded request was a hit, served by the cache's hook inside Fastify, after its checks.
    expect(server.renderCache.hits - hits).toBe(1);
  });
});
