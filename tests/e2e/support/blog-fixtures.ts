import Database from "better-sqlite3";
import { registerSearchFunctions } from "#server/db/connection";
import { FIXTURE_PICTURE_NAMES } from "./pictures";

/**
 * Writes blog rows straight into the e2e server's SQLite database (E2E_DB_FILE), so a test can
 * set up exactly the posts it needs (a hostile post, an empty category...) whatever the demo
 * seed holds. Every name passed in should be unique to the test (see `uniqueSlug`).
 */
function open(file = process.env.E2E_DB_FILE): Database.Database {
  if (!file) throw new Error("E2E_DB_FILE is not set (playwright.config.ts sets it)");
  const db = new Database(file, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  // The search triggers call these on every write to posts and tags.
  registerSearchFunctions(db);
  return db;
}

function withDb<T>(work: (db: Database.Database) => T, file?: string): T {
  const db = open(file);
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** A slug no other test or project uses: "<base>-<project>-<random>". */
export function uniqueSlug(base: string, project = ""): string {
  const suffix = Math.random().toString(36).slice(2, 8);
  return [base, project, suffix].filter(Boolean).join("-").toLowerCase();
}

export function insertCategory(name: string, slug: string, file?: string): number {
  return withDb((db) => {
    db.prepare("INSERT OR IGNORE INTO categories (name, slug) VALUES (?, ?)").run(name, slug);
    return (db.prepare("SELECT id FROM categories WHERE slug = ?").get(slug) as { id: number }).id;
  }, file);
}

export function insertTag(name: string, slug: string, file?: string): number {
  return withDb((db) => {
    db.prepare("INSERT OR IGNORE INTO tags (name, slug) VALUES (?, ?)").run(name, slug);
    return (db.prepare("SELECT id FROM tags WHERE slug = ?").get(slug) as { id: number }).id;
  }, file);
}

export interface PostFixture {
  slug: string;
  title: string;
  content: string;
  excerpt?: string;
  author?: string;
  /** A generated illustration's name (contract/images.ts), or null. */
  image?: string | null;
  authorImage?: string | null;
  quote?: string | null;
  categoryId?: number | null;
  tagIds?: number[];
  /** ISO 8601; defaults to one hour ago. */
  publishedAt?: string;
  status?: "published" | "draft";
}

export function insertPost(post: PostFixture, file?: string): number {
  return withDb((db) => {
    const publishedAt = post.publishedAt ?? new Date(Date.now() - 3_600_000).toISOString();
    const result = db
      .prepare(
        `INSERT INTO posts (slug, title, excerpt, content, author, author_image, image, category_id, quote, status, featured, published_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
      )
      .run(
        post.slug,
        post.title,
        post.excerpt ?? "",
        post.content,
        post.author ?? "Pastor Tatenda Moyo",
        post.authorImage ?? null,
        post.image === undefined ? FIXTURE_PICTURE_NAMES[0] : post.image,
        post.categoryId ?? null,
        post.quote ?? null,
        post.status ?? "published",
        publishedAt,
        publishedAt,
      );
    const id = Number(result.lastInsertRowid);
    const link = db.prepare("INSERT INTO post_tags (post_id, tag_id) VALUES (?, ?)");
    for (const tagId of post.tagIds ?? []) link.run(id, tagId);
    return id;
  }, file);
}

export function insertComment(
  comment: {
    postId: number;
    parentId?: number | null;
    name: string;
    text: string;
    status?: string;
    createdAt?: string;
  },
  file?: string,
): number {
  return withDb((db) => {
    const result = db
      .prepare(
        "INSERT INTO comments (post_id, parent_id, name, email, text, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      )
      .run(
        comment.postId,
        comment.parentId ?? null,
        comment.name,
        "member@example.org",
        comment.text,
        comment.status ?? "approved",
        comment.createdAt ?? new Date(Date.now() - 1_800_000).toISOString(),
      );
    return Number(result.lastInsertRowid);
  }, file);
}

/** A published sermon filed under a new sermon category of its own; the category's id. */
export function insertSermonInCategory(
  sermon: { slug: string; title: string; category: string },
  file?: string,
): number {
  return withDb((db) => {
    const now = new Date().toISOString();
    const category = db
      .prepare("INSERT INTO sermon_categories (name, slug) VALUES (?, ?)")
      .run(sermon.category, `${sermon.slug}-category`);
    const created = db
      .prepare(
        "INSERT INTO sermons (slug, title, speaker, preached_on, description, published, created_at) VALUES (?, ?, ?, ?, ?, 1, ?)",
      )
      .run(sermon.slug, sermon.title, "Pastor Phone", "2025-05-04", `${sermon.title}.`, now);
    db.prepare("INSERT INTO sermon_category_links (sermon_id, category_id) VALUES (?, ?)").run(
      Number(created.lastInsertRowid),
      Number(category.lastInsertRowid),
    );
    return Number(category.lastInsertRowid);
  }, file);
}
