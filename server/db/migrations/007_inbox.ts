import { sql, type Kysely } from "kysely";
import type { Engine } from "#server/db/connection";

/**
 * The inbox: a status and an assignee on every message, prayer request and application,
 * internal notes, a prayer request's urgent/answered/praise report and its "prayed for" presses,
 * and an index for each staff list's order (the lists stay fast at 100,000 rows).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const id = engine === "postgres" ? sql`serial primary key` : sql`integer primary key autoincrement`;

  for (const table of ["contact_messages", "prayer_requests", "ministry_applications"]) {
    // new | in_progress | done | archived (server/domain/staff-lists/inbox.ts).
    await db.schema
      .alterTable(table)
      .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn("assigned_to", "integer", (c) => c.references("staff.id").onDelete("set null"))
      .execute();
    // What the first inbox marked handled is done.
    await sql`update ${sql.table(table)} set status = 'done' where handled_at is not null`.execute(db);
    // A status filter, and the waiting counts (new, in progress), read this.
    await db.schema.createIndex(`${table}_status_idx`).on(table).columns(["status", "created_at", "id"]).execute();
  }

  await db.schema
    .alterTable("prayer_requests")
    .addColumn("is_urgent", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("prayer_requests").addColumn("answered_at", "text").execute();
  await db.schema
    .alterTable("prayer_requests")
    .addColumn("praise_report", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  // Prayer requests list urgent ones first, then newest: with a status filter and without.
  await db.schema
    .createIndex("prayer_requests_urgent_idx")
    .on("prayer_requests")
    .columns(["is_urgent", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("prayer_requests_status_urgent_idx")
    .on("prayer_requests")
    .columns(["status", "is_urgent", "created_at", "id"])
    .execute();
  // A ministry leader's messages: their ministry page's form (no form_type, its fixed subject).
  await db.schema
    .createIndex("contact_messages_ministry_idx")
    .on("contact_messages")
    .columns(["form_type", "subject", "created_at", "id"])
    .execute();
  // Messages have had (created_at) since 001; applications' unfiltered list and subscribers' need theirs.
  await db.schema
    .createIndex("ministry_applications_created_idx")
    .on("ministry_applications")
    .columns(["created_at", "id"])
    .execute();
  await db.schema
    .createIndex("newsletter_subscribers_created_idx")
    .on("newsletter_subscribers")
    .columns(["created_at", "id"])
    .execute();

  // Internal notes on an item (never shown to the sender), keyed like the activity log.
  await db.schema
    .createTable("inbox_notes")
    .addColumn("id", id as never)
    .addColumn("item_type", "text", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("staff_id", "integer", (c) => c.references("staff.id").onDelete("set null"))
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("inbox_notes_item_idx")
    .on("inbox_notes")
    .columns(["item_type", "item_id", "created_at"])
    .execute();

  // Each "Prayed for" press: who, when.
  await db.schema
    .createTable("prayer_presses")
    .addColumn("id", id as never)
    .addColumn("prayer_request_id", "integer", (c) => c.notNull().references("prayer_requests.id").onDelete("cascade"))
    .addColumn("staff_id", "integer", (c) => c.references("staff.id").onDelete("set null"))
    .addColumn("staff_name", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("prayer_presses_request_idx")
    .on("prayer_presses")
    .columns(["prayer_request_id", "at"])
    .execute();
}
