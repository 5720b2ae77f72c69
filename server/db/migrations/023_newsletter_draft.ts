import type { Kysely } from "kysely";

/**
 * The newsletter being written at /admin/newsletter, saved as it is typed (one row, id 1, shared
 * by the staff who write it) and emptied once it is sent. No public page reads it, so it does not
 * move the content version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("newsletter_draft")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("include_posts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("saved_by", "text", (c) => c.notNull())
    .addColumn("saved_at", "text", (c) => c.notNull())
    .execute();
}
