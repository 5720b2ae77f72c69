import type { Kysely } from "kysely";
import type { Engine } from "#server/db/connection";
import { versionTables } from "#server/db/content-version";

/**
 * The built-in pages' own content, edited at /admin/pages (server/domain/pages/pages.ts): one row
 * per page that staff saved or the demo seeded, its document as JSON (checked against the page's
 * definition in contract/page-content.ts on read). A page without a row shows its neutral form.
 * Public pages show the rows, so the table moves the content version.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable("page_contents")
    .addColumn("page", "text", (c) => c.primaryKey())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await versionTables(db, engine, ["page_contents"]);
}
