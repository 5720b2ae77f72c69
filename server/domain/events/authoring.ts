import type { Insertable, Kysely, Transaction } from "kysely";
import {
  EVENT_BOUNDS,
  EVENT_LIMITS,
  EVENT_MESSAGES,
  isEventKind,
  isEventStatus,
  isMonthlyMode,
  isRepeat,
  isSeriesEnd,
  isWeekday,
} from "#contract/events";
import { isMinistrySlug, MINISTRIES } from "#contract/ministries";
import { isRowId } from "#contract/row-ids";
import { EDIT_VERSION_FIELD } from "#contract/edit-versions";
import { isSlug, slugFromTitle } from "#contract/slugs";
import type { Database, EventExceptionsTable } from "#server/db/schema";
import type { StaffMember } from "#server/auth/staff-member";
import { changesBetween, recordActivity } from "#server/domain/activity/activity";
import type { Actor } from "#server/auth/staff-member";
import { pictureExists } from "#server/domain/pages/pages";
import { checkedRichText } from "#server/lib/rich-text";
import {
  checkStaffFields,
  multiLineField,
  oneLineField,
  StaffInputError,
  staffFormText,
} from "#server/lib/staff-input";
import { mayEditEventOf, requireEvents } from "./access";
import {
  addDays,
  checkedDate,
  checkedWallTime,
  choicesOf,
  dateOf,
  instantOf,
  isOccurrenceOf,
  localOf,
  NO_REPEAT,
  occurrencesBetween,
  ruleOf,
  ruleProblems,
  seriesRange,
  UnsupportedRule,
  type EventTiming,
  type OccurrenceException,
  type RuleChoices,
} from "./recurrence";
import { eventById, exceptionsOf, type EventFields, type EventRecord } from "./store";
import { messageConfirmed, notifyRegistrants, promoteWaiting } from "./registration";
import { whenText } from "./mails";

/**
 * Writing the calendar: events and services, their single dates (cancel one, move or change one)
 * and "this and the following" (the series is split: the old one ends before that date, a new one
 * starts with the edited values). Every call asks `editEvents` and the member's ministries
 * (access.ts); every change is one transaction with its activity row. A form saved over a newer
 * save of the same event is refused (its version).
 */

/** What the event form posts, as text (urlencoded, with or without JavaScript). */
export interface EventInput {
  title: string;
  /** The address (/events/{slug}); empty: made from the title. */
  slug: string;
  description: string;
  image: string;
  place: string;
  address: string;
  mapUrl: string;
  kind: string;
  status: string;
  listed: boolean;
  ministry: string;
  allDay: boolean;
  /** Harare wall time "YYYY-MM-DDTHH:MM" (datetime-local), or a date all day. */
  start: string;
  end: string;
  repeat: string;
  interval: string;
  weekdays: string[];
  monthly: string;
  ends: string;
  until: string;
  count: string;
  registration: boolean;
  capacity: string;
  waitlist: boolean;
  closesHours: string;
  question: string;
  /** The version the form was opened at; "" for a new event. */
  version: string;
}

/** One date's changes: empty fields keep the event's own. */
export interface OccurrenceInput {
  start: string;
  end: string;
  title: string;
  place: string;
  address: string;
  description: string;
}

/** The form of an event as stored, for editing. */
export interface EventDraft extends Omit<EventInput, "listed" | "allDay" | "registration" | "waitlist"> {
  id: number;
  listed: boolean;
  allDay: boolean;
  registration: boolean;
  waitlist: boolean;
  seriesOf: number | null;
}

function timeField(value: string, allDay: boolean): string | null {
  return allDay ? checkedDate(value) : checkedWallTime(value);
}

function wholeNumber(value: string, min: number, max: number): number | null {
  const text = value.trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
}

/** The rule's choices as typed, or null where a field cannot be read (its own check says so). */
function typedChoices(input: EventInput): RuleChoices | null {
  if (!isRepeat(input.repeat)) return null;
  if (input.repeat === "none") return NO_REPEAT;
  const interval = input.interval.trim() === "" ? 1 : wholeNumber(input.interval, 1, EVENT_BOUNDS.interval);
  if (interval === null || !input.weekdays.every(isWeekday) || !isSeriesEnd(input.ends)) return null;
  if (input.repeat === "monthly" && !isMonthlyMode(input.monthly)) return null;
  const until = input.ends === "until" ? checkedDate(input.until) : null;
  const count = input.ends === "count" ? wholeNumber(input.count, 1, EVENT_BOUNDS.seriesOccurrences) : null;
  if ((input.ends === "until" && !until) || (input.ends === "count" && count === null)) return null;
  return {
    repeat: input.repeat,
    interval,
    weekdays: input.weekdays.filter(isWeekday),
    monthly: isMonthlyMode(input.monthly) ? input.monthly : "date",
    ends: input.ends,
    until,
    count,
  };
}

/** Start and end as typed, when both read and the end is after the start; else null. */
function typedTimes(input: EventInput): { start: string; end: string } | null {
  const start = timeField(input.start, input.allDay);
  const end = timeField(input.end, input.allDay);
  if (!start || !end) return null;
  return (input.allDay ? end >= start : instantOf(end) > instantOf(start)) ? { start, end } : null;
}

/** The timing the form describes, or null when a part of it is wrong (that part's field says why). */
function typedTiming(input: EventInput): { timing: EventTiming; problem: string | null } | null {
  const times = typedTimes(input);
  const choices = typedChoices(input);
  if (!times || !choices) return null;
  try {
    return {
      timing: { allDay: input.allDay, ...times, rule: ruleOf(choices, dateOf(times.start), input.allDay) },
      problem: null,
    };
  } catch (error) {
    if (error instanceof UnsupportedRule)
      return { timing: { allDay: input.allDay, ...times, rule: null }, problem: error.message };
    throw error;
  }
}

/**
 * The form's text checked field by field on the house's engine: a clear message for every field
 * at fault at once, nothing stored. The rule's own problems (a first date on none of the days, a
 * series that never ends or makes too many dates, an UNTIL or COUNT out of range) are each put on
 * the field that causes them. `member` decides which ministries may be chosen.
 */
export function checkedEvent(input: EventInput, member: Pick<StaffMember, "role" | "ministries">): EventFields {
  staffFormText(input);
  const service = input.kind === "service";
  let rule: ReturnType<typeof ruleProblems> | null = null;
  const ruleProblem = (field: keyof ReturnType<typeof ruleProblems>) => {
    if (rule === null) {
      const typed = typedTiming(input);
      rule = !typed ? {} : typed.problem ? { monthly: typed.problem } : ruleProblems(typed.timing, service);
    }
    const message = rule[field];
    if (message) throw new StaffInputError(message, field);
  };
  const checked = checkStaffFields({
    title: () => oneLineField(input.title, EVENT_LIMITS.title, "title", "Title", true)!,
    slug: () => {
      const typed = input.slug.trim();
      if (!typed) return slugFromTitle(input.title, "event");
      if (typed.length > EVENT_LIMITS.slug || !isSlug(typed))
        throw new StaffInputError(EVENT_MESSAGES.slugInvalid, "slug");
      return typed;
    },
    kind: () => {
      if (!isEventKind(input.kind)) throw new StaffInputError(EVENT_MESSAGES.kind, "kind");
      return input.kind;
    },
    status: () => {
      if (!isEventStatus(input.status)) throw new StaffInputError(EVENT_MESSAGES.status, "status");
      return input.status;
    },
    description: () => checkedRichText(input.description, null, "description"),
    image: () => {
      const name = input.image.trim();
      if (!name) return null;
      if (name.length > 80 || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name))
        throw new StaffInputError(EVENT_MESSAGES.image(name.slice(0, 80)), "image");
      return name;
    },
    place: () => oneLineField(input.place, EVENT_LIMITS.place, "place", "Place", false) ?? "",
    address: () => oneLineField(input.address, EVENT_LIMITS.address, "address", "Address", false) ?? "",
    mapUrl: () => {
      const text = oneLineField(input.mapUrl, 10_000, "mapUrl", "Map link", false);
      if (text === null) return null;
      if (text.length > EVENT_LIMITS.mapUrl) throw new StaffInputError(EVENT_MESSAGES.mapUrlTooLong, "mapUrl");
      let url: URL | null = null;
      try {
        url = new URL(text);
      } catch {
        url = null;
      }
      if (!url || url.protocol !== "https:" || /\s/.test(text))
        throw new StaffInputError(EVENT_MESSAGES.mapUrl, "mapUrl");
      return url.toString();
    },
    ministry: () => {
      const slug = input.ministry.trim();
      if (slug && !isMinistrySlug(slug)) throw new StaffInputError(EVENT_MESSAGES.ministry, "ministry");
      if (!mayEditEventOf(member, slug || null)) throw new StaffInputError(EVENT_MESSAGES.ministryOfLeader, "ministry");
      return slug || null;
    },
    start: () => {
      const start = timeField(input.start, input.allDay);
      if (start) return start;
      if (!input.start.trim())
        throw new StaffInputError(
          input.allDay ? EVENT_MESSAGES.startDateRequired : EVENT_MESSAGES.startRequired,
          "start",
        );
      throw new StaffInputError(input.allDay ? EVENT_MESSAGES.startDateInvalid : EVENT_MESSAGES.startInvalid, "start");
    },
    end: () => {
      const end = timeField(input.end, input.allDay);
      if (!end) {
        if (!input.end.trim())
          throw new StaffInputError(input.allDay ? EVENT_MESSAGES.endDateRequired : EVENT_MESSAGES.endRequired, "end");
        throw new StaffInputError(input.allDay ? EVENT_MESSAGES.endDateInvalid : EVENT_MESSAGES.endInvalid, "end");
      }
      const start = timeField(input.start, input.allDay);
      if (start && !typedTimes(input))
        throw new StaffInputError(
          input.allDay ? EVENT_MESSAGES.endDateBeforeStart : EVENT_MESSAGES.endBeforeStart,
          "end",
        );
      return end;
    },
    repeat: () => {
      if (!isRepeat(input.repeat)) throw new StaffInputError(EVENT_MESSAGES.repeat, "repeat");
      ruleProblem("repeat");
      return input.repeat;
    },
    interval: () => {
      if (
        input.repeat !== "none" &&
        input.interval.trim() &&
        wholeNumber(input.interval, 1, EVENT_BOUNDS.interval) === null
      )
        throw new StaffInputError(EVENT_MESSAGES.interval, "interval");
      ruleProblem("interval");
    },
    weekdays: () => {
      if (!input.weekdays.every(isWeekday)) throw new StaffInputError(EVENT_MESSAGES.weekdays, "weekdays");
      ruleProblem("weekdays");
    },
    monthly: () => {
      if (input.repeat === "monthly" && !isMonthlyMode(input.monthly))
        throw new StaffInputError(EVENT_MESSAGES.monthlyMode, "monthly");
      ruleProblem("monthly");
    },
    ends: () => {
      if (input.repeat !== "none" && !isSeriesEnd(input.ends))
        throw new StaffInputError(EVENT_MESSAGES.seriesEnd, "ends");
      ruleProblem("ends");
    },
    until: () => {
      if (input.repeat !== "none" && input.ends === "until") {
        if (!input.until.trim()) throw new StaffInputError(EVENT_MESSAGES.untilRequired, "until");
        if (!checkedDate(input.until)) throw new StaffInputError(EVENT_MESSAGES.untilInvalid, "until");
      }
      ruleProblem("until");
    },
    count: () => {
      if (
        input.repeat !== "none" &&
        input.ends === "count" &&
        wholeNumber(input.count, 1, EVENT_BOUNDS.seriesOccurrences) === null
      )
        throw new StaffInputError(EVENT_MESSAGES.countInvalid, "count");
      ruleProblem("count");
    },
    capacity: () => {
      if (!input.capacity.trim()) return null;
      const capacity = wholeNumber(input.capacity, 1, EVENT_BOUNDS.capacity);
      if (capacity === null) throw new StaffInputError(EVENT_MESSAGES.capacity, "capacity");
      return capacity;
    },
    closesHours: () => {
      if (!input.closesHours.trim()) return 0;
      const hours = wholeNumber(input.closesHours, 0, EVENT_BOUNDS.closesHours);
      if (hours === null) throw new StaffInputError(EVENT_MESSAGES.closesHours, "closesHours");
      return hours;
    },
    question: () => oneLineField(input.question, EVENT_LIMITS.question, "question", "Question", false),
  });
  const typed = typedTiming(input)!;
  return {
    title: checked.title,
    slug: checked.slug,
    description: checked.description,
    image: checked.image,
    place: checked.place,
    address: checked.address,
    mapUrl: checked.mapUrl,
    kind: checked.kind,
    status: checked.status,
    listed: input.listed,
    ministry: checked.ministry,
    timing: typed.timing,
    registration: {
      enabled: input.registration,
      capacity: checked.capacity,
      waitlist: input.waitlist,
      closesHours: checked.closesHours,
      question: checked.question,
    },
  };
}

/** An event's stored fields as its form holds them. */
export function draftOf(event: EventRecord): EventDraft {
  const choices = choicesOf(event.timing.rule, dateOf(event.timing.start));
  return {
    id: event.id,
    title: event.title,
    slug: event.slug,
    description: event.description,
    image: event.image ?? "",
    place: event.place,
    address: event.address,
    mapUrl: event.mapUrl ?? "",
    kind: event.kind,
    status: event.status,
    listed: event.listed,
    ministry: event.ministry ?? "",
    allDay: event.timing.allDay,
    start: event.timing.start,
    end: event.timing.end,
    repeat: choices.repeat,
    interval: String(choices.interval),
    weekdays: choices.weekdays,
    monthly: choices.monthly,
    ends: choices.ends,
    until: choices.until ?? "",
    count: choices.count === null ? "" : String(choices.count),
    registration: event.registration.enabled,
    capacity: event.registration.capacity === null ? "" : String(event.registration.capacity),
    waitlist: event.registration.waitlist,
    closesHours: String(event.registration.closesHours),
    question: event.registration.question ?? "",
    version: String(event.version),
    seriesOf: event.seriesOf,
  };
}

/** What the activity log keeps of an event's fields: no description text (its length), nothing private. */
function loggedFields(fields: EventFields) {
  return {
    title: fields.title,
    slug: fields.slug,
    description: `${fields.description.length} characters`,
    image: fields.image,
    place: fields.place,
    address: fields.address,
    mapUrl: fields.mapUrl,
    kind: fields.kind,
    status: fields.status,
    listed: fields.listed,
    ministry: fields.ministry,
    allDay: fields.timing.allDay,
    start: fields.timing.start,
    end: fields.timing.end,
    rule: fields.timing.rule,
    registration: fields.registration.enabled,
    capacity: fields.registration.capacity,
    waitlist: fields.registration.waitlist,
    closesHours: fields.registration.closesHours,
    question: fields.registration.question,
  };
}

function columnsOf(fields: EventFields) {
  return {
    title: fields.title,
    slug: fields.slug,
    description: fields.description,
    image: fields.image,
    place: fields.place,
    address: fields.address,
    map_url: fields.mapUrl,
    kind: fields.kind,
    status: fields.status,
    listed: fields.listed ? 1 : 0,
    ministry: fields.ministry,
    all_day: fields.timing.allDay ? 1 : 0,
    starts_at: fields.timing.start,
    ends_at: fields.timing.end,
    rule: fields.timing.rule,
    registration: fields.registration.enabled ? 1 : 0,
    capacity: fields.registration.capacity,
    waitlist: fields.registration.waitlist ? 1 : 0,
    closes_hours: fields.registration.closesHours,
    question: fields.registration.question,
  };
}

/** The series' range columns (the reads' index) for a timing and its exceptions. */
function rangeColumns(timing: EventTiming, exceptions: readonly OccurrenceException[]) {
  const range = seriesRange(timing, exceptions);
  return { series_starts_at: range.first.toISOString(), series_ends_at: range.lastEnd?.toISOString() ?? null };
}

async function refreshRange(trx: Transaction<Database>, event: EventRecord): Promise<void> {
  const exceptions = (await exceptionsOf(trx, [event.id])).get(event.id) ?? [];
  await trx.updateTable("events").set(rangeColumns(event.timing, exceptions)).where("id", "=", event.id).execute();
}

/** A slug free among events (its own aside), or the refusal that says whose it is. */
async function checkSlugFree(trx: Transaction<Database>, slug: string, exceptId: number | null): Promise<void> {
  const owner = await trx.selectFrom("events").select(["id", "title"]).where("slug", "=", slug).executeTakeFirst();
  if (owner && Number(owner.id) !== exceptId)
    throw new StaffInputError(EVENT_MESSAGES.slugTaken(slug, owner.title), "slug");
}

/** `base`, or `base-2`, `base-3`... whichever no event has. */
async function freeSlug(trx: Transaction<Database>, base: string): Promise<string> {
  const taken = new Set(
    (await trx.selectFrom("events").select("slug").where("slug", "like", `${base}%`).execute()).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The Harare wall time now, in the event's form: occurrences from it on are "to come". */
function nowLocal(now: Date, allDay: boolean): string {
  return localOf(now, allDay);
}

/**
 * The checks that read the database: the picture exists, the address is free, the form is not
 * stale, the places are not below what is taken, and no registration is left on a date the new
 * timing drops (also given `keep`: the exceptions that still name a date of the new timing).
 */
async function checkAgainstStored(
  trx: Transaction<Database>,
  fields: EventFields,
  before: EventRecord | null,
  version: string,
  now: Date,
): Promise<void> {
  if (before && version.trim() !== String(before.version))
    throw new StaffInputError(EVENT_MESSAGES.stale, EDIT_VERSION_FIELD);
  if (fields.image && fields.image !== before?.image && !(await pictureExists(trx, fields.image)))
    throw new StaffInputError(EVENT_MESSAGES.image(fields.image), "image");
  await checkSlugFree(trx, fields.slug, before?.id ?? null);
  if (!before) return;
  const active = await trx
    .selectFrom("event_registrations")
    .select(["occurrence", "status", (eb) => eb.fn.sum<number | string>("party").as("people")])
    .where("event_id", "=", before.id)
    .where("status", "in", ["confirmed", "waitlisted"])
    .where("occurrence", ">=", nowLocal(now, before.timing.allDay))
    .groupBy(["occurrence", "status"])
    .execute();
  const { capacity, enabled } = fields.registration;
  if (enabled && capacity !== null) {
    const over = active.find((row) => row.status === "confirmed" && Number(row.people) > capacity);
    if (over)
      throw new StaffInputError(
        EVENT_MESSAGES.capacityBelowTaken(Number(over.people), whenText(over.occurrence, before.timing.allDay)),
        "capacity",
      );
  }
  if (fields.timing.allDay !== before.timing.allDay && active.length > 0)
    throw new StaffInputError(EVENT_MESSAGES.registrationsElsewhere(active.length), "start");
  const lost = new Set(active.map((row) => row.occurrence).filter((key) => !isOccurrenceOf(fields.timing, key)));
  if (lost.size > 0) throw new StaffInputError(EVENT_MESSAGES.registrationsElsewhere(lost.size), "start");
}

export type EventSaved = { id: number; slug: string };

/** A new event or changes to one; null when it does not exist or is not the member's to change. */
export async function saveEvent(
  db: Kysely<Database>,
  siteUrl: string,
  member: StaffMember,
  actor: Actor,
  id: number | null,
  input: EventInput,
  now = new Date(),
): Promise<EventSaved | null> {
  requireEvents(member);
  if (id !== null && !(await editableEvent(db, member, id))) return null;
  const fields = checkedEvent(input, member);
  return db.transaction().execute(async (trx) => {
    const before = id === null ? null : await eventById(trx, id);
    if (id !== null && !before) return null;
    await checkAgainstStored(trx, fields, before, input.version, now);
    const at = now.toISOString();
    // Exceptions of dates the new timing no longer has go: nothing could show or reach them.
    const exceptions = before ? ((await exceptionsOf(trx, [before.id])).get(before.id) ?? []) : [];
    const kept = exceptions.filter((exception) => isOccurrenceOf(fields.timing, exception.occurrence));
    let eventId: number;
    if (!before) {
      const created = await trx
        .insertInto("events")
        .values({
          ...columnsOf(fields),
          ...rangeColumns(fields.timing, []),
          series_of: null,
          version: 1,
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      eventId = Number(created.id);
    } else {
      eventId = before.id;
      const dropped = exceptions
        .filter((exception) => !kept.includes(exception))
        .map((exception) => exception.occurrence);
      if (dropped.length > 0)
        await trx
          .deleteFrom("event_exceptions")
          .where("event_id", "=", eventId)
          .where("occurrence", "in", dropped)
          .execute();
      await trx
        .updateTable("events")
        .set({
          ...columnsOf(fields),
          ...rangeColumns(fields.timing, kept),
          version: before.version + 1,
          updated_at: at,
        })
        .where("id", "=", eventId)
        .execute();
    }
    const beforeLog = before ? loggedFields(before) : {};
    const action = !before
      ? "create"
      : before.status === fields.status
        ? "edit"
        : fields.status === "published"
          ? "publish"
          : "unpublish";
    const verb = { create: "added", edit: "edited", publish: "published", unpublish: "unpublished" }[action];
    await recordActivity(
      trx,
      actor,
      {
        action,
        itemType: "event",
        itemId: eventId,
        summary: `${actor.name} ${verb} the ${fields.kind === "service" ? "service" : "event"} "${fields.title}"${action === "create" ? ` (${fields.status})` : ""}`,
        changes: changesBetween(beforeLog as Record<string, unknown>, loggedFields(fields)),
      },
      now,
    );
    // More places, or none to wait for: those waiting move up now.
    if (before && fields.registration.enabled) await promoteEveryOccurrence(trx, siteUrl, eventId, now);
    return { id: eventId, slug: fields.slug };
  });
}

async function promoteEveryOccurrence(trx: Transaction<Database>, siteUrl: string, eventId: number, now: Date) {
  const waiting = await trx
    .selectFrom("event_registrations")
    .select("occurrence")
    .distinct()
    .where("event_id", "=", eventId)
    .where("status", "=", "waitlisted")
    .execute();
  for (const row of waiting) await promoteWaiting(trx, siteUrl, eventId, row.occurrence, now);
}

/** The event when it exists and `member` may change it; else null. */
export async function editableEvent(
  db: Kysely<Database>,
  member: StaffMember,
  id: number,
): Promise<EventRecord | null> {
  requireEvents(member);
  if (!isRowId(id)) return null;
  const event = await eventById(db, id);
  return event && mayEditEventOf(member, event.ministry) ? event : null;
}

/**
 * Deletes an event with its exceptions and past registrations. Refused while people are registered
 * for dates to come (cancel those dates first: they are told). False when unknown or not the member's.
 */
export async function deleteEvent(
  db: Kysely<Database>,
  member: StaffMember,
  actor: Actor,
  id: number,
  now = new Date(),
): Promise<boolean> {
  const event = await editableEvent(db, member, id);
  if (!event) return false;
  return db.transaction().execute(async (trx) => {
    const toCome = await activeRegistrationsFrom(trx, event, now);
    if (toCome > 0) throw new StaffInputError(EVENT_MESSAGES.registrationsElsewhere(toCome));
    const gone = await trx.deleteFrom("events").where("id", "=", id).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) return false;
    await recordActivity(
      trx,
      actor,
      {
        action: "delete",
        itemType: "event",
        itemId: id,
        summary: `${actor.name} deleted the ${event.kind} "${event.title}"`,
      },
      now,
    );
    return true;
  });
}

/** Active registrations of an event's dates to come, or (with `from`) of its dates from that one on. */
async function activeRegistrationsFrom(
  trx: Transaction<Database>,
  event: EventRecord,
  now: Date,
  from: string | null = null,
): Promise<number> {
  const since = from ?? nowLocal(now, event.timing.allDay);
  const row = await trx
    .selectFrom("event_registrations")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("event_id", "=", event.id)
    .where("status", "in", ["confirmed", "waitlisted"])
    .where("occurrence", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The occurrence `key` of an event the member may change, or a refusal; null when the event is not theirs. */
async function occurrenceTarget(db: Kysely<Database>, member: StaffMember, id: number, key: string) {
  const event = await editableEvent(db, member, id);
  if (!event) return null;
  if (!isOccurrenceOf(event.timing, key)) throw new StaffInputError(EVENT_MESSAGES.occurrenceUnknown, "occurrence");
  return event;
}

/** Cancels one date (it stays in the calendar, struck out); its registrants are told. */
export async function cancelOccurrence(
  db: Kysely<Database>,
  siteUrl: string,
  member: StaffMember,
  actor: Actor,
  id: number,
  key: string,
  now = new Date(),
): Promise<boolean> {
  const event = await occurrenceTarget(db, member, id, key);
  if (!event) return false;
  await db.transaction().execute(async (trx) => {
    await writeException(trx, event.id, key, { cancelled: 1 }, now);
    await recordActivity(
      trx,
      actor,
      {
        action: "cancel-occurrence",
        itemType: "event",
        itemId: event.id,
        summary: `${actor.name} cancelled the ${whenText(key, event.timing.allDay)} date of "${event.title}"`,
      },
      now,
    );
    await notifyRegistrants(trx, siteUrl, event, key, "cancelled", now);
  });
  return true;
}

/** Puts a cancelled or changed date back as the series has it. */
export async function restoreOccurrence(
  db: Kysely<Database>,
  member: StaffMember,
  actor: Actor,
  id: number,
  key: string,
  now = new Date(),
): Promise<boolean> {
  const event = await occurrenceTarget(db, member, id, key);
  if (!event) return false;
  await db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom("event_exceptions")
      .where("event_id", "=", event.id)
      .where("occurrence", "=", key)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) return;
    await refreshRange(trx, event);
    await recordActivity(
      trx,
      actor,
      {
        action: "restore-occurrence",
        itemType: "event",
        itemId: event.id,
        summary: `${actor.name} put back the ${whenText(key, event.timing.allDay)} date of "${event.title}" as the series has it`,
      },
      now,
    );
  });
  return true;
}

async function writeException(
  trx: Transaction<Database>,
  eventId: number,
  key: string,
  values: Partial<Omit<Insertable<EventExceptionsTable>, "event_id" | "occurrence" | "updated_at">>,
  now: Date,
): Promise<void> {
  const row = {
    cancelled: 0,
    starts_at: null,
    ends_at: null,
    title: null,
    place: null,
    address: null,
    description: null,
    ...values,
    updated_at: now.toISOString(),
  };
  await trx
    .insertInto("event_exceptions")
    .values({ event_id: eventId, occurrence: key, ...row })
    .onConflict((conflict) => conflict.columns(["event_id", "occurrence"]).doUpdateSet(row))
    .execute();
}

/** One date's changes checked: its new times (in the event's form), and the details that differ. */
export function checkedOccurrence(input: OccurrenceInput, event: EventRecord) {
  staffFormText(input);
  const allDay = event.timing.allDay;
  return checkStaffFields({
    start: () => {
      const start = timeField(input.start, allDay);
      if (!start)
        throw new StaffInputError(
          input.start.trim()
            ? allDay
              ? EVENT_MESSAGES.startDateInvalid
              : EVENT_MESSAGES.startInvalid
            : EVENT_MESSAGES.occurrenceStartRequired,
          "start",
        );
      return start;
    },
    end: () => {
      const end = timeField(input.end, allDay);
      if (!end) throw new StaffInputError(allDay ? EVENT_MESSAGES.endDateRequired : EVENT_MESSAGES.endRequired, "end");
      const start = timeField(input.start, allDay);
      if (start && (allDay ? end < start : instantOf(end) <= instantOf(start)))
        throw new StaffInputError(allDay ? EVENT_MESSAGES.endDateBeforeStart : EVENT_MESSAGES.endBeforeStart, "end");
      return end;
    },
    title: () => oneLineField(input.title, EVENT_LIMITS.title, "title", "Title", false),
    place: () => oneLineField(input.place, EVENT_LIMITS.place, "place", "Place", false),
    address: () => oneLineField(input.address, EVENT_LIMITS.address, "address", "Address", false),
    description: () => checkedRichText(input.description, null, "description") || null,
  });
}

/** Moves or changes one date: its registrants are told when its time changes. */
export async function changeOccurrence(
  db: Kysely<Database>,
  siteUrl: string,
  member: StaffMember,
  actor: Actor,
  id: number,
  key: string,
  input: OccurrenceInput,
  now = new Date(),
): Promise<boolean> {
  const event = await occurrenceTarget(db, member, id, key);
  if (!event) return false;
  const checked = checkedOccurrence(input, event);
  await db.transaction().execute(async (trx) => {
    const previous =
      (await exceptionsOf(trx, [event.id])).get(event.id)?.find((each) => each.occurrence === key) ?? null;
    const [was] = occurrencesBetween(
      event.timing,
      previous ? [previous] : [],
      instantOf(key),
      new Date(instantOf(key).getTime() + 1),
      1,
    );
    const sameAsSeries = (value: string | null, own: string) => (value === own ? null : value);
    await writeException(
      trx,
      event.id,
      key,
      {
        starts_at: checked.start,
        ends_at: checked.end,
        title: sameAsSeries(checked.title, event.title),
        place: sameAsSeries(checked.place, event.place),
        address: sameAsSeries(checked.address, event.address),
        description: sameAsSeries(checked.description, event.description),
      },
      now,
    );
    await refreshRange(trx, event);
    const moved = !was || was.startLocal !== checked.start || was.endLocal !== checked.end;
    await recordActivity(
      trx,
      actor,
      {
        action: "change-occurrence",
        itemType: "event",
        itemId: event.id,
        summary: `${actor.name} changed the ${whenText(key, event.timing.allDay)} date of "${event.title}"${moved ? ` (now ${whenText(checked.start, event.timing.allDay)})` : ""}`,
        changes: changesBetween(
          { start: was?.startLocal ?? key, end: was?.endLocal ?? null } as Record<string, unknown>,
          { start: checked.start, end: checked.end },
        ),
      },
      now,
    );
    if (moved) await notifyRegistrants(trx, siteUrl, event, key, "moved", now, checked.start);
  });
  return true;
}

/**
 * "This and the following": the series ends just before the date `key` (its rule gets an UNTIL),
 * and a new event, linked to it (`series_of`), starts with the form's values. The dates from `key`
 * on keep their exceptions and their registrants, carried to the new series' date of the same day;
 * a registration with no such day refuses the change. On the series' first date it is an edit of
 * the whole series. Returns the new event (or the edited one).
 */
export async function changeFollowing(
  db: Kysely<Database>,
  siteUrl: string,
  member: StaffMember,
  actor: Actor,
  id: number,
  key: string,
  input: EventInput,
  now = new Date(),
): Promise<EventSaved | null> {
  const event = await occurrenceTarget(db, member, id, key);
  if (!event) return null;
  if (!event.timing.rule || key === event.timing.start) return saveEvent(db, siteUrl, member, actor, id, input, now);
  const typedSlug = input.slug.trim();
  const fields = checkedEvent({ ...input, slug: typedSlug === event.slug ? "" : typedSlug }, member);
  return db.transaction().execute(async (trx) => {
    const before = await eventById(trx, id);
    if (!before) return null;
    if (input.version.trim() !== String(before.version))
      throw new StaffInputError(EVENT_MESSAGES.stale, EDIT_VERSION_FIELD);
    if (fields.image && fields.image !== before.image && !(await pictureExists(trx, fields.image)))
      throw new StaffInputError(EVENT_MESSAGES.image(fields.image), "image");
    const slug =
      typedSlug && typedSlug !== event.slug ? fields.slug : await freeSlug(trx, `${event.slug}-from-${dateOf(key)}`);
    await checkSlugFree(trx, slug, null);
    const at = now.toISOString();
    // The old series: its rule ends just before the date.
    const oldChoices = choicesOf(before.timing.rule, dateOf(before.timing.start));
    const lastDate = addDays(dateOf(key), -1);
    const oldTiming: EventTiming = {
      ...before.timing,
      rule: ruleOf(
        { ...oldChoices, ends: "until", count: null, until: lastDate },
        dateOf(before.timing.start),
        before.timing.allDay,
      ),
    };
    if (!before.timing.allDay) {
      // Timed: UNTIL one second before the date's start (a later time the same day is not the old series').
      const until = new Date(instantOf(key).getTime() - 1000).toISOString().replace(/[-:]/g, "").slice(0, 15);
      oldTiming.rule = oldTiming.rule!.replace(/UNTIL=[^;]+/, `UNTIL=${until}Z`);
    }
    const exceptions = (await exceptionsOf(trx, [before.id])).get(before.id) ?? [];
    const [oldKept, carried] = [
      exceptions.filter((each) => each.occurrence < key),
      exceptions.filter((each) => each.occurrence >= key),
    ];
    const created = await trx
      .insertInto("events")
      .values({
        ...columnsOf({ ...fields, slug }),
        ...rangeColumns(fields.timing, []),
        series_of: before.id,
        version: 1,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const newId = Number(created.id);
    // Each carried date goes to the new series' date of the same day.
    const newKeyOf = (oldKey: string): string | null => {
      const day = instantOf(dateOf(oldKey));
      const found = occurrencesBetween(fields.timing, [], day, new Date(day.getTime() + 86_400_000), 1)[0];
      return found && dateOf(found.key) === dateOf(oldKey) ? found.key : null;
    };
    for (const exception of carried) {
      const newKey = newKeyOf(exception.occurrence);
      if (newKey)
        await writeException(
          trx,
          newId,
          newKey,
          {
            cancelled: exception.cancelled ? 1 : 0,
            starts_at: exception.start,
            ends_at: exception.end,
            title: exception.title,
            place: exception.place,
            address: exception.address,
            description: exception.description,
          },
          now,
        );
    }
    await trx.deleteFrom("event_exceptions").where("event_id", "=", before.id).where("occurrence", ">=", key).execute();
    const registered = await trx
      .selectFrom("event_registrations")
      .select("occurrence")
      .distinct()
      .where("event_id", "=", before.id)
      .where("occurrence", ">=", key)
      .execute();
    const orphans = registered.filter((row) => newKeyOf(row.occurrence) === null);
    if (orphans.length > 0) throw new StaffInputError(EVENT_MESSAGES.registrationsElsewhere(orphans.length), "start");
    for (const row of registered) {
      const newKey = newKeyOf(row.occurrence)!;
      await trx
        .insertInto("event_occurrences")
        .values({ event_id: newId, occurrence: newKey })
        .onConflict((c) => c.doNothing())
        .execute();
      await trx
        .updateTable("event_registrations")
        .set({
          event_id: newId,
          occurrence: newKey,
          updated_at: at,
          ...(newKey === row.occurrence ? {} : { reminded_at: null }),
        })
        .where("event_id", "=", before.id)
        .where("occurrence", "=", row.occurrence)
        .execute();
    }
    const newRecord = await eventById(trx, newId);
    await refreshRange(trx, newRecord!);
    await trx
      .updateTable("events")
      .set({ rule: oldTiming.rule, ...rangeColumns(oldTiming, oldKept), version: before.version + 1, updated_at: at })
      .where("id", "=", before.id)
      .execute();
    const from = whenText(key, before.timing.allDay);
    await recordActivity(
      trx,
      actor,
      {
        action: "split",
        itemType: "event",
        itemId: before.id,
        summary: `${actor.name} ended the series "${before.title}" before ${from}: it goes on as a new series from then`,
        changes: { rule: [before.timing.rule, oldTiming.rule] },
      },
      now,
    );
    await recordActivity(
      trx,
      actor,
      {
        action: "create",
        itemType: "event",
        itemId: newId,
        summary: `${actor.name} changed "${before.title}" from ${from} on: this series continues it`,
        changes: changesBetween(loggedFields(before) as Record<string, unknown>, loggedFields({ ...fields, slug })),
      },
      now,
    );
    if (fields.registration.enabled) await promoteEveryOccurrence(trx, siteUrl, newId, now);
    return { id: newId, slug };
  });
}

/** The ministries an event may be given by `member`, for the form's list. */
export function ministryChoices(
  member: Pick<StaffMember, "role" | "ministries">,
): Array<{ slug: string; name: string }> {
  return Object.entries(MINISTRIES)
    .filter(([slug]) => mayEditEventOf(member, slug))
    .map(([slug, name]) => ({ slug, name }));
}

/** What "Message registrants" posts: a subject and a plain text. */
export interface RegistrantsMessageInput {
  subject: string;
  body: string;
}

/**
 * One mail to everyone confirmed for one date (those with an email address), through the outbox,
 * with its activity row (the subject and how many; never the addresses). Returns how many mails
 * were queued; false for an event that is not there or not the member's.
 */
export async function messageRegistrants(
  db: Kysely<Database>,
  siteUrl: string,
  member: StaffMember,
  actor: Actor,
  id: number,
  key: string,
  input: RegistrantsMessageInput,
  now = new Date(),
): Promise<number | false> {
  const event = await occurrenceTarget(db, member, id, key);
  if (!event) return false;
  staffFormText(input);
  const message = checkStaffFields({
    subject: () => oneLineField(input.subject, EVENT_LIMITS.messageSubject, "subject", "Subject", true)!,
    body: () => multiLineField(input.body, EVENT_LIMITS.messageBody, "body", "Message", true)!,
  });
  return db.transaction().execute(async (trx) => {
    const sent = await messageConfirmed(trx, siteUrl, event, key, message, now);
    await recordActivity(
      trx,
      actor,
      {
        action: "message-registrants",
        itemType: "event",
        itemId: event.id,
        summary: `${actor.name} wrote “${message.subject}” to the ${sent} confirmed for the ${whenText(key, event.timing.allDay)} date of "${event.title}"`,
      },
      now,
    );
    return sent;
  });
}
