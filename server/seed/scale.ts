import { sql, type Insertable, type Kysely, type Transaction } from "kysely";
import type { Engine } from "#server/db/connection";
import type { CommentsTable, Database, PostsTable, SermonsTable } from "#server/db/schema";
import { COMMENTS } from "#content/demo/comments";
import { clearDemoContent } from "./index";
import { POSTS } from "#content/demo/posts";
import { SERMONS } from "#content/demo/sermons";
import { AUTHORS, POST_CATEGORIES, SERMON_CATEGORIES, TAGS } from "#content/demo/taxonomy";
import type { SeedAuthor, SeedCategory } from "./types";

/**
 * The growth data set: thousands of posts, sermons and comments made from the demo
 * content, to measure the API at scale (tools/bench-scale.ts). Deterministic: the same seed
 * gives the same rows, on either engine. Rows are inserted in batches inside one transaction;
 * the search triggers index them as they go.
 */
export interface ScaleOptions {
  posts: number;
  sermons: number;
  comments: number;
  /** PRNG seed. */
  seed: number;
}

export const SCALE_DEFAULTS: ScaleOptions = { posts: 10_000, sermons: 5_000, comments: 50_000, seed: 7 };

export interface ScaleSummary {
  posts: number;
  drafts: number;
  scheduled: number;
  comments: number;
  sermons: number;
  categories: number;
  tags: number;
}

/** The newest scale post is published here; older ones spread over ten years before it. */
const NEWEST = Date.UTC(2026, 9, 31, 18, 0, 0);
const TEN_YEARS = 10 * 365.25 * 24 * 3600_000;
const HOUR = 3600_000;

const EXTRA_CATEGORIES = [
  "Bible Study",
  "Testimonies",
  "Worship & Music",
  "Prayer Ministry",
  "Women's Fellowship",
  "Men's Fellowship",
  "Community Projects",
];
const EXTRA_TAGS = [
  "Hope",
  "Grace",
  "Faith",
  "Healing",
  "Fasting",
  "Revival",
  "Missions",
  "Children",
  "Youth Camp",
  "Choir",
  "Harvest",
  "Thanksgiving",
  "Bulawayo",
  "Epworth",
  "Chitungwiza",
  "Mutare",
  "Drought Relief",
  "Scholarships",
  "Discipleship",
  "Leadership",
  "Forgiveness",
  "Generosity",
  "Holy Spirit",
  "Psalms",
  "Gospel of John",
  "Weddings",
  "Funerals",
  "Sports Day",
  "Clinic",
  "Shona Hymns",
];
const EXTRA_AUTHORS = [
  "Tatenda Marufu",
  "Chipo Dube",
  "Farai Chinembiri",
  "Rutendo Gumbo",
  "Kudakwashe Sithole",
  "Nyarai Mapfumo",
  "Tafadzwa Banda",
  "Ruvimbo Chari",
  "Tawanda Mlambo",
  "Vimbai Zvobgo",
  "Blessing Nyathi",
  "Grâce Mukamuri",
  "Simbarashe Hove",
  "Anesu Matanga",
];
const EXTRA_SERMON_CATEGORIES = ["Hope", "Discipleship", "Holy Spirit"];
const SPEAKERS = [
  "Pastor Tinashe Moyo",
  "Pastor Rudo Moyo",
  "Elder Simbarashe Chikwanha",
  "Minister Nyasha Mutasa",
  "Bishop Lovemore Sibanda",
  "Deaconess Chiedza Ndlovu",
  "Evangelist Tapiwa Mhere",
  "Pastor Memory Chuma",
];

/** mulberry32: small, fast and good enough to spread demo rows. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function toSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function named(names: readonly string[]): SeedCategory[] {
  return names.map((name) => ({ name, slug: toSlug(name) }));
}

/** Inserts rows in batches small enough for either engine's bound-parameter limit. */
export async function insertBatches<T extends keyof Database>(
  trx: Transaction<Database>,
  table: T,
  rows: Array<Insertable<Database[T]>>,
  size: number,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    // Kysely's generic insert typing cannot follow a table name chosen at run time.
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + size) as never)
      .execute();
  }
}

/**
 * Rows, then their links. The search triggers index a row on insert and again on each link;
 * SQLite can check foreign keys at commit instead, so there the links go first and every row is
 * indexed once, with its tags or categories (about three times faster). PostgreSQL's triggers
 * work per statement, so each batch is indexed twice at most.
 */
async function insertLinked(
  trx: Transaction<Database>,
  engine: Engine,
  rows: () => Promise<void>,
  links: () => Promise<void>,
): Promise<void> {
  if (engine === "postgres") {
    await rows();
    await links();
    return;
  }
  await sql`PRAGMA defer_foreign_keys = ON`.execute(trx);
  await links();
  await rows();
}

/**
 * Replaces the demo tables' content with the scale data set. Ids are given explicitly (so
 * replies can name their parents without a round trip) and PostgreSQL's sequences moved past them.
 */
export async function seedScaleContent(
  db: Kysely<Database>,
  engine: Engine,
  options: ScaleOptions = SCALE_DEFAULTS,
): Promise<ScaleSummary> {
  const rand = random(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];
  /** Index skewed towards 0: a few popular items, a long tail. */
  const skewed = (length: number) => Math.floor(rand() * rand() * length);
  const iso = (ms: number) => new Date(Math.round(ms / 60_000) * 60_000).toISOString();

  const categories = [...POST_CATEGORIES, ...named(EXTRA_CATEGORIES)];
  const tags = [...TAGS, ...named(EXTRA_TAGS)];
  const authors: SeedAuthor[] = [
    ...Object.values(AUTHORS),
    ...EXTRA_AUTHORS.map((name) => ({ name, image: `portrait-${toSlug(name)}` })),
  ];
  const sermonCategories = [...SERMON_CATEGORIES, ...named(EXTRA_SERMON_CATEGORIES)];
  const blocks = POSTS.flatMap((post) => post.content.split("\n").filter((line) => line.trim() !== ""));
  const commentTexts = COMMENTS.map((comment) => comment.text);
  const commenters = COMMENTS.map((comment) => ({ name: comment.name, email: comment.email }));

  await clearDemoContent(db);
  const summary = await db.transaction().execute(async (trx) => {
    const result: ScaleSummary = {
      posts: 0,
      drafts: 0,
      scheduled: 0,
      comments: 0,
      sermons: 0,
      categories: categories.length,
      tags: tags.length,
    };
    await insertBatches(
      trx,
      "categories",
      categories.map((item, index) => ({ id: index + 1, ...item })),
      500,
    );
    await insertBatches(
      trx,
      "tags",
      tags.map((item, index) => ({ id: index + 1, ...item })),
      500,
    );

    const posts: Array<Insertable<PostsTable>> = [];
    const postTags: Array<{ post_id: number; tag_id: number }> = [];
    const postTimes: number[] = [];
    for (let index = 0; index < options.posts; index += 1) {
      const base = POSTS[index % POSTS.length];
      const id = index + 1;
      const author = pick(authors);
      const draft = index % 97 === 13;
      const scheduled = !draft && index % 211 === 17;
      const time = scheduled ? Date.UTC(2099, 0, 1) + index * HOUR : NEWEST - rand() * TEN_YEARS;
      postTimes.push(time);
      const paragraphs = Array.from({ length: 4 + Math.floor(rand() * 9) }, () => pick(blocks));
      posts.push({
        id,
        slug: `${base.slug}-${id}`,
        title: `${base.title} (${id})`,
        excerpt: base.excerpt,
        content: paragraphs.join("\n"),
        author: author.name,
        author_image: author.image,
        image: base.image,
        category_id: 1 + skewed(categories.length),
        quote: rand() < 0.3 ? (base.quote ?? null) : null,
        status: draft ? "draft" : "published",
        featured: rand() < 0.02 ? 1 : 0,
        published_at: iso(time),
        created_at: iso(Math.min(time, NEWEST)),
      });
      const tagIds = new Set(Array.from({ length: 1 + Math.floor(rand() * 4) }, () => 1 + skewed(tags.length)));
      for (const tagId of tagIds) postTags.push({ post_id: id, tag_id: tagId });
      if (draft) result.drafts += 1;
      if (scheduled) result.scheduled += 1;
    }
    await insertLinked(
      trx,
      engine,
      () => insertBatches(trx, "posts", posts, 400),
      () => insertBatches(trx, "post_tags", postTags, 2000),
    );
    result.posts = posts.length;

    const comments: Array<Insertable<CommentsTable>> = [];
    const threads = new Map<number, Array<{ id: number; time: number }>>();
    for (let index = 0; index < options.comments; index += 1) {
      const postIndex = skewed(options.posts);
      const thread = threads.get(postIndex) ?? [];
      const parent = thread.length > 0 && rand() < 0.35 ? pick(thread) : null;
      const after = parent ? parent.time : postTimes[postIndex];
      const time = after + (1 + rand() * 72) * HOUR;
      const id = index + 1;
      const who = pick(commenters);
      const roll = rand();
      comments.push({
        id,
        post_id: postIndex + 1,
        parent_id: parent ? parent.id : null,
        name: who.name,
        email: who.email,
        text: rand() < 0.3 ? `${pick(commentTexts)} ${pick(commentTexts)}` : pick(commentTexts),
        status: roll < 0.85 ? "approved" : roll < 0.97 ? "pending" : "rejected",
        created_at: iso(time),
      });
      thread.push({ id, time });
      threads.set(postIndex, thread);
    }
    await insertBatches(trx, "comments", comments, 1000);
    result.comments = comments.length;

    await insertBatches(
      trx,
      "sermon_categories",
      sermonCategories.map((item, index) => ({ id: index + 1, ...item })),
      500,
    );
    const sermons: Array<Insertable<SermonsTable>> = [];
    const links: Array<{ sermon_id: number; category_id: number }> = [];
    const twentyYears = 20 * 365;
    for (let index = 0; index < options.sermons; index += 1) {
      const base = SERMONS[index % SERMONS.length];
      const id = index + 1;
      const day = new Date(NEWEST - Math.floor(rand() * twentyYears) * 24 * HOUR).toISOString().slice(0, 10);
      sermons.push({
        id,
        slug: `${base.slug}-${id}`,
        title: rand() < 0.5 ? `${base.title} (Part ${1 + (index % 5)})` : base.title,
        speaker: rand() < 0.03 ? null : pick(SPEAKERS),
        preached_on: day,
        duration: rand() < 0.05 ? null : `${25 + Math.floor(rand() * 40)} min`,
        youtube_id: base.youtubeId,
        image: base.image,
        description: rand() < 0.4 ? `${base.description} ${pick(SERMONS).description}` : base.description,
        has_audio: rand() < 0.5 ? 1 : 0,
        has_transcript: rand() < 0.2 ? 1 : 0,
        has_download: rand() < 0.3 ? 1 : 0,
        published: rand() < 0.98 ? 1 : 0,
        created_at: `${day}T13:30:00.000Z`,
      });
      const categoryIds = new Set(
        Array.from({ length: Math.floor(rand() * 3) }, () => 1 + skewed(sermonCategories.length)),
      );
      for (const categoryId of categoryIds) links.push({ sermon_id: id, category_id: categoryId });
    }
    await insertLinked(
      trx,
      engine,
      () => insertBatches(trx, "sermons", sermons, 500),
      () => insertBatches(trx, "sermon_category_links", links, 2000),
    );
    result.sermons = sermons.length;

    if (engine === "postgres") {
      for (const table of ["categories", "tags", "posts", "comments", "sermon_categories", "sermons"]) {
        await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), coalesce((SELECT max(id) FROM ${sql.table(table)}), 0) + 1, false)`.execute(
          trx,
        );
      }
    }
    return result;
  });

  // PostgreSQL: what autovacuum would soon do (statistics, and the visibility map that lets a
  // count be an index-only scan). SQLite: the FTS5 segments merged into one b-tree. No ANALYZE on
  // SQLite: the app never runs it, and with its statistics the planner skip-scans a category
  // index for counts, which is slower than the list's own index.
  if (engine === "postgres") {
    await sql`VACUUM ANALYZE`.execute(db);
  } else {
    await sql`INSERT INTO post_search (post_search) VALUES ('optimize')`.execute(db);
    await sql`INSERT INTO sermon_search (sermon_search) VALUES ('optimize')`.execute(db);
  }
  return summary;
}
