import { describe, expect, it } from "vitest";
import {
  archiveKey,
  fullMonthName,
  harareLocalToIso,
  isoToHarareLocal,
  harareDateParts,
  harareYearMonth,
  parseArchive,
  toIsoString,
} from "./dates";

describe("Harare dates", () => {
  it("gives the badge parts in Harare time", () => {
    expect(harareDateParts("2025-03-07T08:00:00Z")).toEqual({ date_only: "07", month_only: "Mar", year_only: "2025" });
    // 22:30 UTC on 31 December is 00:30 on 1 January in Harare.
    expect(harareDateParts("2024-12-31T22:30:00.000Z")).toEqual({
      date_only: "01",
      month_only: "Jan",
      year_only: "2025",
    });
    expect(harareDateParts("2025-09-15T12:00:00Z").month_only).toBe("Sep");
    expect(harareDateParts("not a date")).toEqual({ date_only: "", month_only: "", year_only: "" });
  });

  it("normalises timestamps to ISO 8601 UTC", () => {
    expect(toIsoString("2025-03-07T10:00:00+02:00")).toBe("2025-03-07T08:00:00.000Z");
    expect(toIsoString("garbage")).toBe("garbage");
  });

  it("names archive months", () => {
    expect(harareYearMonth("2025-02-28T23:30:00Z")).toEqual({ year: 2025, month: 3 });
    expect(archiveKey({ year: 2025, month: 3 })).toBe("march-2025");
  });

  it("reads archive values", () => {
    expect(parseArchive("march-2025")).toEqual({ year: 2025, month: 3 });
    expect(parseArchive(" MARCH-2025 ")).toEqual({ year: 2025, month: 3 });
    expect(parseArchive("sep-2024")).toEqual({ year: 2024, month: 9 });
    expect(parseArchive("2025-03")).toEqual({ year: 2025, month: 3 });
    expect(parseArchive("2025-3")).toEqual({ year: 2025, month: 3 });
    for (const bad of ["", "march", "2025", "marc-2025", "ma-2025", "2025-00", "2025-13", "march-25", "march-0999"]) {
      expect(parseArchive(bad), bad).toBeNull();
    }
  });

  it("names the month of a calendar date", () => {
    expect(fullMonthName("2025-03-01")).toBe("March");
    expect(fullMonthName("2025-12-31")).toBe("December");
    expect(fullMonthName("soon")).toBe("");
  });
});

describe("Harare wall-clock times of the post form's Publish at", () => {
  it("reads a datetime-local value as Harare time (UTC+2) and shows it back", () => {
    expect(harareLocalToIso("2026-12-06T09:30")).toBe("2026-12-06T07:30:00.000Z");
    expect(harareLocalToIso("2027-01-01T01:00")).toBe("2026-12-31T23:00:00.000Z");
    expect(isoToHarareLocal("2026-12-31T23:00:00.000Z")).toBe("2027-01-01T01:00");
    expect(isoToHarareLocal(harareLocalToIso("2026-02-28T23:59")!)).toBe("2026-02-28T23:59");
  });

  it.each(["", "2026-02-30T10:00", "2026-12-06T25:00", "2026-12-06 09:30", "tomorrow"])("refuses %j", (value) =>
    expect(harareLocalToIso(value)).toBeNull(),
  );

  it("an unreadable stored time shows as empty", () => expect(isoToHarareLocal("soon")).toBe(""));
});
