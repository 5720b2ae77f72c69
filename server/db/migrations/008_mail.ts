import { sql, type Kysely } from "kysely";
import type { Engine } from "#server/db/connection";

/**
 * Mail: the outbox the worker sends from, the staff's notices and their choices, the
 * digests already sent, and the newsletter's double opt-in and unsubscribe on the subscribers.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const id = engine === "postgres" ? sql`serial primary key` : sql`integer primary key autoincrement`;

  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", id as never)
    // Made when queued, so a mail sent twice (a crash after sending) carries one Message-ID.
    .addColumn("message_id", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    // JSON object of extra headers (List-Unsubscribe...).
    .addColumn("headers", "text", (c) => c.notNull().defaultTo("{}"))
    // A newsletter's id: its page counts its mails.
    .addColumn("batch", "text")
    // "waiting", "sent" or "failed".
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    // A process sending it holds it until then; after, another may (it died mid-send).
    .addColumn("lease_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("mail_outbox_due_idx").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("mail_outbox_batch_idx").on("mail_outbox").columns(["batch", "status"]).execute();
  await db.schema.createIndex("mail_outbox_sent_idx").on("mail_outbox").column("sent_at").execute();

  await db.schema
    .createTable("staff_notice_choices")
    .addColumn("staff_id", "integer", (c) => c.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    // "immediately", "digest" or "never".
    .addColumn("choice", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("staff_notice_choices_pk", ["staff_id", "kind"])
    .execute();

  await db.schema
    .createTable("staff_notices")
    .addColumn("id", id as never)
    .addColumn("staff_id", "integer", (c) => c.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull())
    // "immediately" or "digest", as the member chose when it arrived.
    .addColumn("delivery", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    // Put in a mail (a bundle or a digest); null while it waits for one.
    .addColumn("mailed_at", "text")
    .execute();
  await db.schema
    .createIndex("staff_notices_due_idx")
    .on("staff_notices")
    .columns(["delivery", "mailed_at", "staff_id"])
    .execute();

  await db.schema
    .createTable("staff_digests")
    .addColumn("staff_id", "integer", (c) => c.notNull().references("staff.id").onDelete("cascade"))
    // Harare date, YYYY-MM-DD: one digest a day, whichever process made it.
    .addColumn("day", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("staff_digests_pk", ["staff_id", "day"])
    .execute();

  const subscribers = db.schema.alterTable("newsletter_subscribers");
  // Null until the address's owner confirms; only confirmed addresses get newsletters. Rows from
  // before double opt-in stay unconfirmed (they never confirmed) and are not deleted.
  await subscribers.addColumn("confirmed_at", "text").execute();
  await subscribers.addColumn("unsubscribed_at", "text").execute();
  // SHA-256 of the confirmation link's token: a copy of the table confirms nobody.
  await subscribers.addColumn("confirm_token_hash", "text").execute();
  // In clear, unlike the confirmation token: every newsletter carries it, and it can only take
  // its own address off the list (docs/decisions/016-mail.md).
  await subscribers.addColumn("unsubscribe_token", "text").execute();
  await subscribers.addColumn("confirmation_sent_at", "text").execute();
  await db.schema
    .createIndex("newsletter_confirm_idx")
    .on("newsletter_subscribers")
    .column("confirm_token_hash")
    .execute();
  await db.schema
    .createIndex("newsletter_unsubscribe_idx")
    .on("newsletter_subscribers")
    .column("unsubscribe_token")
    .execute();
}
