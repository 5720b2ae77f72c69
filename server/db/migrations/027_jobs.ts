import { sql, type Kysely } from "kysely";
import type { Engine } from "#server/db/connection";

/**
 * Jobs (server/jobs/): one row per recurring job (its key is its name) and per one-off job a
 * domain queued. A process runs one while it holds its lease (`lease_until`, renewed while it
 * works; `holder` names the claim); a lapsed lease lets another process take it again. A key is
 * unique among waiting and running jobs, so queuing one twice does not duplicate it. `payload` is
 * a small JSON object; `schedule` a recurring job's schedule as text (null: one-off).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const id = engine === "postgres" ? sql`serial primary key` : sql`integer primary key autoincrement`;
  await db.schema
    .createTable("jobs")
    .addColumn("id", id as never)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("schedule", "text")
    // "waiting", "running", "done", "failed" or "cancelled".
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("due_at", "text", (c) => c.notNull())
    // Failed tries of the current run (a one-off job's, or a recurring job's since its last good run).
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("lease_until", "text")
    .addColumn("holder", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("started_at", "text")
    .addColumn("finished_at", "text")
    .addColumn("failed_at", "text")
    .addColumn("last_error", "text")
    .execute();
  await sql`create unique index jobs_pending_key on jobs (key) where status in ('waiting', 'running')`.execute(db);
  await db.schema.createIndex("jobs_due_idx").on("jobs").columns(["status", "due_at"]).execute();
  await db.schema.createIndex("jobs_failed_idx").on("jobs").column("failed_at").execute();
}
