import type { Kysely } from "kysely";
import type { Engine } from "#server/db/connection";
import { versionTables } from "#server/db/content-version";

/**
 * The church's own details, edited at /admin/church (server/domain/church/church.ts): one row
 * (id 1), none until staff save or the demo is seeded (the neutral details then). The phone
 * numbers and social links are JSON arrays, read back through the module's checks. Every public
 * page shows the row, so it moves the content version (server/db/content-version.ts).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable("church_details")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("short_name", "text", (c) => c.notNull())
    .addColumn("tagline", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("logo", "text")
    .addColumn("street", "text", (c) => c.notNull())
    .addColumn("area", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("postal_address", "text", (c) => c.notNull())
    .addColumn("phones", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("whatsapp_number", "text", (c) => c.notNull())
    .addColumn("whatsapp_greeting", "text", (c) => c.notNull())
    .addColumn("social_links", "text", (c) => c.notNull())
    .addColumn("mission", "text", (c) => c.notNull())
    .addColumn("mail_sender_name", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await versionTables(db, engine, ["church_details"]);
}
