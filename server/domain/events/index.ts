import type { Kysely } from "kysely";
import type {
  EventDetail,
  EventOccurrence,
  EventSummary,
  ServiceDate,
  ServiceTime,
  UpcomingOccurrence,
} from "#contract/events";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/staff-member";
import type { Actor } from "#server/auth/staff-member";
import type { PageRequest, PageResult } from "#server/domain/page-types";
import { refusalOf, type StaffRefusal } from "#server/lib/staff-input";
import type { PagedList } from "#server/domain/staff-lists/paging";
import {
  cancelOccurrence,
  changeFollowing,
  changeOccurrence,
  deleteEvent,
  draftOf,
  messageRegistrants,
  type RegistrantsMessageInput,
  editableEvent,
  ministryChoices,
  restoreOccurrence,
  saveEvent,
  type EventDraft,
  type EventInput,
  type EventSaved,
  type OccurrenceInput,
} from "./authoring";
import { calendarFeed, eventCalendar, googleCalendarLink, occurrenceCalendar } from "./feeds";
import {
  eventDate,
  eventDetail,
  listEvents,
  nextService,
  nextServices,
  serviceTimes,
  summaryOf,
  upcoming,
  type EventListItem,
  type NextService,
  type UpcomingFilter,
} from "./reads";
import {
  cancelRegistration,
  register,
  REGISTRATION_CSV_HEADER,
  registrationsOfOccurrence,
  registrationView,
  stopReminders,
  type CancelOutcome,
  type RegistrationOutcome,
  type RegistrationView,
  type StaffRegistration,
} from "./registration";
import {
  staffEventList,
  staffOccurrences,
  type StaffEventLine,
  type StaffEventQuery,
  type StaffOccurrence,
} from "./staff-reads";
import type { RegistrationStatus } from "#contract/events";
import { isOccurrenceOf } from "./recurrence";
import { harareLocalToIso } from "#server/lib/dates";
import { csvOf } from "#server/lib/csv";

export { queueDueReminders } from "./registration";
export { seedEvents } from "./seed";
export { byMonth } from "./reads";
export type { EventInput, OccurrenceInput, EventDraft, RegistrantsMessageInput } from "./authoring";

/**
 * The calendar as the rest of the site reaches it: the public service (pages, the API, the feeds,
 * registration by visitors) and the staff's operations, each checking `editEvents` and the member's
 * ministries. `queueDueReminders` is for the job that sends the reminders (every few minutes).
 */

/** One date of a public event, with what its page and registration form need. */
export interface PublicEventDate {
  event: EventSummary;
  occurrence: EventOccurrence;
  registration: { enabled: boolean; closed: string | null; question: string | null; waitlist: boolean };
  /** "Add to Google Calendar" for this date. */
  googleCalendarUrl: string;
}

export interface EventService {
  /** The home page's countdown: the next service not cancelled (a moved one where it moved to); null without services. */
  nextService(): Promise<NextService | null>;
  /** The next `count` dates of the services, soonest first (the countdown moves on to the next at each start). */
  nextServiceDates(count: number): Promise<ServiceDate[]>;
  /** The weekly services' times, Sunday first: the footer, the home and contact pages, the structured data. */
  serviceTimes(): Promise<ServiceTime[]>;
  /** Dates to come in order (a ministry's, a month's), a page at a time; null past the end. */
  upcoming(filter: UpcomingFilter, page: PageRequest): Promise<PageResult<UpcomingOccurrence> | null>;
  /** Events with a date to come, soonest first (/api/events/); null past the end. */
  list(filter: { ministry?: string }, page: PageRequest): Promise<PageResult<EventListItem> | null>;
  /** A published event's page (/events/{slug}, /api/events/{slug}/); null when none. */
  bySlug(slug: string): Promise<EventDetail | null>;
  /** One date of a published event; null when it is not one of its dates. */
  date(slug: string, occurrence: string): Promise<PublicEventDate | null>;
  register(slug: string, occurrence: string, body: unknown): Promise<RegistrationOutcome>;
  /** A registrant's own page, by the token of their link. */
  registration(token: string): Promise<RegistrationView | null>;
  cancelRegistration(token: string): Promise<CancelOutcome>;
  stopReminders(token: string): Promise<boolean>;
  /** The RFC 5545 feed of every public event, or a ministry's (null for an unknown ministry). */
  feed(ministry?: string): Promise<string | null>;
  /** One event's .ics (Add to calendar); null unless published. */
  eventFile(slug: string): Promise<string | null>;
  /** One date's .ics; null when it is not one of a published event's dates. */
  dateFile(slug: string, occurrence: string): Promise<string | null>;
}

export function createEventService(
  db: Kysely<Database>,
  siteUrl: string,
  clock: () => Date = () => new Date(),
): EventService {
  return {
    nextService: () => nextService(db, clock()),
    async nextServiceDates(count) {
      // An all-day service counts down to 00:00 of its first day in Harare, and lasts to the end of its last.
      const instant = (date: string, time: string) => harareLocalToIso(`${date}T${time}`) ?? date;
      return (await nextServices(db, count, clock())).map(({ event, occurrence }) => ({
        title: occurrence.title,
        start: occurrence.all_day ? instant(occurrence.start, "00:00") : occurrence.start,
        end: occurrence.all_day ? instant(occurrence.end, "23:59") : occurrence.end,
        place: occurrence.place || event.place,
        address: occurrence.address || event.address,
      }));
    },
    serviceTimes: () => serviceTimes(db, clock()),
    upcoming: (filter, page) => upcoming(db, filter, page, clock()),
    list: (filter, page) => listEvents(db, filter, page, clock()),
    bySlug: (slug) => eventDetail(db, slug, clock()),
    async date(slug, occurrence) {
      const found = await eventDate(db, slug, occurrence, clock());
      if (!found) return null;
      const { registration } = found.event;
      return {
        event: summaryOf(found.event),
        occurrence: found.public,
        registration: {
          enabled: registration.enabled,
          closed: found.closed,
          question: registration.enabled ? registration.question : null,
          waitlist: registration.enabled && registration.waitlist,
        },
        googleCalendarUrl: googleCalendarLink(found.event, found.occurrence, siteUrl),
      };
    },
    register: (slug, occurrence, body) => register(db, siteUrl, { slug, occurrence }, body, clock()),
    registration: (token) => registrationView(db, token, clock()),
    cancelRegistration: (token) => cancelRegistration(db, siteUrl, token, clock()),
    stopReminders: (token) => stopReminders(db, token, clock()),
    feed: (ministry) => calendarFeed(db, siteUrl, ministry === undefined ? {} : { ministry }, clock()),
    eventFile: (slug) => eventCalendar(db, siteUrl, slug),
    async dateFile(slug, occurrence) {
      const found = await eventDate(db, slug, occurrence, clock());
      return found ? occurrenceCalendar(found.event, found.occurrence, siteUrl) : null;
    },
  };
}

/** The event form: the event (null for a new one) and the ministries the member may give it. */
export interface EventForm {
  event: EventDraft | null;
  ministries: Array<{ slug: string; name: string }>;
}

export type EventSaveOutcome = EventSaved | StaffRefusal | null;

/** The staff's operations on the calendar as `context.staff.events`: each asks `editEvents` and the member's ministries. */
export interface StaffEvents {
  list(query: StaffEventQuery): Promise<PagedList<StaffEventLine>>;
  /** null when the event does not exist or is not the member's. */
  form(id: number | null): Promise<EventForm | null>;
  save(id: number | null, input: EventInput): Promise<EventSaveOutcome>;
  /** true: deleted; false: unknown or not the member's; a refusal while people are registered for dates to come. */
  remove(id: number): Promise<boolean | StaffRefusal>;
  occurrences(id: number): Promise<{ event: EventDraft; occurrences: StaffOccurrence[] } | null>;
  cancelOccurrence(id: number, occurrence: string): Promise<boolean | StaffRefusal>;
  restoreOccurrence(id: number, occurrence: string): Promise<boolean | StaffRefusal>;
  changeOccurrence(id: number, occurrence: string, input: OccurrenceInput): Promise<boolean | StaffRefusal>;
  /** "This and the following": the new series (or the edited one, on the series' first date). */
  changeFollowing(id: number, occurrence: string, input: EventInput): Promise<EventSaveOutcome>;
  registrations(
    id: number,
    occurrence: string,
  ): Promise<{ counts: Record<RegistrationStatus, number>; registrations: StaffRegistration[] } | null>;
  /** The registrations of one date as a CSV download (every cell spreadsheet-safe); null as for `registrations`. */
  registrationsCsv(id: number, occurrence: string): Promise<string | null>;
  /** One mail to everyone confirmed for the date (through the outbox): how many were queued; false as for `form`. */
  messageRegistrants(
    id: number,
    occurrence: string,
    input: RegistrantsMessageInput,
  ): Promise<number | false | StaffRefusal>;
}

export function createStaffEvents(
  db: Kysely<Database>,
  siteUrl: string,
  require: (permission: "editEvents") => StaffMember,
  now: () => Date = () => new Date(),
): StaffEvents {
  const actorOf = (member: StaffMember): Actor => ({ staffId: member.id, name: member.name });
  async function refusing<T>(work: () => Promise<T>): Promise<T | StaffRefusal> {
    try {
      return await work();
    } catch (error) {
      return refusalOf(error);
    }
  }
  async function registrations(id: number, occurrence: string) {
    const event = await editableEvent(db, require("editEvents"), id);
    return event && isOccurrenceOf(event.timing, occurrence)
      ? registrationsOfOccurrence(db, event.id, occurrence)
      : null;
  }
  return {
    async list(query) {
      return staffEventList(db, require("editEvents"), query, now());
    },
    async form(id) {
      const member = require("editEvents");
      const event = id === null ? null : await editableEvent(db, member, id);
      if (id !== null && !event) return null;
      return { event: event ? draftOf(event) : null, ministries: ministryChoices(member) };
    },
    async save(id, input) {
      const member = require("editEvents");
      return refusing(() => saveEvent(db, siteUrl, member, actorOf(member), id, input, now()));
    },
    async remove(id) {
      const member = require("editEvents");
      return refusing(() => deleteEvent(db, member, actorOf(member), id, now()));
    },
    async occurrences(id) {
      const found = await staffOccurrences(db, require("editEvents"), id, now());
      return found ? { event: draftOf(found.event), occurrences: found.occurrences } : null;
    },
    async cancelOccurrence(id, occurrence) {
      const member = require("editEvents");
      return refusing(() => cancelOccurrence(db, siteUrl, member, actorOf(member), id, occurrence, now()));
    },
    async restoreOccurrence(id, occurrence) {
      const member = require("editEvents");
      return refusing(() => restoreOccurrence(db, member, actorOf(member), id, occurrence, now()));
    },
    async changeOccurrence(id, occurrence, input) {
      const member = require("editEvents");
      return refusing(() => changeOccurrence(db, siteUrl, member, actorOf(member), id, occurrence, input, now()));
    },
    async changeFollowing(id, occurrence, input) {
      const member = require("editEvents");
      return refusing(() => changeFollowing(db, siteUrl, member, actorOf(member), id, occurrence, input, now()));
    },
    registrations,
    async registrationsCsv(id, occurrence) {
      const found = await registrations(id, occurrence);
      if (!found) return null;
      return csvOf(
        REGISTRATION_CSV_HEADER,
        found.registrations.map((row) => [
          row.name,
          row.email ?? "",
          row.phone ?? "",
          String(row.party),
          row.status,
          row.answer ?? "",
          row.createdAt,
        ]),
      );
    },
    async messageRegistrants(id, occurrence, input) {
      const member = require("editEvents");
      return refusing(() => messageRegistrants(db, siteUrl, member, actorOf(member), id, occurrence, input, now()));
    },
  };
}
