import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";

/**
 * Settings staff change from the back office, kept in the `settings` table. A feature declares
 * each of its settings once, with its default and how a stored value is read back; a value that
 * is missing or no longer reads (an older shape) gives the default, never an error.
 */
export interface Setting<T> {
  key: string;
  defaultValue: T;
  /** The stored JSON value as T, or undefined when it is not one. */
  read(value: unknown): T | undefined;
}

export function defineSetting<T>(key: string, defaultValue: T, read: (value: unknown) => T | undefined): Setting<T> {
  return { key, defaultValue, read };
}

export async function readSetting<T>(db: Kysely<Database>, setting: Setting<T>): Promise<T> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", setting.key).executeTakeFirst();
  if (!row) return setting.defaultValue;
  try {
    return setting.read(JSON.parse(row.value)) ?? setting.defaultValue;
  } catch {
    return setting.defaultValue;
  }
}

/** Stores a value (call inside the transaction that records the change in the activity log). */
export async function writeSetting<T>(
  db: Kysely<Database>,
  setting: Setting<T>,
  value: T,
  at = new Date(),
): Promise<void> {
  const row = { key: setting.key, value: JSON.stringify(value), updated_at: at.toISOString() };
  await db
    .insertInto("settings")
    .values(row)
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
}
