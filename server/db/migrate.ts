import type { Kysely } from "kysely";
import type { Engine } from "./connection";
import * as initial from "./migrations/001_initial";
import * as searchAndIndexes from "./migrations/002_search_and_indexes";
import type { Database } from "./schema";

interface Migration {
  name: string;
  up(db: Kysely<unknown>, engine: Engine): Promise<void>;
}

/** In order; append new migrations, never edit an applied one. */
const migrations: Migration[] = [
  { name: "001_initial", up: initial.up },
  { name: "002_search_and_indexes", up: searchAndIndexes.up },
];

/**
 * Applies the migrations not yet applied, each in its own transaction, and records them in
 * `schema_migrations`. Kysely's Migrator would do, but it cannot hand the engine to a migration.
 */
export async function migrateToLatest(db: Kysely<Database>, engine: Engine): Promise<string[]> {
  const raw = db as unknown as Kysely<{ schema_migrations: { name: string; applied_at: string } }>;
  await raw.schema
    .createTable("schema_migrations")
    .ifNotExists()
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("applied_at", "text", (c) => c.notNull())
    .execute();
  const applied = new Set((await raw.selectFrom("schema_migrations").select("name").execute()).map((r) => r.name));
  const ran: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    await raw.transaction().execute(async (trx) => {
      await migration.up(trx as unknown as Kysely<unknown>, engine);
      await trx
        .insertInto("schema_migrations")
        .values({ name: migration.name, applied_at: new Date().toISOString() })
        .execute();
    });
    ran.push(migration.name);
  }
  return ran;
}
