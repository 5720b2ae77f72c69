import { ICalCalendar, type ICalEventData } from "ical-generator";
import type { Kysely } from "kysely";
import { Temporal } from "temporal-polyfill";
import { EVENT_LABELS, eventPath } from "#contract/events";
import { isMinistrySlug, MINISTRIES } from "#contract/ministries";
import type { Database } from "#server/db/schema";
import { readChurch } from "#server/domain/church/church";
import { HARARE_TIME_ZONE } from "#contract/harare-time";
import { htmlToText } from "#server/lib/sanitize";
import { addDays, occurrenceAt, type Occurrence, type OccurrenceException } from "./recurrence";
import { exceptionsOf, publishedEvent, recordOf, type EventRecord } from "./store";

/**
 * The calendar as RFC 5545 (docs/decisions/046-events-recurrence-and-feeds.md), written by
 * ical-generator: a feed of every public event and one per ministry (to subscribe to), one event's
 * file (Add to calendar), one date's file (attached to a registrant's confirmation), and the Google
 * Calendar link. Times are Harare wall times with Africa/Harare's VTIMEZONE; a series is one VEVENT
 * with its RRULE, EXDATE for each cancelled date and a VEVENT with RECURRENCE-ID for each changed
 * one; UIDs are the event's id at the site's host, so a calendar app updates, never duplicates.
 */

/**
 * Africa/Harare as a VTIMEZONE: UTC+2 (CAT) with no daylight saving since 1903, so one STANDARD
 * part from 1970 describes every date a calendar of ours holds. Written here rather than taken
 * from a 2 MB package of every zone: the site has one.
 */
export const HARARE_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${HARARE_TIME_ZONE}`,
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0200",
  "TZNAME:CAT",
  "DTSTART:19700101T000000",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

function harareTimezone(zone: string): string | null {
  if (zone !== HARARE_TIME_ZONE) throw new Error(`No VTIMEZONE for ${zone}`);
  return HARARE_VTIMEZONE;
}

/** A VEVENT's time: a zoned Harare time, or a date all day. */
function icalTime(local: string, allDay: boolean) {
  return allDay ? Temporal.PlainDate.from(local) : Temporal.PlainDateTime.from(local).toZonedDateTime(HARARE_TIME_ZONE);
}

/** An occurrence's key as an EXDATE or RECURRENCE-ID value. */
function icalValue(local: string): string {
  return local.replace(/[-:]/g, "") + (local.length === 10 ? "" : "00");
}

export function eventUid(eventId: number, siteUrl: string): string {
  return `event-${eventId}@${new URL(siteUrl).hostname}`;
}

/**
 * The calendar's text. ical-generator 10 writes an all-day RECURRENCE-ID as a UTC date-time
 * (`RECURRENCE-ID:20261230T000000Z`), which RFC 5545 forbids for a DATE series and which calendar
 * apps (ical.js too) do not match with the date it replaces: it becomes the DATE it stands for. Timed
 * ones always carry our TZID, so only all-day ones have this form.
 */
function calendarText(calendar: ICalCalendar): string {
  return calendar.toString().replace(/^RECURRENCE-ID:(\d{8})T000000Z\r$/gm, "RECURRENCE-ID;VALUE=DATE:$1\r");
}

function newCalendar(name: string): ICalCalendar {
  const calendar = new ICalCalendar({ name, prodId: { company: "church-site", product: "events", language: "EN" } });
  // The generator only: the calendar itself stays without a zone, so DTSTAMP is written in UTC.
  calendar.timezone({ name: null, generator: harareTimezone });
  return calendar;
}

function textOf(description: string, url: string): string {
  const text = htmlToText(description);
  return text ? `${text}\n\n${url}` : url;
}

function locationOf(place: string, address: string): string | null {
  return [place, address].filter(Boolean).join(", ") || null;
}

/** The VEVENT fields of one date (start to end), in the event's form. */
function timesOf(
  event: EventRecord,
  startLocal: string,
  endLocal: string,
): Pick<ICalEventData, "start" | "end" | "allDay" | "timezone"> {
  const allDay = event.timing.allDay;
  return {
    start: icalTime(startLocal, allDay),
    // All day, DTEND is the day after the last (exclusive).
    end: icalTime(allDay ? addDays(endLocal, 1) : endLocal, allDay),
    allDay,
    timezone: allDay ? null : HARARE_TIME_ZONE,
  };
}

/** An event's VEVENTs: the series (RRULE, EXDATE) and one per changed date (RECURRENCE-ID). */
function addEvent(
  calendar: ICalCalendar,
  event: EventRecord,
  exceptions: readonly OccurrenceException[],
  siteUrl: string,
): void {
  const url = `${siteUrl}${eventPath(event.slug)}`;
  const uid = eventUid(event.id, siteUrl);
  const { timing } = event;
  const main = calendar.createEvent({
    id: uid,
    sequence: event.version,
    stamp: new Date(event.updatedAt),
    ...timesOf(event, timing.start, timing.end),
    summary: event.title,
    description: textOf(event.description, url),
    location: locationOf(event.place, event.address),
    url,
  });
  if (timing.rule) {
    const exdates = exceptions
      .filter((exception) => exception.cancelled)
      .map((exception) =>
        timing.allDay
          ? `EXDATE;VALUE=DATE:${icalValue(exception.occurrence)}`
          : `EXDATE;TZID=${HARARE_TIME_ZONE}:${icalValue(exception.occurrence)}`,
      );
    main.repeating([`RRULE:${timing.rule}`, ...exdates].join("\n"));
  }
  for (const exception of exceptions) {
    // A cancelled single date has no series to leave it out of: it is simply not in the file.
    if (exception.cancelled || !timing.rule) continue;
    const changed = occurrenceAt(timing, exception.occurrence, exception);
    calendar.createEvent({
      id: uid,
      sequence: event.version,
      stamp: new Date(event.updatedAt),
      recurrenceId: icalTime(exception.occurrence, timing.allDay),
      ...timesOf(event, changed.startLocal, changed.endLocal),
      summary: exception.title ?? event.title,
      description: textOf(exception.description ?? event.description, url),
      location: locationOf(exception.place ?? event.place, exception.address ?? event.address),
      url,
    });
  }
}

/** How long a feed keeps an event whose series is over. */
const FEED_KEEPS_DAYS = 180;
/** Events in one feed at most (newest series first). */
const FEED_EVENTS = 500;

/**
 * The feed of every published, listed event (`ministry`: one ministry's), with those that ended in
 * the last half year; null for an unknown ministry.
 */
export async function calendarFeed(
  db: Kysely<Database>,
  siteUrl: string,
  options: { ministry?: string } = {},
  now = new Date(),
): Promise<string | null> {
  if (options.ministry !== undefined && !isMinistrySlug(options.ministry)) return null;
  const since = new Date(now.getTime() - FEED_KEEPS_DAYS * 86_400_000).toISOString();
  let query = db
    .selectFrom("events")
    .selectAll()
    .where("status", "=", "published")
    .where("listed", "=", 1)
    .where((eb) => eb.or([eb("series_ends_at", "is", null), eb("series_ends_at", ">=", since)]));
  if (options.ministry !== undefined) query = query.where("ministry", "=", options.ministry);
  const events = (
    await query.orderBy("series_starts_at", "desc").orderBy("id", "desc").limit(FEED_EVENTS).execute()
  ).map(recordOf);
  const exceptions = await exceptionsOf(
    db,
    events.map((event) => event.id),
  );
  const church = (await readChurch(db)).name;
  const name =
    options.ministry !== undefined && isMinistrySlug(options.ministry)
      ? EVENT_LABELS.ministryFeed(church, MINISTRIES[options.ministry])
      : EVENT_LABELS.feed(church);
  const calendar = newCalendar(name);
  for (const event of events.reverse()) addEvent(calendar, event, exceptions.get(event.id) ?? [], siteUrl);
  return calendarText(calendar);
}

/** One event's file (Add to calendar), its series and exceptions whole; null unless published. */
export async function eventCalendar(db: Kysely<Database>, siteUrl: string, slug: string): Promise<string | null> {
  const event = await publishedEvent(db, slug);
  if (!event) return null;
  const calendar = newCalendar(event.title);
  addEvent(calendar, event, (await exceptionsOf(db, [event.id])).get(event.id) ?? [], siteUrl);
  return calendarText(calendar);
}

/** One date as a file of its own (a registrant's confirmation carries it): its own UID, as it stands now. */
export function occurrenceCalendar(event: EventRecord, occurrence: Occurrence, siteUrl: string): string {
  const url = `${siteUrl}${eventPath(event.slug)}`;
  const exception = occurrence.exception;
  const calendar = newCalendar(exception?.title ?? event.title);
  calendar.createEvent({
    id: `event-${event.id}-${icalValue(occurrence.key)}@${new URL(siteUrl).hostname}`,
    sequence: event.version,
    ...timesOf(event, occurrence.startLocal, occurrence.endLocal),
    summary: exception?.title ?? event.title,
    description: textOf(exception?.description ?? event.description, url),
    location: locationOf(exception?.place ?? event.place, exception?.address ?? event.address),
    url,
  });
  return calendarText(calendar);
}

/** The Google Calendar link of one date ("Add to Google Calendar"); with `series`, the rule too. */
export function googleCalendarLink(
  event: EventRecord,
  occurrence: Occurrence,
  siteUrl: string,
  options: { series?: boolean } = {},
): string {
  const url = `${siteUrl}${eventPath(event.slug)}`;
  const stamp = (date: Date) =>
    date
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  const dates = event.timing.allDay
    ? `${icalValue(occurrence.startLocal)}/${icalValue(addDays(occurrence.endLocal, 1))}`
    : `${stamp(occurrence.start)}/${stamp(occurrence.end)}`;
  const exception = occurrence.exception;
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: exception?.title ?? event.title,
    dates,
    details: textOf(exception?.description ?? event.description, url).slice(0, 1000),
    location: locationOf(exception?.place ?? event.place, exception?.address ?? event.address) ?? "",
    ctz: HARARE_TIME_ZONE,
  });
  if (options.series && event.timing.rule) params.set("recur", `RRULE:${event.timing.rule}`);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
