import { sql, type Kysely } from "kysely";
import type { Engine } from "#server/db/connection";
import { versionTables } from "#server/db/content-version";

/**
 * The church's calendar (server/domain/events/, docs/decisions/046-events-recurrence-and-feeds.md):
 * events and services with their RFC 5545 rule, the exceptions of single occurrences, the
 * registrations, one row per occurrence that registrations lock, and attachments on the outbox's
 * mails (a confirmation carries the event's .ics). Events and their exceptions are public content
 * (they move the content version); registrations are not: a visitor registering empties no cache.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const id = engine === "postgres" ? sql`serial primary key` : sql`integer primary key autoincrement`;
  await db.schema
    .createTable("events")
    .addColumn("id", id as never)
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    // Sanitised rich text, the posts' rules.
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("place", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("map_url", "text")
    // "event" or "service".
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("all_day", "integer", (c) => c.notNull())
    // Harare wall times "YYYY-MM-DDTHH:MM", or dates "YYYY-MM-DD" all day (the last day inclusive).
    .addColumn("starts_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text", (c) => c.notNull())
    // The RRULE value ("FREQ=WEEKLY;BYDAY=SU"); null for a single date.
    .addColumn("rule", "text")
    .addColumn("ministry", "text")
    .addColumn("listed", "integer", (c) => c.notNull())
    // "draft" or "published".
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("registration", "integer", (c) => c.notNull())
    // Places per occurrence, counted in people; null: no limit.
    .addColumn("capacity", "integer")
    .addColumn("waitlist", "integer", (c) => c.notNull())
    .addColumn("closes_hours", "integer", (c) => c.notNull())
    .addColumn("question", "text")
    // The series this one continues ("this and the following" split it off).
    .addColumn("series_of", "integer", (c) => c.references("events.id").onDelete("set null"))
    // UTC ISO: the first start and the last end of the series (null: it never ends), the reads' range.
    .addColumn("series_starts_at", "text", (c) => c.notNull())
    .addColumn("series_ends_at", "text")
    // Moves on every save: a form saved over a newer version is refused.
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // The public reads: published events whose series is not over, all or a ministry's; the services.
  await db.schema.createIndex("events_public_idx").on("events").columns(["status", "series_ends_at"]).execute();
  await db.schema
    .createIndex("events_ministry_idx")
    .on("events")
    .columns(["ministry", "status", "series_ends_at"])
    .execute();
  await db.schema.createIndex("events_kind_idx").on("events").columns(["kind", "status"]).execute();
  // The staff list, newest series first; and the series split off one.
  await db.schema.createIndex("events_staff_idx").on("events").columns(["series_starts_at", "id"]).execute();
  await db.schema.createIndex("events_series_of_idx").on("events").column("series_of").execute();

  await db.schema
    .createTable("event_exceptions")
    .addColumn("event_id", "integer", (c) => c.notNull().references("events.id").onDelete("cascade"))
    // The occurrence's original start (RECURRENCE-ID), in the event's form.
    .addColumn("occurrence", "text", (c) => c.notNull())
    .addColumn("cancelled", "integer", (c) => c.notNull())
    // Overrides; null keeps the event's own.
    .addColumn("starts_at", "text")
    .addColumn("ends_at", "text")
    .addColumn("title", "text")
    .addColumn("place", "text")
    .addColumn("address", "text")
    .addColumn("description", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("event_exceptions_pk", ["event_id", "occurrence"])
    .execute();

  await db.schema
    .createTable("event_registrations")
    .addColumn("id", id as never)
    .addColumn("event_id", "integer", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("occurrence", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("email_normalized", "text")
    .addColumn("phone", "text")
    // International digits (contract/phone-numbers.ts): "077 214 5590" and "+263772145590" are one.
    .addColumn("phone_normalized", "text")
    .addColumn("party", "integer", (c) => c.notNull())
    .addColumn("answer", "text")
    // "confirmed", "waitlisted" or "cancelled".
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("reminders", "integer", (c) => c.notNull())
    .addColumn("reminded_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // An occurrence's registrations by status, oldest first: its counts, its list, who moves up first.
  await db.schema
    .createIndex("event_registrations_occurrence_idx")
    .on("event_registrations")
    .columns(["event_id", "occurrence", "status", "id"])
    .execute();
  // The same person once per occurrence (the service checks first and says so; these hold it).
  for (const contact of ["email_normalized", "phone_normalized"] as const) {
    await sql
      .raw(
        `CREATE UNIQUE INDEX event_registrations_${contact}_idx ON event_registrations (event_id, occurrence, ${contact}) WHERE status <> 'cancelled' AND ${contact} IS NOT NULL`,
      )
      .execute(db);
  }

  // The registrant's private links (their registration's page: cancel, stop reminders), one per
  // mail that carried one, each SHA-256 of its token: a copy of the table opens nothing, and a
  // later mail (moved up, a reminder) carries a working link without keeping any token in clear.
  await db.schema
    .createTable("event_registration_links")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("registration_id", "integer", (c) =>
      c.notNull().references("event_registrations.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("event_registration_links_registration_idx")
    .on("event_registration_links")
    .column("registration_id")
    .execute();

  // One row per occurrence someone registered for: the row each registration locks (PostgreSQL
  // SELECT ... FOR UPDATE), so two at once are counted one after the other.
  await db.schema
    .createTable("event_occurrences")
    .addColumn("event_id", "integer", (c) => c.notNull().references("events.id").onDelete("cascade"))
    .addColumn("occurrence", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("event_occurrences_pk", ["event_id", "occurrence"])
    .execute();

  // JSON array of { filename, contentType, content } (text content: an .ics).
  await db.schema
    .alterTable("mail_outbox")
    .addColumn("attachments", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();

  await versionTables(db, engine, ["events", "event_exceptions"]);
}
