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
import { NEUTRAL_CHURCH, readSavedChurch, seedChurch } from "#server/domain/church/church";
import { seedPages } from "#server/domain/pages/pages";
import { DEMO_PAGES } from "#content/demo/pages";
import { DEMO_EVENTS } from "#content/demo/events";
import { seedEvents } from "#server/domain/events/seed";
import type { ChurchDetails } from "#contract/church";
import type { PageDocument, PageKey } from "#contract/page-content";
import {
  CHURCH_KEY,
  commentSnapshot,
  eventSnapshot,
  markDemo,
  namedSnapshot,
  postSnapshot,
  sameValue,
  sermonSnapshot,
  type DemoKind,
} from "#server/domain/demo/marks";
import type { SeedCategory, SeedPost, SeedSermon } from "./types";

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

/**
 * The built-in pages whose demo documents are the design's own rather than a church's (the loading
 * screen's Revelation 11:15, coming soon's date and words): not marked, so removing the demo keeps
 * them (decision 043).
 */
const DESIGN_PAGES: ReadonlySet<PageKey> = new Set<PageKey>(["loading", "coming-soon"]);

/** The demo's built-in pages that are the demo church's words (and so go with it). */
function churchPages(): Partial<Record<PageKey, PageDocument>> {
  return Object.fromEntries(Object.entries(DEMO_PAGES).filter(([key]) => !DESIGN_PAGES.has(key as PageKey)));
}

/** A demo post's row as the seed writes it (and as an earlier seed wrote it: markEarlierDemo). */
function demoPostRow(post: SeedPost) {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: sanitizePostHtml(post.content),
    sanitized_with: SANITIZER_VERSION,
    author: post.author.name,
    author_image: post.author.image,
    image: post.image,
    quote: post.quote ?? null,
  };
}

/** A demo sermon's row as the seed writes it. */
function demoSermonRow(sermon: SeedSermon) {
  return {
    slug: sermon.slug,
    title: sermon.title,
    speaker: sermon.speaker,
    preached_on: sermon.preachedOn,
    duration: sermon.duration,
    youtube_id: sermon.youtubeId,
    image: sermon.image,
    description: sermon.description,
    series: null,
    scripture: null,
    audio_file: null,
  };
}

/** seedDemoContent's work, inside its transaction; every row and document it puts in is marked as the demo's. */
async function insertDemoContent(trx: Kysely<Database>): Promise<SeedSummary> {
  const summary: SeedSummary = { posts: 0, comments: 0, sermons: 0 };
  if (await seedChurch(trx, DEMO_CHURCH)) await markDemo(trx, "church", CHURCH_KEY, DEMO_CHURCH);
  await seedPages(trx, DEMO_PAGES);
  for (const [key, document] of Object.entries(churchPages())) {
    // Marked only when the seed wrote it: a page the church saved before is theirs.
    if (sameValue(await readStoredDocument(trx, key), document)) await markDemo(trx, "page", key, document);
  }
  for (const event of await seedEvents(trx, DEMO_EVENTS)) await markDemo(trx, "event", event.id, eventSnapshot(event));
  if ((await countPosts(trx)) > 0) return summary;

  const categoryIds = await ensureSlugs(trx, "categories", POST_CATEGORIES, "category");
  const tagIds = await ensureSlugs(trx, "tags", TAGS, "tag");
  const postIds = new Map<string, number>();
  for (const post of POSTS) {
    const values = demoPostRow(post);
    const row = await trx
      .insertInto("posts")
      .values({
        ...values,
        category_id: categoryIds.get(post.category) ?? null,
        status: post.status ?? "published",
        featured: post.featured ? 1 : 0,
        published_at: post.publishedAt,
        created_at: post.publishedAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await markDemo(trx, "post", row.id, postSnapshot(values));
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
    await markDemo(trx, "comment", row.id, commentSnapshot({ ...comment, created_at: comment.createdAt }));
    commentIds.set(comment.key, row.id);
    summary.comments += 1;
  }

  const sermonCategoryIds = await ensureSlugs(trx, "sermon_categories", SERMON_CATEGORIES, "sermon-category");
  const existingSermons = new Set((await trx.selectFrom("sermons").select("slug").execute()).map((row) => row.slug));
  for (const sermon of SERMONS) {
    if (existingSermons.has(sermon.slug)) continue;
    const values = demoSermonRow(sermon);
    const row = await trx
      .insertInto("sermons")
      .values({
        ...values,
        has_audio: sermon.hasAudio ? 1 : 0,
        has_transcript: sermon.hasTranscript ? 1 : 0,
        has_download: sermon.hasDownload ? 1 : 0,
        published: 1,
        // Services start at 3:30PM Harare time (13:30 UTC).
        created_at: `${sermon.preachedOn}T13:30:00.000Z`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await markDemo(trx, "sermon", row.id, sermonSnapshot(values));
    const links = sermon.categories.map((slug) => ({
      sermon_id: row.id,
      category_id: requireId(sermonCategoryIds, slug, "sermon category"),
    }));
    if (links.length > 0) await trx.insertInto("sermon_category_links").values(links).execute();
    summary.sermons += 1;
  }
  return summary;
}

/**
 * Marks the demo content of a database seeded before the seed marked what it put in (migration
 * 026 runs this once, after the migrations: server/db/migrate.ts): each row or document the demo
 * has, by its slug or key, with what this version of the seed writes. A post or sermon the church
 * edited is marked all the same, and so read as theirs; a comment or a category, only when still
 * as the demo wrote it. A database without the demo holds none of these, and gets no mark.
 */
export async function markEarlierDemo(trx: Kysely<Database>): Promise<void> {
  if (await trx.selectFrom("demo_content").select("kind").limit(1).executeTakeFirst()) return;
  const church = await readSavedChurch(trx);
  if (church && (Object.keys(DEMO_CHURCH) as Array<keyof ChurchDetails>).some((key) => isDemoPart(church, key))) {
    await markDemo(trx, "church", CHURCH_KEY, DEMO_CHURCH);
  }
  for (const [key, document] of Object.entries(churchPages())) {
    const stored = await readStoredDocument(trx, key);
    if (stored && Object.entries(document).some(([field, value]) => isDemoWords(value, stored[field]))) {
      await markDemo(trx, "page", key, document);
    }
  }
  // Posts and sermons by their address, with what the seed writes; categories and tags as named.
  const seeded = [
    ["posts", "post", POSTS.map((post) => postSnapshot(demoPostRow(post)))],
    ["sermons", "sermon", SERMONS.map((sermon) => sermonSnapshot(demoSermonRow(sermon)))],
    ["categories", "category", POST_CATEGORIES.map(namedSnapshot)],
    ["tags", "tag", TAGS.map(namedSnapshot)],
    ["sermon_categories", "sermon-category", SERMON_CATEGORIES.map(namedSnapshot)],
  ] as const;
  for (const [table, kind, items] of seeded) {
    const bySlug = new Map<string, { slug: string }>(items.map((item) => [item.slug, item]));
    const rows = (await trx
      .selectFrom(table)
      .selectAll()
      .where("slug", "in", [...bySlug.keys()])
      .execute()) as Array<{ id: number; slug: string; name?: string }>;
    for (const row of rows) {
      const item = bySlug.get(row.slug)!;
      // A post or sermon the church edited is marked all the same (it then reads as edited); a
      // category or tag only under the demo's name (renamed, it is the church's).
      const named = kind === "post" || kind === "sermon" || sameValue({ name: row.name, slug: row.slug }, item);
      if (named) await markDemo(trx, kind, row.id, item);
    }
  }
  const comments = await trx
    .selectFrom("comments")
    .select(["id", "name", "text", "created_at"])
    .where("staff_id", "is", null)
    .execute();
  for (const row of comments) {
    const seeded = COMMENTS.find((comment) =>
      sameValue(commentSnapshot({ ...comment, created_at: comment.createdAt }), commentSnapshot(row)),
    );
    if (seeded) await markDemo(trx, "comment", row.id, commentSnapshot(row));
  }
}

/** A part of the church's details that is the demo church's (set, and as the demo has it). */
function isDemoPart(church: ChurchDetails, key: keyof ChurchDetails): boolean {
  return !sameValue(church[key], NEUTRAL_CHURCH[key]) && sameValue(church[key], DEMO_CHURCH[key]);
}

/** A page's part that still holds the demo's words. */
function isDemoWords(demo: unknown, stored: unknown): boolean {
  const empty = demo === "" || (Array.isArray(demo) && demo.length === 0);
  return !empty && sameValue(demo, stored);
}

/** A built-in page's stored document as JSON, or null when it has no row. */
async function readStoredDocument(trx: Kysely<Database>, key: string): Promise<Record<string, unknown> | null> {
  const row = await trx.selectFrom("page_contents").select("content").where("page", "=", key).executeTakeFirst();
  if (!row) return null;
  try {
    return JSON.parse(row.content) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The kinds of demo rows clearDemoContent empties (the church's details and pages stay). */
const CLEARED_KINDS: DemoKind[] = ["post", "comment", "sermon", "category", "tag", "sermon-category"];

/** Empties the tables the demo content lives in (posts, comments, taxonomy, sermons), children first. */
export async function clearDemoContent(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("demo_content").where("kind", "in", CLEARED_KINDS).execute();
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

/** Ids by slug for a name/slug table, inserting the rows that are missing (marked as the demo's `kind`). */
async function ensureSlugs(
  trx: Kysely<Database>,
  table: "categories" | "tags" | "sermon_categories",
  items: readonly SeedCategory[],
  kind: DemoKind,
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
    await markDemo(trx, kind, row.id, namedSnapshot(item));
    ids.set(item.slug, row.id);
  }
  return ids;
}

function requireId(ids: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Demo content names an unknown ${what}: ${key}`);
  return id;
}
