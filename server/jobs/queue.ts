import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "#server/db/schema";

/**
 * One-off jobs as a domain queues them: in its own transaction (pass the transaction as `db`), so
 * the job exists exactly when what caused it was written, as the mail outbox's queueMail. A job
 * may carry a key ("reminder:registration:42"): queuing a key that waits or runs already adds
 * nothing, and the key reschedules or cancels it later. A key and a payload hold ids, never
 * private data: both reach the log and the admins' page. The runner (runner.ts) runs what is due.
 */

/** A small JSON object: ids and flags, never a person's words. */
export type JobPayload = { [key: string]: JsonValue };
type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A job's name with the payload it takes: a JobDefinition is one, and so is `jobRef<P>(name)`. */
export interface JobRef<P extends JobPayload = JobPayload> {
  readonly name: string;
  /** The payload's type only (never set). */
  readonly payloadType?: P;
}

export function jobRef<P extends JobPayload>(name: string): JobRef<P> {
  return { name };
}

/** A payload longer than this (as JSON) is a mistake: a job carries ids, and reads the rest when it runs. */
export const MAX_PAYLOAD_CHARS = 2000;

/** The statuses that hold a key (the jobs_pending_key index's predicate): no second job of that key beside them. */
export const HOLDS_KEY = sql<boolean>`status in ('waiting', 'running')`;

function payloadText(payload: JobPayload): string {
  const text = JSON.stringify(payload);
  if (text.length > MAX_PAYLOAD_CHARS) {
    throw new Error(`A job's payload is ${text.length} characters of JSON; at most ${MAX_PAYLOAD_CHARS}`);
  }
  return text;
}

/**
 * Queues a one-off job due at `dueAt`. With a key that a waiting or running job holds already,
 * nothing changes and false is returned (the first stays as it was queued).
 */
export async function enqueueJob<P extends JobPayload>(
  db: Kysely<Database>,
  job: JobRef<P>,
  options: { dueAt: Date; payload: P; key?: string; now?: Date },
): Promise<boolean> {
  const now = options.now ?? new Date();
  const result = await db
    .insertInto("jobs")
    .values({
      name: job.name,
      key: options.key ?? `${job.name}:${randomUUID()}`,
      payload: payloadText(options.payload),
      schedule: null,
      status: "waiting",
      due_at: options.dueAt.toISOString(),
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column("key").where(HOLDS_KEY).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Moves the waiting job of `key` to `dueAt` (and a new payload); false when none waits (done, running, cancelled or never queued). */
export async function rescheduleJob(
  db: Kysely<Database>,
  key: string,
  change: { dueAt: Date; payload?: JobPayload },
): Promise<boolean> {
  const result = await db
    .updateTable("jobs")
    .set({
      due_at: change.dueAt.toISOString(),
      ...(change.payload ? { payload: payloadText(change.payload) } : {}),
    })
    .where("key", "=", key)
    .where("status", "=", "waiting")
    .where("schedule", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Cancels the waiting job of `key`; false when none waits (a running one finishes). */
export async function cancelJob(db: Kysely<Database>, key: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("jobs")
    .set({ status: "cancelled", finished_at: now.toISOString() })
    .where("key", "=", key)
    .where("status", "=", "waiting")
    .where("schedule", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
