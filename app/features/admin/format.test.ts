import { describe, expect, it } from "vitest";
import { countOf, fieldLabel, staffDate, staffDateTime } from "./format";

describe("staff dates", () => {
  it("writes instants in Harare time, two hours ahead of UTC", () => {
    expect(staffDateTime("2026-01-04T22:30:00.000Z")).toBe("5 Jan 2026, 00:30");
    expect(staffDate("2026-01-04T22:30:00.000Z")).toBe("5 Jan 2026");
  });

  it("keeps a calendar date as the day it names", () => {
    expect(staffDate("2026-03-09")).toBe("9 Mar 2026");
  });

  it("counts in words", () => {
    expect(countOf(1, "comment")).toBe("1 comment");
    expect(countOf(1200, "reply", "replies")).toBe("1,200 replies");
  });
});

describe("field labels", () => {
  it("turns a form's field names into words", () => {
    expect(fieldLabel("additionalDetails")).toBe("Additional details");
    expect(fieldLabel("areas_of_interest")).toBe("Areas of interest");
    expect(fieldLabel("")).toBe("");
  });
});
