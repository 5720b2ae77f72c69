import type { Kysely } from "kysely";
import { openDatabase, type DatabaseHandle } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrate";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/staff-member";
import type { Actor } from "#server/auth/staff-member";
import type { EventInput } from "#server/domain/events/authoring";
import { createTestDatabase, databaseUse, SITE_URL } from "./support";

/**
 * Helpers of the calendar's tests (tests/api/events-*.test.ts), which call the events domain
 * directly on a fresh database of the engine under test.
 */

export { SITE_URL };

/** A fresh migrated database (and a second handle on it: another process's pool), recorded like the app's. */
export async function eventsDatabase(): Promise<{
  handle: DatabaseHandle;
  second: DatabaseHandle;
  close: () => Promise<void>;
}> {
  const { database, drop } = await createTestDatabase();
  let migrated = false;
  const record = { onQuery: ({ sql }: { sql: string }) => void (migrated && databaseUse.statements.add(sql)) };
  const handle = openDatabase(database, record);
  await migrateToLatest(handle.db, handle.engine);
  migrated = true;
  const second = openDatabase(database, record);
  return {
    handle,
    second,
    close: async () => {
      await handle.close();
      await second.close();
      await drop();
    },
  };
}

export const actorOf = (member: StaffMember): Actor => ({ staffId: member.id, name: member.name });

/** A one-off event's form, a week-long weekday evening in January 2026, with `change` over it. */
export function eventInput(change: Partial<EventInput> = {}): EventInput {
  return {
    title: "Prayer Night",
    slug: "",
    description: "<p>An evening of <strong>prayer</strong>.</p>",
    image: "",
    place: "Main sanctuary",
    address: "14 Josiah Chinamano Avenue, Harare",
    mapUrl: "",
    kind: "event",
    status: "published",
    listed: true,
    ministry: "",
    allDay: false,
    start: "2026-01-09T18:00",
    end: "2026-01-09T20:00",
    repeat: "none",
    interval: "1",
    weekdays: [],
    monthly: "date",
    ends: "count",
    until: "",
    count: "",
    registration: false,
    capacity: "",
    waitlist: false,
    closesHours: "0",
    question: "",
    version: "",
    ...change,
  };
}

/** How many rows each of the calendar's tables (and the activity log and the outbox) holds. */
export async function calendarCounts(db: Kysely<Database>) {
  const count = async (table: "events" | "event_exceptions" | "event_registrations" | "activity_log" | "mail_outbox") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    events: await count("events"),
    exceptions: await count("event_exceptions"),
    registrations: await count("event_registrations"),
    activity: await count("activity_log"),
    mails: await count("mail_outbox"),
  };
}
