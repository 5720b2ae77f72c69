import type { Kysely } from "kysely";
import type { Engine } from "#server/db/connection";
import { createContentVersion, VERSIONED_TABLES, versionTables } from "#server/db/content-version";

/**
 * The content version the render cache is keyed by (server/db/content-version.ts),
 * moved by triggers on every public-content table, and an index for the next publication time
 * to come (read on every request: the key turns over when a scheduled post goes live).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await createContentVersion(db, engine);
  await versionTables(db, engine, VERSIONED_TABLES);
  await db.schema.createIndex("posts_published_at_idx").on("posts").column("published_at").execute();
}
