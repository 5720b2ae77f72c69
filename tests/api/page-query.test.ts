import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "#server/seed/index";
import { createTestApi, type TestApi } from "./support";

/**
 * Pages keep only the query parameters their routes declare they read (contract/page-query.ts,
 * decision 042), through the real pages on the demo church: a parameter nobody reads makes no
 * second render of a page the render cache holds; one a page reads still makes its own page;
 * React Router's own requests (a page's data, the redirects of second readings) keep theirs.
 */

let t: TestApi;

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  await seedDemoContent(t.database);
  // The first page request compiles the pages through Vite: within the hook's time.
  expect((await t.get("/about-us")).statusCode).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("a page's query string", () => {
  it("makes no new render for a parameter the page does not read: ?v=1..20 on a cached page are hits", async () => {
    const first = await t.get("/about-us?v=0");
    const before = { ...t.renderCache };
    for (let v = 1; v <= 20; v++) {
      const again = await t.get(`/about-us?v=${v}`);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
    }
    expect(t.renderCache.misses - before.misses).toBe(0);
    expect(t.renderCache.stored - before.stored).toBe(0);
    expect(t.renderCache.hits - before.hits).toBe(20);
    // The page rendered without it: its newsletter form comes back to the page itself, not to ?v=.
    expect(first.body).not.toContain("v=0");
  });

  it("still makes its own page for a parameter the page reads: the blog's page and search, the contact page's form", async () => {
    const [list, second, search] = [await t.get("/blog"), await t.get("/blog?page=2"), await t.get("/blog?q=prayer")];
    expect(second.body).not.toBe(list.body);
    expect(search.body).toContain("Search results for");
    expect(search.body).not.toBe(list.body);
    const before = { ...t.renderCache };
    expect((await t.get("/blog?utm_source=x&page=2")).body).toBe(second.body);
    expect(t.renderCache.hits - before.hits).toBe(1);
    expect((await t.get("/contact-us?form=prayer")).body).not.toBe((await t.get("/contact-us")).body);
  });

  it("keeps React Router's own parameters on a page's data request, and the whole query on a redirect", async () => {
    const data = await t.get("/sermons.data?search=zzzznothing&_routes=routes%2Fsite%2Fsermons&v=1");
    expect(data.statusCode).toBe(200);
    const all = await t.get("/sermons.data?_routes=routes%2Fsite%2Fsermons");
    expect(data.body).not.toBe(all.body);
    const moved = await t.get("/blog/category/news?page=2&v=1");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/category/news?page=2&v=1");
  });
});
