import type { Kysely } from "kysely";
import type { YearMonth } from "#contract/archive";
import {
  EVENT_BOUNDS,
  type EventDetail,
  type EventKind,
  type EventOccurrence,
  type EventSummary,
  type ServiceTime,
  type UpcomingOccurrence,
} from "#contract/events";
import { isMinistrySlug, MINISTRIES } from "#contract/ministries";
import { pageExists } from "#contract/pagination";
import type { Database } from "#server/db/schema";
import type { PageRequest, PageResult } from "#server/domain/page-types";
import { imageFields } from "#server/domain/pictures/images";
import { sanitizePostHtml } from "#server/lib/sanitize";
import { harareMonthRange } from "#contract/harare-time";
import { isoToHarareLocal } from "#server/lib/dates";
import {
  choicesOf,
  dateOf,
  isOccurrenceOf,
  occurrencesBetween,
  occurrenceAt,
  ruleInWords,
  type Occurrence,
} from "./recurrence";
import { closedReason } from "./registration";
import { exceptionsOf, placesKey, placesLeft, publishedEvent, recordOf, takenPlaces, type EventRecord } from "./store";

/**
 * The calendar's public reads: the next service (the home page's countdown), the dates to come by
 * month (all, or a ministry's), the events with their next date, one event's page, one date.
 * Only published events; lists only listed ones (an unlisted event is reached by its address).
 * Dates are expanded for the horizon (EVENT_BOUNDS) from the rule and its exceptions on each read,
 * with the places left of each; nothing private.
 */

const DAY_MS = 86_400_000;
/** Events read at most for one list (a church has tens): the list's cost is bounded whatever is stored. */
const EVENTS_PER_READ = 1000;
/** Dates of one upcoming list at most, across its events. */
const UPCOMING_CAP = 2000;
/** The next dates an event's page shows. */
export const NEXT_DATES = 12;
/** /api/events/ and /events, per page. */
export const EVENTS_PAGE_SIZE = 20;

type Db = Kysely<Database>;

function horizonEnd(now: Date): Date {
  return new Date(now.getTime() + EVENT_BOUNDS.horizonDays * DAY_MS);
}

/** Published events (listed ones, unless `unlisted`) that may have a date in [from, to). */
async function eventsBetween(
  db: Db,
  from: Date,
  to: Date,
  filter: { ministry?: string; kind?: EventKind; unlisted?: boolean } = {},
): Promise<EventRecord[]> {
  let query = db
    .selectFrom("events")
    .selectAll()
    .where("status", "=", "published")
    .where((eb) => eb.or([eb("series_ends_at", "is", null), eb("series_ends_at", ">", from.toISOString())]))
    .where("series_starts_at", "<", to.toISOString());
  if (!filter.unlisted) query = query.where("listed", "=", 1);
  if (filter.ministry !== undefined) query = query.where("ministry", "=", filter.ministry);
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  const rows = await query.orderBy("series_starts_at").orderBy("id").limit(EVENTS_PER_READ).execute();
  return rows.map(recordOf);
}

function ministryOf(slug: string | null) {
  return slug !== null && isMinistrySlug(slug) ? { slug, name: MINISTRIES[slug] } : null;
}

export function summaryOf(event: EventRecord): EventSummary {
  const image = imageFields(event.image, "card");
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    kind: event.kind,
    ministry: ministryOf(event.ministry),
    image: image.src,
    image_set: image.set,
    place: event.place,
    address: event.address,
    map_url: event.mapUrl,
    all_day: event.timing.allDay,
    recurring: event.timing.rule !== null,
    registration: event.registration.enabled,
  };
}

/** One date as the public reads give it. */
export function publicOccurrence(event: EventRecord, occurrence: Occurrence, confirmed: number): EventOccurrence {
  const exception = occurrence.exception;
  const allDay = event.timing.allDay;
  return {
    occurrence: occurrence.key,
    start: allDay ? occurrence.startLocal : occurrence.start.toISOString(),
    end: allDay ? occurrence.endLocal : occurrence.end.toISOString(),
    all_day: allDay,
    status: occurrence.status,
    title: exception?.title ?? event.title,
    place: exception?.place ?? event.place,
    address: exception?.address ?? event.address,
    places_left: occurrence.status === "cancelled" ? null : placesLeft(event, confirmed),
  };
}

/** The dates of `events` in [from, to), in order of start (cancelled ones too, marked), at most `cap`. */
async function datesOf(db: Db, events: EventRecord[], from: Date, to: Date, cap: number) {
  const exceptions = await exceptionsOf(
    db,
    events.map((event) => event.id),
  );
  const taken = await takenPlaces(
    db,
    events.filter((event) => event.registration.enabled).map((event) => event.id),
  );
  const dates: Array<{ event: EventRecord; occurrence: Occurrence; confirmed: number }> = [];
  for (const event of events)
    for (const occurrence of occurrencesBetween(event.timing, exceptions.get(event.id) ?? [], from, to))
      dates.push({ event, occurrence, confirmed: taken.get(placesKey(event.id, occurrence.key))?.confirmed ?? 0 });
  dates.sort((a, b) => a.occurrence.start.getTime() - b.occurrence.start.getTime() || a.event.id - b.event.id);
  return dates.slice(0, cap);
}

/** The next service: the home page's countdown. A cancelled date is skipped, a moved one counts where it moved to. */
export interface NextService {
  event: EventSummary;
  occurrence: EventOccurrence;
}

export async function nextService(db: Db, now = new Date()): Promise<NextService | null> {
  const [next] = await nextServices(db, 1, now);
  return next ?? null;
}

/**
 * The next `count` dates of the church's services, soonest first: what the countdown moves on to
 * once a service starts (a cancelled date skipped, a moved one where it moved to).
 */
export async function nextServices(db: Db, count: number, now = new Date()): Promise<NextService[]> {
  const services = await eventsBetween(db, now, horizonEnd(now), { kind: "service", unlisted: true });
  const exceptions = await exceptionsOf(
    db,
    services.map((event) => event.id),
  );
  const dates: Array<{ event: EventRecord; occurrence: Occurrence }> = [];
  for (const event of services) {
    // Weekly services: a few weeks ahead hold the next ones; the whole horizon when they are rare.
    for (const span of [35, EVENT_BOUNDS.horizonDays]) {
      const until = new Date(now.getTime() + span * DAY_MS);
      const next = occurrencesBetween(event.timing, exceptions.get(event.id) ?? [], now, until)
        .filter((occurrence) => occurrence.status !== "cancelled" && occurrence.start > now)
        .slice(0, count);
      if (next.length > 0) {
        dates.push(...next.map((occurrence) => ({ event, occurrence })));
        break;
      }
    }
  }
  dates.sort((a, b) => a.occurrence.start.getTime() - b.occurrence.start.getTime() || a.event.id - b.event.id);
  return dates
    .slice(0, count)
    .map(({ event, occurrence }) => ({ event: summaryOf(event), occurrence: publicOccurrence(event, occurrence, 0) }));
}

/** RFC 5545's weekday codes in Date.getUTCDay's order (Sunday 0). */
const DAY_CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
/** A weekly service is listed from a week before its first date (a new series after a change of times). */
const LISTED_BEFORE_START_MS = 7 * DAY_MS;

/**
 * The weekly services' times, one line per weekday, Sunday first then by the clock: the footer's
 * "Sunday 3:30PM-5:30PM", the contact and home pages' lists, the structured data's opening hours.
 * A service that repeats otherwise (monthly, yearly) or lasts all day has no weekly line; the
 * countdown still counts down to it.
 */
export async function serviceTimes(db: Db, now = new Date()): Promise<ServiceTime[]> {
  const services = await eventsBetween(db, now, new Date(now.getTime() + LISTED_BEFORE_START_MS), {
    kind: "service",
    unlisted: true,
  });
  const lines = new Map<string, ServiceTime>();
  for (const event of services) {
    const { rule, allDay, start, end } = event.timing;
    if (allDay || !rule || !/(^|;)FREQ=WEEKLY(;|$)/.test(rule)) continue;
    const byDay = /(?:^|;)BYDAY=([A-Z,]+)/.exec(rule)?.[1].split(",");
    const days = byDay ?? [DAY_CODES[new Date(`${start.slice(0, 10)}T12:00:00Z`).getUTCDay()]];
    for (const code of days) {
      const weekday = DAY_CODES.indexOf(code as (typeof DAY_CODES)[number]);
      if (weekday === -1) continue;
      const line = { title: event.title, weekday, start: start.slice(11, 16), end: end.slice(11, 16) };
      lines.set(`${weekday} ${line.start} ${line.end} ${line.title}`, line);
    }
  }
  return [...lines.values()].sort(
    (a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start) || a.title.localeCompare(b.title),
  );
}

export interface UpcomingFilter {
  /** A ministry's slug: only its events (an unknown one lists nothing). */
  ministry?: string;
  /** Only the dates of this Harare month. */
  month?: YearMonth;
  /** Only services, or only the other events (the home page lists events below its services' countdown). */
  kind?: EventKind;
}

/**
 * The dates to come (from now to the horizon, or within `month`), in order, a page at a time;
 * null for a page past the end (page 1 always exists).
 */
export async function upcoming(
  db: Db,
  filter: UpcomingFilter,
  page: PageRequest,
  now = new Date(),
): Promise<PageResult<UpcomingOccurrence> | null> {
  if (filter.ministry !== undefined && !isMinistrySlug(filter.ministry))
    return page.page === 1 ? { count: 0, results: [] } : null;
  let from = now;
  let to = horizonEnd(now);
  if (filter.month) {
    const range = harareMonthRange(filter.month);
    from = new Date(Math.max(now.getTime(), Date.parse(range.start)));
    to = new Date(Math.min(to.getTime(), Date.parse(range.end)));
  }
  if (from >= to) return page.page === 1 ? { count: 0, results: [] } : null;
  const events = await eventsBetween(db, from, to, { ministry: filter.ministry, kind: filter.kind });
  // A month lists the dates that start in it; without one, a date under way is listed too.
  const monthStart = from;
  const dates = (await datesOf(db, events, from, to, UPCOMING_CAP)).filter(
    ({ occurrence }) => !filter.month || occurrence.start >= monthStart,
  );
  if (!pageExists(dates.length, page.page, page.pageSize)) return null;
  const start = (page.page - 1) * page.pageSize;
  return {
    count: dates.length,
    results: dates.slice(start, start + page.pageSize).map(({ event, occurrence, confirmed }) => ({
      ...publicOccurrence(event, occurrence, confirmed),
      event: summaryOf(event),
    })),
  };
}

/** Dates grouped by their Harare month, in order: /events shows one heading a month. */
export function byMonth<T extends { start: string; all_day: boolean }>(
  dates: readonly T[],
): Array<{ month: string; dates: T[] }> {
  const groups: Array<{ month: string; dates: T[] }> = [];
  for (const date of dates) {
    const month = (date.all_day ? date.start : isoToHarareLocal(date.start)).slice(0, 7);
    const last = groups[groups.length - 1];
    if (last?.month === month) last.dates.push(date);
    else groups.push({ month, dates: [date] });
  }
  return groups;
}

/** An event as /api/events/ lists it: with its next date (null when none is ahead). */
export interface EventListItem extends EventSummary {
  next: EventOccurrence | null;
}

/** The events with a date to come, soonest first, a page at a time; null past the end. */
export async function listEvents(
  db: Db,
  filter: { ministry?: string },
  page: PageRequest,
  now = new Date(),
): Promise<PageResult<EventListItem> | null> {
  if (filter.ministry !== undefined && !isMinistrySlug(filter.ministry))
    return page.page === 1 ? { count: 0, results: [] } : null;
  const to = horizonEnd(now);
  const events = await eventsBetween(db, now, to, filter);
  const dates = await datesOf(db, events, now, to, UPCOMING_CAP);
  const next = new Map<number, EventOccurrence>();
  for (const { event, occurrence, confirmed } of dates)
    if (!next.has(event.id) && occurrence.status !== "cancelled")
      next.set(event.id, publicOccurrence(event, occurrence, confirmed));
  const withDates = events.filter((event) => next.has(event.id));
  withDates.sort((a, b) => Date.parse(next.get(a.id)!.start) - Date.parse(next.get(b.id)!.start) || a.id - b.id);
  if (!pageExists(withDates.length, page.page, page.pageSize)) return null;
  const start = (page.page - 1) * page.pageSize;
  return {
    count: withDates.length,
    results: withDates
      .slice(start, start + page.pageSize)
      .map((event) => ({ ...summaryOf(event), next: next.get(event.id)! })),
  };
}

/** One published event's page: its details and its next dates with the places left; null when none. */
export async function eventDetail(db: Db, slug: string, now = new Date()): Promise<EventDetail | null> {
  const event = await publishedEvent(db, slug);
  if (!event) return null;
  const dates = (await datesOf(db, [event], now, horizonEnd(now), NEXT_DATES)).map(({ occurrence, confirmed }) =>
    publicOccurrence(event, occurrence, confirmed),
  );
  return {
    ...summaryOf(event),
    description: sanitizePostHtml(event.description),
    repeats: ruleInWords(choicesOf(event.timing.rule, dateOf(event.timing.start)), dateOf(event.timing.start)),
    next_dates: dates,
    question: event.registration.enabled ? event.registration.question : null,
    waitlist: event.registration.enabled && event.registration.waitlist,
  };
}

/** One date of a published event (the registration form's, the date's own file): null when it is not one of its dates. */
export interface PublicDate {
  event: EventRecord;
  occurrence: Occurrence;
  public: EventOccurrence;
  /** Why registration is closed for it (null: open). */
  closed: string | null;
}

export async function eventDate(db: Db, slug: string, key: string, now = new Date()): Promise<PublicDate | null> {
  const event = await publishedEvent(db, slug);
  if (!event || !isOccurrenceOf(event.timing, key)) return null;
  const exception = (await exceptionsOf(db, [event.id])).get(event.id)?.find((each) => each.occurrence === key) ?? null;
  const occurrence = occurrenceAt(event.timing, key, exception);
  const confirmed = (await takenPlaces(db, [event.id])).get(placesKey(event.id, key))?.confirmed ?? 0;
  return {
    event,
    occurrence,
    public: publicOccurrence(event, occurrence, confirmed),
    closed: event.registration.enabled ? closedReason(event, occurrence, now) : null,
  };
}
