import { sql, type Kysely } from "kysely";
import type { Engine } from "#server/db/connection";

/**
 * The first schema. Written once for both engines: the only difference is how an
 * auto-incrementing id is spelled, which `idColumn` hides.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const id = engine === "postgres" ? sql`serial primary key` : sql`integer primary key autoincrement`;

  await db.schema
    .createTable("categories")
    .addColumn("id", id as never)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable("posts")
    .addColumn("id", id as never)
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("excerpt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("content", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("author_image", "text")
    .addColumn("image", "text")
    .addColumn("category_id", "integer", (c) => c.references("categories.id").onDelete("set null"))
    .addColumn("quote", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("published_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("posts_status_published_idx").on("posts").columns(["status", "published_at"]).execute();
  await db.schema.createIndex("posts_category_idx").on("posts").columns(["category_id", "status"]).execute();
  await db.schema.createIndex("posts_featured_idx").on("posts").columns(["featured", "status"]).execute();

  await db.schema
    .createTable("tags")
    .addColumn("id", id as never)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable("post_tags")
    .addColumn("post_id", "integer", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("tag_id", "integer", (c) => c.notNull().references("tags.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("post_tags_pk", ["post_id", "tag_id"])
    .execute();
  await db.schema.createIndex("post_tags_tag_idx").on("post_tags").column("tag_id").execute();

  await db.schema
    .createTable("comments")
    .addColumn("id", id as never)
    .addColumn("post_id", "integer", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("parent_id", "integer", (c) => c.references("comments.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("comments_post_status_idx").on("comments").columns(["post_id", "status"]).execute();

  await db.schema
    .createTable("sermon_categories")
    .addColumn("id", id as never)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .execute();
  await db.schema.createIndex("sermon_categories_name_idx").on("sermon_categories").column("name").execute();

  await db.schema
    .createTable("sermons")
    .addColumn("id", id as never)
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("speaker", "text")
    .addColumn("preached_on", "text", (c) => c.notNull())
    .addColumn("duration", "text")
    .addColumn("youtube_id", "text")
    .addColumn("image", "text")
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("has_audio", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("has_transcript", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("has_download", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sermons_published_date_idx")
    .on("sermons")
    .columns(["published", "preached_on"])
    .execute();

  await db.schema
    .createTable("sermon_category_links")
    .addColumn("sermon_id", "integer", (c) => c.notNull().references("sermons.id").onDelete("cascade"))
    .addColumn("category_id", "integer", (c) => c.notNull().references("sermon_categories.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("sermon_category_links_pk", ["sermon_id", "category_id"])
    .execute();
  await db.schema
    .createIndex("sermon_category_links_category_idx")
    .on("sermon_category_links")
    .column("category_id")
    .execute();

  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", id as never)
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("email_normalized", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", id as never)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("subject", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("form_type", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("contact_messages_created_idx").on("contact_messages").column("created_at").execute();

  await db.schema
    .createTable("prayer_requests")
    .addColumn("id", id as never)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("request", "text", (c) => c.notNull())
    .addColumn("is_private", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("prayer_requests_created_idx").on("prayer_requests").column("created_at").execute();

  await db.schema
    .createTable("ministry_applications")
    .addColumn("id", id as never)
    .addColumn("ministry", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("subject", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("specific_interest", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("age_group", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("extra", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("ministry_applications_ministry_idx")
    .on("ministry_applications")
    .columns(["ministry", "created_at"])
    .execute();
}
