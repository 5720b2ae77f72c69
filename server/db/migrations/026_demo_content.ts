import type { Kysely } from "kysely";

/**
 * What the demo seed put in (server/domain/demo/, decision 043): one row per demo row or document,
 * by kind ("post", "comment", "sermon", "category", "tag", "sermon-category", "page", "church") and
 * the item's key (its id, a page's key), with what was seeded as JSON. Removing the demo content
 * tells the church's own rows from the demo's by it: a demo row still as seeded goes, one the
 * church edited stays. No public page reads it, so it does not move the content version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("demo_content")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("item_key", "text", (c) => c.notNull())
    .addColumn("seeded", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("demo_content_pkey", ["kind", "item_key"])
    .execute();
}
