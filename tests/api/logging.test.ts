import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Config } from "#server/config";
import type { Services } from "#server/domain/types";
import { pgUniqueViolation } from "#tests/support/pg-errors";
import { secretRouteProblems } from "#tests/support/secret-routes";
import { insertFixtures, PUBLISHED_POSTS } from "./fixtures";
import { appWithLog, createTestApi, type TestApi } from "./support";

/**
 * Errors of the pages are logged in one place and one format: through the request's logger (its
 * `reqId` on the line), once, and without what a visitor sent. The pages are the real app, loaded
 * through Vite (as `npm run dev` does), in front of the suite's database; the services are made
 * to fail where each test says.
 */
const ADDRESS = "grace.moyo@example.org";

interface LogRecord {
  level: number;
  reqId?: string;
  msg: string;
  req?: { url: string };
  err?: Record<string, unknown>;
}

let t: TestApi;

beforeAll(async () => {
  t = await createTestApi({ fixtures: insertFixtures, pages: true });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The site with its pages, logging as in production into `lines`. */
const siteWithPages = (overrides: Partial<Config> = {}) => appWithLog<LogRecord>(t, { config: overrides });

/** The request's id, from its "incoming request" line, and the error lines logged under it. */
function errorsOf(records: LogRecord[], url: string): { reqId: string; errors: LogRecord[] } {
  const incoming = records.filter((record) => record.msg === "incoming request" && record.req?.url === url);
  expect(incoming, `one request for ${url}`).toHaveLength(1);
  const reqId = incoming[0].reqId!;
  return { reqId, errors: records.filter((record) => record.level >= 50 && record.reqId === reqId) };
}

describe("page errors in the server's log", () => {
  let site: Awaited<ReturnType<typeof siteWithPages>>;
  let app: FastifyInstance;
  let services: Services;

  beforeAll(async () => {
    site = await siteWithPages();
    ({ app, services } = site);
    // The first page loads the build through Vite: not part of any test's timing.
    expect((await app.inject({ method: "GET", url: "/coming-soon" })).statusCode).toBe(200);
  }, 120_000);
  afterEach(() => {
    vi.restoreAllMocks();
    site.lines.length = 0;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("a loader's failure: one line through the request's logger, with its reqId and without the address", async () => {
    vi.spyOn(services.posts, "list").mockRejectedValue(pgUniqueViolation(ADDRESS));
    const page = await app.inject({ method: "GET", url: `/blog?page=1&email=${ADDRESS}` });
    expect(page.statusCode).toBe(500);
    expect(page.body).toContain("<footer"); // The section's error inside the public layout.
    const { reqId, errors } = errorsOf(site.records(), "/blog");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      reqId,
      msg: "Blog: failed to load posts",
      err: { type: "DatabaseError", code: "23505", constraint: "newsletter_subscribers_email_normalized_key" },
    });
    expect(errors[0].err).not.toHaveProperty("detail");
    expect(site.lines.join("\n")).not.toContain(ADDRESS);
  });

  it("a loader that logs and throws a 500 response: logged once, not again by handleError", async () => {
    vi.spyOn(services.posts, "bySlug").mockRejectedValue(pgUniqueViolation(ADDRESS));
    const url = `/blog/${PUBLISHED_POSTS[0].slug}`;
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(500);
    const { errors } = errorsOf(site.records(), url);
    expect(errors.map((record) => record.msg)).toEqual(["Blog: failed to load a post"]);
    expect(site.lines.join("\n")).not.toContain(ADDRESS);
  });

  it("a render error: handleError logs it once with the request's id, and the route's boundary answers 500", async () => {
    // A list whose results are missing: the page component throws while rendering.
    vi.spyOn(services.posts, "list").mockResolvedValue({ count: 1, results: null } as never);
    const page = await app.inject({ method: "GET", url: "/blog" });
    expect(page.statusCode).toBe(500);
    expect(page.body).toContain("<footer");
    const { errors } = errorsOf(site.records(), "/blog");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: "Route failed", err: { type: "TypeError" } });
  });

  it("a render error in a page without a boundary of its own: the public layout shows it, logged once", async () => {
    vi.spyOn(services.sermons, "categories").mockResolvedValue(null as never);
    const page = await app.inject({ method: "GET", url: "/sermons" });
    expect(page.statusCode).toBe(500);
    // The public layout's boundary: the message inside the header and footer, without the overlay.
    expect(page.body).toContain("Something went wrong");
    expect(page.body).toMatch(/<header[\s\S]*Something went wrong[\s\S]*<footer/);
    expect(page.body).not.toContain("data-loading-overlay=");
    const { errors } = errorsOf(site.records(), "/sermons");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: "Route failed", err: { type: "TypeError" } });
  });

  it("a render error inside a streamed section: logged once, with the request's id", async () => {
    vi.spyOn(services.posts, "latest").mockResolvedValue(null as never);
    const page = await app.inject({ method: "GET", url: "/" });
    expect(page.statusCode).toBe(500);
    const { errors } = errorsOf(site.records(), "/");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: "Route failed", err: { type: "TypeError" } });
  });

  it("a streamed section's failure (the home page's blog teaser): logged by the loader", async () => {
    vi.spyOn(services.posts, "latest").mockRejectedValue(pgUniqueViolation(ADDRESS));
    const page = await app.inject({ method: "GET", url: "/" });
    expect(page.statusCode).toBe(200);
    const { errors } = errorsOf(site.records(), "/");
    expect(errors.map((record) => record.msg)).toEqual(["Home: failed to load the blog teaser"]);
    expect(site.lines.join("\n")).not.toContain(ADDRESS);
  });

  it("resource routes: the sitemap's and the feed's failures, one line each", async () => {
    vi.spyOn(services.posts, "sitemap").mockRejectedValue(pgUniqueViolation(ADDRESS));
    vi.spyOn(services.posts, "feed").mockRejectedValue(pgUniqueViolation(ADDRESS));
    expect((await app.inject({ method: "GET", url: "/sitemap.xml" })).statusCode).toBe(503);
    expect((await app.inject({ method: "GET", url: "/blog/rss.xml" })).statusCode).toBe(503);
    const records = site.records();
    expect(errorsOf(records, "/sitemap.xml").errors.map((record) => record.msg)).toEqual([
      "Sitemap: failed to load the pages from the database",
    ]);
    expect(errorsOf(records, "/blog/rss.xml").errors.map((record) => record.msg)).toEqual([
      "RSS: failed to load the posts",
    ]);
    expect(site.lines.join("\n")).not.toContain(ADDRESS);
  });

  it("a 404 is not an error", async () => {
    expect((await app.inject({ method: "GET", url: "/no-such-page" })).statusCode).toBe(404);
    expect(errorsOf(site.records(), "/no-such-page").errors).toEqual([]);
  });
});

describe("the public layout's QR code", () => {
  it("that cannot be drawn: the page renders without it, and the failure is logged once", async () => {
    // Longer than a QR code at high error correction holds (about 1,270 bytes).
    const site = await siteWithPages({ siteUrl: `http://localhost/${"a".repeat(1500)}` });
    try {
      const page = await site.app.inject({ method: "GET", url: "/coming-soon" });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("<footer");
      const { errors } = errorsOf(site.records(), "/coming-soon");
      expect(errors.map((record) => record.msg)).toEqual(["Footer: the QR code could not be drawn"]);
    } finally {
      await site.app.close();
    }
  });
});

describe("one-time links in the log", () => {
  const SECRET = "Q7x_secretTOKEN-0123456789abcdefghijklmnopqrst";

  /** Every path the server routes itself, read from Fastify's route tree (`:token` and such kept). */
  function fastifyRoutePaths(app: FastifyInstance): string[] {
    const paths: string[] = [];
    const above: string[] = [];
    for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
      // "├── /admin/uploads (POST)", then "│   └── /:id (POST)" one level in: four characters a level.
      const at = line.indexOf("── ");
      if (at === -1) continue;
      const depth = (at - 1) / 4;
      const segment = line.slice(at + 3).replace(/ \([A-Z, ]+\)$/, "");
      above[depth] = `${depth > 0 ? above[depth - 1] : ""}${segment}`;
      paths.push(above[depth]!);
    }
    return paths;
  }

  it("the server's own routes (the newsletter's links) have every secret-looking parameter's address listed", async () => {
    const paths = fastifyRoutePaths(t.app);
    expect(paths).toContain("/newsletter/confirm/:token");
    expect(paths).toContain("/newsletter/unsubscribe/:token");
    expect(paths.flatMap(secretRouteProblems)).toEqual([]);
  });

  it("a reset, an address confirmation, a welcome and the newsletter's links: requested, never written whole", async () => {
    const site = await siteWithPages();
    try {
      for (const url of [
        `/admin/reset/${SECRET}`,
        `/admin/confirm-email/${SECRET}`,
        `/admin/welcome/${SECRET}`,
        `/admin/reset/${SECRET}.data`,
        `/ADMIN/Reset/${SECRET}`,
        `/newsletter/confirm/${SECRET}`,
        `/newsletter/unsubscribe/${SECRET}?done`,
      ]) {
        const answer = await site.app.inject({ method: "GET", url });
        expect(answer.statusCode, url).toBeLessThan(500);
      }
      await site.app.inject({ method: "POST", url: `/newsletter/unsubscribe/${SECRET}`, payload: "" });
      const urls = site
        .records()
        .filter((record) => record.msg === "incoming request")
        .map((record) => record.req?.url);
      expect(urls).toEqual([
        "/admin/reset/[link]",
        "/admin/confirm-email/[link]",
        "/admin/welcome/[link]",
        "/admin/reset/[link]",
        "/admin/reset/[link]",
        "/newsletter/confirm/[link]",
        "/newsletter/unsubscribe/[link]",
        "/newsletter/unsubscribe/[link]",
      ]);
      expect(site.lines.join("\n")).not.toContain(SECRET);
    } finally {
      await site.app.close();
    }
  });
});
