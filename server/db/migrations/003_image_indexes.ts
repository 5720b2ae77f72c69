import type { Kysely } from "kysely";

/**
 * Indexes on the image columns: the server draws a picture only for a name the site uses
 * (server/domain/pictures/known-images.ts), and a name not in the static content is looked up here, one
 * index seek per column, instead of scanning every post and sermon.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("posts_image_idx").on("posts").column("image").execute();
  await db.schema.createIndex("posts_author_image_idx").on("posts").column("author_image").execute();
  await db.schema.createIndex("sermons_image_idx").on("sermons").column("image").execute();
}
