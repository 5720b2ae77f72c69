import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Category, PostSummary, Tag } from "#contract/types";
import {
  COMMENTER_EMAIL,
  DRAFT_POST,
  PENDING_COMMENT_TEXT,
  PRIVATE_MARKER,
  PRIVATE_PRAYER_TEXT,
  REJECTED_COMMENT_TEXT,
  SCHEDULED_POST,
  TAGS,
  insertFixtures,
} from "./fixtures";
import { createTestApi, json, type TestApi } from "./support";

/**
 * Private data never leaves through a public endpoint: comment emails, pending, rejected and
 * hidden comments, drafts and scheduled posts, private prayer requests, the subscriber list.
 * Every GET endpoint is crawled (every page, every post, every category, tag and archive) and
 * every body is searched for the secrets.
 */
const FRESH_PRAYER = "freshprivateprayer for my brother in Bulawayo";
const FRESH_COMMENT = "freshpendingcomment awaiting approval";
const FRESH_EMAIL = "fresh.commenter@example.com";
const SECRETS = [
  PRIVATE_MARKER,
  PENDING_COMMENT_TEXT,
  REJECTED_COMMENT_TEXT,
  "orphanreplytext",
  COMMENTER_EMAIL,
  PRIVATE_PRAYER_TEXT,
  FRESH_PRAYER,
  FRESH_COMMENT,
  FRESH_EMAIL,
  "existing@example.com",
  "Existing@Example.com",
  "private.person@example.com",
  DRAFT_POST.slug,
  SCHEDULED_POST.slug,
  "Secret Plans",
  "secret-plans",
];

let t: TestApi;
const bodies = new Map<string, string>();

async function crawl(url: string): Promise<string> {
  const response = await t.get(url);
  expect(response.statusCode, url).toBeLessThan(500);
  bodies.set(url, response.body);
  return response.body;
}

async function crawlPages(url: string): Promise<PostSummary[]> {
  const results: PostSummary[] = [];
  let next: string | null = url;
  while (next) {
    const path: string = next.replace("http://localhost", "");
    const page = JSON.parse(await crawl(path)) as { next: string | null; results: PostSummary[] };
    results.push(...page.results);
    next = page.next;
  }
  return results;
}

beforeAll(async () => {
  t = await createTestApi({ fixtures: insertFixtures });
  // Fresh private submissions through the API itself.
  expect(
    (await t.post("/api/prayers/submit/", { name: "Nyasha", email: "n@example.com", request: FRESH_PRAYER }))
      .statusCode,
  ).toBe(201);
  const comment = await t.post("/api/comments/create/", {
    post_slug: "walking-in-faith",
    name: "Fresh",
    email: FRESH_EMAIL,
    text: FRESH_COMMENT,
    parent: null,
  });
  expect(comment.statusCode).toBe(201);
  expect(comment.body).not.toContain(FRESH_EMAIL);
  expect((await t.post("/api/newsletter/subscribe/", { email: "existing@example.com" })).statusCode).toBe(200);

  const posts = await crawlPages("/api/posts/?page_size=2");
  for (const post of posts) {
    await crawl(`/api/posts/${post.slug}/`);
    await crawl(`/api/posts/${post.slug}/comments/`);
  }
  for (const url of [
    "/api/posts/featured/",
    "/api/posts/latest/",
    "/api/posts/recent/",
    "/api/sermons/latest/",
    "/api/sermons/categories/",
  ]) {
    await crawl(url);
  }
  const archives = JSON.parse(await crawl("/api/posts/archives/")) as string[];
  for (const archive of [...archives, "march-2025", "january-2999"])
    await crawlPages(`/api/posts/archive/?date=${archive}`);
  const categories = JSON.parse(await crawl("/api/categories/")) as Category[];
  for (const category of categories) {
    await crawlPages(`/api/categories/${category.slug}/posts/`);
    await crawlPages(`/api/categories/${category.id}/posts/`);
  }
  for (const tag of TAGS as readonly Tag[]) await crawlPages(`/api/tags/${tag.slug}/posts/`);
  for (const q of [PRIVATE_MARKER, "draft", "scheduled", "secret", "plans", "announcements", "a", "e"]) {
    await crawlPages(`/api/search/?q=${encodeURIComponent(q)}`);
  }
  for (const query of [
    "",
    "?search=unpublished",
    `?search=${PRIVATE_MARKER}`,
    "?categories__slug=faith&page_size=100",
  ]) {
    await crawl(`/api/sermons/${query}`);
  }
  for (const slug of [DRAFT_POST.slug, SCHEDULED_POST.slug]) {
    await crawl(`/api/posts/${slug}/`);
    await crawl(`/api/posts/${slug}/comments/`);
  }
});
afterAll(async () => {
  await t?.close();
});

describe("private data", () => {
  it("crawled every public endpoint", () => {
    expect(bodies.size).toBeGreaterThan(60);
  });

  it.each(SECRETS)("never returns %s", (secret) => {
    for (const [url, body] of bodies) {
      expect(body.toLowerCase().includes(secret.toLowerCase()), `${url} leaks ${secret}`).toBe(false);
    }
  });

  it("never returns any email address", () => {
    for (const [url, body] of bodies) expect(body, url).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/);
  });

  it("answers 404 for a draft's and a scheduled post's page and comments", async () => {
    for (const slug of [DRAFT_POST.slug, SCHEDULED_POST.slug]) {
      expect(json(await t.get(`/api/posts/${slug}/`))).toEqual({ detail: "Not found." });
      expect((await t.get(`/api/posts/${slug}/comments/`)).statusCode).toBe(404);
    }
  });

  it("stores what it never shows", async () => {
    const prayer = await t.database.db
      .selectFrom("prayer_requests")
      .select(["request", "is_private"])
      .where("request", "=", FRESH_PRAYER)
      .executeTakeFirst();
    expect(prayer).toEqual({ request: FRESH_PRAYER, is_private: 1 });
    const comment = await t.database.db
      .selectFrom("comments")
      .select(["email", "status"])
      .where("text", "=", FRESH_COMMENT)
      .executeTakeFirst();
    expect(comment).toEqual({ email: FRESH_EMAIL, status: "pending" });
  });
});
