import { describe, expect, it } from "vitest";
import { harareDayStart, listSearchOf } from "./filters";

describe("harareDayStart", () => {
  it("gives the UTC instant a Harare day begins (UTC+2)", () => {
    expect(harareDayStart("2026-11-24")).toBe("2026-11-23T22:00:00.000Z");
    expect(harareDayStart("2026-11-24", 1)).toBe("2026-11-24T22:00:00.000Z");
    expect(harareDayStart("2026-03-01")).toBe("2026-02-28T22:00:00.000Z");
  });
  it("refuses what is not a calendar day", () => {
    for (const value of ["", "2026-02-31", "2026-13-01", "24/11/2026", "2026-1-1", "0999-01-01", "2026-11-24T00:00"])
      expect(harareDayStart(value), value).toBeNull();
  });
});

describe("listSearchOf", () => {
  it("trims the search and drops dates that are not days", () => {
    expect(listSearchOf({ query: "  amen ", from: "2026-11-01", to: "nope" })).toEqual({
      query: "amen",
      from: "2026-11-01",
      to: "",
    });
    expect(listSearchOf({})).toEqual({ query: "", from: "", to: "" });
  });
});
