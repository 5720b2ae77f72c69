import os from "node:os";
import type { Kysely } from "kysely";
import type { Engine } from "#server/db/connection";
import { exclusiveTransaction } from "#server/db/exclusive";
import type { Database } from "#server/db/schema";
import { queueMails } from "#server/mail/outbox";
import { backupFailedMail, mailChurch } from "#server/mail/templates";
import { formatHarareDateTime } from "#server/lib/dates";
import { readChurch } from "#server/domain/church/church";

/**
 * The record of every backup (table backup_runs, migration 016) and the lease that lets one run at
 * a time across every process on the database: a run is claimed in one exclusive transaction
 * (server/db/exclusive.ts), holds `lease_until` while it works (renewed every minute), and is
 * marked done or failed when it ends. A run whose lease ran out (its process died) is marked
 * failed by the next claim. A failure is mailed to every active admin in the transaction that
 * records it, through the outbox.
 */

/** How long a claim holds without being renewed: a process that died frees the way after this. */
export const LEASE_MS = 10 * 60_000;
export const RENEW_EVERY_MS = 60_000;
/** Runs older than this are forgotten (a year and a bit of daily rows). */
const KEPT_MS = 400 * 24 * 60 * 60_000;

export interface BackupRun {
  id: number;
  trigger: "schedule" | "command";
  slot: string | null;
  status: "running" | "done" | "failed";
  startedAt: string;
  finishedAt: string | null;
  fileName: string | null;
  bytes: number | null;
  places: string[];
  error: string | null;
  holder: string;
}

export type Claim =
  | { ok: true; run: BackupRun }
  /** Another process is taking one now. */
  | { ok: false; reason: "busy"; running: BackupRun }
  /** This scheduled slot was taken already (done or failed). */
  | { ok: false; reason: "taken" };

export const thisHolder = (): string => `${os.hostname()}:${process.pid}`;

type Row = Database["backup_runs"] extends infer T ? { [K in keyof T]: unknown } : never;

function runOf(row: Record<keyof Row, unknown>): BackupRun {
  return {
    id: Number(row.id),
    trigger: row.trigger as BackupRun["trigger"],
    slot: (row.slot as string | null) ?? null,
    status: row.status as BackupRun["status"],
    startedAt: String(row.started_at),
    finishedAt: (row.finished_at as string | null) ?? null,
    fileName: (row.file_name as string | null) ?? null,
    bytes: row.bytes === null || row.bytes === undefined ? null : Number(row.bytes),
    places: JSON.parse(String(row.places ?? "[]")) as string[],
    error: (row.error as string | null) ?? null,
    holder: String(row.holder),
  };
}

export interface RunsOptions {
  db: Kysely<Database>;
  engine: Engine;
  siteUrl: string;
}

/**
 * Claims a run for this process: refused while another holds a live lease, or when `slot` (a
 * scheduled run's Harare day) was already taken. Runs whose lease ran out are failed first.
 */
export async function claimRun(
  { db, engine, siteUrl }: RunsOptions,
  request: { trigger: BackupRun["trigger"]; slot: string | null; now: Date; holder?: string },
): Promise<Claim> {
  const at = request.now.toISOString();
  return exclusiveTransaction(db, engine, "backups", async (trx) => {
    const lapsed = await trx
      .selectFrom("backup_runs")
      .selectAll()
      .where("status", "=", "running")
      .where("lease_until", "<", at)
      .execute();
    for (const row of lapsed) {
      await recordFailure(
        trx,
        siteUrl,
        runOf(row),
        "interrupted: the process taking it stopped before it finished",
        request.now,
      );
    }
    const running = await trx
      .selectFrom("backup_runs")
      .selectAll()
      .where("status", "=", "running")
      .orderBy("id")
      .executeTakeFirst();
    if (running) return { ok: false as const, reason: "busy" as const, running: runOf(running) };
    if (request.slot !== null) {
      const taken = await trx
        .selectFrom("backup_runs")
        .select("id")
        .where("slot", "=", request.slot)
        .executeTakeFirst();
      if (taken) return { ok: false as const, reason: "taken" as const };
    }
    const row = await trx
      .insertInto("backup_runs")
      .values({
        trigger: request.trigger,
        slot: request.slot,
        status: "running",
        started_at: at,
        lease_until: new Date(request.now.getTime() + LEASE_MS).toISOString(),
        holder: request.holder ?? thisHolder(),
        finished_at: null,
        file_name: null,
        bytes: null,
        error: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .deleteFrom("backup_runs")
      .where("started_at", "<", new Date(request.now.getTime() - KEPT_MS).toISOString())
      .execute();
    return { ok: true as const, run: runOf(row) };
  });
}

/** Keeps the claim alive; false when it was lost (this process stalled past its lease and another failed it). */
export async function renewLease(db: Kysely<Database>, runId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("backup_runs")
    .set({ lease_until: new Date(now.getTime() + LEASE_MS).toISOString() })
    .where("id", "=", runId)
    .where("status", "=", "running")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function finishRun(
  db: Kysely<Database>,
  runId: number,
  result: { fileName: string; bytes: number; places: string[]; now: Date },
): Promise<void> {
  await db
    .updateTable("backup_runs")
    .set({
      status: "done",
      finished_at: result.now.toISOString(),
      lease_until: null,
      file_name: result.fileName,
      bytes: result.bytes,
      places: JSON.stringify(result.places),
    })
    .where("id", "=", runId)
    .execute();
}

/** Marks the run failed and mails every active admin, in one transaction. `reason` has no secret (error-text.ts). */
export async function failRun(
  { db, siteUrl }: Pick<RunsOptions, "db" | "siteUrl">,
  run: BackupRun,
  reason: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute((trx) => recordFailure(trx, siteUrl, run, reason, now));
}

async function recordFailure(
  db: Kysely<Database>,
  siteUrl: string,
  run: BackupRun,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable("backup_runs")
    .set({ status: "failed", finished_at: now.toISOString(), lease_until: null, error: reason })
    .where("id", "=", run.id)
    .execute();
  const lastGood = await db
    .selectFrom("backup_runs")
    .select("started_at")
    .where("status", "=", "done")
    .orderBy("started_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  const admins = await db
    .selectFrom("staff")
    .select(["name", "email"])
    .where("role", "=", "admin")
    .where("active", "=", 1)
    .orderBy("id")
    .execute();
  const church = mailChurch(await readChurch(db), siteUrl);
  await queueMails(
    db,
    siteUrl,
    admins.map((admin) => ({
      kind: "backup-failed",
      to: admin.email,
      ...backupFailedMail(church, {
        name: admin.name,
        when: formatHarareDateTime(new Date(run.startedAt)),
        reason,
        lastGood: lastGood ? formatHarareDateTime(new Date(lastGood.started_at)) : null,
        dashboardUrl: `${siteUrl}/admin`,
      }),
    })),
    now,
  );
}

export interface BackupState {
  /** The newest run, whatever became of it. */
  last: BackupRun | null;
  /** The newest run that finished well. */
  lastGood: BackupRun | null;
}

export async function backupState(db: Kysely<Database>): Promise<BackupState> {
  const newest = (status?: BackupRun["status"]) => {
    let query = db.selectFrom("backup_runs").selectAll();
    if (status) query = query.where("status", "=", status);
    return query.orderBy("started_at", "desc").orderBy("id", "desc").executeTakeFirst();
  };
  const [last, lastGood] = await Promise.all([newest(), newest("done")]);
  return { last: last ? runOf(last) : null, lastGood: lastGood ? runOf(lastGood) : null };
}
