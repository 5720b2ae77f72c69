import { sql, type Kysely } from "kysely";
import type { Engine } from "#server/db/connection";
import { versionTables } from "#server/db/content-version";

/**
 * Giving (server/domain/giving/, docs/decisions/048-giving-through-paynow.md):
 * - `gift_funds`: what a gift is for; the giving page lists the open ones, so they move the
 *   content version. Four to start with, in every database (a church without them cannot give).
 * - `gifts`: one row per gift, online or recorded by hand, written before Paynow is asked; amounts
 *   in whole cents of one currency. Visitors write it all day long, and no cached page shows it:
 *   it does NOT move the content version.
 * - `gift_history`: every change of a gift's status, when, and what brought it.
 * - `gift_batches`: gifts recorded by hand together (a Sunday's envelopes).
 * - `gift_receipt_counters`: the last receipt number of each year, taken in the transaction that
 *   marks a gift paid (so numbers have no gaps and never repeat, on either engine).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const id = engine === "postgres" ? sql`serial primary key` : sql`integer primary key autoincrement`;
  const now = new Date().toISOString();

  await db.schema
    .createTable("gift_funds")
    .addColumn("id", id as never)
    .addColumn("name", "text", (c) => c.notNull())
    /** The name folded to lower case: two funds are never named alike. */
    .addColumn("name_key", "text", (c) => c.notNull().unique())
    /** "USD" or "ZWG" when the fund takes one currency only; null: both. */
    .addColumn("currency", "text", (c) => c.check(sql`currency in ('USD', 'ZWG')`))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("archived_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  const funds = ["Tithe", "Offering", "Building fund", "Missions"];
  await (db as Kysely<{ gift_funds: Record<string, unknown> }>)
    .insertInto("gift_funds")
    .values(
      funds.map((name, index) => ({
        name,
        name_key: name.toLowerCase(),
        currency: null,
        position: index + 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  await versionTables(db, engine, ["gift_funds"]);

  await db.schema
    .createTable("gift_batches")
    .addColumn("id", id as never)
    /** The Harare date the gifts were received (YYYY-MM-DD). */
    .addColumn("received_on", "text", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("staff_id", "integer", (c) => c.references("staff.id").onDelete("set null"))
    .addColumn("entered_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("gifts")
    .addColumn("id", id as never)
    /** Ours, unique: Paynow's `reference` and `merchanttrace`. */
    .addColumn("reference", "text", (c) => c.notNull().unique())
    /** SHA-256 of the private token of the giver's link, given at the start (the gift's page, its receipt). */
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    /** SHA-256 of the private token of the receipt link mailed once it is paid (the first is not kept). */
    .addColumn("receipt_token_hash", "text", (c) => c.unique())
    .addColumn("receipt_number", "text", (c) => c.unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("amount_cents", "bigint", (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn("currency", "text", (c) => c.notNull().check(sql`currency in ('USD', 'ZWG')`))
    .addColumn("fund_id", "integer", (c) => c.notNull().references("gift_funds.id"))
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("giver_name", "text")
    /** Lower case: a giver's statement is every gift under the address. */
    .addColumn("giver_email", "text")
    .addColumn("phone", "text")
    .addColumn("batch_id", "integer", (c) => c.references("gift_batches.id"))
    /** Paynow's last verified word on it, as Paynow spells it ("Awaiting Delivery"). */
    .addColumn("paynow_status", "text")
    .addColumn("paynow_reference", "text")
    .addColumn("poll_url", "text")
    .addColumn("browser_url", "text")
    .addColumn("authorization_code", "text")
    .addColumn("authorization_expires", "text")
    /** Why it failed or needs review (contract/giving.ts GIFT_PROBLEMS), and Paynow's words if any. */
    .addColumn("problem", "text")
    .addColumn("problem_detail", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    /** The gift's date: when it was paid (or received, by hand), else when it was begun. */
    .addColumn("dated_at", "text", (c) => c.notNull())
    .addColumn("paid_at", "text")
    /** When Paynow was last asked about it (a poll or a trace). */
    .addColumn("checked_at", "text")
    /** When the poller asks Paynow next; null: nothing more to ask. */
    .addColumn("next_check_at", "text")
    .addColumn("checks", "integer", (c) => c.notNull().defaultTo(0))
    /** Whether a receipt is mailed when it is paid (a batch of old envelopes may say no). */
    .addColumn("mail_receipt", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("gifts_next_check_idx").on("gifts").columns(["next_check_at"]).execute();
  await db.schema.createIndex("gifts_dated_idx").on("gifts").columns(["dated_at", "id"]).execute();
  await db.schema.createIndex("gifts_status_dated_idx").on("gifts").columns(["status", "dated_at"]).execute();
  await db.schema.createIndex("gifts_giver_idx").on("gifts").columns(["giver_email", "currency", "dated_at"]).execute();
  await db.schema.createIndex("gifts_batch_idx").on("gifts").columns(["batch_id"]).execute();

  await db.schema
    .createTable("gift_history")
    .addColumn("id", id as never)
    .addColumn("gift_id", "integer", (c) => c.notNull().references("gifts.id").onDelete("cascade"))
    .addColumn("at", "text", (c) => c.notNull())
    /** initiation, result-post, poll, poller, trace or staff. */
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("status_before", "text")
    .addColumn("status_after", "text", (c) => c.notNull())
    .addColumn("paynow_status", "text")
    /** What happened, in words without the giver's name, address or number. */
    .addColumn("note", "text")
    .addColumn("staff_id", "integer", (c) => c.references("staff.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("gift_history_gift_idx").on("gift_history").columns(["gift_id", "id"]).execute();

  await db.schema
    .createTable("gift_receipt_counters")
    .addColumn("year", "integer", (c) => c.primaryKey())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .execute();
}
