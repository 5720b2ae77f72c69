import { describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { keptQuery, pageQueryRule } from "./query-keys";

describe("keptQuery", () => {
  it("keeps the parameters the answer reads, in their order", () => {
    const rule = new Set(["page", "q"]);
    expect(keptQuery("/blog?v=1&q=grace&utm_source=x&page=2", rule)).toBe("/blog?q=grace&page=2");
    expect(keptQuery("/blog?page=2&q=a&page=3", rule)).toBe("/blog?page=2&q=a&page=3");
    expect(keptQuery("/about-us?v=1", rule)).toBe("/about-us");
    expect(keptQuery("/about-us?", rule)).toBe("/about-us");
    expect(keptQuery("/about-us", rule)).toBe("/about-us");
    expect(keptQuery("/blog/category/x?v=1", "all")).toBe("/blog/category/x?v=1");
  });
});

/** A build of routes as React Router's manifest holds them: only what matching and handles need. */
function buildOf(routes: Array<{ id: string; parentId?: string; path?: string; index?: boolean; query?: unknown }>) {
  return {
    routes: Object.fromEntries(
      routes.map(({ query, ...route }) => [route.id, { ...route, module: { handle: query ? { query } : undefined } }]),
    ),
  } as unknown as ServerBuild;
}

const BUILD = buildOf([
  { id: "root", path: "" },
  { id: "public", parentId: "root", query: ["newsletter"] },
  { id: "home", parentId: "public", index: true },
  { id: "blog", parentId: "public", path: "blog", query: ["page", "q"] },
  { id: "post", parentId: "public", path: "blog/:slug", query: ["replyto"] },
  { id: "own", parentId: "public", path: ":address" },
  { id: "redirect", parentId: "root", path: "blog/category/:name", query: "all" },
]);

describe("pageQueryRule", () => {
  it("joins the page's handle with its layouts'", () => {
    expect(pageQueryRule(BUILD, "/blog")).toEqual(new Set(["newsletter", "page", "q"]));
    expect(pageQueryRule(BUILD, "/blog/grace")).toEqual(new Set(["newsletter", "replyto"]));
    expect(pageQueryRule(BUILD, "/about-us")).toEqual(new Set(["newsletter"]));
    expect(pageQueryRule(BUILD, "/blog/category/news")).toBe("all");
  });

  it("reads a data request as its page's, with React Router's own parameters; the manifest keeps all", () => {
    const data = new Set(["newsletter", "page", "q", "_routes", "index"]);
    expect(pageQueryRule(BUILD, "/blog.data")).toEqual(data);
    expect(pageQueryRule(BUILD, "/blog/_.data")).toEqual(data);
    expect(pageQueryRule(BUILD, "/_.data")).toEqual(new Set(["newsletter", "_routes", "index"]));
    expect(pageQueryRule(BUILD, "/__manifest")).toBe("all");
  });
});
