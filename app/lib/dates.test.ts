import { afterEach, describe, expect, it, vi } from "vitest";
import { formatHarareDate, formatHarareTime, slotFooterText, slotTimeRange } from "./dates";
import { googleCalendarUrl, icsFile, nextService, serviceEvent } from "./service-calendar";
import { harareParts } from "#contract/harare-time";
import { servicesSundayFirst } from "#content/site/site";
import { DEMO_CHURCH } from "#content/demo/church";

// Harare is UTC+2 all year: 15:30 in Harare is 13:30 UTC.
const utc = (iso: string) => new Date(`${iso}Z`);

describe("nextService", () => {
  // 2025-03-05 is a Wednesday, 2025-03-09 a Sunday.
  it("gives Wednesday's service on a Monday", () => {
    const next = nextService(utc("2025-03-03T08:00:00"));
    expect(next.slot.dayOfWeek).toBe(3);
    expect(next.start.toISOString()).toBe("2025-03-05T13:30:00.000Z");
    expect(next.end.toISOString()).toBe("2025-03-05T17:00:00.000Z");
  });

  it("gives today's service on Wednesday morning", () => {
    expect(nextService(utc("2025-03-05T06:00:00")).start.toISOString()).toBe("2025-03-05T13:30:00.000Z");
  });

  it("moves on to Sunday once Wednesday's service has started", () => {
    expect(nextService(utc("2025-03-05T13:30:00")).start.toISOString()).toBe("2025-03-09T13:30:00.000Z");
    expect(nextService(utc("2025-03-05T15:00:00")).start.toISOString()).toBe("2025-03-09T13:30:00.000Z");
  });

  it("is Wednesday's service one millisecond before it starts", () => {
    expect(nextService(utc("2025-03-05T13:29:59.999")).start.toISOString()).toBe("2025-03-05T13:30:00.000Z");
  });

  it("crosses the week's boundary from Sunday afternoon to Wednesday", () => {
    const next = nextService(utc("2025-03-09T14:00:00"));
    expect(next.slot.dayOfWeek).toBe(3);
    expect(next.start.toISOString()).toBe("2025-03-12T13:30:00.000Z");
    expect(next.end.toISOString()).toBe("2025-03-12T17:00:00.000Z");
  });

  it("counts Saturday 23:30 in Harare as Saturday even though it is Saturday 21:30 UTC", () => {
    expect(nextService(utc("2025-03-08T21:30:00")).start.toISOString()).toBe("2025-03-09T13:30:00.000Z");
  });

  it("uses the Harare date, not the UTC date, just after midnight in Harare", () => {
    // 00:30 Sunday in Harare is still 22:30 Saturday UTC.
    const next = nextService(utc("2025-03-08T22:30:00"));
    expect(next.slot.dayOfWeek).toBe(0);
    expect(next.start.toISOString()).toBe("2025-03-09T13:30:00.000Z");
  });

  it("crosses a year's end", () => {
    // 2025-12-31 is a Wednesday; after its service the next is Sunday 4 January 2026.
    expect(nextService(utc("2025-12-31T18:00:00")).start.toISOString()).toBe("2026-01-04T13:30:00.000Z");
  });

  it("never depends on the visitor's time zone", () => {
    const original = process.env.TZ;
    try {
      for (const zone of ["America/Los_Angeles", "Asia/Tokyo", "Europe/London", "Pacific/Kiritimati"]) {
        process.env.TZ = zone;
        expect(nextService(utc("2025-03-09T14:00:00")).start.toISOString()).toBe("2025-03-12T13:30:00.000Z");
        expect(formatHarareDate(new Date("2025-03-12T13:30:00Z"))).toBe("Wednesday, 12 March 2025");
        expect(formatHarareTime(new Date("2025-03-12T13:30:00Z"))).toBe("3:30 PM");
      }
    } finally {
      process.env.TZ = original;
    }
  });

  it("is always in the future and within a week, whatever the instant", () => {
    const start = utc("2025-01-01T00:00:00").getTime();
    for (let i = 0; i < 400; i += 1) {
      const now = new Date(start + i * 3_517_000 * 7);
      const next = nextService(now);
      const ahead = next.start.getTime() - now.getTime();
      expect(ahead).toBeGreaterThan(0);
      expect(ahead).toBeLessThanOrEqual(7 * 86_400_000);
      expect([0, 3]).toContain(harareParts(next.start).weekday);
      expect(harareParts(next.start).hour).toBe(15);
      expect(harareParts(next.start).minute).toBe(30);
    }
  });
});

describe("calendar links", () => {
  afterEach(() => vi.useRealTimers());
  const occurrence = nextService(utc("2025-03-09T14:00:00"));
  const event = serviceEvent(occurrence, DEMO_CHURCH);

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

  it("describes a slot's hours", () => {
    expect(slotTimeRange(occurrence.slot)).toBe("3:30 PM - 7:00 PM");
  });
});

describe("slotFooterText", () => {
  it("writes the footer's form for both weekly services", () => {
    expect(servicesSundayFirst.map(slotFooterText)).toEqual(["Sunday 3:30PM-5:30PM", "Wednesday 3:30PM-7:00PM"]);
  });
});
