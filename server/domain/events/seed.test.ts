import { describe, expect, it } from "vitest";
import { easterSunday } from "./seed";

describe("the demo calendar's feasts", () => {
  it("finds Easter Sunday (Gregorian)", () => {
    expect(["2024", "2025", "2026", "2027", "2038"].map((year) => easterSunday(Number(year)))).toEqual([
      "2024-03-31",
      "2025-04-20",
      "2026-04-05",
      "2027-03-28",
      "2038-04-25",
    ]);
  });
});
