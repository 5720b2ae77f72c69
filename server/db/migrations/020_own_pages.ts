import { sql, type Kysely } from "kysely";
import type { Engine } from "#server/db/connection";
import { versionTables } from "#server/db/content-version";

/**
 * The simple pages staff write themselves ("Plan your visit"), served at /{slug}
 * (server/domain/own-pages/): title, address, rich text, a cover picture, draft or published (or
 * in the trash), and whether the footer's quick links show it, in which order; every save's
 * revision. Public pages show the rows, so they move the content version.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const id = engine === "postgres" ? sql`serial primary key` : sql`integer primary key autoincrement`;
  await db.schema
    .createTable("own_pages")
    .addColumn("id", id as never)
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("image", "text")
    /** "draft", "published" or "trashed". */
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("in_footer", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("footer_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("published_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("deleted_at", "text")
    .execute();
  // The footer's links, read on every render: the published pages it shows, in order.
  await db.schema
    .createIndex("own_pages_footer_idx")
    .on("own_pages")
    .columns(["in_footer", "status", "footer_order", "title"])
    .execute();

  await db.schema
    .createTable("own_page_revisions")
    .addColumn("id", id as never)
    .addColumn("page_id", "integer", (c) => c.notNull().references("own_pages.id").onDelete("cascade"))
    .addColumn("saved_at", "text", (c) => c.notNull())
    .addColumn("staff_id", "integer", (c) => c.references("staff.id").onDelete("set null"))
    .addColumn("saved_by", "text", (c) => c.notNull())
    /** Every field of the page as saved, JSON (server/domain/own-pages/authoring.ts OwnPageFields). */
    .addColumn("data", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("own_page_revisions_page_idx")
    .on("own_page_revisions")
    .columns(["page_id", "id"])
    .execute();
  await versionTables(db, engine, ["own_pages"]);
}
