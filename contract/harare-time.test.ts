import { afterEach, describe, expect, it } from "vitest";
import {
  harareDailySlot,
  harareDay,
  harareInstant,
  harareIsoText,
  harareLocalText,
  harareMidnight,
  harareMonthRange,
  harareParts,
  readHarareLocal,
  shortMonthName,
} from "./harare-time";

// Harare is UTC+2 all year: 15:30 in Harare is 13:30 UTC.
const utc = (iso: string) => new Date(`${iso}Z`);

describe("Harare's wall clock", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it("reads the Harare date and time of an instant, whatever the machine's zone", () => {
    for (const machine of ["UTC", "America/Los_Angeles", "Pacific/Kiritimati"]) {
      process.env.TZ = machine;
      expect(harareParts(utc("2025-03-08T22:30:00"))).toEqual({
        year: 2025,
        month: 3,
        day: 9,
        weekday: 0,
        hour: 0,
        minute: 30,
        second: 0,
      });
    }
  });

  it("is two hours ahead of UTC, summer and winter, as the time-zone database says", () => {
    for (const iso of ["2025-01-15T10:00:00", "2025-07-15T23:59:00"]) {
      const intl = new Intl.DateTimeFormat("en-GB", {
        timeZone: "Africa/Harare",
        hourCycle: "h23",
        hour: "2-digit",
        minute: "2-digit",
      }).format(utc(iso));
      const { hour, minute } = harareParts(utc(iso));
      expect(`${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`).toBe(intl);
    }
  });

  it("turns a Harare wall time into an instant, and writes one back", () => {
    expect(harareInstant(2025, 3, 9, 15, 30).toISOString()).toBe("2025-03-09T13:30:00.000Z");
    expect(harareInstant(2024, 12, 31, 23, 59).toISOString()).toBe("2024-12-31T21:59:00.000Z");
    expect(harareIsoText(utc("2026-11-26T00:30:05"))).toBe("2026-11-26T02:30:05+02:00");
    expect(harareLocalText(utc("2026-12-31T23:00:00"))).toBe("2027-01-01T01:00");
    expect(harareDay(utc("2026-12-31T22:00:00"))).toBe("2027-01-01");
  });

  it("bounds a Harare day and month in UTC", () => {
    expect(harareMidnight("2026-03-01").toISOString()).toBe("2026-02-28T22:00:00.000Z");
    expect(harareMidnight("2026-02-28", 1).toISOString()).toBe("2026-02-28T22:00:00.000Z");
    expect(harareMonthRange({ year: 2025, month: 3 })).toEqual({
      start: "2025-02-28T22:00:00.000Z",
      end: "2025-03-31T22:00:00.000Z",
    });
    expect(harareMonthRange({ year: 2024, month: 12 }).end).toBe("2024-12-31T22:00:00.000Z");
  });

  it("names months in three letters alike on every engine", () => {
    expect([1, 9, 12].map(shortMonthName)).toEqual(["Jan", "Sep", "Dec"]);
    expect(shortMonthName(13)).toBe("");
  });
});

describe("a datetime-local value in Harare time", () => {
  it("reads it as an instant (seconds ignored)", () => {
    expect(readHarareLocal("2027-03-01T09:00")?.toISOString()).toBe("2027-03-01T07:00:00.000Z");
    expect(readHarareLocal("2027-03-01T09:00:30")?.toISOString()).toBe("2027-03-01T07:00:00.000Z");
    expect(readHarareLocal("2027-01-01T01:00")?.toISOString()).toBe("2026-12-31T23:00:00.000Z");
  });

  it.each([
    "",
    "tomorrow",
    "2027-02-30T09:00",
    "2026-12-06T25:00",
    "2026-12-06T09:60",
    "2026-12-06 09:30",
    " 2026-12-06T09:30",
  ])("refuses %j", (value) => expect(readHarareLocal(value)).toBeNull());
});

describe("a daily slot in Harare time", () => {
  it("is the last moment at or before now when Harare's clock read the time, with its Harare date", () => {
    expect(harareDailySlot(utc("2026-03-02T04:59:00"), "07:00")).toEqual({
      at: utc("2026-03-01T05:00:00"),
      day: "2026-03-01",
    });
    expect(harareDailySlot(utc("2026-03-02T05:00:00"), "07:00")).toEqual({
      at: utc("2026-03-02T05:00:00"),
      day: "2026-03-02",
    });
    // 00:30 on 3 March in Harare is 22:30 on 2 March UTC.
    expect(harareDailySlot(utc("2026-03-02T23:30:00"), "00:30")).toEqual({
      at: utc("2026-03-02T22:30:00"),
      day: "2026-03-03",
    });
  });
});
