import type { ImageSet } from "./types";
import type { BodyRules } from "./validation";

/**
 * The church's calendar (server/domain/events/): the rules and limits the staff pages, the public
 * pages and the server share, every interface text of the events in one place (they move to the
 * translation catalogues later), and the shapes of the public reads (/api/events/, snake_case like
 * the rest of the API).
 */

/** A service is a recurring event marked as one of the church's services: the countdown reads them. */
export const EVENT_KINDS = ["event", "service"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const EVENT_STATUSES = ["draft", "published"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** How an event repeats, as the form offers it; the server writes the RFC 5545 rule from it. */
export const REPEATS = ["none", "daily", "weekly", "monthly", "yearly"] as const;
export type Repeat = (typeof REPEATS)[number];

/** A monthly rule: the same date, the same weekday of the month ("second Saturday"), or the last one. */
export const MONTHLY_MODES = ["date", "weekday", "last-weekday"] as const;
export type MonthlyMode = (typeof MONTHLY_MODES)[number];

/** How a series ends: never (services only), on a date, or after a number of dates. */
export const SERIES_ENDS = ["never", "until", "count"] as const;
export type SeriesEnd = (typeof SERIES_ENDS)[number];

/** RFC 5545's weekday codes, Monday first, and their names. */
export const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  MO: "Monday",
  TU: "Tuesday",
  WE: "Wednesday",
  TH: "Thursday",
  FR: "Friday",
  SA: "Saturday",
  SU: "Sunday",
};

export const REGISTRATION_STATUSES = ["confirmed", "waitlisted", "cancelled"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Bounds of what the calendar computes and keeps. */
export const EVENT_BOUNDS = {
  /** Reads look at most this many days ahead. */
  horizonDays: 400,
  /** At most this many occurrences of one event in one read (a daily rule fills 401 in the horizon). */
  occurrencesPerRead: 450,
  /** A finite series makes at most this many dates in all (COUNT included). */
  seriesOccurrences: 730,
  /** An UNTIL date at most this many years after the first date. */
  untilYears: 5,
  /** "Every N weeks": N at most. */
  interval: 12,
  /** Places of one occurrence at most. */
  capacity: 100_000,
  /** People one registration may bring, the registrant included. */
  party: 10,
  /** Registration may close up to this many hours before the start. */
  closesHours: 24 * 30,
} as const;

/** Characters at most of each field. */
export const EVENT_LIMITS = {
  title: 200,
  place: 200,
  address: 300,
  mapUrl: 500,
  question: 200,
  slug: 200,
  name: 100,
  email: 254,
  phone: 40,
  answer: 500,
  messageSubject: 200,
  messageBody: 5000,
} as const;

export function isEventKind(value: string): value is EventKind {
  return (EVENT_KINDS as readonly string[]).includes(value);
}
export function isEventStatus(value: string): value is EventStatus {
  return (EVENT_STATUSES as readonly string[]).includes(value);
}
export function isRepeat(value: string): value is Repeat {
  return (REPEATS as readonly string[]).includes(value);
}
export function isMonthlyMode(value: string): value is MonthlyMode {
  return (MONTHLY_MODES as readonly string[]).includes(value);
}
export function isSeriesEnd(value: string): value is SeriesEnd {
  return (SERIES_ENDS as readonly string[]).includes(value);
}
export function isWeekday(value: string): value is Weekday {
  return (WEEKDAYS as readonly string[]).includes(value);
}

const n = (value: number) => value.toLocaleString("en");

/** What the staff form says of a field at fault (field name: message). */
export const EVENT_MESSAGES = {
  titleRequired: "Title is required.",
  kind: "Choose what it is: an event, or one of the church's services.",
  status: "Choose a status: Draft or Published.",
  startRequired: "Give the date and time it starts (Harare time).",
  startDateRequired: "Give the date it starts.",
  startInvalid: "Starts must be a date and time (Harare time).",
  startDateInvalid: "Starts must be a date.",
  endRequired: "Give the date and time it ends (Harare time).",
  endDateRequired: "Give the date it ends.",
  endInvalid: "Ends must be a date and time (Harare time).",
  endDateInvalid: "Ends must be a date.",
  endBeforeStart: "It must end after it starts.",
  endDateBeforeStart: "The last day must be on or after the first day.",
  tooLongForARepeat: "Each date must end before the next one begins: shorten it or repeat it less often.",
  repeat: "Choose how it repeats: not at all, daily, weekly, monthly or yearly.",
  interval: `Repeat every 1 to ${EVENT_BOUNDS.interval}.`,
  weekdays: "Choose the days of the week from the list.",
  startNotOnWeekday: (days: string) => `The first date must be one of the days chosen (${days}).`,
  monthlyMode: "Choose which day of the month: the same date, the same weekday, or the last such weekday.",
  notLastWeekday: "The first date is not the last such weekday of its month: choose the same weekday instead.",
  seriesEnd: "Choose when the series ends: never, on a date, or after a number of dates.",
  neverEndsForEvent:
    "Only the church's services may repeat without end: give a last date or a number of dates for an event.",
  untilRequired: "Give the last date of the series.",
  untilInvalid: "The last date must be a date.",
  untilBeforeStart: "The last date must be on or after the first date.",
  untilTooFar: `The last date must be within ${EVENT_BOUNDS.untilYears} years of the first.`,
  countInvalid: `The number of dates must be a whole number from 1 to ${n(EVENT_BOUNDS.seriesOccurrences)}.`,
  tooManyOccurrences: (count: string) =>
    `This series makes ${count} dates; at most ${n(EVENT_BOUNDS.seriesOccurrences)}: end it sooner or repeat it less often.`,
  noOccurrence: "This rule makes no date at all: check the first date, the days and the end.",
  ruleNotSupported: "This repeat rule is not one the calendar offers (daily, weekly, monthly or yearly).",
  ministry: "Pick a ministry from the list, or none.",
  ministryOfLeader: "Pick one of the ministries you lead.",
  mapUrl: "The map link must be a full https:// address.",
  mapUrlTooLong: `The map link is too long (at most ${EVENT_LIMITS.mapUrl} characters).`,
  image: (name: string) =>
    `No picture is called “${name}”. Upload it on the Pictures page, or copy its name from there.`,
  capacity: `Places must be a whole number from 1 to ${n(EVENT_BOUNDS.capacity)}, or empty for no limit.`,
  capacityBelowTaken: (taken: number, when: string) =>
    `${n(taken)} ${taken === 1 ? "place is" : "places are"} already taken on ${when}: the number of places cannot be lower.`,
  closesHours: `Registration closes 0 to ${n(EVENT_BOUNDS.closesHours)} hours before the start.`,
  slugTaken: (slug: string, title: string) =>
    `The address "${slug}" is already used by the event "${title}": choose another.`,
  slugInvalid: "The address may hold only lower-case letters, digits and single hyphens between them.",
  stale:
    "Someone else saved this event while you were editing it: reload it to see their changes, then make yours again.",
  occurrenceUnknown: "This event has no date at that time.",
  occurrenceStartRequired: "Give the new date and time (Harare time).",
  serviceMustRepeat: "A service repeats: choose how (for a one-off gathering, choose Event).",
  registrationsElsewhere: (count: number) =>
    `${n(count)} ${count === 1 ? "registration is" : "registrations are"} for dates this change would remove: move or cancel those dates one at a time instead.`,
} as const;

/** What a visitor registering is told, field by field or for the whole form. */
export const REGISTRATION_MESSAGES = {
  nameRequired: "Please give your name.",
  contactRequired: "Give an email address or a phone number, so that we can reach you.",
  email: "Enter a valid email address.",
  phone: "Enter a phone number we can call or message (for example 077 214 5590).",
  party: `How many people: a whole number from 1 to ${EVENT_BOUNDS.party}.`,
  answerTooLong: `Your answer is too long (at most ${EVENT_LIMITS.answer} characters).`,
  unknownEvent: "There is no such event.",
  notOpen: "Registration is not open for this event.",
  unknownOccurrence: "The event has no date at that time.",
  cancelledOccurrence: "This date is cancelled: there is nothing to register for.",
  pastOccurrence: "This date has passed.",
  closed: "Registration for this date has closed.",
  full: "This date is full.",
  partyTooLarge: (left: number) =>
    `Only ${left} ${left === 1 ? "place is" : "places are"} left: register fewer people, or join the waiting list if it is open.`,
  alreadyRegistered:
    "You are already registered for this date (the same email address or phone number). To change it, cancel through the link in your confirmation and register again.",
  unknownToken: "This link does not match any registration: it may have been mistyped.",
  alreadyCancelled: "This registration was already cancelled.",
} as const;

/** What POST /api/events/{slug}/register/ answers beside the fields' own messages. */
export const REGISTRATION_ANSWERS = {
  confirmed: "You are registered. Keep your private link: it shows your registration and lets you cancel it.",
  waitlisted:
    "This date is full: you are on the waiting list. We will write when a place frees up; your private link shows where you stand.",
  notAnObject: "Send the registration as a JSON object.",
  occurrence: "Give the date you register for, as the event's dates list it (for example 2026-01-04T15:30).",
} as const;

/** The submission guard's counter and the Idempotency-Keys' kind of a registration (contract/submissions.ts GuardedKind). */
export const REGISTRATION_KIND = "event-registrations" as const;

/** Labels the pages show. */
export const EVENT_LABELS = {
  kinds: { event: "Event", service: "Service" } satisfies Record<EventKind, string>,
  statuses: { draft: "Draft", published: "Published" } satisfies Record<EventStatus, string>,
  registrationStatuses: {
    confirmed: "Confirmed",
    waitlisted: "On the waiting list",
    cancelled: "Cancelled",
  } satisfies Record<RegistrationStatus, string>,
  occurrenceStatuses: { scheduled: "", cancelled: "Cancelled", changed: "Changed" },
  /** The calendar feeds' names, as a calendar app lists them. */
  feed: (church: string) => `${church}: events and services`,
  ministryFeed: (church: string, ministry: string) => `${church}: ${ministry} events`,
} as const;

/** A ministry as the public reads name it. */
export interface EventMinistry {
  slug: string;
  name: string;
}

/** One date of an event, as the public reads give it (exceptions applied). */
export interface EventOccurrence {
  /** The occurrence's own id in the series: its original start (RECURRENCE-ID), Harare wall time "2026-01-04T15:30" or an all-day date "2026-01-04". */
  occurrence: string;
  /** ISO 8601 UTC for a timed date; "YYYY-MM-DD" for an all-day one. */
  start: string;
  /** ISO 8601 UTC; for an all-day date the last day, "YYYY-MM-DD". */
  end: string;
  all_day: boolean;
  /** "scheduled", "cancelled" (shown struck out), or "changed" (moved or with other details). */
  status: "scheduled" | "cancelled" | "changed";
  title: string;
  place: string;
  address: string;
  /** Places left for this date; null when registration is off or has no limit. */
  places_left: number | null;
}

/** An event as lists show it. */
export interface EventSummary {
  id: number;
  slug: string;
  title: string;
  kind: EventKind;
  ministry: EventMinistry | null;
  image: string | null;
  image_set: ImageSet | null;
  place: string;
  address: string;
  map_url: string | null;
  all_day: boolean;
  /** Whether it repeats. */
  recurring: boolean;
  registration: boolean;
}

/** An upcoming date with its event: what /events lists. */
export interface UpcomingOccurrence extends EventOccurrence {
  event: EventSummary;
}

/** One event's page: its details and its next dates. */
export interface EventDetail extends EventSummary {
  /** Sanitised HTML. */
  description: string;
  /** The rule in words ("Every week on Sunday"); "" for a single date. */
  repeats: string;
  next_dates: EventOccurrence[];
  /** The registration form's own question; null when there is none. */
  question: string | null;
  waitlist: boolean;
}

/**
 * A weekly service as the frame (the footer), the home and contact pages and the structured data
 * write it: one line per weekday of a published weekly service, Sunday first.
 */
export interface ServiceTime {
  title: string;
  /** 0 for Sunday to 6 for Saturday (Date.getUTCDay's numbering). */
  weekday: number;
  /** Harare wall clock, "15:30". */
  start: string;
  end: string;
}

/** One date of a service to come (a moved one where it moved to; a cancelled one left out): the countdown's target. */
export interface ServiceDate {
  title: string;
  /** ISO 8601 UTC. */
  start: string;
  end: string;
  place: string;
  address: string;
}

/** The public pages' addresses: the calendar, an event's page, a registration's private page. */
export const EVENTS_PATH = "/events";
export function eventPath(slug: string): string {
  return `${EVENTS_PATH}/${slug}`;
}
/** A registration's own page (its link is in every mail to the registrant): a button cancels (POST). */
export const REGISTRATION_LINK_PATH = `${EVENTS_PATH}/registration`;
export function registrationPath(token: string): string {
  return `${REGISTRATION_LINK_PATH}/${token}`;
}

/** The registration form's body (the API's and the page's without JavaScript), on the one validator. */
export const REGISTRATION_BODY = {
  fields: {
    name: { type: "text", max: EVENT_LIMITS.name, required: true, lines: "single" },
    email: { type: "text", max: EVENT_LIMITS.email, required: false, lines: "single", format: "email" },
    phone: { type: "text", max: EVENT_LIMITS.phone, required: false, lines: "single" },
    /** People coming, the registrant included; absent is 1. */
    party: { type: "integer", min: 1 },
    answer: { type: "text", max: EVENT_LIMITS.answer, required: false, lines: "multi" },
    /** A reminder the day before (by mail). */
    reminders: { type: "boolean", default: true },
  },
} as const satisfies BodyRules;
