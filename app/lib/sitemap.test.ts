import { describe, expect, it } from "vitest";
import { buildSitemap, sermonPagePaths, STATIC_PAGES } from "./sitemap";

describe("sitemap", () => {
  it("lists the further sermon pages: ceil(count / 6)", () => {
    expect(sermonPagePaths(0)).toEqual([]);
    expect(sermonPagePaths(6)).toEqual([]);
    expect(sermonPagePaths(7)).toEqual(["/sermons?page=2"]);
    expect(sermonPagePaths(24)).toEqual(["/sermons?page=2", "/sermons?page=3", "/sermons?page=4"]);
  });

  it("writes absolute, escaped, unique URLs", () => {
    const xml = buildSitemap("https://www.example.org", [
      { path: "/" },
      { path: "/", priority: 1 },
      { path: "/sermons?page=2&x=1" },
      { path: "/blog/ndine-chivimbo", lastmod: "2025-03-09T10:00:00.000Z", priority: 0.6 },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain("<loc>https://www.example.org/sermons?page=2&amp;x=1</loc>");
    expect(xml).toContain("<lastmod>2025-03-09T10:00:00.000Z</lastmod><priority>0.6</priority>");
  });

  it("encodes unusual slugs", () => {
    expect(buildSitemap("https://a.example", [{ path: "/blog/café & tea" }])).toContain(
      "<loc>https://a.example/blog/caf%C3%A9%20%26%20tea</loc>",
    );
  });

  it("covers every screen of the route table", () => {
    const paths = STATIC_PAGES.map((entry) => entry.path);
    for (const path of ["/", "/about-us", "/contact-us", "/salvation", "/sermons", "/blog", "/children", "/music"]) {
      expect(paths).toContain(path);
    }
  });
});
