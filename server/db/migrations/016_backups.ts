import { sql, type Kysely } from "kysely";
import type { Engine } from "#server/db/connection";

/**
 * Backups (server/backups/): one row per run, scheduled or from the command line. A running one
 * holds a lease (`lease_until`, renewed while it works) that keeps every other process from
 * starting another; a scheduled one is named by its Harare day (`slot`, unique), so several
 * processes at the backup time take one backup between them. `places` is a JSON array of where
 * the archive went (the folder, the bucket).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const id = engine === "postgres" ? sql`serial primary key` : sql`integer primary key autoincrement`;
  await db.schema
    .createTable("backup_runs")
    .addColumn("id", id as never)
    // "schedule" or "command".
    .addColumn("trigger", "text", (c) => c.notNull())
    .addColumn("slot", "text", (c) => c.unique())
    // "running", "done" or "failed".
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .addColumn("lease_until", "text")
    // host:pid of the process taking it, for the message another one gets.
    .addColumn("holder", "text", (c) => c.notNull())
    .addColumn("file_name", "text")
    .addColumn("bytes", "bigint")
    .addColumn("places", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("error", "text")
    .execute();
  await db.schema.createIndex("backup_runs_started_idx").on("backup_runs").columns(["started_at", "id"]).execute();
  await db.schema.createIndex("backup_runs_status_idx").on("backup_runs").columns(["status", "started_at"]).execute();
}
