import type { Kysely, Selectable } from "kysely";
import type { Database, JobsTable } from "#server/db/schema";
import { defineJob, type JobDefinition } from "./runner";
import { everySeconds } from "./schedule";

/**
 * What the admins see of the jobs (/admin/jobs, and a line on the dashboard): every recurring
 * job with its last and next run, and every job that failed a try lately: failed for good, being
 * tried again, or that ran well after failing. And the job that keeps the table short.
 */

/** Failed tries are shown this long. */
export const SHOWN_MS = 7 * 24 * 60 * 60_000;
/** A finished one-off job's row is kept this long, then deleted. */
export const KEPT_MS = 30 * 24 * 60 * 60_000;
/** A waiting job this late is named as one no server runs (a job no longer defined, or no server up). */
export const OVERDUE_MS = 15 * 60_000;

export interface JobState {
  id: number;
  name: string;
  /** A one-off job's key; a recurring job's name. */
  key: string;
  /** A recurring job's schedule in words; null for a one-off job. */
  schedule: string | null;
  status: "waiting" | "running" | "done" | "failed" | "cancelled";
  dueAt: string;
  /** Failed tries of the current run (a one-off job keeps its count once done). */
  attempts: number;
  startedAt: string | null;
  finishedAt: string | null;
  failedAt: string | null;
  lastError: string | null;
  /** host:pid of the process running it. */
  holder: string | null;
  /** Waiting past its due time by more than OVERDUE_MS. */
  overdue: boolean;
  /** Its latest try failed: failed for good, waiting for its next try, or a recurring job whose last run failed. */
  failing: boolean;
}

export interface JobsOverview {
  recurring: JobState[];
  /** Jobs that failed a try in the last SHOWN_MS (one-off jobs failed for good: as long as they are kept), newest first. */
  troubled: JobState[];
  /** Of those, the ones whose last try failed (failed for good, or waiting for a try again). */
  failing: number;
  /** One-off jobs waiting, by name, with the next one's due time. */
  queued: { name: string; count: number; nextDueAt: string }[];
}

function stateOf(row: Selectable<JobsTable>, now: Date): JobState {
  const failing =
    row.failed_at !== null &&
    (row.status === "failed" ||
      (row.status === "waiting" &&
        (Number(row.attempts) > 0 || row.finished_at === null || row.finished_at < row.failed_at)));
  return {
    id: Number(row.id),
    name: row.name,
    key: row.key,
    schedule: row.schedule,
    status: row.status as JobState["status"],
    dueAt: row.due_at,
    attempts: Number(row.attempts),
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    failedAt: row.failed_at,
    lastError: row.last_error,
    holder: row.holder ? row.holder.split(":").slice(0, 2).join(":") : null,
    overdue: row.status === "waiting" && new Date(row.due_at).getTime() < now.getTime() - OVERDUE_MS,
    failing,
  };
}

export async function jobsOverview(db: Kysely<Database>, now = new Date()): Promise<JobsOverview> {
  const since = new Date(now.getTime() - SHOWN_MS).toISOString();
  const [recurring, troubled, queued] = await Promise.all([
    db.selectFrom("jobs").selectAll().where("schedule", "is not", null).orderBy("name").execute(),
    db
      .selectFrom("jobs")
      .selectAll()
      .where((eb) => eb.or([eb("failed_at", ">=", since), eb("status", "=", "failed")]))
      .orderBy("failed_at", "desc")
      .orderBy("id", "desc")
      .limit(50)
      .execute(),
    db
      .selectFrom("jobs")
      .select(["name", (eb) => eb.fn.countAll<number>().as("n"), (eb) => eb.fn.min("due_at").as("next")])
      .where("schedule", "is", null)
      .where("status", "in", ["waiting", "running"])
      .groupBy("name")
      .orderBy("name")
      .execute(),
  ]);
  const troubledStates = troubled.map((row) => stateOf(row, now));
  return {
    recurring: recurring.map((row) => stateOf(row, now)),
    troubled: troubledStates,
    failing: troubledStates.filter((job) => job.failing).length,
    queued: queued.map((row) => ({ name: row.name, count: Number(row.n), nextDueAt: String(row.next) })),
  };
}

/** Deletes one-off jobs finished (done, failed or cancelled) more than KEPT_MS ago: an hourly job of every server. */
export function jobsHousekeeping(db: Kysely<Database>): JobDefinition {
  return defineJob({
    name: "jobs-housekeeping",
    schedule: everySeconds(60 * 60),
    async run({ now }) {
      await db
        .deleteFrom("jobs")
        .where("schedule", "is", null)
        .where("status", "in", ["done", "failed", "cancelled"])
        .where("finished_at", "<", new Date(now().getTime() - KEPT_MS).toISOString())
        .execute();
    },
  });
}
