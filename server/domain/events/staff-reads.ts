import type { Kysely } from "kysely";
import { EVENT_BOUNDS, type EventKind, type EventStatus } from "#contract/events";
import { isMinistrySlug, MINISTRIES } from "#contract/ministries";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/staff-member";
import { SEARCH_MAX, searchableText, searchIn } from "#server/domain/staff-lists/filters";
import { listPage, offsetOf, ROOM_PAGE_SIZE, type PagedList } from "#server/domain/staff-lists/paging";
import { eventMinistriesOf, requireEvents } from "./access";
import { editableEvent } from "./authoring";
import { choicesOf, dateOf, occurrencesBetween, ruleInWords } from "./recurrence";
import { exceptionsOf, placesKey, recordOf, takenPlaces, type EventRecord } from "./store";

/**
 * The staff side's reads of the calendar: the list of events (a ministry leader's limited to their
 * ministries), and one event's dates with the registrations' counts of each.
 */

const DAY_MS = 86_400_000;
/** How far back an event's dates are listed for staff (registrations of a recent date, its check-in). */
const PAST_DAYS = 60;

export type StaffEventsWhen = "upcoming" | "past" | "all";

export interface StaffEventQuery {
  page: number;
  /** Searched in the title, "" for none. */
  q: string;
  when: StaffEventsWhen;
}

export interface StaffEventLine {
  id: number;
  title: string;
  slug: string;
  kind: EventKind;
  status: EventStatus;
  listed: boolean;
  ministry: string | null;
  /** The rule in words; "" for a single date. */
  repeats: string;
  /** The next date to come (its start as Harare reads it), or null. */
  next: { occurrence: string; start: string; status: "scheduled" | "cancelled" | "changed" } | null;
  registration: boolean;
}

function ministryName(slug: string | null): string | null {
  return slug !== null && isMinistrySlug(slug) ? MINISTRIES[slug] : slug;
}

/** The staff list of events, newest series first, a page at a time. */
export async function staffEventList(
  db: Kysely<Database>,
  member: StaffMember,
  query: StaffEventQuery,
  now = new Date(),
): Promise<PagedList<StaffEventLine>> {
  requireEvents(member);
  let filtered = db.selectFrom("events");
  const ministries = eventMinistriesOf(member);
  if (ministries !== null) filtered = filtered.where("ministry", "in", ministries.length > 0 ? [...ministries] : [""]);
  const at = now.toISOString();
  if (query.when === "upcoming")
    filtered = filtered.where((eb) => eb.or([eb("series_ends_at", "is", null), eb("series_ends_at", ">", at)]));
  if (query.when === "past") filtered = filtered.where("series_ends_at", "<=", at);
  // As the URL's reader gives it (NUL dropped, at most SEARCH_MAX), whoever calls.
  const search = searchIn(["title"], searchableText(query.q).trim().slice(0, SEARCH_MAX));
  if (search) filtered = filtered.where(search);
  const [{ total }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy("series_starts_at", "desc")
      .orderBy("id", "desc")
      .limit(ROOM_PAGE_SIZE)
      .offset(offsetOf(query.page))
      .execute(),
  ]);
  const events = rows.map(recordOf);
  const exceptions = await exceptionsOf(
    db,
    events.map((event) => event.id),
  );
  const horizon = new Date(now.getTime() + EVENT_BOUNDS.horizonDays * DAY_MS);
  const items = events.map((event): StaffEventLine => {
    const next = occurrencesBetween(event.timing, exceptions.get(event.id) ?? [], now, horizon, 1)[0];
    const first = dateOf(event.timing.start);
    return {
      id: event.id,
      title: event.title,
      slug: event.slug,
      kind: event.kind,
      status: event.status,
      listed: event.listed,
      ministry: ministryName(event.ministry),
      repeats: ruleInWords(choicesOf(event.timing.rule, first), first),
      next: next ? { occurrence: next.key, start: next.startLocal, status: next.status } : null,
      registration: event.registration.enabled,
    };
  });
  return listPage(items, Number(total), query.page);
}

/** One date of an event as the staff see it: its times, its state, and the people of each status. */
export interface StaffOccurrence {
  occurrence: string;
  startLocal: string;
  endLocal: string;
  status: "scheduled" | "cancelled" | "changed";
  title: string;
  confirmed: number;
  waitlisted: number;
  cancelled: number;
  placesLeft: number | null;
}

/** An event's dates from two months back to the horizon, with their counts; null when not the member's. */
export async function staffOccurrences(
  db: Kysely<Database>,
  member: StaffMember,
  id: number,
  now = new Date(),
): Promise<{ event: EventRecord; occurrences: StaffOccurrence[] } | null> {
  const event = await editableEvent(db, member, id);
  if (!event) return null;
  const exceptions = (await exceptionsOf(db, [event.id])).get(event.id) ?? [];
  const taken = await takenPlaces(db, [event.id]);
  const from = new Date(now.getTime() - PAST_DAYS * DAY_MS);
  const to = new Date(now.getTime() + EVENT_BOUNDS.horizonDays * DAY_MS);
  const occurrences = occurrencesBetween(event.timing, exceptions, from, to).map((occurrence) => {
    const counts = taken.get(placesKey(event.id, occurrence.key)) ?? { confirmed: 0, waitlisted: 0, cancelled: 0 };
    const capacity = event.registration.enabled ? event.registration.capacity : null;
    return {
      occurrence: occurrence.key,
      startLocal: occurrence.startLocal,
      endLocal: occurrence.endLocal,
      status: occurrence.status,
      title: occurrence.exception?.title ?? event.title,
      ...counts,
      placesLeft: capacity === null ? null : Math.max(0, capacity - counts.confirmed),
    };
  });
  return { event, occurrences };
}
