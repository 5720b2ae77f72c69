import { describe, expect, it } from "vitest";
import { byMonth } from "./reads";

describe("dates by month", () => {
  it("groups in order by the Harare month a date starts in (late on the 31st UTC is the next month's)", () => {
    const dates = [
      { start: "2026-01-30T13:30:00.000Z", all_day: false },
      { start: "2026-01-31T22:30:00.000Z", all_day: false },
      { start: "2026-02-14", all_day: true },
      { start: "2026-03-01T06:00:00.000Z", all_day: false },
    ];
    expect(byMonth(dates).map((group) => [group.month, group.dates.length])).toEqual([
      ["2026-01", 1],
      ["2026-02", 2],
      ["2026-03", 1],
    ]);
    expect(byMonth([])).toEqual([]);
  });
});
