import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Category, CommentNode, Paginated, PostDetail, PostSummary } from "#contract/types";
import { POSTS_PAGE_SIZE } from "#server/lib/pagination";
import { CATEGORIES, DRAFT_POST, PUBLISHED_POSTS, SCHEDULED_POST, insertFixtures } from "./fixtures";
import { createTestApi, json, type TestApi } from "./support";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ fixtures: insertFixtures });
});
afterAll(async () => {
  await t?.close();
});

const slugs = (posts: Array<{ slug: string }>) => posts.map((post) => post.slug);
const ALL = slugs(PUBLISHED_POSTS);

async function page(url: string) {
  const response = await t.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return json<Paginated<PostSummary>>(response);
}

describe("GET /api/posts/", () => {
  it("lists published posts newest first, ten a page, in DRF's shape", async () => {
    const body = await page("/api/posts/");
    expect(Object.keys(body)).toEqual(["count", "next", "previous", "results"]);
    expect(body.count).toBe(PUBLISHED_POSTS.length);
    expect(slugs(body.results)).toEqual(ALL.slice(0, 10));
    expect(body.next).toBe("http://localhost/api/posts/?page=2");
    expect(body.previous).toBeNull();
  });

  it("serves the last page with a previous link that drops page=1", async () => {
    const body = await page("/api/posts/?page=2");
    expect(slugs(body.results)).toEqual(ALL.slice(10));
    expect(body.next).toBeNull();
    expect(body.previous).toBe("http://localhost/api/posts/");
  });

  it("keeps the parameters the list reads in next and previous, and no other (decision 042)", async () => {
    const body = await page("/api/posts/?page_size=3&page=2&x=a%20b");
    expect(slugs(body.results)).toEqual(ALL.slice(3, 6));
    expect(new URL(body.next!).searchParams.get("page")).toBe("3");
    expect(new URL(body.next!).searchParams.get("x")).toBeNull();
    expect(new URL(body.next!).searchParams.get("page_size")).toBe("3");
    expect(new URL(body.previous!).searchParams.get("page")).toBeNull();
  });

  it.each(["0", "-1", "abc", "1.5", "3", "99999999999"])("answers 404 Invalid page. for page=%s", async (value) => {
    const response = await t.get(`/api/posts/?page=${value}`);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ detail: "Invalid page." });
  });

  it("clamps page_size to 100 and falls back to the default for an invalid one", async () => {
    expect((await page("/api/posts/?page_size=1000")).results).toHaveLength(PUBLISHED_POSTS.length);
    for (const value of ["0", "abc", "-5", ""]) {
      expect((await page(`/api/posts/?page_size=${value}`)).results, value).toHaveLength(POSTS_PAGE_SIZE);
    }
    expect((await page("/api/posts/?page_size=4")).results).toHaveLength(4);
  });

  it("reads the last of repeated page parameters, as DRF does", async () => {
    expect(slugs((await page("/api/posts/?page=1&page=2")).results)).toEqual(ALL.slice(10));
  });

  it("gives each summary exactly the contract's fields, in Harare time", async () => {
    const body = await page("/api/posts/?page_size=100");
    const march = body.results.find((post) => post.slug === "first-of-march")!;
    expect(Object.keys(march).sort()).toEqual(
      [
        "id",
        "slug",
        "title",
        "excerpt",
        "description",
        "author",
        "authorImage",
        "image",
        "image_set",
        "image_alt",
        "category",
        "tags",
        "date",
        "date_only",
        "month_only",
        "year_only",
        "comments",
        "comments_count",
        "featured",
      ].sort(),
    );
    // 23:30 UTC on 28 February is 01:30 on 1 March in Harare.
    expect(march).toMatchObject({
      date: "2025-02-28T23:30:00.000Z",
      date_only: "01",
      month_only: "Mar",
      year_only: "2025",
      category: { name: "prayer", slug: "prayer" },
      tags: [{ name: "Prayer Life", slug: "prayer-life" }],
      featured: false,
      author: "Pastor Farai Moyo",
      authorImage: "/img/gen/people-pastor-portrait-160x160.webp",
      image: "/img/gen/sunrise-first-of-march-1280x720.webp",
    });
    expect(march.excerpt).toBe(march.description);
    expect(march.image_set).toEqual({
      src: "/img/gen/sunrise-first-of-march-1280x720.webp",
      avif: "/img/gen/sunrise-first-of-march-640x360.avif 640w, /img/gen/sunrise-first-of-march-800x450.avif 800w, /img/gen/sunrise-first-of-march-1280x720.avif 1280w",
      webp: "/img/gen/sunrise-first-of-march-640x360.webp 640w, /img/gen/sunrise-first-of-march-800x450.webp 800w, /img/gen/sunrise-first-of-march-1280x720.webp 1280w",
      width: 1280,
      height: 720,
    });
    const carols = body.results.find((post) => post.slug === "christmas-carols")!;
    expect(carols).toMatchObject({ category: null, image: null, image_set: null, authorImage: null });
    expect(typeof carols.category === "object" && typeof march.category?.id).toBe("number");
  });

  it("counts approved, shown comments only", async () => {
    const body = await page("/api/posts/?page_size=100");
    const walking = body.results.find((post) => post.slug === "walking-in-faith")!;
    // Three approved and shown; one approved reply sits under a pending comment; pending and rejected ones do not count.
    expect(walking.comments).toBe(3);
    expect(walking.comments_count).toBe(3);
    expect(body.results.find((post) => post.slug === "grace-in-the-storm")!.comments).toBe(1);
    expect(body.results.find((post) => post.slug === "welcome-to-our-blog")!.comments).toBe(0);
  });

  it("leaves drafts and scheduled posts out", async () => {
    const body = await page("/api/posts/?page_size=100");
    expect(slugs(body.results)).not.toContain(DRAFT_POST.slug);
    expect(slugs(body.results)).not.toContain(SCHEDULED_POST.slug);
  });
});

describe("GET /api/posts/{slug}/", () => {
  it("answers the full post with sanitised content, quote, neighbours and related posts", async () => {
    const response = await t.get("/api/posts/walking-in-faith/");
    expect(response.statusCode).toBe(200);
    const post = json<PostDetail>(response);
    expect(post.slug).toBe("walking-in-faith");
    expect(post.quote).toBe("Faith is taking the first step even when you don't see the whole staircase.");
    expect(post.content).toContain("<em>faith is confidence</em>");
    expect(post.content).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|alert/i);
    expect(post.content).toContain(
      '<a href="https://www.biblegateway.com/" rel="noopener noreferrer" target="_blank">Read</a>',
    );
    expect(post.content).toContain('<a href="/sermons">Sermons</a>');
    expect(post.content).toContain('<img src="https://example.org/a.png" alt="A" />');
    // Chronological neighbours among published posts: previous is older, next is newer.
    expect(post.previous_post).toEqual({ slug: "new-year-fasting", title: "New Year Fasting" });
    expect(post.next_post).toEqual({ slug: "youth-camp-2025", title: "Youth Camp 2025 at Lake Chivero" });
    // Same category first (faith-and-life, newest first; the scheduled one excluded), at most three.
    expect(slugs(post.related_posts)).toEqual(["harvest-thanksgiving", "grace-filled-giving", "mothers-union"]);
    expect(Object.keys(post.related_posts[0]).sort()).toEqual(["date", "id", "image", "image_set", "slug", "title"]);
  });

  it("fills related posts with posts sharing a tag when the category has too few", async () => {
    const post = json<PostDetail>(await t.get("/api/posts/first-of-march/"));
    // Same category (prayer): grace-in-the-storm, new-year-fasting; then a shared tag (prayer-life): none left.
    expect(slugs(post.related_posts)).toEqual(["grace-in-the-storm", "new-year-fasting"]);
    const carols = json<PostDetail>(await t.get("/api/posts/christmas-carols/"));
    // No category: posts sharing the tag "family", newest first.
    expect(slugs(carols.related_posts)).toEqual(["harvest-thanksgiving", "youth-camp-2025"]);
  });

  it("has no previous post at the oldest and no next post at the newest", async () => {
    expect(json<PostDetail>(await t.get(`/api/posts/${ALL[ALL.length - 1]}/`)).previous_post).toBeNull();
    const newest = json<PostDetail>(await t.get(`/api/posts/${ALL[0]}/`));
    expect(newest.next_post).toBeNull();
    expect(newest.quote).toBeNull();
  });

  it.each([DRAFT_POST.slug, SCHEDULED_POST.slug, "no-such-post"])("answers 404 Not found. for %s", async (slug) => {
    const response = await t.get(`/api/posts/${slug}/`);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ detail: "Not found." });
  });
});

describe("GET /api/posts/{slug}/comments/", () => {
  it("answers approved comments as a tree, oldest first, without emails", async () => {
    const response = await t.get("/api/posts/walking-in-faith/comments/");
    expect(response.statusCode).toBe(200);
    const tree = json<CommentNode[]>(response);
    expect(tree.map((node) => node.name)).toEqual(["Chipo", "Alice Moyo"]);
    expect(tree[1].replies.map((node) => node.name)).toEqual(["Brian Chuma"]);
    expect(tree[1].replies[0]).toMatchObject({ parent: tree[1].id, replies: [], text: "Thank you, Alice." });
    expect(Object.keys(tree[0]).sort()).toEqual(["date", "from_church", "id", "name", "parent", "replies", "text"]);
    expect(response.body).not.toContain("@");
    expect(response.body).not.toMatch(/pending|rejected|orphan/i);
  });

  it("answers an empty list for a post without comments", async () => {
    const response = await t.get("/api/posts/welcome-to-our-blog/comments/");
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual([]);
  });

  it.each([DRAFT_POST.slug, SCHEDULED_POST.slug, "no-such-post"])("answers 404 for %s", async (slug) => {
    const response = await t.get(`/api/posts/${slug}/comments/`);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ detail: "Not found." });
  });
});

describe("featured, latest and recent", () => {
  it("lists featured published posts, newest first", async () => {
    const response = await t.get("/api/posts/featured/");
    expect(response.statusCode).toBe(200);
    expect(slugs(json<PostSummary[]>(response))).toEqual([
      "harvest-thanksgiving",
      "grace-in-the-storm",
      "walking-in-faith",
    ]);
  });

  it.each(["latest", "recent"])("lists the newest six for /api/posts/%s/", async (name) => {
    const response = await t.get(`/api/posts/${name}/`);
    expect(response.statusCode).toBe(200);
    expect(slugs(json<PostSummary[]>(response))).toEqual(ALL.slice(0, 6));
  });
});

describe("archives", () => {
  it("lists the months with published posts, newest first, in Harare time", async () => {
    const response = await t.get("/api/posts/archives/");
    expect(json(response)).toEqual([
      "may-2025",
      "april-2025",
      "march-2025",
      "february-2025",
      "january-2025",
      "december-2024",
      "november-2024",
      "october-2024",
    ]);
  });

  it.each(["march-2025", "2025-03", "March-2025", "mar-2025"])("lists a month's posts for date=%s", async (date) => {
    const body = await page(`/api/posts/archive/?date=${date}`);
    expect(slugs(body.results)).toEqual(["first-of-march"]);
    expect(body.count).toBe(1);
  });

  it("paginates an archive", async () => {
    const body = await page("/api/posts/archive/?date=november-2024&page_size=1");
    expect(body.count).toBe(2);
    expect(slugs(body.results)).toEqual(["mothers-union"]);
    expect(body.next).toBe("http://localhost/api/posts/archive/?date=november-2024&page_size=1&page=2");
  });

  it("answers an empty page for a month without posts", async () => {
    const body = await page("/api/posts/archive/?date=june-1999");
    expect(body).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await t.get("/api/posts/archive/?date=june-1999&page=2")).statusCode).toBe(404);
  });

  it("answers 400 for a missing or malformed date", async () => {
    const missing = await t.get("/api/posts/archive/");
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toEqual({ date: ["This field is required."] });
    for (const date of ["march", "2025", "smarch-2025", "2025-13", "13-2025", "%20"]) {
      const response = await t.get(`/api/posts/archive/?date=${date}`);
      expect(response.statusCode, date).toBe(400);
      expect(Object.keys(json<Record<string, string[]>>(response)), date).toEqual(["date"]);
    }
  });
});

describe("categories", () => {
  it("lists every category by name", async () => {
    const response = await t.get("/api/categories/");
    expect(response.statusCode).toBe(200);
    const categories = json<Category[]>(response);
    expect(categories.map((category) => category.name)).toEqual([
      "Announcements",
      "Faith and Life",
      "Missions",
      "prayer",
      "Youth",
    ]);
    expect(Object.keys(categories[0]).sort()).toEqual(["id", "name", "slug"]);
  });

  it("lists a category's posts by slug or by numeric id", async () => {
    const bySlug = await page("/api/categories/youth/posts/");
    expect(slugs(bySlug.results)).toEqual(["youth-camp-2025", "serving-with-joy"]);
    const id = json<Category[]>(await t.get("/api/categories/")).find((category) => category.slug === "youth")!.id;
    expect(slugs((await page(`/api/categories/${id}/posts/`)).results)).toEqual(slugs(bySlug.results));
  });

  it("paginates a category", async () => {
    const body = await page("/api/categories/faith-and-life/posts/?page_size=2&page=3");
    expect(body.count).toBe(5);
    expect(slugs(body.results)).toEqual(["bible-study-series"]);
    expect(body.next).toBeNull();
  });

  it("answers an empty list for a category without published posts", async () => {
    expect(await page("/api/categories/missions/posts/")).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    // The only post of Announcements is a draft.
    expect((await page("/api/categories/announcements/posts/")).count).toBe(0);
  });

  it("answers 404 for an unknown category", async () => {
    for (const id of ["no-such-category", "9999"]) {
      const response = await t.get(`/api/categories/${id}/posts/`);
      expect(response.statusCode, id).toBe(404);
      expect(json(response)).toEqual({ detail: "Not found." });
    }
    expect(CATEGORIES.length).toBe(5);
  });
});

describe("tags", () => {
  it("lists a tag's published posts by slug", async () => {
    const body = await page("/api/tags/hope/posts/");
    expect(slugs(body.results)).toEqual(["harvest-thanksgiving", "grace-in-the-storm", "walking-in-faith"]);
  });

  it("accepts a tag name, turned into a slug", async () => {
    expect(slugs((await page("/api/tags/Prayer%20Life/posts/")).results)).toEqual([
      "grace-in-the-storm",
      "first-of-march",
    ]);
    expect((await page("/api/tags/PRAYER-LIFE/posts/")).count).toBe(2);
  });

  it("answers an empty list for a tag only a draft carries", async () => {
    expect((await page("/api/tags/secret-plans/posts/")).count).toBe(0);
  });

  it("answers 404 for an unknown tag", async () => {
    const response = await t.get("/api/tags/no-such-tag/posts/");
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ detail: "Not found." });
  });
});

describe("GET /api/search/", () => {
  const search = async (q: string) =>
    slugs((await page(`/api/search/?q=${encodeURIComponent(q)}&page_size=100`)).results);

  it("matches title, excerpt, content text, author, category name and tag names, case-insensitively", async () => {
    expect(await search("HARVEST")).toEqual(["harvest-thanksgiving"]); // title and excerpt
    expect(await search("cheerful heart")).toEqual(["grace-filled-giving"]); // content
    expect(await search("the fields are dry")).toEqual(["grace-in-the-storm"]); // content text across tags
    expect(await search("tendai ncube")).toEqual(["youth-camp-2025"]); // author
    expect(await search("youth")).toEqual(["youth-camp-2025", "serving-with-joy"]); // title and category
    expect(await search("prayer life")).toEqual(
      // every term somewhere: the tag "Prayer Life", or "prayer" in the category and "life" elsewhere
      expect.arrayContaining(["grace-in-the-storm", "first-of-march"]),
    );
  });

  it("ignores accents, and reads LIKE wildcards as punctuation", async () => {
    expect(await search("grace in the storm")).toEqual(["grace-in-the-storm"]);
    // Full-text search matches words: punctuation alone matches nothing (tests/api/search.test.ts).
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
    expect(await search("100%")).toEqual(["grace-filled-giving"]);
  });

  it("does not match markup, only text", async () => {
    expect(await search("strong")).toEqual([]);
    expect(await search("onclick")).toEqual([]);
  });

  it("never finds drafts or scheduled posts", async () => {
    expect(await search("zebrawordprivate")).toEqual([]);
    expect(await search("Draft")).toEqual([]);
  });

  it("paginates results", async () => {
    const body = await page("/api/search/?q=a&page_size=2");
    expect(body.results).toHaveLength(2);
    expect(body.next).toBe("http://localhost/api/search/?q=a&page_size=2&page=2");
    expect((await t.get("/api/search/?q=harvest&page=2")).statusCode).toBe(404);
  });

  it("answers 400 for a missing or blank q", async () => {
    for (const url of ["/api/search/", "/api/search/?q=", "/api/search/?q=%20%20", "/api/search/?q=,"]) {
      const response = await t.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(json(response)).toEqual({ q: ["This field may not be blank."] });
    }
  });
});

describe("the feeds' queries (services behind /blog/rss.xml and /sitemap.xml)", () => {
  it("feed: the newest public posts, as many as asked, with sanitised content", async () => {
    const feed = await t.services.posts.feed(3);
    expect(slugs(feed)).toEqual(ALL.slice(0, 3));
    for (const post of feed) expect(post.content).not.toMatch(/<script|onerror=/i);
    expect(slugs(await t.services.posts.feed(100))).toEqual(ALL);
  });

  it("sitemap: every public post's slug and ISO date, newest first, no draft or scheduled post", async () => {
    const entries = await t.services.posts.sitemap();
    expect(slugs(entries)).toEqual(ALL);
    expect(slugs(entries)).not.toContain(DRAFT_POST.slug);
    expect(slugs(entries)).not.toContain(SCHEDULED_POST.slug);
    for (const entry of entries) expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
  });
});
