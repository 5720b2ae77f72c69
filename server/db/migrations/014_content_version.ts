import type { Kysely } from "kysely";
import type { Engine } from "#server/db/connection";
import { createContentVersion, versionTables } from "#server/db/content-version";

/**
 * The public-content tables when this migration was written: tables created later are versioned
 * by their own migration (a fixed list, so a new database runs this the same way an old one did).
 */
const TABLES_AT_THE_TIME = [
  "categories",
  "posts",
  "tags",
  "post_tags",
  "comments",
  "sermon_categories",
  "sermons",
  "sermon_category_links",
  "settings",
  "slug_redirects",
] as const;

/**
 * The content version the render cache is keyed by (server/db/content-version.ts),
 * moved by triggers on every public-content table, and an index for the next publication time
 * to come (read on every request: the key turns over when a scheduled post goes live).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await createContentVersion(db, engine);
  await versionTables(db, engine, TABLES_AT_THE_TIME);
  await db.schema.createIndex("posts_published_at_idx").on("posts").column("published_at").execute();
}
