import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMember } from "./staff-support";
import { createTestApi, type TestApi } from "./support";
import { seedCalendar, STUDY_CANCELLED, STUDY_NEXT, SUPPER_DATE, YOUTH_DATE } from "./events-http-support";

/**
 * The calendar's files over HTTP (the app with its pages): /events.ics, /events/{ministry}.ics,
 * one event's and one date's file for Add to calendar, each with its content type and caching,
 * read back by ical.js (an implementation independent of the one that wrote them).
 */

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({ pages: true, fixtures: async ({ db }) => seedCalendar(db, await addMember(db, "editor")) });
}, 120_000);
afterAll(() => t?.close());

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
}

/** "2026-01-04T15:30" for an event's start, as Harare wall time. */
function harare(time: ICAL.Time): string {
  return time.toString().slice(0, 16);
}

describe("the feeds", () => {
  it("/events.ics holds every published, listed event, a series once with its cancelled date excluded", async () => {
    const response = await t.get("/events.ics");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=900");
    const events = parse(response.body);
    const titles = events.map((event) => event.summary).sort();
    expect(titles).toEqual(["Bible Study", "Church Supper", "Marriage Talk", "Open Air", "Youth Games"]);
    const study = events.find((event) => event.summary === "Bible Study")!;
    expect(study.isRecurring()).toBe(true);
    const exdates = study.component
      .getAllProperties("exdate")
      .map((property) => harare(property.getFirstValue() as ICAL.Time));
    expect(exdates).toEqual([STUDY_CANCELLED]);
    const supper = events.find((event) => event.summary === "Church Supper")!;
    expect(harare(supper.startDate)).toBe(SUPPER_DATE);
    expect(supper.startDate.zone?.tzid).toBe("Africa/Harare");
  });

  it("/events/youth.ics holds the youth ministry's events alone", async () => {
    const response = await t.get("/events/youth.ics");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const events = parse(response.body);
    expect(events.map((event) => event.summary)).toEqual(["Youth Games"]);
    expect(harare(events[0].startDate)).toBe(YOUTH_DATE);
    expect(parse((await t.get("/events/music.ics")).body)).toEqual([]);
  });
});

describe("Add to calendar", () => {
  it("an event's file is the event, as a file to open", async () => {
    const response = await t.get("/events/bible-study/calendar.ics");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="bible-study.ics"');
    const events = parse(response.body);
    expect(events).toHaveLength(1);
    expect(events[0].isRecurring()).toBe(true);
  });

  it("a date's file is that date alone", async () => {
    const response = await t.get(`/events/bible-study/${STUDY_NEXT}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=900");
    const events = parse(response.body);
    expect(events).toHaveLength(1);
    expect(events[0].isRecurring()).toBe(false);
    expect(harare(events[0].startDate)).toBe(STUDY_NEXT);
  });

  it("answers 404 for a draft, an unknown event or a date that is not one of its dates", async () => {
    for (const path of [
      "/events/draft-retreat/calendar.ics",
      "/events/no-such-event/calendar.ics",
      `/events/bible-study/${STUDY_NEXT.slice(0, 11)}07:00/calendar.ics`,
      "/events/bible-study/not-a-date/calendar.ics",
    ]) {
      const response = await t.get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers["cache-control"], path).toBe("no-store");
    }
  });
});
