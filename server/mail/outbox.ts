import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Engine } from "#server/db/connection";
import type { Database } from "#server/db/schema";
import { backoffMs } from "#server/jobs/schedule";
import type { RenderedMail } from "./templates";

/**
 * The outbox: every mail is a row, written in the same transaction as what caused it,
 * so an acknowledged submission always has its mail. The worker (worker.ts) claims due rows for a
 * lease, sends them, and marks them sent, or due again later, or failed after a day.
 */

/** "cancelled": an admin took it out of the outbox, or a newer mail of its kind replaced it. */
export type MailStatus = "waiting" | "sent" | "failed" | "cancelled";

/** How long a claimed mail is held by the process sending it; after that another may send it (the first died). */
export const LEASE_MS = 2 * 60_000;
/** Retries stop a day after the mail was queued; the mail is then marked failed. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** 1, 2, 4... minutes after each failed try, at most an hour apart. */
export function retryDelayMs(attempts: number): number {
  return backoffMs(attempts, FIRST_RETRY_MS, LONGEST_RETRY_MS);
}

/** A file a mail carries (an event's .ics): text, small, made by the site. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface QueuedMail extends RenderedMail {
  kind: string;
  to: string;
  batch?: string | null;
  attachments?: readonly MailAttachment[];
}

/** Queues one mail (call inside the transaction of its cause). Its Message-ID is fixed now. */
export async function queueMail(
  db: Kysely<Database>,
  siteUrl: string,
  mail: QueuedMail,
  now = new Date(),
): Promise<void> {
  await queueMails(db, siteUrl, [mail], now);
}

export async function queueMails(
  db: Kysely<Database>,
  siteUrl: string,
  mails: QueuedMail[],
  now = new Date(),
): Promise<void> {
  if (mails.length === 0) return;
  const host = new URL(siteUrl).hostname;
  const at = now.toISOString();
  // Chunks stay well under SQLite's bound-parameter limit.
  for (let start = 0; start < mails.length; start += 50) {
    await db
      .insertInto("mail_outbox")
      .values(
        mails.slice(start, start + 50).map((mail) => ({
          message_id: `<${randomUUID()}@${host}>`,
          kind: mail.kind,
          recipient: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          headers: JSON.stringify(mail.headers ?? {}),
          attachments: JSON.stringify(mail.attachments ?? []),
          batch: mail.batch ?? null,
          status: "waiting",
          next_attempt_at: at,
          created_at: at,
        })),
      )
      .execute();
  }
}

export interface ClaimedMail {
  id: number;
  messageId: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: MailAttachment[];
  attempts: number;
  createdAt: string;
}

/**
 * Takes up to `limit` due mails for this process until now + LEASE_MS. On PostgreSQL the rows are
 * locked with FOR UPDATE SKIP LOCKED while the lease is written, so two processes never take one
 * row; a process killed mid-send leaves a lease that runs out, and the mail is sent again
 * (at-least-once, with its one Message-ID). SQLite has one writer at a time: the statement is atomic.
 */
export async function claimDueMails(
  db: Kysely<Database>,
  engine: Engine,
  now: Date,
  limit: number,
): Promise<ClaimedMail[]> {
  if (limit <= 0) return [];
  const at = now.toISOString();
  const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
  const lock = engine === "postgres" ? sql`for update skip locked` : sql``;
  const { rows } = await sql<{
    id: number;
    message_id: string;
    recipient: string;
    subject: string;
    text_body: string;
    html_body: string;
    headers: string;
    attachments: string;
    attempts: number;
    created_at: string;
  }>`update mail_outbox set lease_until = ${leaseUntil}, attempts = attempts + 1
     where id in (
       select id from mail_outbox
       where status = 'waiting' and next_attempt_at <= ${at} and (lease_until is null or lease_until < ${at})
       order by next_attempt_at, id limit ${limit} ${lock})
     returning id, message_id, recipient, subject, text_body, html_body, headers, attachments, attempts, created_at`.execute(
    db,
  );
  return rows
    .map((row) => ({
      id: Number(row.id),
      messageId: row.message_id,
      recipient: row.recipient,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      headers: JSON.parse(row.headers) as Record<string, string>,
      attachments: JSON.parse(row.attachments) as MailAttachment[],
      attempts: Number(row.attempts),
      createdAt: row.created_at,
    }))
    .sort((a, b) => a.id - b.id);
}

export async function markSent(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({ status: "sent", sent_at: now.toISOString(), lease_until: null, last_error: null })
    .where("id", "=", id)
    .execute();
}

/**
 * A try failed: due again after a growing delay, or failed for good once a day has passed since
 * it was queued, or at once when the server refused it for good (a 5xx answer).
 */
export async function markTryFailed(
  db: Kysely<Database>,
  mail: Pick<ClaimedMail, "id" | "attempts" | "createdAt">,
  error: string,
  permanent: boolean,
  now: Date,
): Promise<MailStatus> {
  const next = new Date(now.getTime() + retryDelayMs(mail.attempts));
  const giveUp = permanent || next.getTime() - new Date(mail.createdAt).getTime() > GIVE_UP_AFTER_MS;
  const status: MailStatus = giveUp ? "failed" : "waiting";
  await db
    .updateTable("mail_outbox")
    .set({ status, next_attempt_at: next.toISOString(), lease_until: null, last_error: error.slice(0, 1000) })
    .where("id", "=", mail.id)
    .execute();
  return status;
}

/**
 * Cancels one waiting mail, or the waiting mails of `kinds` to `recipient` (a newer one replaces
 * them). A mail a process is sending right now (its lease running) is left to go. Returns how many.
 */
export async function cancelWaitingMails(
  db: Kysely<Database>,
  which: { id: number } | { kinds: readonly string[]; recipient: string },
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  let query = db
    .updateTable("mail_outbox")
    .set({ status: "cancelled", lease_until: null })
    .where("status", "=", "waiting")
    .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", at)]));
  query =
    "id" in which
      ? query.where("id", "=", which.id)
      : query.where("kind", "in", [...which.kinds]).where("recipient", "=", which.recipient);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Gives back claimed mails not tried (the server went down first): due again at once, no try counted. */
export async function releaseMails(db: Kysely<Database>, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("mail_outbox")
    .set((eb) => ({ lease_until: null, attempts: eb("attempts", "-", 1) }))
    .where("id", "in", ids)
    .where("status", "=", "waiting")
    .execute();
}

/** How many mails were sent, or are being sent, in the minute before `now`: all processes together. */
export async function sentInLastMinute(db: Kysely<Database>, now: Date): Promise<number> {
  const since = new Date(now.getTime() - 60_000).toISOString();
  const at = now.toISOString();
  const row = await db
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where((eb) =>
      eb.or([eb("sent_at", ">=", since), eb.and([eb("status", "=", "waiting"), eb("lease_until", ">=", at)])]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countByStatus(db: Kysely<Database>, batch?: string): Promise<Record<MailStatus, number>> {
  let query = db
    .selectFrom("mail_outbox")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("status");
  if (batch !== undefined) query = query.where("batch", "=", batch);
  const counts: Record<MailStatus, number> = { waiting: 0, sent: 0, failed: 0, cancelled: 0 };
  for (const row of await query.execute()) counts[row.status as MailStatus] = Number(row.n);
  return counts;
}

/** Sent mails and staff notices are kept this long (the outbox's history), then deleted. */
export const KEPT_MS = 90 * 24 * 60 * 60_000;

/** Deletes sent and cancelled mails and mailed notices older than KEPT_MS; failed and waiting mails stay. */
export async function pruneOld(db: Kysely<Database>, now: Date): Promise<void> {
  const before = new Date(now.getTime() - KEPT_MS).toISOString();
  await db.deleteFrom("mail_outbox").where("status", "=", "sent").where("sent_at", "<", before).execute();
  await db.deleteFrom("mail_outbox").where("status", "=", "cancelled").where("created_at", "<", before).execute();
  await db.deleteFrom("staff_notices").where("mailed_at", "is not", null).where("created_at", "<", before).execute();
}
