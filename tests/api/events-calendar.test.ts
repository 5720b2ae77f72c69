import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffMember } from "#server/auth/staff-member";
import type { DatabaseHandle } from "#server/db/connection";
import {
  cancelOccurrence,
  changeOccurrence,
  restoreOccurrence,
  saveEvent,
  type EventInput,
} from "#server/domain/events/authoring";
import { createEventService, type EventService } from "#server/domain/events/index";
import { occurrencesBetween } from "#server/domain/events/recurrence";
import { eventById, exceptionsOf } from "#server/domain/events/store";
import { seedDemoContent } from "#server/seed/index";
import { addMember } from "./staff-support";
import { actorOf, eventInput, eventsDatabase, SITE_URL } from "./events-support";

/**
 * The calendar's dates on the engine under test, through the staff's operations and the public
 * reads: a table of rules with cancelled and moved dates across month and year ends in Harare time,
 * the countdown's next service when Sunday's is cancelled and when it is moved, and the feeds read
 * back by an independent parser (ical.js) with every date and exception where it should be.
 */

let handle: DatabaseHandle;
let close: () => Promise<void>;
let editor: StaffMember;
const clock = new Date("2025-11-01T10:00:00Z");
let service: EventService;

beforeAll(async () => {
  ({ handle, close } = await eventsDatabase());
  editor = await addMember(handle.db, "editor");
  service = createEventService(handle.db, SITE_URL, () => clock);
});
afterAll(async () => close?.());

async function create(input: Partial<EventInput>): Promise<number> {
  const saved = await saveEvent(handle.db, SITE_URL, editor, actorOf(editor), null, eventInput(input), clock);
  return saved!.id;
}
const cancel = (id: number, key: string) =>
  cancelOccurrence(handle.db, SITE_URL, editor, actorOf(editor), id, key, clock);
const move = (id: number, key: string, start: string, end: string, title = "") =>
  changeOccurrence(
    handle.db,
    SITE_URL,
    editor,
    actorOf(editor),
    id,
    key,
    { start, end, title, place: "", address: "", description: "" },
    clock,
  );

/** The dates the public list gives of one event, as "start(UTC or date) status". */
async function datesOf(slug: string, ministry?: string): Promise<string[]> {
  const page = await service.upcoming(ministry ? { ministry } : {}, { page: 1, pageSize: 100 });
  return page!.results.filter((date) => date.event.slug === slug).map((date) => `${date.start} ${date.status}`);
}

describe("rules with exceptions, across month and year ends (Harare time)", () => {
  const table: Array<{
    name: string;
    input: Partial<EventInput>;
    exceptions: (id: number) => Promise<unknown>;
    dates: string[];
  }> = [
    {
      name: "a weekly Sunday service: one cancelled, one moved to the Saturday morning before",
      input: {
        title: "Sunday Service",
        slug: "sunday",
        kind: "service",
        repeat: "weekly",
        weekdays: ["SU"],
        ends: "never",
        start: "2025-12-28T15:30",
        end: "2025-12-28T17:30",
      },
      exceptions: async (id) => {
        await cancel(id, "2026-01-04T15:30");
        await move(id, "2026-01-11T15:30", "2026-01-10T09:00", "2026-01-10T11:00");
      },
      dates: [
        "2025-12-28T13:30:00.000Z scheduled",
        "2026-01-04T13:30:00.000Z cancelled",
        "2026-01-10T07:00:00.000Z changed",
        "2026-01-18T13:30:00.000Z scheduled",
      ],
    },
    {
      name: "monthly on the second Saturday, 4 times: December's cancelled, January's moved a week on",
      input: {
        title: "Youth Fellowship",
        slug: "youth",
        ministry: "youth",
        repeat: "monthly",
        monthly: "weekday",
        ends: "count",
        count: "4",
        start: "2025-11-08T10:00",
        end: "2025-11-08T12:00",
      },
      exceptions: async (id) => {
        await cancel(id, "2025-12-13T10:00");
        await move(id, "2026-01-10T10:00", "2026-01-17T10:00", "2026-01-17T12:00");
      },
      dates: [
        "2025-11-08T08:00:00.000Z scheduled",
        "2025-12-13T08:00:00.000Z cancelled",
        "2026-01-17T08:00:00.000Z changed",
        "2026-02-14T08:00:00.000Z scheduled",
      ],
    },
    {
      name: "monthly on the last Sunday, late at night (the day before in UTC), until the end of March",
      input: {
        title: "Watch Night",
        slug: "watch",
        repeat: "monthly",
        monthly: "last-weekday",
        ends: "until",
        until: "2026-03-31",
        start: "2025-12-28T23:00",
        end: "2025-12-29T01:00",
      },
      exceptions: async () => {},
      dates: [
        "2025-12-28T21:00:00.000Z scheduled",
        "2026-01-25T21:00:00.000Z scheduled",
        "2026-02-22T21:00:00.000Z scheduled",
        "2026-03-29T21:00:00.000Z scheduled",
      ],
    },
    {
      name: "monthly on the 31st, all day, 4 times (months without one have none): January's moved to 1 February",
      input: {
        title: "Month-end Fast",
        slug: "month-end",
        allDay: true,
        repeat: "monthly",
        ends: "count",
        count: "4",
        start: "2025-12-31",
        end: "2025-12-31",
      },
      exceptions: async (id) => move(id, "2026-01-31", "2026-02-01", "2026-02-01"),
      dates: ["2025-12-31 scheduled", "2026-02-01 changed", "2026-03-31 scheduled", "2026-05-31 scheduled"],
    },
    {
      name: "daily at dawn, 5 times, New Year's Day cancelled",
      input: {
        title: "Dawn Prayer",
        slug: "dawn",
        repeat: "daily",
        ends: "count",
        count: "5",
        start: "2025-12-30T05:30",
        end: "2025-12-30T06:30",
      },
      exceptions: (id) => cancel(id, "2026-01-01T05:30"),
      dates: [
        "2025-12-30T03:30:00.000Z scheduled",
        "2025-12-31T03:30:00.000Z scheduled",
        "2026-01-01T03:30:00.000Z cancelled",
        "2026-01-02T03:30:00.000Z scheduled",
        "2026-01-03T03:30:00.000Z scheduled",
      ],
    },
  ];

  it.each(table)("$name", async ({ input, exceptions, dates }) => {
    const id = await create(input);
    await exceptions(id);
    const slug = input.slug!;
    const got = await datesOf(slug);
    // The Sunday service never ends: its first four dates are the table's.
    expect(input.ends === "never" ? got.slice(0, 4) : got).toEqual(dates);
    if (input.ministry) expect(await datesOf(slug, input.ministry)).toEqual(got);
  });

  it("filters by ministry and by month, and pages like the public API", async () => {
    expect(await datesOf("sunday", "youth")).toEqual([]);
    // A month lists the dates that start in it (Harare time: 31 December from 22:00 UTC is January).
    const january = await service.upcoming({ month: { year: 2026, month: 1 } }, { page: 1, pageSize: 100 });
    const starts = january!.results.map((date) =>
      date.all_day ? date.start : new Date(Date.parse(date.start) + 7_200_000).toISOString(),
    );
    expect(starts.length).toBeGreaterThan(5);
    expect(starts.every((start) => start.startsWith("2026-01"))).toBe(true);
    const first = await service.upcoming({}, { page: 1, pageSize: 3 });
    const second = await service.upcoming({}, { page: 2, pageSize: 3 });
    expect(first!.results).toHaveLength(3);
    expect(second!.results[0]!.start >= first!.results[2]!.start).toBe(true);
    expect(await service.upcoming({}, { page: 9999, pageSize: 3 })).toBeNull();
    expect(await service.upcoming({ ministry: "nowhere" }, { page: 1, pageSize: 3 })).toEqual({
      count: 0,
      results: [],
    });
  });

  it("shows one event's page with its next dates and the rule in words", async () => {
    const page = await service.bySlug("youth");
    expect(page!.repeats).toBe("Every month on the second Saturday, 4 times");
    expect(page!.next_dates.map((date) => date.status)).toEqual(["scheduled", "cancelled", "changed", "scheduled"]);
    expect(page!.ministry).toEqual({ slug: "youth", name: "Youth & Young Adults" });
    expect(await service.bySlug("no-such-event")).toBeNull();
  });
});

describe("the countdown's next service", () => {
  it("is the next Sunday or Wednesday; skips a cancelled Sunday; follows a moved one; none without services", async () => {
    const { handle: fresh, close: closeFresh } = await eventsDatabase();
    try {
      const member = await addMember(fresh.db, "leader");
      let now = new Date("2026-01-03T10:00:00Z");
      const services = createEventService(fresh.db, SITE_URL, () => now);
      expect(await services.nextService()).toBeNull();
      const save = (input: Partial<EventInput>) =>
        saveEvent(
          fresh.db,
          SITE_URL,
          member,
          actorOf(member),
          null,
          eventInput({ kind: "service", repeat: "weekly", ends: "never", ...input }),
          now,
        );
      const sunday = (await save({
        title: "Sunday Service",
        weekdays: ["SU"],
        start: "2025-01-05T15:30",
        end: "2025-01-05T17:30",
      }))!.id;
      await save({ title: "Midweek Service", weekdays: ["WE"], start: "2025-01-01T15:30", end: "2025-01-01T19:00" });
      // An event is no service.
      await saveEvent(
        fresh.db,
        SITE_URL,
        member,
        actorOf(member),
        null,
        eventInput({ start: "2026-01-03T18:00", end: "2026-01-03T19:00" }),
        now,
      );

      const next = async () => {
        const found = await services.nextService();
        return found && `${found.event.title} ${found.occurrence.start}`;
      };
      expect(await next()).toBe("Sunday Service 2026-01-04T13:30:00.000Z");
      await cancelOccurrence(fresh.db, SITE_URL, member, actorOf(member), sunday, "2026-01-04T15:30", now);
      expect(await next()).toBe("Midweek Service 2026-01-07T13:30:00.000Z");
      await restoreOccurrence(fresh.db, member, actorOf(member), sunday, "2026-01-04T15:30", now);
      const christmasStyle = {
        start: "2026-01-04T09:00",
        end: "2026-01-04T11:00",
        title: "",
        place: "",
        address: "",
        description: "",
      };
      await changeOccurrence(
        fresh.db,
        SITE_URL,
        member,
        actorOf(member),
        sunday,
        "2026-01-04T15:30",
        christmasStyle,
        now,
      );
      expect(await next()).toBe("Sunday Service 2026-01-04T07:00:00.000Z");
      // During the moved service, the next one is Wednesday's.
      now = new Date("2026-01-04T08:00:00Z");
      expect(await next()).toBe("Midweek Service 2026-01-07T13:30:00.000Z");
      // Moved to a later day than Wednesday's: Wednesday comes first.
      now = new Date("2026-01-03T10:00:00Z");
      await changeOccurrence(
        fresh.db,
        SITE_URL,
        member,
        actorOf(member),
        sunday,
        "2026-01-04T15:30",
        { ...christmasStyle, start: "2026-01-08T09:00", end: "2026-01-08T11:00" },
        now,
      );
      expect(await next()).toBe("Midweek Service 2026-01-07T13:30:00.000Z");
      // The dates the home page's countdown moves on to, soonest first, the moved one where it went.
      expect(
        (await services.nextServiceDates(3)).map((date) => `${date.title} ${date.start} ${date.end}`),
      ).toEqual([
        "Midweek Service 2026-01-07T13:30:00.000Z 2026-01-07T17:00:00.000Z",
        "Sunday Service 2026-01-08T07:00:00.000Z 2026-01-08T09:00:00.000Z",
        "Sunday Service 2026-01-11T13:30:00.000Z 2026-01-11T15:30:00.000Z",
      ]);
      // The weekly times the footer, the home and contact pages write: Sunday first, events left out.
      expect(await services.serviceTimes()).toEqual([
        { title: "Sunday Service", weekday: 0, start: "15:30", end: "17:30" },
        { title: "Midweek Service", weekday: 3, start: "15:30", end: "19:00" },
      ]);
      // A monthly service has dates to count down to but no weekly line.
      await save({
        title: "Communion Service",
        repeat: "monthly",
        monthly: "weekday",
        start: "2026-01-10T06:00",
        end: "2026-01-10T07:00",
      });
      expect((await services.nextServiceDates(1))[0]?.title).toBe("Midweek Service");
      expect((await services.serviceTimes()).map((time) => time.title)).toEqual(["Sunday Service", "Midweek Service"]);
    } finally {
      await closeFresh();
    }
  });

  it("lists no times and no dates for a church without services", async () => {
    const { handle: fresh, close: closeFresh } = await eventsDatabase();
    try {
      const services = createEventService(fresh.db, SITE_URL, () => clock);
      expect(await services.serviceTimes()).toEqual([]);
      expect(await services.nextServiceDates(8)).toEqual([]);
    } finally {
      await closeFresh();
    }
  });
});

describe("the feeds, read back by ical.js", () => {
  /** Every date of a feed's events within [from, to), as ical.js expands them with their exceptions. */
  function expand(text: string, from: string, to: string): Map<string, string[]> {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const zone = calendar.getFirstSubcomponent("vtimezone");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("Africa/Harare");
    ICAL.TimezoneService.register(zone!);
    const byUid = new Map<string, ICAL.Event>();
    const exceptions: ICAL.Event[] = [];
    for (const component of calendar.getAllSubcomponents("vevent")) {
      const event = new ICAL.Event(component);
      if (event.isRecurrenceException()) exceptions.push(event);
      else byUid.set(event.uid, event);
    }
    for (const exception of exceptions) byUid.get(exception.uid)!.relateException(exception);
    const dates = new Map<string, string[]>();
    const [start, end] = [Date.parse(from), Date.parse(to)];
    for (const [uid, event] of byUid) {
      const found: string[] = [];
      const iterator = event.iterator();
      for (let next = iterator.next(); next; next = iterator.next()) {
        const details = event.getOccurrenceDetails(next);
        const at = details.startDate.toJSDate().getTime();
        if (at >= end) break;
        if (at >= start)
          found.push(
            `${details.startDate.isDate ? details.startDate.toString() : new Date(at).toISOString()} ${details.item.summary}`,
          );
        if (!event.isRecurring()) break;
      }
      dates.set(uid, found);
    }
    return dates;
  }

  it("holds every date and exception where the calendar has them, under stable UIDs", async () => {
    const text = (await service.feed())!;
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain("X-WR-CALNAME:");
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    const from = "2025-12-01T00:00:00Z";
    const to = "2027-12-31T22:00:00Z";
    const parsed = expand(text, from, to);
    for (const slug of ["sunday", "youth", "watch", "month-end", "dawn"]) {
      const event = (
        await handle.db.selectFrom("events").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()
      ).id;
      const record = (await eventById(handle.db, Number(event)))!;
      const ours = occurrencesBetween(
        record.timing,
        (await exceptionsOf(handle.db, [record.id])).get(record.id)!,
        new Date(from),
        new Date(to),
      )
        .filter((date) => date.status !== "cancelled" && date.start >= new Date(from))
        .map(
          (date) =>
            `${record.timing.allDay ? date.startLocal : date.start.toISOString()} ${date.exception?.title ?? record.title}`,
        );
      const uid = `event-${record.id}@localhost`;
      expect(parsed.get(uid), slug).toEqual(ours);
    }
    // The cancelled dates are EXDATEs of their series; the moved ones VEVENTs of their own.
    expect(text).toContain("EXDATE;TZID=Africa/Harare:20260104T153000");
    expect(text).toContain("RECURRENCE-ID;TZID=Africa/Harare:20260111T153000");
    expect(text).toContain("RECURRENCE-ID;VALUE=DATE:20260131");
    // The same feed again: the same UIDs.
    const again = (await service.feed())!;
    expect([...again.matchAll(/^UID:(.*)$/gm)].map((m) => m[1])).toEqual(
      [...text.matchAll(/^UID:(.*)$/gm)].map((m) => m[1]),
    );
  });

  it("has one feed per ministry, an event's own file, a date's own file and a Google Calendar link", async () => {
    const youth = (await service.feed("youth"))!;
    expect(
      new ICAL.Component(ICAL.parse(youth))
        .getAllSubcomponents("vevent")
        .map((v) => v.getFirstPropertyValue("summary")),
    ).toEqual(["Youth Fellowship", "Youth Fellowship"]);
    expect(await service.feed("nowhere")).toBeNull();
    const own = (await service.eventFile("sunday"))!;
    expect(own).toContain("RRULE:FREQ=WEEKLY;BYDAY=SU");
    const date = (await service.dateFile("sunday", "2026-01-18T15:30"))!;
    const vevent = new ICAL.Event(new ICAL.Component(ICAL.parse(date)).getFirstSubcomponent("vevent")!);
    expect(vevent.isRecurring()).toBe(false);
    expect(vevent.startDate.toJSDate().toISOString()).toBe("2026-01-18T13:30:00.000Z");
    expect(await service.dateFile("sunday", "2026-01-19T15:30")).toBeNull();
    const link = new URL((await service.date("sunday", "2026-01-18T15:30"))!.googleCalendarUrl);
    expect(link.origin).toBe("https://calendar.google.com");
    expect(link.searchParams.get("dates")).toBe("20260118T133000Z/20260118T153000Z");
    expect(link.searchParams.get("ctz")).toBe("Africa/Harare");
    const allDay = new URL((await service.date("month-end", "2025-12-31"))!.googleCalendarUrl);
    expect(allDay.searchParams.get("dates")).toBe("20251231/20260101");
  });

  it("leaves drafts and unlisted events out of the feeds and lists", async () => {
    await create({
      title: "Elders' Retreat",
      slug: "retreat",
      status: "draft",
      start: "2026-01-20T09:00",
      end: "2026-01-20T16:00",
    });
    await create({
      title: "Private Rehearsal",
      slug: "rehearsal",
      listed: false,
      start: "2026-01-21T09:00",
      end: "2026-01-21T16:00",
    });
    const feed = (await service.feed())!;
    expect(feed).not.toContain("Elders");
    expect(feed).not.toContain("Private Rehearsal");
    expect(await datesOf("retreat")).toEqual([]);
    expect(await datesOf("rehearsal")).toEqual([]);
    expect(await service.bySlug("retreat")).toBeNull();
    // An unlisted event is reached by its address.
    expect((await service.bySlug("rehearsal"))!.title).toBe("Private Rehearsal");
  });
});

describe("the demo calendar", () => {
  it("seeds the two weekly services and the music ministry's events ahead of the day, once", async () => {
    const { handle: demo, close: closeDemo } = await eventsDatabase();
    try {
      await seedDemoContent(demo);
      const rows = await demo.db.selectFrom("events").selectAll().orderBy("id").execute();
      const services = rows
        .filter((row) => row.kind === "service")
        .map((row) => [row.title, row.starts_at, row.ends_at, row.rule]);
      expect(services).toEqual([
        ["Sunday Service", "2025-01-05T15:30", "2025-01-05T17:30", "FREQ=WEEKLY;BYDAY=SU"],
        ["Midweek Service", "2025-01-01T15:30", "2025-01-01T19:00", "FREQ=WEEKLY;BYDAY=WE"],
      ]);
      const today = new Date().toISOString().slice(0, 10);
      const music = rows.filter((row) => row.ministry === "music");
      expect(music.map((row) => row.title)).toEqual([
        "Easter Sunday Worship Celebration",
        "Songwriters' Workshop",
        "Night of Worship: Hosanna",
        "Choir and Band Auditions",
        "Pentecost Sunday Praise",
        "Youth Worship Jam",
      ]);
      expect(music.every((row) => row.starts_at > today)).toBe(true);
      const next = await createEventService(demo.db, SITE_URL).nextService();
      expect(["Sunday Service", "Midweek Service"]).toContain(next!.event.title);
      // Again: nothing more.
      await seedDemoContent(demo);
      expect(await demo.db.selectFrom("events").select("id").execute()).toHaveLength(rows.length);
    } finally {
      await closeDemo();
    }
  });
});
