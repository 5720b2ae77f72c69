import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_NAME_PATTERN } from "#contract/images";
import { DEMO_EVENTS } from "#content/demo/events";
import { loadConfig } from "#server/config";
import { sanitizePostHtml } from "#server/lib/sanitize";
import { openDatabase, type DatabaseHandle } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrate";
import { DATA_UPGRADES } from "./upgrades";
import type { Database } from "#server/db/schema";
import { clearDemoContent, seedDemoContent, seedIfEmpty } from "./index";

const config = loadConfig({ DATABASE_URL: "sqlite::memory:", NODE_ENV: "test", SEED_DEMO: "1" });
const LAST_DATE = "2026-11-20T23:59:59.999Z";

let handle: DatabaseHandle;
let posts: Database["posts"][];
let comments: Array<{ id: number; post_id: number; parent_id: number | null; status: string; created_at: string }>;

async function counts(h: DatabaseHandle) {
  const count = async (table: keyof Database) =>
    Number((await h.db.selectFrom(table).select(h.db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  return {
    posts: await count("posts"),
    comments: await count("comments"),
    sermons: await count("sermons"),
    categories: await count("categories"),
    tags: await count("tags"),
    postTags: await count("post_tags"),
    sermonCategories: await count("sermon_categories"),
    sermonLinks: await count("sermon_category_links"),
  };
}

beforeAll(async () => {
  handle = openDatabase(config.database);
  await migrateToLatest(handle.db, handle.engine);
  expect(await seedIfEmpty(handle, config)).toBe(true);
  posts = (await handle.db.selectFrom("posts").selectAll().execute()) as unknown as Database["posts"][];
  comments = await handle.db
    .selectFrom("comments")
    .select(["id", "post_id", "parent_id", "status", "created_at"])
    .execute();
});

afterAll(async () => {
  await handle.close();
});

describe("demo posts", () => {
  const published = () => posts.filter((post) => post.status === "published");

  it("has at least 14 published posts and exactly one draft", () => {
    expect(published().length).toBeGreaterThanOrEqual(14);
    expect(posts.filter((post) => post.status === "draft")).toHaveLength(1);
    expect(posts.every((post) => post.status === "published" || post.status === "draft")).toBe(true);
  });

  it("spreads them over 5 categories and 10 tags, each in use", async () => {
    const categories = await handle.db.selectFrom("categories").selectAll().execute();
    const tags = await handle.db.selectFrom("tags").selectAll().execute();
    expect(categories).toHaveLength(5);
    expect(tags).toHaveLength(10);
    const publishedIds = new Set(published().map((post) => post.id as unknown as number));
    for (const category of categories) {
      expect(published().some((post) => post.category_id === category.id)).toBe(true);
    }
    const links = await handle.db.selectFrom("post_tags").selectAll().execute();
    for (const tag of tags) {
      expect(links.some((link) => link.tag_id === tag.id && publishedIds.has(link.post_id))).toBe(true);
    }
    for (const post of posts) {
      const own = links.filter((link) => link.post_id === (post.id as unknown as number));
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(4);
    }
  });

  it("publishes over at least 8 months, from April 2025, nothing after 20 November 2026", () => {
    const months = new Set(published().map((post) => post.published_at.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(8);
    for (const post of posts) {
      expect(post.published_at >= "2025-04-01").toBe(true);
      expect(post.published_at <= LAST_DATE).toBe(true);
      expect(new Date(post.published_at).toISOString()).toBe(post.published_at);
    }
  });

  it("features exactly three published posts", () => {
    expect(posts.filter((post) => post.featured === 1)).toHaveLength(3);
    expect(published().filter((post) => post.featured === 1)).toHaveLength(3);
  });

  it("gives every post full content, an author with an image and a unique illustration", () => {
    for (const post of posts) {
      expect(post.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(post.title.length).toBeGreaterThan(10);
      expect(post.excerpt.length).toBeGreaterThan(30);
      expect(post.author).toMatch(/\S+ \S+/);
      expect(post.author_image).toMatch(IMAGE_NAME_PATTERN);
      expect(post.image).toMatch(IMAGE_NAME_PATTERN);
      expect(post.content).toContain("<h2>");
      expect(post.content).toMatch(/<(ul|ol)>/);
      expect(post.content).toMatch(
        /<blockquote><p>.+<\/p><p>— [1-3]? ?[A-Z][a-z]+ \d+:\d+(–\d+)? \((NIV|NKJV)\)<\/p><\/blockquote>/,
      );
      expect(post.content).not.toMatch(/lorem|ipsum|TODO/i);
      // Stored already sanitised: sanitising again changes nothing.
      expect(sanitizePostHtml(post.content)).toBe(post.content);
    }
    expect(new Set(posts.map((post) => post.image)).size).toBe(posts.length);
    const withQuote = published().filter((post) => post.quote).length;
    expect(withQuote).toBeGreaterThanOrEqual(published().length * 0.35);
    expect(withQuote).toBeLessThanOrEqual(published().length * 0.75);
  });
});

describe("demo comments", () => {
  const byId = () => new Map(comments.map((comment) => [comment.id, comment]));
  const postById = () => new Map(posts.map((post) => [post.id as unknown as number, post]));

  it("threads approved comments on at least 5 published posts, replies two levels deep at most", () => {
    const approved = comments.filter((comment) => comment.status === "approved");
    const onPosts = new Set(approved.map((comment) => comment.post_id));
    expect(onPosts.size).toBeGreaterThanOrEqual(5);
    for (const postId of onPosts) expect(postById().get(postId)?.status).toBe("published");
    const replies = approved.filter((comment) => comment.parent_id !== null);
    expect(replies.length).toBeGreaterThanOrEqual(5);
    expect(approved.length - replies.length).toBeGreaterThanOrEqual(5);
    for (const reply of replies) {
      const parent = byId().get(reply.parent_id!);
      expect(parent?.post_id).toBe(reply.post_id);
      expect(parent?.parent_id).toBeNull();
      expect(reply.created_at > parent!.created_at).toBe(true);
    }
  });

  it("dates every comment after its post", () => {
    for (const comment of comments) {
      expect(comment.created_at > postById().get(comment.post_id)!.published_at).toBe(true);
    }
  });

  it("keeps exactly one comment pending, on a published post", () => {
    const pending = comments.filter((comment) => comment.status === "pending");
    expect(pending).toHaveLength(1);
    expect(postById().get(pending[0].post_id)?.status).toBe("published");
  });

  it("stores an email for every comment", async () => {
    const emails = await handle.db.selectFrom("comments").select("email").execute();
    for (const { email } of emails) expect(email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
  });
});

describe("demo sermons", () => {
  it("has at least 20 published sermons in 5 categories, each category in use", async () => {
    const sermons = await handle.db.selectFrom("sermons").selectAll().execute();
    const categories = await handle.db.selectFrom("sermon_categories").selectAll().execute();
    const links = await handle.db.selectFrom("sermon_category_links").selectAll().execute();
    expect(sermons.filter((sermon) => sermon.published === 1).length).toBeGreaterThanOrEqual(20);
    expect(categories.map((category) => category.name).sort()).toEqual([
      "Evangelism",
      "Faith",
      "Family",
      "Prayer",
      "Worship",
    ]);
    for (const category of categories) expect(links.some((link) => link.category_id === category.id)).toBe(true);
    const perSermon = sermons.map((sermon) => links.filter((link) => link.sermon_id === sermon.id).length);
    expect(perSermon.every((count) => count <= 2)).toBe(true);
    expect(perSermon.filter((count) => count === 0)).toHaveLength(1);
  });

  it("was preached on Wednesdays and Sundays over the last year", async () => {
    const sermons = await handle.db.selectFrom("sermons").select(["preached_on", "created_at"]).execute();
    for (const { preached_on } of sermons) {
      expect(preached_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect([0, 3]).toContain(new Date(`${preached_on}T12:00:00Z`).getUTCDay());
      expect(preached_on >= "2025-11-20").toBe(true);
      expect(preached_on <= "2026-11-20").toBe(true);
    }
  });

  it("has YouTube-style ids, several speakers, one without a speaker, and durations with one missing", async () => {
    const sermons = await handle.db.selectFrom("sermons").selectAll().execute();
    const ids = sermons.map((sermon) => sermon.youtube_id);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(sermons.filter((sermon) => sermon.speaker === null)).toHaveLength(1);
    expect(new Set(sermons.map((sermon) => sermon.speaker).filter(Boolean)).size).toBeGreaterThanOrEqual(4);
    expect(sermons.filter((sermon) => sermon.duration === null)).toHaveLength(1);
    for (const sermon of sermons) {
      if (sermon.duration !== null) expect(sermon.duration).toMatch(/^\d{2} min$/);
      expect(sermon.image).toMatch(IMAGE_NAME_PATTERN);
      expect(sermon.description.length).toBeGreaterThan(40);
    }
    expect(sermons.some((sermon) => sermon.has_audio === 1)).toBe(true);
    expect(sermons.some((sermon) => sermon.has_transcript === 1)).toBe(true);
    expect(sermons.some((sermon) => sermon.has_download === 1)).toBe(true);
    expect(sermons.some((sermon) => sermon.has_audio === 0 && sermon.has_transcript === 0)).toBe(true);
  });
});

describe("seeding at start", () => {
  it("seeds nothing unless asked (SEED_DEMO): an empty production database stays empty", async () => {
    const empty = openDatabase({ kind: "sqlite", file: ":memory:" });
    try {
      await migrateToLatest(empty.db, empty.engine);
      expect(await seedIfEmpty(empty, { seedDemo: false })).toBe(false);
      expect((await counts(empty)).posts).toBe(0);
      expect(await seedIfEmpty(empty, { seedDemo: true })).toBe(true);
    } finally {
      await empty.close();
    }
  });

  it("never brings the demo back into a database whose posts were all deleted, even with SEED_DEMO", async () => {
    const emptied = openDatabase({ kind: "sqlite", file: ":memory:" });
    try {
      await migrateToLatest(emptied.db, emptied.engine);
      expect(await seedIfEmpty(emptied, { seedDemo: true })).toBe(true);
      await clearDemoContent(emptied.db);
      expect((await counts(emptied)).posts).toBe(0);
      expect(await seedIfEmpty(emptied, { seedDemo: true })).toBe(false);
      expect((await counts(emptied)).posts).toBe(0);
    } finally {
      await emptied.close();
    }
  });
});

describe("seeding again", () => {
  it("is a no-op on a database that has posts", async () => {
    const before = await counts(handle);
    expect(await seedIfEmpty(handle, config)).toBe(false);
    expect(await seedDemoContent(handle)).toEqual({ posts: 0, comments: 0, sermons: 0 });
    expect(await counts(handle)).toEqual(before);
  });

  it("keeps the data when the server starts again on the same file", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-"));
    const fileConfig = loadConfig({
      DATABASE_URL: `sqlite:${path.join(dir, "site.db")}`,
      NODE_ENV: "test",
      SEED_DEMO: "1",
    });
    try {
      const first = openDatabase(fileConfig.database);
      await migrateToLatest(first.db, first.engine);
      expect(await seedIfEmpty(first, fileConfig)).toBe(true);
      const seeded = await counts(first);
      await first.close();

      const second = openDatabase(fileConfig.database);
      await migrateToLatest(second.db, second.engine);
      expect(await seedIfEmpty(second, fileConfig)).toBe(false);
      expect(await counts(second)).toEqual(seeded);
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("after clearing the demo tables, seeds the same content again", async () => {
    const before = await counts(handle);
    await clearDemoContent(handle.db);
    expect((await counts(handle)).posts).toBe(0);
    expect(await seedDemoContent(handle)).toEqual({
      posts: before.posts,
      comments: before.comments,
      sermons: before.sermons,
    });
    expect(await counts(handle)).toEqual(before);
  });

  it("fills in around taxonomy that already exists", async () => {
    await clearDemoContent(handle.db);
    await handle.db.insertInto("categories").values({ name: "Church News", slug: "church-news" }).execute();
    await handle.db.insertInto("sermon_categories").values({ name: "Faith", slug: "faith" }).execute();
    const summary = await seedDemoContent(handle);
    expect(summary.posts).toBeGreaterThanOrEqual(15);
    expect((await counts(handle)).categories).toBe(5);
    expect((await counts(handle)).sermonCategories).toBe(5);
  });
});

describe("the demo's marks (decision 043)", () => {
  /** Every mark as `kind:key`, with what it says was seeded. */
  async function marksOf(h: DatabaseHandle) {
    const rows = await h.db.selectFrom("demo_content").selectAll().execute();
    return new Map(rows.map((row) => [`${row.kind}:${row.item_key}`, JSON.parse(row.seeded) as unknown]));
  }

  /** A new migrated database in memory for `work`, closed after. */
  async function inNewDatabase(work: (h: DatabaseHandle) => Promise<void>): Promise<void> {
    const fresh = openDatabase({ kind: "sqlite", file: ":memory:" });
    try {
      await migrateToLatest(fresh.db, fresh.engine);
      await work(fresh);
    } finally {
      await fresh.close();
    }
  }

  it("marks every row and document the seed puts in, but the design's own pages", () =>
    inNewDatabase(async (fresh) => {
      await seedDemoContent(fresh);
      const marks = await marksOf(fresh);
      const kinds = [...marks.keys()].map((key) => key.split(":")[0]);
      const n = (kind: string) => kinds.filter((one) => one === kind).length;
      const seeded = await counts(fresh);
      expect(n("post")).toBe(seeded.posts);
      expect(n("comment")).toBe(seeded.comments);
      expect(n("sermon")).toBe(seeded.sermons);
      expect(n("category")).toBe(seeded.categories);
      expect(n("tag")).toBe(seeded.tags);
      expect(n("sermon-category")).toBe(seeded.sermonCategories);
      expect(marks.has("church:1")).toBe(true);
      expect(n("event")).toBe(DEMO_EVENTS.length);
      expect(marks.has("page:about")).toBe(true);
      expect(marks.has("page:youth")).toBe(true);
      // The loading screen's verse and coming soon's date are the design's, not a church's: kept.
      expect(marks.has("page:loading")).toBe(false);
      expect(marks.has("page:coming-soon")).toBe(false);
    }));

  it("a database seeded before marks existed gets the same marks once migration 026 runs", () =>
    inNewDatabase(async (fresh) => {
      await seedDemoContent(fresh);
      const seeded = await marksOf(fresh);
      // The calendar came after 026 (migration 028): its demo events are marked by the seed that adds them.
      for (const key of seeded.keys()) if (key.startsWith("event:")) seeded.delete(key);
      // As before 026: no table of marks, then the migration and what follows it.
      await fresh.db.schema.dropTable("demo_content").execute();
      await sql`delete from schema_migrations where name = '026_demo_content'`.execute(fresh.db);
      expect(await migrateToLatest(fresh.db, fresh.engine, DATA_UPGRADES)).toEqual(["026_demo_content"]);
      expect(await marksOf(fresh)).toEqual(seeded);
    }));

  it("a database without the demo gets no mark from migration 026", () =>
    inNewDatabase(async (empty) => {
      expect((await marksOf(empty)).size).toBe(0);
    }));
});
