import { sql, type Kysely } from "kysely";
import type { Engine } from "#server/db/connection";

/**
 * Writing posts: when a post was last saved and when it went to the trash (status
 * "trashed", so every public query, which asks for status "published", leaves it out on the
 * indexes it already uses); every save's revision; and the old slugs of posts, categories and
 * tags that still answer with a 301 to the current one.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const id = engine === "postgres" ? sql`serial primary key` : sql`integer primary key autoincrement`;
  await db.schema.alterTable("posts").addColumn("updated_at", "text").execute();
  await db.schema.alterTable("posts").addColumn("deleted_at", "text").execute();
  // The trash, newest first (and its purge: the rows deleted before a time).
  await db.schema.createIndex("posts_trash_idx").on("posts").columns(["status", "deleted_at", "id"]).execute();

  await db.schema
    .createTable("post_revisions")
    .addColumn("id", id as never)
    .addColumn("post_id", "integer", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("saved_at", "text", (c) => c.notNull())
    .addColumn("staff_id", "integer", (c) => c.references("staff.id").onDelete("set null"))
    .addColumn("saved_by", "text", (c) => c.notNull())
    /** Every field of the post as saved, JSON (server/domain/posts/authoring.ts PostFields). */
    .addColumn("data", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("post_revisions_post_idx").on("post_revisions").columns(["post_id", "id"]).execute();

  await db.schema
    .createTable("slug_redirects")
    /** "post", "category" or "tag". */
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("old_slug", "text", (c) => c.notNull())
    .addColumn("target_id", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("slug_redirects_pk", ["kind", "old_slug"])
    .execute();
  await db.schema
    .createIndex("slug_redirects_target_idx")
    .on("slug_redirects")
    .columns(["kind", "target_id"])
    .execute();
}
