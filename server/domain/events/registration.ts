import type { Kysely } from "kysely";
import {
  EVENT_BOUNDS,
  REGISTRATION_BODY,
  REGISTRATION_MESSAGES,
  eventPath,
  registrationPath,
  type RegistrationStatus,
} from "#contract/events";
import { whatsappNumber } from "#contract/phone-numbers";
import type { ValidationErrors } from "#contract/types";
import { NON_FIELD_ERRORS as NON_FIELD, validateBody } from "#contract/validation";
import { newSecret, normalizeEmail, sha256 } from "#server/auth/accounts";
import type { Database } from "#server/db/schema";
import { readChurch } from "#server/domain/church/church";
import { isPostgres } from "#server/domain/staff-lists/paging";
import { queueNotices } from "#server/mail/notices";
import { queueMail } from "#server/mail/outbox";
import { mailChurch, type RenderedMail, type MailChurch } from "#server/mail/templates";
import { occurrenceCalendar } from "./feeds";
import {
  cancelledMail,
  confirmedMail,
  dateCancelledMail,
  dateMovedMail,
  promotedMail,
  reminderMail,
  spanText,
  staffMessageMail,
  waitlistedMail,
  type RegistrationDetails,
} from "./mails";
import { isOccurrenceOf, occurrenceAt, occurrencesBetween, type Occurrence } from "./recurrence";
import { eventById, exceptionsOf, publishedEvent, recordOf, type EventRecord } from "./store";

/**
 * Registration for one date of an event (per occurrence: each date of a series has its own places,
 * counted in people). Each registration, cancellation and move up is one transaction holding the
 * occurrence's row (PostgreSQL: SELECT ... FOR UPDATE on `event_occurrences`; SQLite: every
 * transaction begins IMMEDIATE, server/db/connection.ts), so simultaneous registrations are counted
 * one after the other and never overbook, on either engine. Its mail is queued in the same
 * transaction. The registrant's details are read only by the registrant's own link and the staff:
 * never a public read, a log line or the activity log.
 */

type Db = Kysely<Database>;

/** A registrant's mail kinds (the outbox's `kind`). */
export const REGISTRATION_MAIL_KINDS = {
  confirmed: "event-confirmed",
  waitlisted: "event-waitlisted",
  promoted: "event-promoted",
  cancelled: "event-cancelled",
  reminder: "event-reminder",
  dateCancelled: "event-date-cancelled",
  dateMoved: "event-date-moved",
  message: "event-message",
} as const;

/** A reminder goes this long before the date; registrations made later than that get none. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60_000;

export type RegistrationOutcome =
  | { ok: true; status: "confirmed" | "waitlisted"; token: string; registrationId: number }
  | {
      ok: false;
      /** "invalid": the form's fields; "not-found": no such public event; "refused": the date cannot take it. */
      reason: "invalid" | "not-found" | "refused";
      errors: ValidationErrors;
    };

const refused = (message: string): RegistrationOutcome => ({
  ok: false,
  reason: "refused",
  errors: { [NON_FIELD]: [message] },
});

/** Locks the occurrence's row for the rest of the transaction (made on its first registration). */
export async function lockOccurrence(trx: Db, eventId: number, occurrence: string): Promise<void> {
  await trx
    .insertInto("event_occurrences")
    .values({ event_id: eventId, occurrence })
    .onConflict((conflict) => conflict.columns(["event_id", "occurrence"]).doNothing())
    .execute();
  if (isPostgres(trx))
    await trx
      .selectFrom("event_occurrences")
      .select("event_id")
      .where("event_id", "=", eventId)
      .where("occurrence", "=", occurrence)
      .forUpdate()
      .execute();
}

/** People confirmed on an occurrence. */
async function confirmedPeople(trx: Db, eventId: number, occurrence: string): Promise<number> {
  const row = await trx
    .selectFrom("event_registrations")
    .select((eb) => eb.fn.sum<number | string | null>("party").as("people"))
    .where("event_id", "=", eventId)
    .where("occurrence", "=", occurrence)
    .where("status", "=", "confirmed")
    .executeTakeFirst();
  return Number(row?.people ?? 0);
}

/** The occurrence `key` of `event` as it stands (its exception applied), or null when it is none of its dates. */
async function occurrenceOf(db: Db, event: EventRecord, key: string): Promise<Occurrence | null> {
  if (!isOccurrenceOf(event.timing, key)) return null;
  const exception = (await exceptionsOf(db, [event.id])).get(event.id)?.find((each) => each.occurrence === key) ?? null;
  return occurrenceAt(event.timing, key, exception);
}

/** Why the date cannot be registered for now (null: it can). */
export function closedReason(event: EventRecord, occurrence: Occurrence, now: Date): string | null {
  if (occurrence.status === "cancelled") return REGISTRATION_MESSAGES.cancelledOccurrence;
  if (occurrence.start <= now) return REGISTRATION_MESSAGES.pastOccurrence;
  if (occurrence.start.getTime() - event.registration.closesHours * 3_600_000 <= now.getTime())
    return REGISTRATION_MESSAGES.closed;
  return null;
}

/** A new private link to the registration: its token (the link), its hash stored. */
async function newLink(trx: Db, registrationId: number, now: Date): Promise<string> {
  const token = newSecret();
  await trx
    .insertInto("event_registration_links")
    .values({ token_hash: sha256(token), registration_id: registrationId, created_at: now.toISOString() })
    .execute();
  return token;
}

function detailsOf(
  siteUrl: string,
  event: EventRecord,
  occurrence: Occurrence,
  registrant: { name: string; party: number },
  token: string,
): RegistrationDetails {
  const exception = occurrence.exception;
  return {
    name: registrant.name,
    title: exception?.title ?? event.title,
    when: spanText(occurrence.startLocal, occurrence.endLocal, event.timing.allDay),
    place: exception?.place ?? event.place,
    address: exception?.address ?? event.address,
    mapUrl: event.mapUrl,
    party: registrant.party,
    eventUrl: `${siteUrl}${eventPath(event.slug)}`,
    registrationUrl: `${siteUrl}${registrationPath(token)}`,
  };
}

/** One mail to a registrant: its kind and template, whether the date's .ics goes with it. */
interface RegistrantMail {
  kind: string;
  template: (church: MailChurch, details: RegistrationDetails) => RenderedMail;
  ics?: boolean;
  /** The link the registrant was just given (the confirmation page's); else the mail mints its own. */
  token?: string;
}

/** Queues one mail to a registrant who gave an address, with a working private link. */
async function mailRegistrant(
  trx: Db,
  siteUrl: string,
  church: MailChurch,
  registration: { id: number; name: string; party: number; email: string | null },
  event: EventRecord,
  occurrence: Occurrence,
  mail: RegistrantMail,
  now: Date,
): Promise<void> {
  if (!registration.email) return;
  const token = mail.token ?? (await newLink(trx, registration.id, now));
  const attachment = {
    filename: `${event.slug}.ics`,
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: occurrenceCalendar(event, occurrence, siteUrl),
  };
  await queueMail(
    trx,
    siteUrl,
    {
      kind: mail.kind,
      to: registration.email,
      ...mail.template(church, detailsOf(siteUrl, event, occurrence, registration, token)),
      attachments: mail.ics ? [attachment] : [],
    },
    now,
  );
}

/**
 * Registers for the date `occurrence` of the public event `slug`: the body on the one validator
 * (contract/events.ts REGISTRATION_BODY), a name and an email or a phone, then the date's own
 * checks (one of the event's dates, published, open, not cancelled, not past, not closed, the same
 * person not twice), then confirmed or on the waiting list under the occurrence's lock, with the
 * registrant's mail. The token is the registrant's private link (shown on the confirmation page).
 */
export async function register(
  db: Db,
  siteUrl: string,
  target: { slug: string; occurrence: string },
  body: unknown,
  now = new Date(),
): Promise<RegistrationOutcome> {
  const checked = validateBody(REGISTRATION_BODY, body);
  if (!checked.ok) return { ok: false, reason: "invalid", errors: checked.errors };
  const { name, email, phone, answer, reminders } = checked.values;
  const party = checked.values.party ?? 1;
  const errors: ValidationErrors = {};
  const phoneNumber = phone ? whatsappNumber(phone) : null;
  if (phone && !phoneNumber) errors.phone = [REGISTRATION_MESSAGES.phone];
  if (!email && !phone) errors[NON_FIELD] = [REGISTRATION_MESSAGES.contactRequired];
  if (party > EVENT_BOUNDS.party) errors.party = [REGISTRATION_MESSAGES.party];
  if (Object.keys(errors).length > 0) return { ok: false, reason: "invalid", errors };

  const event = await publishedEvent(db, target.slug);
  if (!event) return { ok: false, reason: "not-found", errors: { [NON_FIELD]: [REGISTRATION_MESSAGES.unknownEvent] } };
  if (!event.registration.enabled) return refused(REGISTRATION_MESSAGES.notOpen);
  const occurrence = await occurrenceOf(db, event, target.occurrence);
  if (!occurrence) return refused(REGISTRATION_MESSAGES.unknownOccurrence);
  const closed = closedReason(event, occurrence, now);
  if (closed) return refused(closed);

  const emailNormalized = email ? normalizeEmail(email) : null;
  return db.transaction().execute(async (trx): Promise<RegistrationOutcome> => {
    await lockOccurrence(trx, event.id, occurrence.key);
    // Read again under the lock: staff may have changed it meanwhile.
    const fresh = await eventById(trx, event.id);
    if (!fresh || fresh.status !== "published" || !fresh.registration.enabled)
      return refused(REGISTRATION_MESSAGES.notOpen);
    const current = await occurrenceOf(trx, fresh, occurrence.key);
    const closedNow = current ? closedReason(fresh, current, now) : REGISTRATION_MESSAGES.unknownOccurrence;
    if (closedNow || !current) return refused(closedNow ?? REGISTRATION_MESSAGES.unknownOccurrence);
    const twice = await trx
      .selectFrom("event_registrations")
      .select("id")
      .where("event_id", "=", fresh.id)
      .where("occurrence", "=", current.key)
      .where("status", "in", ["confirmed", "waitlisted"])
      .where((eb) =>
        eb.or([
          ...(emailNormalized ? [eb("email_normalized", "=", emailNormalized)] : []),
          ...(phoneNumber ? [eb("phone_normalized", "=", phoneNumber)] : []),
        ]),
      )
      .executeTakeFirst();
    if (twice) return refused(REGISTRATION_MESSAGES.alreadyRegistered);
    const { capacity, waitlist } = fresh.registration;
    const left = capacity === null ? Infinity : capacity - (await confirmedPeople(trx, fresh.id, current.key));
    let status: "confirmed" | "waitlisted";
    if (party <= left) status = "confirmed";
    else if (waitlist && capacity !== null && party <= capacity) status = "waitlisted";
    else return refused(left <= 0 ? REGISTRATION_MESSAGES.full : REGISTRATION_MESSAGES.partyTooLarge(left));
    const at = now.toISOString();
    const row = await trx
      .insertInto("event_registrations")
      .values({
        event_id: fresh.id,
        occurrence: current.key,
        name,
        email: email || null,
        email_normalized: emailNormalized,
        phone: phone || null,
        phone_normalized: phoneNumber,
        party,
        answer: fresh.registration.question && answer ? answer : null,
        status,
        reminders: reminders ? 1 : 0,
        reminded_at: null,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const registrationId = Number(row.id);
    // Staff who keep the calendar hear of it as they chose (a ministry's leaders: their ministry's events).
    await queueNotices(trx, { kind: "registrations", id: registrationId, ministry: fresh.ministry }, now);
    const token = await newLink(trx, registrationId, now);
    const confirmed = status === "confirmed";
    await mailRegistrant(
      trx,
      siteUrl,
      mailChurch(await readChurch(trx), siteUrl),
      { id: registrationId, name, party, email: email || null },
      fresh,
      current,
      {
        kind: confirmed ? REGISTRATION_MAIL_KINDS.confirmed : REGISTRATION_MAIL_KINDS.waitlisted,
        template: confirmed ? confirmedMail : waitlistedMail,
        ics: confirmed,
        token,
      },
      now,
    );
    return { ok: true, status, token, registrationId };
  });
}

/**
 * Moves up those waiting for the date, in the order they registered, each whose party fits the
 * places left (call inside a transaction: it takes the occurrence's lock). Their mail says so.
 * Nothing moves on a date that has passed or is cancelled. Returns how many moved up.
 */
export async function promoteWaiting(
  trx: Db,
  siteUrl: string,
  eventId: number,
  key: string,
  now: Date,
): Promise<number> {
  await lockOccurrence(trx, eventId, key);
  const event = await eventById(trx, eventId);
  if (!event || !event.registration.enabled) return 0;
  const occurrence = await occurrenceOf(trx, event, key);
  if (!occurrence || occurrence.status === "cancelled" || occurrence.start <= now) return 0;
  const { capacity } = event.registration;
  let free = capacity === null ? Infinity : capacity - (await confirmedPeople(trx, eventId, key));
  if (free <= 0) return 0;
  const waiting = await trx
    .selectFrom("event_registrations")
    .select(["id", "name", "party", "email"])
    .where("event_id", "=", eventId)
    .where("occurrence", "=", key)
    .where("status", "=", "waitlisted")
    .orderBy("id")
    .execute();
  let church: MailChurch | null = null;
  let moved = 0;
  for (const row of waiting) {
    const party = Number(row.party);
    if (party > free) continue;
    free -= party;
    moved += 1;
    await trx
      .updateTable("event_registrations")
      .set({ status: "confirmed", updated_at: now.toISOString() })
      .where("id", "=", row.id)
      .execute();
    church ??= mailChurch(await readChurch(trx), siteUrl);
    await mailRegistrant(
      trx,
      siteUrl,
      church,
      { ...row, id: Number(row.id), party },
      event,
      occurrence,
      { kind: REGISTRATION_MAIL_KINDS.promoted, template: promotedMail, ics: true },
      now,
    );
    if (free <= 0) break;
  }
  return moved;
}

/** The registration a private link opens, by its token; null for an unknown token. */
async function registrationOfToken(db: Db, token: string) {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  return (
    (await db
      .selectFrom("event_registration_links")
      .innerJoin("event_registrations", "event_registrations.id", "event_registration_links.registration_id")
      .select([
        "event_registrations.id",
        "event_registrations.event_id",
        "event_registrations.occurrence",
        "event_registrations.name",
        "event_registrations.email",
        "event_registrations.party",
        "event_registrations.status",
        "event_registrations.reminders",
      ])
      .where("event_registration_links.token_hash", "=", sha256(token))
      .executeTakeFirst()) ?? null
  );
}

/** What a registrant's own page shows (their link): the event, the date, their party and status. */
export interface RegistrationView {
  eventSlug: string;
  title: string;
  when: string;
  status: RegistrationStatus;
  party: number;
  reminders: boolean;
  /** Whether it can still be cancelled (the date is ahead and it is not cancelled already). */
  cancellable: boolean;
}

export async function registrationView(db: Db, token: string, now = new Date()): Promise<RegistrationView | null> {
  const row = await registrationOfToken(db, token);
  if (!row) return null;
  const event = await eventById(db, Number(row.event_id));
  if (!event) return null;
  const occurrence = await occurrenceOf(db, event, row.occurrence);
  const start = occurrence?.startLocal ?? row.occurrence;
  return {
    eventSlug: event.slug,
    title: occurrence?.exception?.title ?? event.title,
    when: spanText(start, occurrence?.endLocal ?? start, event.timing.allDay),
    status: row.status as RegistrationStatus,
    party: Number(row.party),
    reminders: Number(row.reminders) === 1,
    cancellable: row.status !== "cancelled" && occurrence !== null && occurrence.start > now,
  };
}

export type CancelOutcome =
  { ok: true; promoted: number } | { ok: false; reason: "unknown" | "refused"; message: string };

/**
 * Cancels the registration of a private link (its page's POST): before the date only. A confirmed
 * one's places go to those waiting, in turn. The registrant's mail says it is done.
 */
export async function cancelRegistration(
  db: Db,
  siteUrl: string,
  token: string,
  now = new Date(),
): Promise<CancelOutcome> {
  const found = await registrationOfToken(db, token);
  if (!found) return { ok: false, reason: "unknown", message: REGISTRATION_MESSAGES.unknownToken };
  return db.transaction().execute(async (trx): Promise<CancelOutcome> => {
    const eventId = Number(found.event_id);
    await lockOccurrence(trx, eventId, found.occurrence);
    const row = await registrationOfToken(trx, token);
    if (!row) return { ok: false, reason: "unknown", message: REGISTRATION_MESSAGES.unknownToken };
    if (row.status === "cancelled")
      return { ok: false, reason: "refused", message: REGISTRATION_MESSAGES.alreadyCancelled };
    const event = await eventById(trx, eventId);
    const occurrence = event ? await occurrenceOf(trx, event, row.occurrence) : null;
    if (!event || !occurrence || occurrence.start <= now)
      return { ok: false, reason: "refused", message: REGISTRATION_MESSAGES.pastOccurrence };
    await trx
      .updateTable("event_registrations")
      .set({ status: "cancelled", updated_at: now.toISOString() })
      .where("id", "=", row.id)
      .execute();
    const church = mailChurch(await readChurch(trx), siteUrl);
    await mailRegistrant(
      trx,
      siteUrl,
      church,
      { ...row, id: Number(row.id), party: Number(row.party) },
      event,
      occurrence,
      { kind: REGISTRATION_MAIL_KINDS.cancelled, template: cancelledMail },
      now,
    );
    const promoted = row.status === "confirmed" ? await promoteWaiting(trx, siteUrl, eventId, row.occurrence, now) : 0;
    return { ok: true, promoted };
  });
}

/** Stops the reminders of a private link's registration; false for an unknown link. */
export async function stopReminders(db: Db, token: string, now = new Date()): Promise<boolean> {
  const row = await registrationOfToken(db, token);
  if (!row) return false;
  await db
    .updateTable("event_registrations")
    .set({ reminders: 0, updated_at: now.toISOString() })
    .where("id", "=", row.id)
    .execute();
  return true;
}

/**
 * Tells the registrants of a date the church cancelled or moved (inside the change's transaction).
 * A move makes a reminder due again, for the new time.
 */
export async function notifyRegistrants(
  trx: Db,
  siteUrl: string,
  event: EventRecord,
  key: string,
  change: "cancelled" | "moved",
  now: Date,
  newStart?: string,
): Promise<void> {
  const rows = await trx
    .selectFrom("event_registrations")
    .select(["id", "name", "party", "email"])
    .where("event_id", "=", event.id)
    .where("occurrence", "=", key)
    .where("status", "in", ["confirmed", "waitlisted"])
    .orderBy("id")
    .execute();
  if (rows.length === 0) return;
  const fresh = (await eventById(trx, event.id)) ?? event;
  const occurrence = await occurrenceOf(trx, fresh, key);
  if (!occurrence) return;
  if (change === "moved" && newStart !== undefined)
    await trx
      .updateTable("event_registrations")
      .set({ reminded_at: null })
      .where(
        "id",
        "in",
        rows.map((row) => row.id),
      )
      .execute();
  const church = mailChurch(await readChurch(trx), siteUrl);
  for (const row of rows)
    await mailRegistrant(
      trx,
      siteUrl,
      church,
      { ...row, id: Number(row.id), party: Number(row.party) },
      fresh,
      occurrence,
      change === "cancelled"
        ? { kind: REGISTRATION_MAIL_KINDS.dateCancelled, template: dateCancelledMail }
        : { kind: REGISTRATION_MAIL_KINDS.dateMoved, template: dateMovedMail, ics: true },
      now,
    );
}

/**
 * Queues the reminders due now: for each confirmed registration (with an address, reminders on,
 * made more than a day before its date) whose date starts within the next day and is not
 * cancelled. Idempotent: a registration is marked (`reminded_at`) in the transaction that queues
 * its mail, and only an unmarked one is taken, so a job may call this every few minutes from any
 * number of processes. Returns how many were queued.
 */
export async function queueDueReminders(db: Db, siteUrl: string, now = new Date()): Promise<number> {
  const until = new Date(now.getTime() + REMINDER_BEFORE_MS);
  const rows = await db
    .selectFrom("events")
    .selectAll()
    .where("status", "=", "published")
    .where("registration", "=", 1)
    .where((eb) => eb.or([eb("series_ends_at", "is", null), eb("series_ends_at", ">", now.toISOString())]))
    .where("series_starts_at", "<=", until.toISOString())
    .execute();
  const events = rows.map(recordOf);
  const exceptions = await exceptionsOf(
    db,
    events.map((event) => event.id),
  );
  let queued = 0;
  for (const event of events) {
    const due = occurrencesBetween(event.timing, exceptions.get(event.id) ?? [], now, until).filter(
      (occurrence) => occurrence.status !== "cancelled" && occurrence.start > now && occurrence.start <= until,
    );
    for (const occurrence of due) {
      const madeBefore = new Date(occurrence.start.getTime() - REMINDER_BEFORE_MS).toISOString();
      queued += await db.transaction().execute(async (trx) => {
        const waiting = await trx
          .selectFrom("event_registrations")
          .select(["id", "name", "party", "email"])
          .where("event_id", "=", event.id)
          .where("occurrence", "=", occurrence.key)
          .where("status", "=", "confirmed")
          .where("reminders", "=", 1)
          .where("reminded_at", "is", null)
          .where("email", "is not", null)
          .where("created_at", "<=", madeBefore)
          .orderBy("id")
          .execute();
        let count = 0;
        let church: MailChurch | null = null;
        for (const row of waiting) {
          const claimed = await trx
            .updateTable("event_registrations")
            .set({ reminded_at: now.toISOString() })
            .where("id", "=", row.id)
            .where("reminded_at", "is", null)
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) === 0) continue;
          church ??= mailChurch(await readChurch(trx), siteUrl);
          await mailRegistrant(
            trx,
            siteUrl,
            church,
            { ...row, id: Number(row.id), party: Number(row.party) },
            event,
            occurrence,
            { kind: REGISTRATION_MAIL_KINDS.reminder, template: reminderMail },
            now,
          );
          count += 1;
        }
        return count;
      });
    }
  }
  return queued;
}

/** One registration as the staff's list shows it (staff only: private details). */
export interface StaffRegistration {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  party: number;
  answer: string | null;
  status: RegistrationStatus;
  reminders: boolean;
  createdAt: string;
}

/** The registrations of one date, in the order they came, with the people of each status. */
export async function registrationsOfOccurrence(
  db: Db,
  eventId: number,
  key: string,
): Promise<{ counts: Record<RegistrationStatus, number>; registrations: StaffRegistration[] }> {
  const rows = await db
    .selectFrom("event_registrations")
    .selectAll()
    .where("event_id", "=", eventId)
    .where("occurrence", "=", key)
    .orderBy("id")
    .execute();
  const counts: Record<RegistrationStatus, number> = { confirmed: 0, waitlisted: 0, cancelled: 0 };
  const registrations = rows.map((row) => {
    counts[row.status as RegistrationStatus] += Number(row.party);
    return {
      id: Number(row.id),
      name: row.name,
      email: row.email,
      phone: row.phone,
      party: Number(row.party),
      answer: row.answer,
      status: row.status as RegistrationStatus,
      reminders: Number(row.reminders) === 1,
      createdAt: row.created_at,
    };
  });
  return { counts, registrations };
}

/**
 * Queues one mail, written by the staff, to everyone confirmed (with an email address) for one
 * date of `event`, inside the caller's transaction. Returns how many were queued.
 */
export async function messageConfirmed(
  trx: Db,
  siteUrl: string,
  event: EventRecord,
  key: string,
  message: { subject: string; body: string },
  now: Date,
): Promise<number> {
  const rows = await trx
    .selectFrom("event_registrations")
    .select(["id", "name", "party", "email"])
    .where("event_id", "=", event.id)
    .where("occurrence", "=", key)
    .where("status", "=", "confirmed")
    .where("email", "is not", null)
    .orderBy("id")
    .execute();
  const occurrence = rows.length > 0 ? await occurrenceOf(trx, event, key) : null;
  if (!occurrence) return 0;
  const church = mailChurch(await readChurch(trx), siteUrl);
  for (const row of rows)
    await mailRegistrant(
      trx,
      siteUrl,
      church,
      { ...row, id: Number(row.id), party: Number(row.party) },
      event,
      occurrence,
      {
        kind: REGISTRATION_MAIL_KINDS.message,
        template: (mailChurchOf, details) => staffMessageMail(mailChurchOf, details, message),
      },
      now,
    );
  return rows.length;
}

/** The CSV export's columns (the registrations of one date). */
export const REGISTRATION_CSV_HEADER = [
  "Name",
  "Email",
  "Phone",
  "People",
  "Status",
  "Answer",
  "Registered (UTC)",
] as const;
