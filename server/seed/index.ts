import { sql, type Kysely } from "kysely";
import { SANITIZER_VERSION, sanitizePostHtml } from "#server/lib/sanitize";
import { defineSetting, readSetting, writeSetting } from "#server/domain/settings/settings";
import type { Config } from "#server/config";
import type { DatabaseHandle } from "#server/db/connection";
import { exclusiveTransaction } from "#server/db/exclusive";
import type { Database } from "#server/db/schema";
import { DEMO_CHURCH } from "#content/demo/church";
import { COMMENTS } from "#content/demo/comments";
import { POSTS } from "#content/demo/posts";
import { SERMONS } from "#content/demo/sermons";
import { POST_CATEGORIES, SERMON_CATEGORIES, TAGS } from "#content/demo/taxonomy";
import { seedChurch } from "#server/domain/church/church";
import { seedPages } from "#server/domain/pages/pages";
import { DEMO_PAGES } from "#content/demo/pages";
import { DEMO_EVENTS } from "#content/demo/events";
import { seedEvents } from "#server/domain/events/seed";
import type { SeedCategory } from "./types";

export interface SeedSummary {
  posts: number;
  comments: number;
  sermons: number;
}

/**
 * Whether this database has been offered the demo content once: set on its first start
 * with SEED_DEMO=1, seeded or not, so the demo never comes back into a database whose staff deleted
 * every post, whatever the setting says at later starts.
 */
const DEMO_OFFERED = defineSetting<boolean>("demo.offered", false, (value) =>
  typeof value === "boolean" ? value : undefined,
);

/**
 * At start: the demo content, when asked for (SEED_DEMO=1) on the first start of a new database (no
 * posts, never offered the demo before); returns whether it seeded. Never otherwise: a production
 * database its owners emptied stays empty.
 */
export async function seedIfEmpty(handle: DatabaseHandle, config: Pick<Config, "seedDemo">): Promise<boolean> {
  if (!config.seedDemo) return false;
  // One process at a time, like the seed itself: a second one starting together waits, then finds the mark.
  return exclusiveTransaction(handle.db, handle.engine, "demo seed", async (trx) => {
    if (await readSetting(trx, DEMO_OFFERED)) return false;
    const summary = await insertDemoContent(trx);
    await writeSetting(trx, DEMO_OFFERED, true);
    return summary.posts > 0;
  });
}

/**
 * Inserts the demo content in one transaction: the demo church's details and built-in pages' content
 * (unless the church saved its own), its calendar (the events whose address is free), categories, tags, posts (HTML sanitised), threaded
 * comments, sermon categories and sermons. Rows whose slug already exists are left alone, so it
 * never fails on a partly filled database. One process at a time (exclusiveTransaction): a second
 * one starting together waits, then finds the posts and does nothing.
 */
export async function seedDemoContent(handle: Pick<DatabaseHandle, "db" | "engine">): Promise<SeedSummary> {
  return exclusiveTransaction(handle.db, handle.engine, "demo seed", insertDemoContent);
}

/** seedDemoContent's work, inside its transaction. */
async function insertDemoContent(trx: Kysely<Database>): Promise<SeedSummary> {
  const summary: SeedSummary = { posts: 0, comments: 0, sermons: 0 };
  await seedChurch(trx, DEMO_CHURCH);
  await seedPages(trx, DEMO_PAGES);
  await seedEvents(trx, DEMO_EVENTS);
  if ((await countPosts(trx)) > 0) return summary;

  const categoryIds = await ensureSlugs(trx, "categories", POST_CATEGORIES);
  const tagIds = await ensureSlugs(trx, "tags", TAGS);
  const postIds = new Map<string, number>();
  for (const post of POSTS) {
    const row = await trx
      .insertInto("posts")
      .values({
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        content: sanitizePostHtml(post.content),
        sanitized_with: SANITIZER_VERSION,
        author: post.author.name,
        author_image: post.author.image,
        image: post.image,
        category_id: categoryIds.get(post.category) ?? null,
        quote: post.quote ?? null,
        status: post.status ?? "published",
        featured: post.featured ? 1 : 0,
        published_at: post.publishedAt,
        created_at: post.publishedAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    postIds.set(post.slug, row.id);
    const links = post.tags.map((tag) => ({ post_id: row.id, tag_id: requireId(tagIds, tag, "tag") }));
    if (links.length > 0) await trx.insertInto("post_tags").values(links).execute();
    summary.posts += 1;
  }

  // Parents come before their replies in COMMENTS, so each reply finds its parent's id.
  const commentIds = new Map<string, number>();
  for (const comment of COMMENTS) {
    const row = await trx
      .insertInto("comments")
      .values({
        post_id: requireId(postIds, comment.post, "post"),
        parent_id: comment.parent ? requireId(commentIds, comment.parent, "parent comment") : null,
        name: comment.name,
        email: comment.email,
        text: comment.text,
        status: comment.status ?? "approved",
        created_at: comment.createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    commentIds.set(comment.key, row.id);
    summary.comments += 1;
  }

  const sermonCategoryIds = await ensureSlugs(trx, "sermon_categories", SERMON_CATEGORIES);
  const existingSermons = new Set((await trx.selectFrom("sermons").select("slug").execute()).map((row) => row.slug));
  for (const sermon of SERMONS) {
    if (existingSermons.has(sermon.slug)) continue;
    const row = await trx
      .insertInto("sermons")
      .values({
        slug: sermon.slug,
        title: sermon.title,
        speaker: sermon.speaker,
        preached_on: sermon.preachedOn,
        duration: sermon.duration,
        youtube_id: sermon.youtubeId,
        image: sermon.image,
        description: sermon.description,
        has_audio: sermon.hasAudio ? 1 : 0,
        has_transcript: sermon.hasTranscript ? 1 : 0,
        has_download: sermon.hasDownload ? 1 : 0,
        published: 1,
        // Services start at 3:30PM Harare time (13:30 UTC).
        created_at: `${sermon.preachedOn}T13:30:00.000Z`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const links = sermon.categories.map((slug) => ({
      sermon_id: row.id,
      category_id: requireId(sermonCategoryIds, slug, "sermon category"),
    }));
    if (links.length > 0) await trx.insertInto("sermon_category_links").values(links).execute();
    summary.sermons += 1;
  }
  return summary;
}

/** Empties the tables the demo content lives in (posts, comments, taxonomy, sermons), children first. */
export async function clearDemoContent(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("comments").execute();
    await trx.deleteFrom("post_tags").execute();
    await trx.deleteFrom("posts").execute();
    await trx.deleteFrom("tags").execute();
    await trx.deleteFrom("categories").execute();
    await trx.deleteFrom("sermon_category_links").execute();
    await trx.deleteFrom("sermons").execute();
    await trx.deleteFrom("sermon_categories").execute();
  });
}

async function countPosts(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("posts")
    .select(sql<number>`count(*)`.as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Ids by slug for a name/slug table, inserting the rows that are missing. */
async function ensureSlugs(
  trx: Kysely<Database>,
  table: "categories" | "tags" | "sermon_categories",
  items: readonly SeedCategory[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const existing = await trx
    .selectFrom(table)
    .select(["id", "slug"])
    .where(
      "slug",
      "in",
      items.map((item) => item.slug),
    )
    .execute();
  for (const row of existing) ids.set(row.slug, row.id);
  for (const item of items) {
    if (ids.has(item.slug)) continue;
    const row = await trx
      .insertInto(table)
      .values({ name: item.name, slug: item.slug })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.set(item.slug, row.id);
  }
  return ids;
}

function requireId(ids: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Demo content names an unknown ${what}: ${key}`);
  return id;
}
