import { afterEach, describe, expect, it, vi } from "vitest";
import {
  formatHarareDate,
  formatHarareTime,
  harareTimeRange,
  joinUsWhen,
  serviceFooterText,
  serviceHours,
} from "./dates";
import { googleCalendarUrl, icsFile, nextServiceDate, serviceEvent } from "./service-calendar";
import { DEMO_CHURCH } from "#content/demo/church";

// Harare is UTC+2 all year: 15:30 in Harare is 13:30 UTC.
const utc = (iso: string) => new Date(`${iso}Z`);

describe("nextServiceDate", () => {
  // The server's next dates of the services (2025-03-12 is a Wednesday, 2025-03-16 a Sunday).
  const dates = [
    { title: "Midweek Service", start: "2025-03-12T13:30:00.000Z", end: "2025-03-12T17:00:00.000Z" },
    { title: "Sunday Service", start: "2025-03-16T13:30:00.000Z", end: "2025-03-16T15:30:00.000Z" },
  ].map((date) => ({ ...date, place: "", address: "" }));

  it("is the first date still to start, and the next once it has started", () => {
    expect(nextServiceDate(dates, utc("2025-03-09T14:00:00"))?.title).toBe("Midweek Service");
    expect(nextServiceDate(dates, utc("2025-03-12T13:29:59.999"))?.title).toBe("Midweek Service");
    expect(nextServiceDate(dates, utc("2025-03-12T13:30:00"))?.title).toBe("Sunday Service");
  });

  it("is none once every date has passed, or without services", () => {
    expect(nextServiceDate(dates, utc("2025-03-16T13:30:00"))).toBeNull();
    expect(nextServiceDate([], utc("2025-03-09T14:00:00"))).toBeNull();
  });

  it("writes dates and times in Harare, whatever the visitor's time zone", () => {
    const original = process.env.TZ;
    try {
      for (const zone of ["America/Los_Angeles", "Asia/Tokyo", "Europe/London", "Pacific/Kiritimati"]) {
        process.env.TZ = zone;
        expect(formatHarareDate(new Date("2025-03-12T13:30:00Z"))).toBe("Wednesday, 12 March 2025");
        expect(formatHarareTime(new Date("2025-03-12T13:30:00Z"))).toBe("3:30 PM");
        expect(harareTimeRange(new Date(dates[0].start), new Date(dates[0].end))).toBe("3:30 PM - 7:00 PM");
      }
    } finally {
      process.env.TZ = original;
    }
  });
});

describe("calendar links", () => {
  afterEach(() => vi.useRealTimers());
  const midweek = {
    title: "Midweek Service",
    start: "2025-03-12T13:30:00.000Z",
    end: "2025-03-12T17:00:00.000Z",
    place: "",
    address: "",
  };
  const event = serviceEvent(midweek, DEMO_CHURCH);

  it("builds Google Calendar's event template in UTC with the Harare time zone", () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("dates")).toBe("20250312T133000Z/20250312T170000Z");
    expect(url.searchParams.get("text")).toBe("Midweek Service at Kingdom Light Ministries");
    expect(url.searchParams.get("location")).toContain("Harare");
    expect(url.searchParams.get("ctz")).toBe("Africa/Harare");
  });

  it("writes a valid one-event iCalendar file", () => {
    const made = new Date("2025-03-10T08:15:00Z");
    const ics = icsFile(event, made);
    // DTSTAMP is when the file was made, not the start of the event.
    expect(ics).toContain("DTSTAMP:20250310T081500Z\r\n");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics).toContain("DTSTART:20250312T133000Z\r\n");
    expect(ics).toContain("DTEND:20250312T170000Z\r\n");
    expect(ics).toContain("LOCATION:14 Josiah Chinamano Avenue\\, Avenues\\, Harare\\, Zimbabwe");
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("takes the date's own address when it has one (a service held elsewhere)", () => {
    const elsewhere = serviceEvent({ ...midweek, address: "Harare Gardens, Harare" }, DEMO_CHURCH);
    expect(elsewhere.location).toBe("Harare Gardens, Harare");
  });
});

describe("weekly service times", () => {
  const times = [
    { title: "Sunday Service", weekday: 0, start: "15:30", end: "17:30" },
    { title: "Midweek Service", weekday: 3, start: "15:30", end: "19:00" },
    { title: "Dawn Prayer", weekday: 2, start: "05:00", end: "12:00" },
  ];

  it("writes the footer's form ('Sunday 3:30PM-5:30PM') and the pages' hours", () => {
    expect(times.map(serviceFooterText)).toEqual([
      "Sunday 3:30PM-5:30PM",
      "Wednesday 3:30PM-7:00PM",
      "Tuesday 5:00AM-12:00PM",
    ]);
    expect(times.map(serviceHours)).toEqual(["3:30 PM - 5:30 PM", "3:30 PM - 7:00 PM", "5:00 AM - 12:00 PM"]);
  });

  it("says when to join the first of them, or nothing without services", () => {
    expect(joinUsWhen(times)).toBe(" on Sundays at 3:30PM");
    expect(joinUsWhen([])).toBe("");
  });
});
