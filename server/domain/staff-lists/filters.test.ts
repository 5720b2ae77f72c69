import { describe, expect, it } from "vitest";
import { dateParam, harareDayBounds, listFiltersOf, SEARCH_MAX } from "./filters";

describe("staff list filters", () => {
  it("reads only real YYYY-MM-DD dates", () => {
    expect(dateParam("2026-11-24")).toBe("2026-11-24");
    expect(dateParam("2024-02-29")).toBe("2024-02-29");
    for (const bad of [
      null,
      undefined,
      "",
      "2026-02-30",
      "2026-13-01",
      "24/11/2026",
      "2026-1-2",
      "yesterday",
      "2026-11-24T00:00",
    ])
      expect(dateParam(bad)).toBeNull();
  });

  it("turns Harare days into UTC bounds: from its midnight (22:00 UTC the day before) to the next", () => {
    expect(harareDayBounds({ from: "2026-11-24", to: "2026-11-24" })).toEqual({
      atOrAfter: "2026-11-23T22:00:00.000Z",
      before: "2026-11-24T22:00:00.000Z",
    });
    expect(harareDayBounds({ from: null, to: "2026-12-31" })).toEqual({
      atOrAfter: null,
      before: "2026-12-31T22:00:00.000Z",
    });
    expect(harareDayBounds({ from: null, to: null })).toEqual({ atOrAfter: null, before: null });
  });

  it("reads q, from and to from the URL, ignoring bad values and swapping a reversed range", () => {
    expect(listFiltersOf(new URLSearchParams("q=%20Tariro%20&from=2026-01-05&to=nonsense"))).toEqual({
      q: "Tariro",
      from: "2026-01-05",
      to: null,
    });
    expect(listFiltersOf(new URLSearchParams("from=2026-03-01&to=2026-02-01"))).toEqual({
      q: "",
      from: "2026-02-01",
      to: "2026-03-01",
    });
    expect(listFiltersOf(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(SEARCH_MAX);
    expect(listFiltersOf(new URLSearchParams(""))).toEqual({ q: "", from: null, to: null });
  });
});
