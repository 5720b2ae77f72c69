import { sql, type Kysely } from "kysely";
import type { Engine } from "#server/db/connection";

/**
 * Uploaded pictures: one row per picture, named by its content (`photo-<hash>`, so the
 * same file uploaded twice is one row), with what the library page shows. The files themselves are
 * in the picture storage (server/domain/pictures/pictures.ts), under the image scheme of contract/images.ts.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const id = engine === "postgres" ? sql`serial primary key` : sql`integer primary key autoincrement`;
  await db.schema
    .createTable("pictures")
    .addColumn("id", id as never)
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("alt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    // Kept when the member's account goes: the picture stays, "who" becomes unknown.
    .addColumn("uploaded_by", "integer", (c) => c.references("staff.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // The library lists newest first.
  await db.schema.createIndex("pictures_created_idx").on("pictures").columns(["created_at", "id"]).execute();
}
