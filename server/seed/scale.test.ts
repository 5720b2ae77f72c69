import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { openDatabase } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrate";
import { seedScaleContent } from "./scale";

const config = loadConfig({ DATABASE_URL: "sqlite::memory:", NODE_ENV: "test" });
const SMALL = { posts: 120, sermons: 60, comments: 500, seed: 7 };

async function seeded(seed: number) {
  const handle = openDatabase(config.database);
  try {
    await migrateToLatest(handle.db, handle.engine);
    const summary = await seedScaleContent(handle.db, handle.engine, { ...SMALL, seed });
    const posts = await handle.db.selectFrom("posts").selectAll().orderBy("id").execute();
    const comments = await handle.db.selectFrom("comments").selectAll().orderBy("id").execute();
    const sermons = await handle.db.selectFrom("sermons").selectAll().orderBy("id").execute();
    const links = await handle.db.selectFrom("post_tags").selectAll().orderBy("post_id").orderBy("tag_id").execute();
    return { summary, posts, comments, sermons, links };
  } finally {
    await handle.close();
  }
}

describe("seedScaleContent", () => {
  it("gives the same rows for the same seed and other rows for another", async () => {
    const first = await seeded(7);
    const second = await seeded(7);
    expect(second).toEqual(first);
    expect((await seeded(8)).posts).not.toEqual(first.posts);
  }, 60_000);

  it("makes the asked numbers, with drafts, scheduled posts, threads and pending comments", async () => {
    const { summary, posts, comments, sermons } = await seeded(7);
    expect(summary).toMatchObject({ posts: 120, comments: 500, sermons: 60 });
    expect(posts.filter((post) => post.status === "draft").length).toBe(summary.drafts);
    expect(summary.drafts).toBeGreaterThan(0);
    expect(summary.scheduled).toBeGreaterThan(0);
    expect(new Set(posts.map((post) => post.published_at.slice(0, 7))).size).toBeGreaterThan(40);
    const byId = new Map(comments.map((comment) => [comment.id, comment]));
    const replies = comments.filter((comment) => comment.parent_id !== null);
    expect(replies.length).toBeGreaterThan(50);
    for (const reply of replies) {
      const parent = byId.get(reply.parent_id!)!;
      expect(parent.post_id).toBe(reply.post_id);
      expect(reply.created_at > parent.created_at).toBe(true);
    }
    expect(comments.some((comment) => comment.status === "pending")).toBe(true);
    expect(sermons.length).toBe(60);
  }, 60_000);
});
