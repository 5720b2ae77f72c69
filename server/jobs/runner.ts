import os from "node:os";
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Engine } from "#server/db/connection";
import { exclusiveTransaction } from "#server/db/exclusive";
import type { Database, JobsTable } from "#server/db/schema";
import { withoutAddresses } from "#server/lib/text";
import { HOLDS_KEY, type JobPayload, type JobRef } from "./queue";
import {
  backoffMs,
  firstDue,
  longestWaitMs,
  nextDue,
  scheduleText,
  slotToRun,
  type Retry,
  type Schedule,
} from "./schedule";

/**
 * The one job runner (docs/decisions/045-job-runner.md). Every job is a row of `jobs`: a
 * recurring one (its schedule in its definition, its row made at start) or a one-off one a domain
 * queued (queue.ts). Each server process runs one runner with the same definitions; a due job is
 * claimed by one process (`FOR UPDATE SKIP LOCKED` on PostgreSQL, the exclusive transaction on
 * SQLite) for a lease it renews while the job runs, so a job runs in one process at a time, and
 * one whose process died (its lease lapsed) is taken again by another. A failed try is logged
 * (no private data: the error's text with addresses masked) and tried again after a growing
 * delay, up to its definition's tries; then a one-off job is failed, and a recurring one waits for
 * its next slot; admins see both at /admin/jobs (overview.ts). `tick()` is one round for tests
 * on their own clock; start/stop run rounds on a timer, and stop aborts the running jobs' signal
 * and waits for them.
 */

/** How long a claim holds without being renewed: a process that died frees its job after this. */
export const LEASE_MS = 60_000;
const RENEW_EVERY_MS = LEASE_MS / 4;
const POLL_MS = 1000;

export interface JobLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface JobContext<P extends JobPayload> {
  name: string;
  key: string;
  payload: P;
  /** The slot a recurring job runs for (a daily job's Harare time, an interval job's now); a one-off job's due time. */
  scheduledFor: Date;
  /** When a one-off job was queued (a recurring job's row was made). */
  queuedAt: Date;
  /** This try's number, from 1. */
  attempt: number;
  /** The runner's clock (a test's own). */
  now: () => Date;
  /** Aborted when the server stops, or when another process took the job (this one stalled past its lease). */
  signal: AbortSignal;
}

/** Run again at `at` instead of as scheduled (a one-off job stays waiting: a poller's next question), with a new payload. */
export type JobOutcome<P extends JobPayload> = void | { again: Date; payload?: P };

export interface JobDefinition<P extends JobPayload = JobPayload> extends JobRef<P> {
  /** Recurring when set (its row is made at start); otherwise queued by enqueueJob. */
  schedule?: Schedule;
  /** Tries and the delays between them; default: a recurring job once a slot, a one-off job 5 tries from 1 minute to 1 hour apart. */
  retry?: Retry;
  run(context: JobContext<P>): Promise<JobOutcome<P>>;
  /** Called once the runner has stopped and the job's last run ended (closes what the job holds open). */
  close?(): void | Promise<void>;
}

/** A definition for the runner's list, its payload type checked here and then set aside. */
export function defineJob<P extends JobPayload>(definition: JobDefinition<P>): JobDefinition {
  return definition as unknown as JobDefinition;
}

const ONCE: Retry = { tries: 1, firstDelayMs: 60_000, longestDelayMs: 60_000 };
const ONE_OFF: Retry = { tries: 5, firstDelayMs: 60_000, longestDelayMs: 60 * 60_000 };
export const retryOf = (definition: Pick<JobDefinition, "schedule" | "retry">): Retry =>
  definition.retry ?? (definition.schedule ? ONCE : ONE_OFF);

export interface JobReport {
  name: string;
  key: string;
  /** done: ran well; again: ran, and asked to run again later; skipped: a daily slot past its catch-up; retry: failed, to be tried again; failed: failed its last try; released: stopped with the server, free for another; lost: another process took it meanwhile. */
  outcome: "done" | "again" | "skipped" | "retry" | "failed" | "released" | "lost";
  error?: string;
}

export interface JobRunner {
  tick(): Promise<JobReport[]>;
  start(pollMs?: number): void;
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  db: Kysely<Database>;
  engine: Engine;
  jobs: readonly JobDefinition[];
  clock?: () => Date;
  log?: JobLog;
  /** A failure's text for the log and the admins' page (without secrets); addresses are masked after it. */
  describeError?: (error: unknown) => string;
  /** Jobs this process runs at once. */
  concurrency?: number;
  /**
   * The list is the whole site's (the server's): a recurring job not in it was retired
   * (BACKUP_TIME=off, a job removed) and its row is deleted at start, not shown as one no server runs.
   */
  wholeSchedule?: boolean;
}

type Row = Selectable<JobsTable>;

const MAX_ERROR_CHARS = 1000;

/**
 * Whether a claim's holder ("host:pid:claim") is a process of this machine that no longer runs (a
 * server killed and started again, whose job need not wait for its lease). Another machine's, or
 * a pid that answers (alive, or reused), is left to its lease.
 */
export function isGoneHolder(holder: string | null, host = os.hostname()): boolean {
  const [holderHost, pid] = (holder ?? "").split(":");
  if (holderHost !== host || !pid || !/^\d+$/.test(pid) || Number(pid) === process.pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, engine } = options;
  const clock = options.clock ?? (() => new Date());
  const log = options.log;
  const concurrency = options.concurrency ?? 4;
  const holder = `${os.hostname()}:${process.pid}`;
  const describe = (error: unknown) =>
    withoutAddresses(
      options.describeError ? options.describeError(error) : error instanceof Error ? error.message : String(error),
    ).slice(0, MAX_ERROR_CHARS);
  const byName = new Map<string, JobDefinition>();
  for (const job of options.jobs) {
    if (byName.has(job.name)) throw new Error(`Two jobs are named ${job.name}`);
    byName.set(job.name, job);
  }
  const running = new Map<number, { promise: Promise<JobReport>; abort: AbortController }>();
  let prepared: Promise<void> | null = null;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let polling: Promise<unknown> = Promise.resolve();

  /** Makes each recurring job's row, and moves one whose schedule changed (BACKUP_TIME) to its new first slot. */
  async function prepare(): Promise<void> {
    const now = clock();
    if (options.wholeSchedule) {
      const recurring = [...byName.values()].filter((job) => job.schedule).map((job) => job.name);
      await db
        .deleteFrom("jobs")
        .where("schedule", "is not", null)
        .where("status", "=", "waiting")
        .$if(recurring.length > 0, (query) => query.where("name", "not in", recurring))
        .execute();
    }
    for (const job of byName.values()) {
      if (!job.schedule) continue;
      const text = scheduleText(job.schedule);
      await db
        .insertInto("jobs")
        .values({
          name: job.name,
          key: job.name,
          schedule: text,
          status: "waiting",
          due_at: firstDue(job.schedule, now).toISOString(),
          created_at: now.toISOString(),
        })
        .onConflict((conflict) => conflict.column("key").where(HOLDS_KEY).doNothing())
        .execute();
      await db
        .updateTable("jobs")
        .set({ schedule: text, due_at: firstDue(job.schedule, now).toISOString(), attempts: 0 })
        .where("key", "=", job.name)
        .where("status", "=", "waiting")
        .where((eb) => eb.or([eb("schedule", "is", null), eb("schedule", "!=", text)]))
        .execute();
    }
  }

  function ready(): Promise<void> {
    prepared ??= prepare().catch((error: unknown) => {
      prepared = null;
      throw error;
    });
    return prepared;
  }

  /** Claims up to `limit` due jobs of this runner's names, for this process, for LEASE_MS. */
  async function claim(limit: number): Promise<Row[]> {
    if (limit <= 0 || byName.size === 0) return [];
    const now = clock();
    const at = now.toISOString();
    const mine = [...running.keys()];
    // Claims of a process of this machine that died (killed, then the server started again).
    const orphans = (
      await db
        .selectFrom("jobs")
        .select(["id", "holder"])
        .where("name", "in", [...byName.keys()])
        .where("status", "=", "running")
        .where("lease_until", ">=", at)
        .execute()
    )
      .filter((row) => isGoneHolder(row.holder))
      .map((row) => row.id);
    const dueJobs = (trx: Kysely<Database>) =>
      trx
        .selectFrom("jobs")
        .select("id")
        .where("name", "in", [...byName.keys()])
        .where((eb) =>
          eb.or([
            eb.and([
              eb("status", "=", "waiting"),
              eb.or([
                eb("due_at", "<=", at),
                // A due time further ahead than its schedule can put it: the clock went back.
                ...[...byName.values()]
                  .filter((job) => job.schedule)
                  .map((job) =>
                    eb.and([
                      eb("name", "=", job.name),
                      eb("due_at", ">", new Date(now.getTime() + longestWaitMs(job.schedule!)).toISOString()),
                    ]),
                  ),
              ]),
            ]),
            eb.and([eb("status", "=", "running"), eb("lease_until", "<", at)]),
            ...(orphans.length > 0 ? [eb.and([eb("status", "=", "running"), eb("id", "in", orphans)])] : []),
          ]),
        )
        .$if(mine.length > 0, (query) => query.where("id", "not in", mine));
    // A look first: most rounds find nothing due, and a look writes nothing.
    if (!(await dueJobs(db).limit(1).executeTakeFirst())) return [];
    const token = `${holder}:${randomUUID().slice(0, 8)}`;
    const take = (trx: Kysely<Database>) =>
      trx
        .updateTable("jobs")
        .set({
          status: "running",
          holder: token,
          started_at: at,
          lease_until: new Date(now.getTime() + LEASE_MS).toISOString(),
        })
        .where(
          "id",
          "in",
          dueJobs(trx)
            .orderBy("due_at")
            .orderBy("id")
            .limit(limit)
            .$if(engine === "postgres", (query) => query.forUpdate().skipLocked()),
        )
        .returningAll()
        .execute();
    // SQLite: one writer at a time, waited for without blocking the event loop (server/db/exclusive.ts).
    const rows = engine === "postgres" ? await take(db) : await exclusiveTransaction(db, engine, "jobs", take);
    return rows.sort((a, b) => a.due_at.localeCompare(b.due_at) || a.id - b.id);
  }

  /** Writes what became of a claimed job, if the claim is still this process's. */
  async function settle(row: Row, change: Partial<Omit<Row, "id">>): Promise<boolean> {
    const result = await db
      .updateTable("jobs")
      .set({ lease_until: null, holder: null, ...change })
      .where("id", "=", row.id)
      .where("holder", "=", row.holder)
      .where("status", "=", "running")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async function run(row: Row, abort: AbortController): Promise<JobReport> {
    const job = byName.get(row.name)!;
    const report = (outcome: JobReport["outcome"], error?: string): JobReport => ({
      name: row.name,
      key: row.key,
      outcome,
      ...(error === undefined ? {} : { error }),
    });
    const startedAt = clock();
    let scheduledFor = new Date(row.due_at);
    if (job.schedule) {
      const slot = slotToRun(job.schedule, startedAt);
      if (!slot.run) {
        const kept = await settle(row, { status: "waiting", due_at: slot.next.toISOString(), attempts: 0 });
        return report(kept ? "skipped" : "lost");
      }
      scheduledFor = slot.slot;
    }
    let lost = false;
    let renewing: Promise<unknown> = Promise.resolve();
    // One renewal after another: two in flight at once (a slow database) could land out of order
    // and put an older lease back.
    const renewal = setInterval(() => {
      renewing = renewing.then(() => renew());
    }, RENEW_EVERY_MS);
    const renew = () =>
      db
        .updateTable("jobs")
        .set({ lease_until: new Date(clock().getTime() + LEASE_MS).toISOString() })
        .where("id", "=", row.id)
        .where("holder", "=", row.holder)
        .where("status", "=", "running")
        .executeTakeFirst()
        .then(
          (result) => {
            if (Number(result.numUpdatedRows) > 0 || lost) return;
            lost = true;
            log?.warn(`Job ${row.key}: another process took it (this one stalled past its lease); this run stops`);
            abort.abort(new Error("the job's lease was lost"));
          },
          (error: unknown) => log?.warn(`Job ${row.key}: could not renew its lease: ${describe(error)}`),
        );
    renewal.unref();
    const attempt = row.attempts + 1;
    const retry = retryOf(job);
    try {
      const outcome = await job.run({
        name: row.name,
        key: row.key,
        payload: JSON.parse(row.payload) as JobPayload,
        scheduledFor,
        queuedAt: new Date(row.created_at),
        attempt,
        now: clock,
        signal: abort.signal,
      });
      clearInterval(renewal);
      await renewing;
      const now = clock();
      const done = { finished_at: now.toISOString(), attempts: 0 };
      const again = outcome
        ? {
            due_at: outcome.again.toISOString(),
            ...(outcome.payload ? { payload: JSON.stringify(outcome.payload) } : {}),
          }
        : null;
      if (job.schedule) {
        const kept = await settle(row, {
          status: "waiting",
          ...done,
          due_at: nextDue(job.schedule, now).toISOString(),
          ...again,
        });
        return report(kept ? (again ? "again" : "done") : "lost");
      }
      // A one-off job's attempts stay as they were: the admins' page tells it was retried.
      const kept = again
        ? await settle(row, { status: "waiting", ...again, attempts: 0 })
        : await settle(row, { status: "done", finished_at: now.toISOString() });
      return report(kept ? (again ? "again" : "done") : "lost");
    } catch (error) {
      clearInterval(renewal);
      await renewing;
      const now = clock();
      if (lost) return report("lost");
      if (stopping && abort.signal.aborted) {
        // Stopped with the server before it finished: free for another process at once, no try counted.
        return report((await settle(row, { status: "waiting" })) ? "released" : "lost");
      }
      const text = describe(error);
      const last = attempt >= retry.tries;
      const failure = { failed_at: now.toISOString(), last_error: text };
      let kept: boolean;
      if (!last) {
        const next = new Date(now.getTime() + backoffMs(attempt, retry.firstDelayMs, retry.longestDelayMs));
        kept = await settle(row, { status: "waiting", due_at: next.toISOString(), attempts: attempt, ...failure });
        log?.warn(`Job ${row.key} failed (try ${attempt} of ${retry.tries}; again at ${next.toISOString()}): ${text}`);
      } else if (job.schedule) {
        kept = await settle(row, {
          status: "waiting",
          due_at: nextDue(job.schedule, now).toISOString(),
          attempts: 0,
          ...failure,
        });
        log?.error(`Job ${row.key} failed (try ${attempt} of ${retry.tries}; next at its schedule): ${text}`);
      } else {
        kept = await settle(row, { status: "failed", finished_at: now.toISOString(), attempts: attempt, ...failure });
        log?.error(`Job ${row.key} failed (try ${attempt} of ${retry.tries}; given up): ${text}`);
      }
      return report(kept ? (last ? "failed" : "retry") : "lost", text);
    }
  }

  function launch(row: Row): Promise<JobReport> {
    const abort = new AbortController();
    const promise = run(row, abort)
      .catch((error: unknown): JobReport => {
        // The database failed under the runner itself: the lease lapses and another round takes the job.
        log?.warn(`Job ${row.key}: ${describe(error)}`);
        return { name: row.name, key: row.key, outcome: "lost", error: describe(error) };
      })
      .finally(() => running.delete(row.id));
    running.set(row.id, { promise, abort });
    return promise;
  }

  async function claimed(): Promise<Row[]> {
    if (stopping) return [];
    await ready();
    return claim(concurrency - running.size);
  }

  return {
    // The round's jobs one after another, in the order they fell due: a test reads what each left.
    async tick() {
      const reports: JobReport[] = [];
      for (const row of await claimed()) reports.push(await launch(row));
      return reports;
    },
    start(pollMs = POLL_MS) {
      const poll = () => {
        polling = claimed()
          .then((rows) => rows.forEach(launch))
          .catch((error: unknown) => log?.warn(`Jobs: could not look for due jobs: ${describe(error)}`))
          .finally(() => {
            if (stopping) return;
            timer = setTimeout(poll, pollMs);
            timer.unref();
          });
      };
      timer = setTimeout(poll, 0);
      timer.unref();
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await polling;
      for (const { abort } of running.values()) abort.abort(new Error("the server is stopping"));
      await Promise.all([...running.values()].map(({ promise }) => promise));
      for (const job of byName.values()) await job.close?.();
    },
  };
}
