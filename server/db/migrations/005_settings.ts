import type { Kysely } from "kysely";

/**
 * Settings staff change from the back office: one row per key, its value JSON.
 * Each feature defines its own keys and their defaults (server/domain/settings/settings.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}
