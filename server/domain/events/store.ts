import type { Kysely, Selectable } from "kysely";
import type { EventKind, EventStatus } from "#contract/events";
import { isSlug } from "#contract/slugs";
import type { Database, EventExceptionsTable, EventsTable } from "#server/db/schema";
import { occurrencesBetween, type EventTiming, type Occurrence, type OccurrenceException } from "./recurrence";

/** Every field of an event that its form sets. */
export interface EventFields {
  slug: string;
  title: string;
  description: string;
  image: string | null;
  place: string;
  address: string;
  mapUrl: string | null;
  kind: EventKind;
  status: EventStatus;
  listed: boolean;
  ministry: string | null;
  timing: EventTiming;
  registration: RegistrationSettings;
}

/** An event as the domain reads it: its row, typed. */
export interface EventRecord extends EventFields {
  id: number;
  seriesOf: number | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** Registration, per occurrence: each date of a series has its own places. */
export interface RegistrationSettings {
  enabled: boolean;
  /** Places per occurrence, in people; null: no limit. */
  capacity: number | null;
  waitlist: boolean;
  /** Registration closes this many hours before the start (0: at the start). */
  closesHours: number;
  question: string | null;
}

export type EventRow = Selectable<EventsTable>;

export function recordOf(row: EventRow): EventRecord {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    description: row.description,
    image: row.image,
    place: row.place,
    address: row.address,
    mapUrl: row.map_url,
    kind: row.kind as EventKind,
    status: row.status as EventStatus,
    listed: Number(row.listed) === 1,
    ministry: row.ministry,
    timing: { allDay: Number(row.all_day) === 1, start: row.starts_at, end: row.ends_at, rule: row.rule },
    registration: {
      enabled: Number(row.registration) === 1,
      capacity: row.capacity === null ? null : Number(row.capacity),
      waitlist: Number(row.waitlist) === 1,
      closesHours: Number(row.closes_hours),
      question: row.question,
    },
    seriesOf: row.series_of === null ? null : Number(row.series_of),
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function exceptionOf(row: Selectable<EventExceptionsTable>): OccurrenceException {
  return {
    occurrence: row.occurrence,
    cancelled: Number(row.cancelled) === 1,
    start: row.starts_at,
    end: row.ends_at,
    title: row.title,
    place: row.place,
    address: row.address,
    description: row.description,
  };
}

export async function eventById(db: Kysely<Database>, id: number): Promise<EventRecord | null> {
  const row = await db.selectFrom("events").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? recordOf(row) : null;
}

export async function eventBySlug(db: Kysely<Database>, slug: string): Promise<EventRecord | null> {
  const row = await db.selectFrom("events").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? recordOf(row) : null;
}

/** A published event by its address (what a public address can reach); null for anything else. */
export async function publishedEvent(db: Kysely<Database>, slug: string): Promise<EventRecord | null> {
  if (!isSlug(slug)) return null;
  const event = await eventBySlug(db, slug);
  return event?.status === "published" ? event : null;
}

/** The exceptions of each event of `ids`. */
export async function exceptionsOf(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, OccurrenceException[]>> {
  const byEvent = new Map<number, OccurrenceException[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byEvent;
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom("event_exceptions")
      .selectAll()
      .where("event_id", "in", ids.slice(start, start + 500))
      .orderBy("event_id")
      .orderBy("occurrence")
      .execute();
    for (const row of rows) byEvent.get(Number(row.event_id))?.push(exceptionOf(row));
  }
  return byEvent;
}

/** An event's occurrences in [from, to), its exceptions applied (read from `db`). */
export async function occurrencesOfEvent(
  db: Kysely<Database>,
  event: EventRecord,
  from: Date,
  to: Date,
  limit?: number,
): Promise<Occurrence[]> {
  const exceptions = (await exceptionsOf(db, [event.id])).get(event.id) ?? [];
  return occurrencesBetween(event.timing, exceptions, from, to, limit);
}

/** People confirmed and waiting, per occurrence of the events of `ids` (one grouped read on the occurrence index). */
export async function takenPlaces(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<string, { confirmed: number; waitlisted: number; cancelled: number }>> {
  const counts = new Map<string, { confirmed: number; waitlisted: number; cancelled: number }>();
  if (ids.length === 0) return counts;
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom("event_registrations")
      .select(["event_id", "occurrence", "status", (eb) => eb.fn.sum<number | string>("party").as("people")])
      .where("event_id", "in", ids.slice(start, start + 500))
      .groupBy(["event_id", "occurrence", "status"])
      .execute();
    for (const row of rows) {
      const key = placesKey(Number(row.event_id), row.occurrence);
      const entry = counts.get(key) ?? { confirmed: 0, waitlisted: 0, cancelled: 0 };
      entry[row.status as "confirmed" | "waitlisted" | "cancelled"] = Number(row.people);
      counts.set(key, entry);
    }
  }
  return counts;
}

export function placesKey(eventId: number, occurrence: string): string {
  return `${eventId} ${occurrence}`;
}

/** Places left on an occurrence of `event`, given the people confirmed; null when there is no limit to show. */
export function placesLeft(event: EventRecord, confirmed: number): number | null {
  const { enabled, capacity } = event.registration;
  if (!enabled || capacity === null) return null;
  return Math.max(0, capacity - confirmed);
}
