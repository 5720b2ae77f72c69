import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { harareMonthRange } from "#contract/harare-time";
import { harareYearMonth } from "#server/lib/dates";
import { countByStatus, queueMail, queueMails, type MailStatus } from "#server/mail/outbox";
import { unsubscribePath } from "./subscriptions";
import { mailChurch, newsletterMail, type NewsletterContent } from "#server/mail/templates";
import { readChurch } from "#server/domain/church/church";

/**
 * Sending a newsletter: one outbox mail per confirmed subscriber, all queued in one
 * transaction under one batch id (so the page can count sent, waiting and failed), each with that
 * subscriber's own unsubscribe link. The worker sends them within the rate a minute.
 */

export const SUBJECT_MAX = 200;
export const BODY_MAX = 50_000;

/** Addresses that get newsletters: confirmed and not unsubscribed. */
function confirmedSubscribers(db: Kysely<Database>) {
  return db
    .selectFrom("newsletter_subscribers")
    .where("confirmed_at", "is not", null)
    .where("unsubscribed_at", "is", null)
    .where("unsubscribe_token", "is not", null);
}

export async function confirmedCount(db: Kysely<Database>): Promise<number> {
  const row = await confirmedSubscribers(db)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The published posts of the current Harare month, newest first, for the optional block. */
export async function postsOfThisMonth(
  db: Kysely<Database>,
  siteUrl: string,
  now = new Date(),
): Promise<Array<{ title: string; url: string }>> {
  const month = harareYearMonth(now.toISOString());
  if (!month) return [];
  const { start, end } = harareMonthRange(month);
  const rows = await db
    .selectFrom("posts")
    .select(["title", "slug"])
    .where("status", "=", "published")
    .where("published_at", ">=", start)
    .where("published_at", "<", end)
    .where("published_at", "<=", now.toISOString())
    .orderBy("published_at", "desc")
    .limit(10)
    .execute();
  return rows.map((row) => ({ title: row.title, url: `${siteUrl}/blog/${row.slug}` }));
}

/** Queues the newsletter to every confirmed subscriber; returns its batch id and how many. */
export async function queueNewsletter(
  db: Kysely<Database>,
  siteUrl: string,
  content: NewsletterContent,
  now = new Date(),
): Promise<{ batch: string; count: number }> {
  const batch = `newsletter:${now.toISOString()}:${randomUUID().slice(0, 8)}`;
  const subscribers = await confirmedSubscribers(db).select(["email", "unsubscribe_token"]).orderBy("id").execute();
  const church = mailChurch(await readChurch(db), siteUrl);
  await queueMails(
    db,
    siteUrl,
    subscribers.map((subscriber) => ({
      kind: "newsletter",
      to: subscriber.email,
      batch,
      ...newsletterMail(church, content, `${siteUrl}${unsubscribePath(subscriber.unsubscribe_token!)}`),
    })),
    now,
  );
  return { batch, count: subscribers.length };
}

/** A test copy to a staff member: the same mail, its unsubscribe link a dead one. */
export async function queueNewsletterTest(
  db: Kysely<Database>,
  siteUrl: string,
  content: NewsletterContent,
  to: string,
  now = new Date(),
): Promise<void> {
  const mail = newsletterMail(
    mailChurch(await readChurch(db), siteUrl),
    { ...content, subject: `[Test] ${content.subject}` },
    `${siteUrl}${unsubscribePath("test")}`,
  );
  await queueMail(db, siteUrl, { kind: "newsletter-test", to, ...mail }, now);
}

export interface NewsletterBatch {
  batch: string;
  subject: string;
  createdAt: string;
  counts: Record<MailStatus, number>;
}

/** The newsletters sent, newest first, with their counts. */
export async function recentNewsletters(db: Kysely<Database>, limit = 5): Promise<NewsletterBatch[]> {
  const rows = await db
    .selectFrom("mail_outbox")
    .select(["batch", sql<string>`min(subject)`.as("subject"), sql<string>`min(created_at)`.as("created_at")])
    .where("kind", "=", "newsletter")
    .where("batch", "is not", null)
    .groupBy("batch")
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return Promise.all(
    rows.map(async (row) => ({
      batch: row.batch!,
      subject: row.subject,
      createdAt: row.created_at,
      counts: await countByStatus(db, row.batch!),
    })),
  );
}

/** The newsletter being written, as last saved (by its autosave), or null when none is. */
export interface SavedNewsletterDraft {
  subject: string;
  body: string;
  includePosts: boolean;
  savedBy: string;
  savedAt: string;
}

export async function readNewsletterDraft(db: Kysely<Database>): Promise<SavedNewsletterDraft | null> {
  const row = await db.selectFrom("newsletter_draft").selectAll().where("id", "=", 1).executeTakeFirst();
  return row
    ? {
        subject: row.subject,
        body: row.body,
        includePosts: Number(row.include_posts) === 1,
        savedBy: row.saved_by,
        savedAt: row.saved_at,
      }
    : null;
}

/** Keeps the newsletter being written (one row for everyone who writes it). */
export async function saveNewsletterDraft(
  db: Kysely<Database>,
  draft: { subject: string; body: string; includePosts: boolean },
  savedBy: string,
  now: Date,
): Promise<void> {
  const values = {
    subject: draft.subject,
    body: draft.body,
    include_posts: draft.includePosts ? 1 : 0,
    saved_by: savedBy,
    saved_at: now.toISOString(),
  };
  await db
    .insertInto("newsletter_draft")
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet(values))
    .execute();
}

/** Empties the draft once its newsletter is sent. */
export async function clearNewsletterDraft(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom("newsletter_draft").where("id", "=", 1).execute();
}
