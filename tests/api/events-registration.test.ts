import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGISTRATION_MESSAGES, registrationPath } from "#contract/events";
import { MESSAGES, NON_FIELD_ERRORS } from "#contract/validation";
import type { StaffMember } from "#server/auth/staff-member";
import type { DatabaseHandle } from "#server/db/connection";
import { cancelOccurrence, changeOccurrence, saveEvent, type EventInput } from "#server/domain/events/authoring";
import { createEventService, queueDueReminders } from "#server/domain/events/index";
import { register, REGISTRATION_MAIL_KINDS } from "#server/domain/events/registration";
import { addMember } from "./staff-support";
import { actorOf, calendarCounts, eventInput, eventsDatabase, SITE_URL } from "./events-support";
import { ENGINE } from "./support";
import { loadConfig } from "#server/config";
import { createJobRunner } from "#server/jobs/runner";
import { serverJobs } from "#server/server-jobs";
import { REMINDERS_EVERY_SECONDS } from "#server/domain/events/reminders-job";

const QUIET = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Registration on the engine under test: 50 registrations at once for 10 places give exactly 10
 * confirmed and 40 on the waiting list (on PostgreSQL from two connection pools, as two processes
 * have; on SQLite through the process's one connection), a cancellation moves exactly one up; every
 * refusal (bad fields, the same person twice, a forged, past, closed, cancelled, full or unpublished date) with its message and nothing stored; the mails in the outbox (the
 * confirmation with its .ics); reminders queued once; nothing of a registrant in a public read.
 */

let handle: DatabaseHandle;
let second: DatabaseHandle;
let close: () => Promise<void>;
let editor: StaffMember;
const now = new Date("2026-01-05T08:00:00Z");

beforeAll(async () => {
  ({ handle, second, close } = await eventsDatabase());
  editor = await addMember(handle.db, "editor");
});
afterAll(async () => close?.());

async function create(input: Partial<EventInput>): Promise<number> {
  return (await saveEvent(handle.db, SITE_URL, editor, actorOf(editor), null, eventInput(input), now))!.id;
}

/** A weekly Sunday youth meeting with 10 places and a waiting list. */
const YOUTH: Partial<EventInput> = {
  title: "Youth Sunday",
  slug: "youth-sunday",
  repeat: "weekly",
  weekdays: ["SU"],
  ends: "count",
  count: "20",
  start: "2026-01-11T10:00",
  end: "2026-01-11T12:00",
  registration: true,
  capacity: "10",
  waitlist: true,
  closesHours: "2",
  question: "Your school?",
};
const DATE = "2026-01-11T10:00";

const person = (n: number, change: Record<string, unknown> = {}) => ({
  name: `Person ${n}`,
  email: `person${n}@example.org`,
  party: 1,
  ...change,
});

async function mails(kind?: string) {
  let query = handle.db.selectFrom("mail_outbox").selectAll();
  if (kind) query = query.where("kind", "=", kind);
  return query.orderBy("id").execute();
}

describe("50 registrations at once for 10 places", () => {
  let tokens: Map<string, string>;

  it("gives exactly 10 confirmed and 40 on the waiting list", async () => {
    await create(YOUTH);
    const handles = ENGINE === "postgres" ? [handle, second] : [handle];
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        register(handles[n % handles.length]!.db, SITE_URL, { slug: "youth-sunday", occurrence: DATE }, person(n), now),
      ),
    );
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    const statuses = outcomes.map((outcome) => (outcome.ok ? outcome.status : "refused"));
    expect(statuses.filter((status) => status === "confirmed")).toHaveLength(10);
    expect(statuses.filter((status) => status === "waitlisted")).toHaveLength(40);
    tokens = new Map(outcomes.map((outcome, n) => [`person${n}`, outcome.ok ? outcome.token : ""]));
    const page = await createEventService(handle.db, SITE_URL, () => now).date("youth-sunday", DATE);
    expect(page!.occurrence.places_left).toBe(0);
    // Each registrant has their mail: the confirmed ones with the date's .ics.
    const confirmed = await mails(REGISTRATION_MAIL_KINDS.confirmed);
    expect(confirmed).toHaveLength(10);
    expect(await mails(REGISTRATION_MAIL_KINDS.waitlisted)).toHaveLength(40);
    const [attachment] = JSON.parse(confirmed[0]!.attachments) as Array<{ filename: string; content: string }>;
    expect(attachment!.filename).toBe("youth-sunday.ics");
    const vevent = new ICAL.Event(new ICAL.Component(ICAL.parse(attachment!.content)).getFirstSubcomponent("vevent")!);
    expect(vevent.startDate.toJSDate().toISOString()).toBe("2026-01-11T08:00:00.000Z");
    expect(confirmed[0]!.text_body).toContain(`${SITE_URL}/events/registration/`);
  });

  it("a cancellation through the private link moves exactly one up, who is told", async () => {
    const confirmedRow = await handle.db
      .selectFrom("event_registrations")
      .select(["email", "id"])
      .where("status", "=", "confirmed")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const firstWaiting = await handle.db
      .selectFrom("event_registrations")
      .select(["id", "email"])
      .where("status", "=", "waitlisted")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const token = tokens.get(confirmedRow.email!.split("@")[0]!)!;
    const service = createEventService(handle.db, SITE_URL, () => now);
    expect((await service.registration(token))!.status).toBe("confirmed");
    expect(await service.cancelRegistration(token)).toEqual({ ok: true, promoted: 1 });
    expect(await service.cancelRegistration(token)).toEqual({
      ok: false,
      reason: "refused",
      message: REGISTRATION_MESSAGES.alreadyCancelled,
    });
    const counts = await handle.db
      .selectFrom("event_registrations")
      .select(["status", (eb) => eb.fn.countAll<number | string>().as("n")])
      .groupBy("status")
      .orderBy("status")
      .execute();
    expect(counts.map((row) => [row.status, Number(row.n)])).toEqual([
      ["cancelled", 1],
      ["confirmed", 10],
      ["waitlisted", 39],
    ]);
    const promoted = await handle.db
      .selectFrom("event_registrations")
      .select("status")
      .where("id", "=", firstWaiting.id)
      .executeTakeFirstOrThrow();
    expect(promoted.status).toBe("confirmed");
    const told = await mails(REGISTRATION_MAIL_KINDS.promoted);
    expect(told.map((mail) => mail.recipient)).toEqual([firstWaiting.email]);
    expect(JSON.parse(told[0]!.attachments)).toHaveLength(1);
    expect((await mails(REGISTRATION_MAIL_KINDS.cancelled)).map((mail) => mail.recipient)).toEqual([
      confirmedRow.email,
    ]);
    // The promoted one's mail carries a working link of their own.
    const link = /\/events\/registration\/([\w-]+)/.exec(told[0]!.text_body)![1]!;
    expect((await service.registration(link))!.status).toBe("confirmed");
    expect(await service.registration("not-a-real-token-at-all-0000")).toBeNull();
    expect(registrationPath(link)).toBe(`/events/registration/${link}`);
  });

  it("moves up the first whose party fits, and no one past the places", async () => {
    const id = await create({ ...YOUTH, title: "Small Group", slug: "small-group", capacity: "3" });
    const reg = (n: number, party: number) =>
      register(handle.db, SITE_URL, { slug: "small-group", occurrence: DATE }, person(100 + n, { party }), now);
    const first = await reg(1, 2);
    const secondOne = await reg(2, 1);
    expect([first.ok && first.status, secondOne.ok && secondOne.status]).toEqual(["confirmed", "confirmed"]);
    const big = await reg(3, 3);
    const small = await reg(4, 2);
    expect([big.ok && big.status, small.ok && small.status]).toEqual(["waitlisted", "waitlisted"]);
    // A party larger than the whole capacity can never get in: refused, not waitlisted.
    expect(await reg(5, 4)).toMatchObject({ ok: false, errors: { [NON_FIELD_ERRORS]: [REGISTRATION_MESSAGES.full] } });
    // The party of 2 leaves: 2 places free; the party of 3 waits on, the party of 2 moves up.
    const service = createEventService(handle.db, SITE_URL, () => now);
    expect(await service.cancelRegistration(first.ok ? first.token : "")).toEqual({ ok: true, promoted: 1 });
    const rows = await handle.db
      .selectFrom("event_registrations")
      .select(["party", "status"])
      .where("event_id", "=", id)
      .orderBy("id")
      .execute();
    expect(rows.map((row) => `${row.party} ${row.status}`)).toEqual([
      "2 cancelled",
      "1 confirmed",
      "3 waitlisted",
      "2 confirmed",
    ]);
  });
});

describe("refusals: a clear message, nothing stored", () => {
  const slug = "youth-sunday";
  const attempt = async (body: unknown, occurrence = DATE, at = now, eventSlug = slug) => {
    const before = await calendarCounts(handle.db);
    const outcome = await register(handle.db, SITE_URL, { slug: eventSlug, occurrence }, body, at);
    expect(await calendarCounts(handle.db)).toEqual(before);
    expect(outcome.ok).toBe(false);
    return outcome.ok ? null : outcome;
  };

  it("refuses bad fields with DRF's messages and the form's own", async () => {
    expect((await attempt({ name: "", email: "a@example.org" }))!.errors).toEqual({ name: [MESSAGES.blank] });
    expect((await attempt({ name: "Tendai" }))!.errors).toEqual({
      [NON_FIELD_ERRORS]: [REGISTRATION_MESSAGES.contactRequired],
    });
    expect((await attempt({ name: "Tendai", email: "not an address" }))!.errors).toEqual({ email: [MESSAGES.email] });
    expect((await attempt({ name: "Tendai", phone: "call me" }))!.errors).toEqual({
      phone: [REGISTRATION_MESSAGES.phone],
    });
    expect((await attempt({ name: "Tendai", email: "t@example.org", party: 11 }))!.errors).toEqual({
      party: [REGISTRATION_MESSAGES.party],
    });
    expect((await attempt({ name: "Tendai", email: "t@example.org", party: 0 }))!.errors).toEqual({
      party: [MESSAGES.integer],
    });
    expect((await attempt({ name: "Ten\u0000dai", email: "t@example.org" }))!.errors).toEqual({
      name: [MESSAGES.nullCharacter],
    });
    expect((await attempt({ name: "T".repeat(10_000), email: "t@example.org" }))!.errors).toEqual({
      name: [MESSAGES.tooLong(100)],
    });
    expect((await attempt({ name: "Tendai", email: "t@example.org", answer: "a".repeat(100_000) }))!.errors).toEqual({
      answer: [MESSAGES.tooLong(500)],
    });
    expect((await attempt("not an object"))!.errors).toEqual({ [NON_FIELD_ERRORS]: [MESSAGES.notADictionary("str")] });
  });

  it("refuses the same person twice on one date, by address (any case) or by number (any form)", async () => {
    const outcome = await register(
      handle.db,
      SITE_URL,
      { slug, occurrence: "2026-01-18T10:00" },
      { name: "Rudo", email: "Rudo@Example.org", phone: "077 214 5590" },
      now,
    );
    expect(outcome.ok).toBe(true);
    const twice = { [NON_FIELD_ERRORS]: [REGISTRATION_MESSAGES.alreadyRegistered] };
    expect((await attempt({ name: "Rudo M.", email: "rudo@example.org" }, "2026-01-18T10:00"))!.errors).toEqual(twice);
    expect((await attempt({ name: "Rudo M.", phone: "+263 77 214 5590" }, "2026-01-18T10:00"))!.errors).toEqual(twice);
    // Another date of the series is another registration.
    expect(
      (
        await register(
          handle.db,
          SITE_URL,
          { slug, occurrence: "2026-01-25T10:00" },
          { name: "Rudo", email: "rudo@example.org" },
          now,
        )
      ).ok,
    ).toBe(true);
  });

  it("refuses a forged, past, closed, cancelled, full or unpublished date", async () => {
    const body = { name: "Farai", email: "farai@example.org" };
    const refusal = (message: string) => ({ [NON_FIELD_ERRORS]: [message] });
    expect((await attempt(body, "2026-01-12T10:00"))!.errors).toEqual(refusal(REGISTRATION_MESSAGES.unknownOccurrence));
    expect((await attempt(body, "2026-01-11T10:01"))!.errors).toEqual(refusal(REGISTRATION_MESSAGES.unknownOccurrence));
    expect((await attempt(body, "../../etc"))!.errors).toEqual(refusal(REGISTRATION_MESSAGES.unknownOccurrence));
    expect((await attempt(body, DATE, new Date("2026-01-11T09:00:00Z")))!.errors).toEqual(
      refusal(REGISTRATION_MESSAGES.pastOccurrence),
    );
    // Closes two hours before: 07:00 Harare is 05:00 UTC.
    expect((await attempt(body, "2026-01-18T10:00", new Date("2026-01-18T06:30:00Z")))!.errors).toEqual(
      refusal(REGISTRATION_MESSAGES.closed),
    );
    const id = (await handle.db.selectFrom("events").select("id").where("slug", "=", slug).executeTakeFirstOrThrow())
      .id;
    await cancelOccurrence(handle.db, SITE_URL, editor, actorOf(editor), Number(id), "2026-02-01T10:00", now);
    expect((await attempt(body, "2026-02-01T10:00"))!.errors).toEqual(
      refusal(REGISTRATION_MESSAGES.cancelledOccurrence),
    );
    await create({ ...YOUTH, title: "Full House", slug: "full-house", capacity: "1", waitlist: false });
    expect((await register(handle.db, SITE_URL, { slug: "full-house", occurrence: DATE }, person(900), now)).ok).toBe(
      true,
    );
    expect((await attempt(body, DATE, now, "full-house"))!.errors).toEqual(refusal(REGISTRATION_MESSAGES.full));
    await create({ ...YOUTH, title: "Not Yet", slug: "not-yet", status: "draft" });
    expect(await attempt(body, DATE, now, "not-yet")).toMatchObject({ reason: "not-found" });
    await create({ ...YOUTH, title: "No Sign-up", slug: "no-sign-up", registration: false });
    expect((await attempt(body, DATE, now, "no-sign-up"))!.errors).toEqual(refusal(REGISTRATION_MESSAGES.notOpen));
  });
});

describe("addresses and links that name nothing", () => {
  it("are not found, without asking the database anything it cannot take (a NUL)", async () => {
    const body = { name: "Farai", email: "farai@example.org" };
    for (const [slug, occurrence] of [
      ["youth-sunday\u0000", DATE],
      ["youth-sunday", `${DATE}\u0000`],
      ["x".repeat(5000), DATE],
    ] as const) {
      const outcome = await register(handle.db, SITE_URL, { slug, occurrence }, body, now);
      expect(outcome.ok).toBe(false);
    }
    const service = createEventService(handle.db, SITE_URL, () => now);
    expect(await service.bySlug("youth\u0000")).toBeNull();
    expect(await service.date("youth-sunday", "\u0000")).toBeNull();
    expect(await service.registration("\u0000".repeat(30))).toBeNull();
    expect(await service.cancelRegistration("a\u0000b".repeat(10))).toMatchObject({ ok: false, reason: "unknown" });
    expect(await service.eventFile("\u0000")).toBeNull();
  });
});

describe("a date moved or cancelled by the church", () => {
  it("tells its registrants, and a reminder goes for the new time", async () => {
    const id = await create({ ...YOUTH, title: "Leaders' Lunch", slug: "leaders-lunch", capacity: "" });
    const ok = await register(handle.db, SITE_URL, { slug: "leaders-lunch", occurrence: DATE }, person(500), now);
    expect(ok.ok).toBe(true);
    await changeOccurrence(
      handle.db,
      SITE_URL,
      editor,
      actorOf(editor),
      id,
      DATE,
      { start: "2026-01-11T13:00", end: "2026-01-11T14:00", title: "", place: "", address: "", description: "" },
      now,
    );
    const moved = await mails(REGISTRATION_MAIL_KINDS.dateMoved);
    expect(moved.map((mail) => mail.recipient)).toEqual(["person500@example.org"]);
    expect(moved[0]!.text_body).toContain("13:00 to 14:00");
  });
});

describe("reminders", () => {
  it("queues each due reminder once, for those who want one and registered in time", async () => {
    const id = await create({
      ...YOUTH,
      title: "Choir Day",
      slug: "choir-day",
      capacity: "",
      start: "2026-01-17T09:00",
      end: "2026-01-17T12:00",
      weekdays: ["SA"],
    });
    const date = "2026-01-17T09:00";
    const reg = (n: number, change: Record<string, unknown>, at = now) =>
      register(handle.db, SITE_URL, { slug: "choir-day", occurrence: date }, person(n, change), at);
    expect((await reg(600, {})).ok).toBe(true);
    expect((await reg(601, { reminders: false })).ok).toBe(true);
    expect((await reg(602, { email: "", phone: "0772000602" })).ok).toBe(true);
    // Registered within the day before: the confirmation is fresh, no reminder.
    expect((await reg(603, {}, new Date("2026-01-16T10:00:00Z"))).ok).toBe(true);
    const before = (await mails(REGISTRATION_MAIL_KINDS.reminder)).length;
    // Two days before: nothing due yet.
    expect(await queueDueReminders(handle.db, SITE_URL, new Date("2026-01-15T07:00:00Z"))).toBe(0);
    const dayBefore = new Date("2026-01-16T07:30:00Z");
    // Two processes at once (on SQLite, one process's connection: two handles would wait on each other's lock).
    const other = ENGINE === "postgres" ? second : handle;
    const [a, b] = await Promise.all([
      queueDueReminders(handle.db, SITE_URL, dayBefore),
      queueDueReminders(other.db, SITE_URL, dayBefore),
    ]);
    expect(a + b).toBe(1);
    expect(await queueDueReminders(handle.db, SITE_URL, new Date("2026-01-16T08:00:00Z"))).toBe(0);
    const reminders = (await mails(REGISTRATION_MAIL_KINDS.reminder)).slice(before);
    expect(reminders.map((mail) => mail.recipient)).toEqual(["person600@example.org"]);
    expect(reminders[0]!.subject).toBe("Tomorrow: Choir Day");
    void id;
  });
  it("are the server's job every five minutes: a tick of its runner the day before queues the reminder", async () => {
    await create({
      ...YOUTH,
      title: "Band Day",
      slug: "band-day",
      capacity: "",
      start: "2026-01-24T09:00",
      end: "2026-01-24T12:00",
      weekdays: ["SA"],
    });
    const date = "2026-01-24T09:00";
    expect((await register(handle.db, SITE_URL, { slug: "band-day", occurrence: date }, person(700, {}), now)).ok).toBe(
      true,
    );
    const config = loadConfig({ DATABASE_URL: "sqlite::memory:", SITE_URL });
    const job = serverJobs(config, handle, QUIET).find((candidate) => candidate.name === "event-reminders");
    expect(job?.schedule).toEqual({ everyMs: REMINDERS_EVERY_SECONDS * 1000 });
    const runner = createJobRunner({
      db: handle.db,
      engine: handle.engine,
      jobs: [job!],
      clock: () => new Date("2026-01-23T08:00:00Z"),
      log: QUIET,
    });
    try {
      expect(await runner.tick()).toEqual([expect.objectContaining({ name: "event-reminders", outcome: "done" })]);
    } finally {
      await runner.stop();
    }
    const reminders = await mails(REGISTRATION_MAIL_KINDS.reminder);
    expect(reminders.filter((mail) => mail.subject === "Tomorrow: Band Day").map((mail) => mail.recipient)).toEqual([
      "person700@example.org",
    ]);
  });
});

describe("privacy", () => {
  it("keeps every registrant's details out of the public reads, the feeds and the activity log", async () => {
    const service = createEventService(handle.db, SITE_URL, () => now);
    const everything = JSON.stringify([
      await service.upcoming({}, { page: 1, pageSize: 100 }),
      await service.list({}, { page: 1, pageSize: 100 }),
      await service.bySlug("youth-sunday"),
      await service.date("youth-sunday", DATE),
      await service.nextService(),
      await service.feed(),
      await service.eventFile("youth-sunday"),
      await handle.db.selectFrom("activity_log").selectAll().execute(),
    ]);
    for (const secret of [
      "person1@example.org",
      'Person 1"',
      "rudo@example.org",
      "Rudo",
      "263772145590",
      "077 214 5590",
    ])
      expect(everything, secret).not.toContain(secret);
  });
});
