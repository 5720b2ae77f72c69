import { describe, expect, it } from "vitest";
import { absoluteUrls, buildRss, escapeXml, type FeedPost } from "./rss";
import { DEMO_CHURCH } from "#content/demo/church";

function post(overrides: Partial<FeedPost> = {}): FeedPost {
  return {
    id: 1,
    slug: "walking-in-faith",
    title: "Walking in Faith",
    excerpt: "Faith is taking the next step.",
    description: "Faith is taking the next step.",
    author: "Pastor Tatenda Moyo",
    authorImage: null,
    image: "/img/gen/path-of-faith-1280x720.webp",
    image_set: null,
    category: { id: 1, name: "Faith & Life", slug: "faith-and-life" },
    tags: [{ name: "Faith", slug: "faith" }],
    date: "2025-03-07T08:00:00.000Z",
    date_only: "07",
    month_only: "Mar",
    year_only: "2025",
    comments: 0,
    comments_count: 0,
    featured: false,
    content: '<p>Read <a href="/blog/grace">this</a> & <img src="/img/x.webp" alt=""></p>',
    ...overrides,
  };
}

describe("escapeXml", () => {
  it("escapes markup characters and drops characters XML forbids", () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>\u0001`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;",
    );
  });
});

describe("absoluteUrls", () => {
  it("prefixes root-relative links and images with the site origin", () => {
    expect(absoluteUrls('<a href="/blog/a">a</a><img src="/img/b.webp">', "https://example.org")).toBe(
      '<a href="https://example.org/blog/a">a</a><img src="https://example.org/img/b.webp">',
    );
  });

  it("leaves absolute and protocol-relative URLs alone", () => {
    const html = '<a href="https://x.org/a">a</a><a href="//cdn.x.org/b">b</a>';
    expect(absoluteUrls(html, "https://example.org")).toBe(html);
  });
});

describe("buildRss", () => {
  const xml = buildRss([post()], "https://example.org", DEMO_CHURCH.name, new Date("2025-04-01T00:00:00Z"));

  it("is an RSS 2.0 channel pointing at the blog and at itself", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain("<title>Kingdom Light Ministries Blog</title>");
    expect(xml).toContain("<link>https://example.org/blog</link>");
    expect(xml).toContain('<atom:link href="https://example.org/blog/rss.xml" rel="self"');
  });

  it("has one item per post with its link, date, author and categories", () => {
    expect(xml).toContain("<title>Walking in Faith</title>");
    expect(xml).toContain('<guid isPermaLink="true">https://example.org/blog/walking-in-faith</guid>');
    expect(xml).toContain("<pubDate>Fri, 07 Mar 2025 08:00:00 GMT</pubDate>");
    expect(xml).toContain("<lastBuildDate>Fri, 07 Mar 2025 08:00:00 GMT</lastBuildDate>");
    expect(xml).toContain("<dc:creator>Pastor Tatenda Moyo</dc:creator>");
    expect(xml).toContain("<category>Faith &amp; Life</category>");
    expect(xml).toContain("<category>Faith</category>");
  });

  it("carries the content escaped, with absolute URLs", () => {
    expect(xml).toContain(
      "<content:encoded>&lt;p&gt;Read &lt;a href=&quot;https://example.org/blog/grace&quot;&gt;this&lt;/a&gt; &amp;",
    );
    expect(xml).not.toContain("<p>");
  });

  it("is a valid channel with no posts", () => {
    const empty = buildRss([], "https://example.org", DEMO_CHURCH.name, new Date("2025-04-01T00:00:00Z"));
    expect(empty).toContain("<lastBuildDate>Tue, 01 Apr 2025 00:00:00 GMT</lastBuildDate>");
    expect(empty).not.toContain("<item>");
  });
});
