import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENT_MESSAGES } from "#contract/events";
import { MESSAGES } from "#contract/validation";
import type { StaffMember } from "#server/auth/staff-member";
import { requirePermission, StaffForbidden } from "#server/auth/permissions";
import type { DatabaseHandle } from "#server/db/connection";
import { changeFollowing, type EventInput } from "#server/domain/events/authoring";
import { createEventService, createStaffEvents, type StaffEvents } from "#server/domain/events/index";
import { register } from "#server/domain/events/registration";
import { eventById } from "#server/domain/events/store";
import { pictureUsers } from "#server/domain/pictures/picture-users";
import { addMember } from "./staff-support";
import { actorOf, calendarCounts, eventInput, eventsDatabase, SITE_URL } from "./events-support";

/**
 * The staff's operations on the calendar, on the engine under test: every bad input (an end before
 * its start, a rule without end or with too many dates, a count or an until out of range, places
 * below those taken, a NUL, a huge field...) refused with its message on its field and nothing stored; who may change which event (a
 * ministry leader only their ministries'); a form saved over a newer save; "this and the following"
 * splitting the series with its registrants carried; the activity log's rows.
 */

let handle: DatabaseHandle;
let close: () => Promise<void>;
let editor: StaffMember;
let youthLeader: StaffMember;
const now = new Date("2026-01-05T08:00:00Z");
/** The member's operations, as the staff context hands them: the permission asked first. */
const staffOf = (member: StaffMember): StaffEvents =>
  createStaffEvents(
    handle.db,
    SITE_URL,
    (permission) => {
      requirePermission(member, permission);
      return member;
    },
    () => now,
  );

beforeAll(async () => {
  ({ handle, close } = await eventsDatabase());
  editor = await addMember(handle.db, "editor");
  youthLeader = await addMember(handle.db, "ministry-leader", { ministries: ["youth"] });
});
afterAll(async () => close?.());

describe("bad input: every message on its field, nothing stored", () => {
  const cases: Array<[string, Partial<EventInput>, Record<string, string>]> = [
    [
      "an end before its start",
      { start: "2026-01-09T18:00", end: "2026-01-09T17:00" },
      { end: EVENT_MESSAGES.endBeforeStart },
    ],
    [
      "an all-day end before its start",
      { allDay: true, start: "2026-01-09", end: "2026-01-08" },
      { end: EVENT_MESSAGES.endDateBeforeStart },
    ],
    [
      "no start, a start that is no date",
      { start: "", end: "2026-02-30T10:00" },
      { start: EVENT_MESSAGES.startRequired, end: EVENT_MESSAGES.endInvalid },
    ],
    [
      "a rule that never ends, for an event",
      { repeat: "weekly", weekdays: ["FR"], ends: "never" },
      { ends: EVENT_MESSAGES.neverEndsForEvent },
    ],
    [
      "a rule that makes too many dates",
      { repeat: "daily", ends: "until", until: "2030-12-31" },
      { ends: EVENT_MESSAGES.tooManyOccurrences("more than 730") },
    ],
    ["a count out of range", { repeat: "daily", ends: "count", count: "731" }, { count: EVENT_MESSAGES.countInvalid }],
    ["a count of nothing", { repeat: "daily", ends: "count", count: "0" }, { count: EVENT_MESSAGES.countInvalid }],
    [
      "an until before the start",
      { repeat: "weekly", weekdays: ["FR"], ends: "until", until: "2026-01-01" },
      { until: EVENT_MESSAGES.untilBeforeStart },
    ],
    [
      "an until too far",
      { repeat: "yearly", ends: "until", until: "2032-01-09" },
      { until: EVENT_MESSAGES.untilTooFar },
    ],
    [
      "an until that is no date",
      { repeat: "weekly", weekdays: ["FR"], ends: "until", until: "next year" },
      { until: EVENT_MESSAGES.untilInvalid },
    ],
    [
      "a first date on none of the days",
      { repeat: "weekly", weekdays: ["MO", "TU"], ends: "count", count: "4" },
      { weekdays: EVENT_MESSAGES.startNotOnWeekday("Monday, Tuesday") },
    ],
    [
      "a last-weekday rule on a date that is not one",
      { repeat: "monthly", monthly: "last-weekday", ends: "count", count: "3" },
      { monthly: EVENT_MESSAGES.notLastWeekday },
    ],
    ["a service that does not repeat", { kind: "service" }, { repeat: EVENT_MESSAGES.serviceMustRepeat }],
    [
      "an unknown kind, status and repeat",
      { kind: "party", status: "live", repeat: "hourly" },
      { kind: EVENT_MESSAGES.kind, status: EVENT_MESSAGES.status, repeat: EVENT_MESSAGES.repeat },
    ],
    [
      "a NUL in a field",
      { title: "Prayer\u0000Night", place: "Hall\u0000" },
      { title: MESSAGES.nullCharacter, place: MESSAGES.nullCharacter },
    ],
    [
      "huge fields",
      { title: "T".repeat(5000), description: "<p>x</p>".repeat(40_000) },
      {
        title: "Title is too long (at most 200 characters).",
        description: "Content is too long (at most 200,000 characters of HTML).",
      },
    ],
    ["a map link that is not https", { mapUrl: "javascript:alert(1)" }, { mapUrl: EVENT_MESSAGES.mapUrl }],
    [
      "a bad capacity and closing time",
      { registration: true, capacity: "-3", closesHours: "1000" },
      { capacity: EVENT_MESSAGES.capacity, closesHours: EVENT_MESSAGES.closesHours },
    ],
    ["an unknown ministry", { ministry: "choir" }, { ministry: EVENT_MESSAGES.ministry }],
    ["a bad address", { slug: "Not A Slug!" }, { slug: EVENT_MESSAGES.slugInvalid }],
    ["an unknown picture", { image: "no-such-picture" }, { image: EVENT_MESSAGES.image("no-such-picture") }],
  ];

  it.each(cases)("%s", async (_, change, errors) => {
    const before = await calendarCounts(handle.db);
    const outcome = await staffOf(editor).save(null, eventInput(change));
    expect(outcome).toMatchObject({ errors });
    expect(await calendarCounts(handle.db)).toEqual(before);
  });

  it("refuses a capacity below the places already taken, and a taken address", async () => {
    const staff = staffOf(editor);
    const saved = (await staff.save(
      null,
      eventInput({ title: "Couples' Dinner", registration: true, capacity: "10" }),
    )) as { id: number; slug: string };
    expect(saved.slug).toBe("couples-dinner");
    for (const n of [1, 2, 3])
      expect(
        (
          await register(
            handle.db,
            SITE_URL,
            { slug: saved.slug, occurrence: "2026-01-09T18:00" },
            { name: `Guest ${n}`, email: `guest${n}@example.org`, party: 2 },
            now,
          )
        ).ok,
      ).toBe(true);
    const before = await calendarCounts(handle.db);
    const form = (await staff.form(saved.id))!.event!;
    const lower = await staff.save(saved.id, { ...form, capacity: "5" });
    expect(lower).toMatchObject({
      field: "capacity",
      message: EVENT_MESSAGES.capacityBelowTaken(6, "Friday 9 January 2026, 18:00"),
    });
    expect(await staff.save(null, eventInput({ title: "Other", slug: "couples-dinner" }))).toMatchObject({
      field: "slug",
      message: EVENT_MESSAGES.slugTaken("couples-dinner", "Couples' Dinner"),
    });
    // Deleting is refused while people are registered for dates to come.
    expect(await staff.remove(saved.id)).toMatchObject({ message: EVENT_MESSAGES.registrationsElsewhere(3) });
    // Moving it to another day would leave them without their date.
    expect(await staff.save(saved.id, { ...form, start: "2026-01-10T18:00", end: "2026-01-10T20:00" })).toMatchObject({
      field: "start",
      message: EVENT_MESSAGES.registrationsElsewhere(1),
    });
    expect(await calendarCounts(handle.db)).toEqual(before);
    // Exactly the places taken is fine.
    expect(await staff.save(saved.id, { ...form, capacity: "6" })).toEqual({ id: saved.id, slug: saved.slug });
  });

  it("refuses a form saved over a newer save of the same event", async () => {
    const staff = staffOf(editor);
    const { id } = (await staff.save(null, eventInput({ title: "Choir Practice" }))) as { id: number };
    const opened = (await staff.form(id))!.event!;
    expect(await staff.save(id, { ...opened, place: "Rehearsal room" })).toMatchObject({ id });
    expect(await staff.save(id, { ...opened, place: "Fellowship hall" })).toMatchObject({
      message: EVENT_MESSAGES.stale,
      field: "version",
    });
    expect((await eventById(handle.db, id))!.place).toBe("Rehearsal room");
  });
});

describe("pictures", () => {
  it("takes a picture of the library, which then counts the event as using it", async () => {
    const name = "photo-0123456789ab";
    await handle.db
      .insertInto("pictures")
      .values({
        name,
        original_name: "camp.jpg",
        width: 1600,
        height: 1200,
        bytes: 1000,
        uploaded_by: null,
        created_at: now.toISOString(),
      })
      .execute();
    const saved = (await staffOf(editor).save(null, eventInput({ title: "Photo Walk", image: name }))) as {
      id: number;
    };
    expect(await pictureUsers(handle.db, name)).toEqual([
      { what: "Event (picture)", title: "Photo Walk", href: `/admin/events/${saved.id}` },
    ]);
  });
});

describe("who may change which event", () => {
  it("lets a ministry leader add and change only their ministries' events", async () => {
    const leader = staffOf(youthLeader);
    expect(await leader.save(null, eventInput({ title: "Youth Camp" }))).toMatchObject({
      errors: { ministry: EVENT_MESSAGES.ministryOfLeader },
    });
    expect(await leader.save(null, eventInput({ title: "Music Night", ministry: "music" }))).toMatchObject({
      errors: { ministry: EVENT_MESSAGES.ministryOfLeader },
    });
    const camp = (await leader.save(null, eventInput({ title: "Youth Camp", ministry: "youth" }))) as { id: number };
    expect(camp.id).toBeGreaterThan(0);
    const others = (await staffOf(editor).save(null, eventInput({ title: "Church Picnic" }))) as { id: number };
    // Another's event is not theirs: not found, not changed, not listed.
    expect(await leader.form(others.id)).toBeNull();
    expect(await leader.save(others.id, eventInput({ title: "Taken over", ministry: "youth" }))).toBeNull();
    expect(await leader.cancelOccurrence(others.id, "2026-01-09T18:00")).toBe(false);
    expect(await leader.remove(others.id)).toBe(false);
    const list = await leader.list({ page: 1, q: "", when: "all" });
    expect(list.items.map((item) => item.title)).toEqual(["Youth Camp"]);
    expect((await leader.form(null))!.ministries).toEqual([{ slug: "youth", name: "Youth & Young Adults" }]);
    // The editor sees and changes every event.
    expect((await staffOf(editor).list({ page: 1, q: "camp", when: "all" })).items.map((item) => item.title)).toEqual([
      "Youth Camp",
    ]);
    expect(await staffOf(editor).remove(camp.id)).toBe(true);
  });

  it("fails on nothing for a NUL in a search (dropped, as the lists' search does) or a date", async () => {
    const staff = staffOf(editor);
    expect((await staff.list({ page: 1, q: "Pic\u0000nic", when: "all" })).items.map((item) => item.title)).toEqual([
      "Church Picnic",
    ]);
    const { id } = (await staff.save(null, eventInput({ title: "Bible Quiz" }))) as { id: number };
    expect(await staff.registrations(id, "2026-01-09T18:00\u0000")).toBeNull();
    expect(await staff.cancelOccurrence(id, "\u0000")).toMatchObject({ message: EVENT_MESSAGES.occurrenceUnknown });
    expect(await staff.registrations(id, "2026-01-09T18:00")).toEqual({
      counts: { confirmed: 0, waitlisted: 0, cancelled: 0 },
      registrations: [],
    });
  });

  it("answers 403 without the permission", async () => {
    const refuse = createStaffEvents(handle.db, SITE_URL, (permission) => {
      throw new StaffForbidden(permission);
    });
    await expect(refuse.list({ page: 1, q: "", when: "all" })).rejects.toThrow(StaffForbidden);
  });
});

describe("this and the following", () => {
  it("ends the series before the date and starts a new one from it, registrants and exceptions carried", async () => {
    const staff = staffOf(editor);
    const { id } = (await staff.save(
      null,
      eventInput({
        title: "Sunday Service",
        slug: "sunday-service",
        kind: "service",
        repeat: "weekly",
        weekdays: ["SU"],
        ends: "never",
        start: "2025-01-05T15:30",
        end: "2025-01-05T17:30",
        registration: true,
      }),
    )) as { id: number };
    expect(
      (
        await register(
          handle.db,
          SITE_URL,
          { slug: "sunday-service", occurrence: "2026-02-01T15:30" },
          { name: "Chipo", email: "chipo@example.org" },
          now,
        )
      ).ok,
    ).toBe(true);
    await staff.cancelOccurrence(id, "2026-02-08T15:30");
    const activityBefore = (await calendarCounts(handle.db)).activity;
    const form = (await staff.form(id))!.event!;
    const split = await changeFollowing(
      handle.db,
      SITE_URL,
      editor,
      actorOf(editor),
      id,
      "2026-01-18T15:30",
      { ...form, start: "2026-01-18T09:00", end: "2026-01-18T11:00" },
      now,
    );
    expect(split).toMatchObject({ slug: "sunday-service-from-2026-01-18" });
    const newId = split!.id;
    const old = (await eventById(handle.db, id))!;
    expect(old.timing.rule).toBe("FREQ=WEEKLY;BYDAY=SU;UNTIL=20260118T132959Z");
    const fresh = (await eventById(handle.db, newId))!;
    expect(fresh.seriesOf).toBe(id);
    expect(fresh.timing).toEqual({
      allDay: false,
      start: "2026-01-18T09:00",
      end: "2026-01-18T11:00",
      rule: "FREQ=WEEKLY;BYDAY=SU",
    });
    const service = createEventService(handle.db, SITE_URL, () => now);
    const sundays = (await service.upcoming({}, { page: 1, pageSize: 100 }))!.results
      .filter((date) => date.title === "Sunday Service")
      .slice(0, 5)
      .map((date) => `${date.event.slug} ${date.start} ${date.status}`);
    expect(sundays).toEqual([
      "sunday-service 2026-01-11T13:30:00.000Z scheduled",
      "sunday-service-from-2026-01-18 2026-01-18T07:00:00.000Z scheduled",
      "sunday-service-from-2026-01-18 2026-01-25T07:00:00.000Z scheduled",
      "sunday-service-from-2026-01-18 2026-02-01T07:00:00.000Z scheduled",
      "sunday-service-from-2026-01-18 2026-02-08T07:00:00.000Z cancelled",
    ]);
    const registration = await handle.db
      .selectFrom("event_registrations")
      .select(["event_id", "occurrence"])
      .where("email", "=", "chipo@example.org")
      .executeTakeFirstOrThrow();
    expect([Number(registration.event_id), registration.occurrence]).toEqual([newId, "2026-02-01T09:00"]);
    expect((await calendarCounts(handle.db)).activity).toBe(activityBefore + 2);
    // The countdown follows the new series.
    expect((await service.nextService())!.occurrence.start).toBe("2026-01-11T13:30:00.000Z");
  });

  it("writes every change to the activity log, without the description's text or anyone's details", async () => {
    const rows = await handle.db
      .selectFrom("activity_log")
      .select(["action", "item_type", "summary", "changes"])
      .where("item_type", "=", "event")
      .orderBy("id")
      .execute();
    expect(new Set(rows.map((row) => row.action))).toEqual(
      new Set(["create", "edit", "delete", "cancel-occurrence", "split"]),
    );
    const text = JSON.stringify(rows);
    expect(text).not.toContain("chipo@example.org");
    expect(text).not.toContain("<strong>prayer</strong>");
  });
});
