import { sql, type Kysely } from "kysely";
import type { Engine } from "#server/db/connection";

/**
 * The staff side (docs/product.md, Staff side): accounts, the ministries a ministry leader leads, sessions,
 * one-time links, failed sign-ins (the sign-in limits count them) and the activity log.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const id = engine === "postgres" ? sql`serial primary key` : sql`integer primary key autoincrement`;

  await db.schema
    .createTable("staff")
    .addColumn("id", id as never)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    // Lower-cased: unique, so one address is one account whatever its spelling.
    .addColumn("email_normalized", "text", (c) => c.notNull().unique())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("password_hash", "text")
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_signed_in_at", "text")
    .execute();

  await db.schema
    .createTable("staff_ministries")
    .addColumn("staff_id", "integer", (c) => c.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("ministry", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("staff_ministries_pk", ["staff_id", "ministry"])
    .execute();

  await db.schema
    .createTable("staff_sessions")
    // SHA-256 of the cookie's value: a copy of the table signs nobody in.
    .addColumn("id_hash", "text", (c) => c.primaryKey())
    .addColumn("staff_id", "integer", (c) => c.notNull().references("staff.id").onDelete("cascade"))
    // The session-bound token every staff form carries (server/http/staff-guard.ts).
    .addColumn("csrf_token", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("staff_sessions_staff_idx").on("staff_sessions").column("staff_id").execute();
  await db.schema.createIndex("staff_sessions_expires_idx").on("staff_sessions").column("expires_at").execute();

  await db.schema
    .createTable("staff_links")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("staff_id", "integer", (c) => c.notNull().references("staff.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("staff_links_staff_idx").on("staff_links").column("staff_id").execute();

  await db.schema
    .createTable("sign_in_failures")
    .addColumn("id", id as never)
    .addColumn("email_normalized", "text", (c) => c.notNull())
    .addColumn("client_key", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sign_in_failures_email_idx")
    .on("sign_in_failures")
    .columns(["email_normalized", "at"])
    .execute();
  await db.schema
    .createIndex("sign_in_failures_client_idx")
    .on("sign_in_failures")
    .columns(["client_key", "at"])
    .execute();
  await db.schema.createIndex("sign_in_failures_at_idx").on("sign_in_failures").column("at").execute();

  await db.schema
    .createTable("activity_log")
    .addColumn("id", id as never)
    .addColumn("at", "text", (c) => c.notNull())
    // Null: the command line, or a visitor (a failed sign-in for an unknown address).
    .addColumn("staff_id", "integer", (c) => c.references("staff.id").onDelete("set null"))
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("item_type", "text", (c) => c.notNull())
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    // JSON: { field: [before, after] } of the fields a change touched.
    .addColumn("changes", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema.createIndex("activity_log_at_idx").on("activity_log").column("at").execute();
  await db.schema
    .createIndex("activity_log_item_idx")
    .on("activity_log")
    .columns(["item_type", "item_id", "at"])
    .execute();
  await db.schema.createIndex("activity_log_staff_idx").on("activity_log").columns(["staff_id", "at"]).execute();

  // What visitors sent waits until someone has dealt with it: the back office's counts.
  for (const table of ["contact_messages", "prayer_requests", "ministry_applications"]) {
    await db.schema.alterTable(table).addColumn("handled_at", "text").execute();
    await db.schema.createIndex(`${table}_handled_idx`).on(table).columns(["handled_at", "created_at"]).execute();
  }
}
