import { describe, expect, it } from "vitest";
import { changeLines, currentNavPath, pageHref, pageNumber, parseItemFilter, staffTime } from "./format";

describe("staff page formatting", () => {
  it("shows times on Harare's clock (UTC+2)", () => {
    expect(staffTime("2026-11-24T22:47:00.000Z")).toBe("25 Nov 2026, 12:47 AM");
    expect(staffTime("not a date")).toBe("not a date");
  });

  it("writes changes as field: before → after", () => {
    expect(
      changeLines({ role: ["editor", "admin"], ministries: [[], ["music", "youth"]], active: [true, false] }),
    ).toEqual(["role: editor → admin", "ministries: none → music, youth", "active: yes → no"]);
    expect(changeLines({ role: [null, "leader"] })).toEqual(["role: none → leader"]);
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

  it("reads a page number and links to another page keeping the filters", () => {
    expect(pageNumber("3")).toBe(3);
    expect(pageNumber("0")).toBe(1);
    expect(pageNumber("x")).toBe(1);
    expect(pageNumber(null)).toBe(1);
    const search = new URLSearchParams("action=sign-in&page=2");
    expect(pageHref("/admin/activity", search, 3)).toBe("/admin/activity?action=sign-in&page=3");
    expect(pageHref("/admin/activity", search, 1)).toBe("/admin/activity?action=sign-in");
    expect(pageHref("/admin/activity", new URLSearchParams(), 1)).toBe("/admin/activity");
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
