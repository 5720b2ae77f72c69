import { describe, expect, it } from "vitest";
import { changeLines, countOf, currentNavPath, fieldLabel, parseItemFilter, staffDate, staffTime } from "./format";

describe("staff page formatting", () => {
  it("shows times on Harare's clock (UTC+2)", () => {
    expect(staffTime("2026-11-24T22:47:00.000Z")).toBe("25 Nov 2026, 12:47 AM");
    expect(staffTime("not a date")).toBe("not a date");
  });

  it("writes changes as field: before → after", () => {
    expect(
      changeLines({ role: ["editor", "admin"], ministries: [[], ["music", "youth"]], active: [true, false] }),
    ).toEqual(["Role: editor → admin", "Ministries: none → music, youth", "Active: yes → no"]);
    expect(changeLines({ role: [null, "leader"] })).toEqual(["Role: none → leader"]);
    // A new account without ministries: nothing changed worth a line.
    expect(changeLines({ ministries: [null, []] })).toEqual([]);
  });

  it("reads ?item=type:id and nothing else", () => {
    expect(parseItemFilter("staff:12")).toEqual({ itemType: "staff", itemId: "12" });
    expect(parseItemFilter("prayer-request:7")).toEqual({ itemType: "prayer-request", itemId: "7" });
    expect(parseItemFilter("staff")).toBeNull();
    expect(parseItemFilter(null)).toBeNull();
    expect(parseItemFilter("staff:1 OR 1=1")).toBeNull();
  });

  it("finds the navigation item of a page, the dashboard only for itself", () => {
    const paths = ["/admin", "/admin/messages", "/admin/staff"];
    expect(currentNavPath(paths, "/admin")).toBe("/admin");
    expect(currentNavPath(paths, "/admin/messages/4")).toBe("/admin/messages");
    expect(currentNavPath(paths, "/admin/nowhere")).toBeNull();
    expect(currentNavPath(paths, "/admin/prayer-requests")).toBeNull();
    expect(currentNavPath(paths, "/about-us")).toBeNull();
  });
});

describe("staff dates", () => {
  it("writes instants in Harare time, two hours ahead of UTC", () => {
    expect(staffTime("2026-01-04T22:30:00.000Z")).toBe("5 Jan 2026, 12:30 AM");
    expect(staffDate("2026-01-04T22:30:00.000Z")).toBe("5 Jan 2026");
  });

  it("keeps a calendar date as the day it names", () => {
    expect(staffDate("2026-03-09")).toBe("9 Mar 2026");
  });

  it("counts in words", () => {
    expect(countOf(1, "comment")).toBe("1 comment");
    expect(countOf(1200, "reply", "replies")).toBe("1,200 replies");
    expect(countOf(5, "category")).toBe("5 categories");
    expect(countOf(2, "sermon category")).toBe("2 sermon categories");
    expect(countOf(3, "day")).toBe("3 days");
    expect(countOf(2, "match")).toBe("2 matches");
  });
});

describe("the activity log's changes", () => {
  it("reads field names as words and dates in Harare time", () => {
    expect(
      changeLines({
        publishAt: ["2026-11-26T00:54:35.724Z", "2026-12-01T07:00:00.000Z"],
        prayer_date: ["2026-11-03", null],
        title: ["Old", "New"],
        ministries: [[], []],
      }),
    ).toEqual([
      "Publish at: 26 Nov 2026, 2:54 AM → 1 Dec 2026, 9:00 AM",
      "Prayer date: 3 Nov 2026 → none",
      "Title: Old → New",
    ]);
  });

  it("reads actions and item types as words", () => {
    expect(fieldLabel("comment.approved")).toBe("Comment approved");
    expect(fieldLabel("prayer_request")).toBe("Prayer request");
  });
});

describe("field labels", () => {
  it("turns a form's field names into words", () => {
    expect(fieldLabel("additionalDetails")).toBe("Additional details");
    expect(fieldLabel("areas_of_interest")).toBe("Areas of interest");
    expect(fieldLabel("")).toBe("");
  });
});
