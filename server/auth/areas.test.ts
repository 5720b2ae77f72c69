import { describe, expect, it } from "vitest";
import {
  areaByKey,
  areaOf,
  canonicalPath,
  isOpenStaffPath,
  isStaffPath,
  mayOpen,
  STAFF_AREAS,
  type AreaKey,
} from "./areas";
import { STAFF_ROLES, type StaffRole } from "./permissions";
import { AREAS_EACH_ROLE_OPENS } from "#tests/support/staff-access";

describe("staff areas", () => {
  it("lists the staff navigation, in order", () => {
    expect(STAFF_AREAS.map((area) => area.label)).toEqual([
      "Dashboard",
      "Comments",
      "Messages",
      "Prayer requests",
      "Applications",
      "Subscribers",
      "Posts",
      "Categories",
      "Tags",
      "Sermons",
      "Events",
      "Pictures",
      "Pages",
      "Newsletter",
      "Giving",
      "Staff",
      "Activity",
      "Outbox",
      "Jobs",
      "Church details",
      "Settings",
      "Account",
    ]);
    for (const area of STAFF_AREAS) expect(area.path === "/admin" || area.path.startsWith("/admin/")).toBe(true);
  });

  it("finds the area of a path, of its sub-paths and of its .data request", () => {
    for (const area of STAFF_AREAS) {
      expect(areaOf(area.path).key).toBe(area.key);
      expect(areaOf(`${area.path}.data`).key).toBe(area.key);
      if (area.path !== "/admin") {
        expect(areaOf(`${area.path}/42`).key).toBe(area.key);
        expect(areaOf(`${area.path}/42/edit.data`).key).toBe(area.key);
      }
    }
    expect(areaOf("/admin/prayer-requests/7").key).toBe("prayer-requests");
    // Staff's own pages sit under Pages, an area of their own outside the navigation.
    expect(areaOf("/admin/pages/own").key).toBe("own-pages");
    expect(areaOf("/admin/pages/own/3/revisions").key).toBe("own-pages");
    expect(areaOf("/admin/pages/owner").key).toBe("pages");
    // The calendar's area, outside the navigation until its pages exist.
    expect(areaOf("/admin/events/3/occurrences").key).toBe("events");
  });

  it("takes the longest prefix and a whole path segment, never part of a name", () => {
    expect(areaOf("/admin/staffroom").key).toBe("dashboard");
    expect(areaOf("/admin/posts-archive").key).toBe("dashboard");
    expect(areaOf("/admin/comments2").key).toBe("dashboard");
    expect(areaOf("/admin/account/staff").key).toBe("account");
    expect(areaOf("/admin/posts/staff").key).toBe("posts");
  });

  it("gives the dashboard for /admin and any unknown path under it", () => {
    expect(areaOf("/admin").key).toBe("dashboard");
    expect(areaOf("/admin.data").key).toBe("dashboard");
    expect(areaOf("/admin/nothing-here").key).toBe("dashboard");
    expect(areaOf("/admin/").key).toBe("dashboard");
  });

  it("knows which paths are staff paths, and which are open to anyone", () => {
    for (const path of ["/admin", "/admin/", "/admin.data", "/admin/comments", "/admin/sign-in"])
      expect(isStaffPath(path), path).toBe(true);
    for (const path of ["/administrator", "/admins", "/", "/api/admin", "/Admin"])
      expect(isStaffPath(path), path).toBe(false);
    expect(isOpenStaffPath("/admin/sign-in")).toBe(true);
    expect(isOpenStaffPath("/admin/welcome/abc")).toBe(true);
    expect(isOpenStaffPath("/admin/forgot")).toBe(true);
    expect(isOpenStaffPath("/admin/reset/abc")).toBe(true);
    expect(isOpenStaffPath("/admin/confirm-email/abc")).toBe(true);
    expect(isOpenStaffPath("/admin/reset")).toBe(false);
    expect(isOpenStaffPath("/admin/forgot/x")).toBe(false);
    expect(isOpenStaffPath("/admin/welcome")).toBe(false);
    expect(isOpenStaffPath("/admin/sign-in/x")).toBe(false);
    expect(isOpenStaffPath("/admin/comments")).toBe(false);
  });

  it("knows the sign-in and welcome pages' data requests as open too", () => {
    expect(isOpenStaffPath("/admin/sign-in.data")).toBe(true);
    expect(isOpenStaffPath("/admin/welcome/abc.data")).toBe(true);
    expect(isOpenStaffPath("/admin/comments.data")).toBe(false);
  });

  it("reads a request target as React Router will match it", () => {
    const cases: [string, string][] = [
      ["/admin/comments?next=/admin/staff", "/admin/comments"],
      ["/ADMIN/Staff", "/admin/staff"],
      ["/admin/%73taff", "/admin/staff"],
      ["/admin/%53TAFF.data", "/admin/staff.data"],
      ["/admin/sign-in/../staff", "/admin/staff"],
      ["/admin/welcome/x/../../staff", "/admin/staff"],
      ["/admin/%2e%2e/admin/staff", "/admin/staff"],
      ["/admin/x/..%2Fstaff", "/admin/x/..%2fstaff"],
      ["/admin\\staff", "/admin/staff"],
      ["/admin//staff", "/admin/staff"],
      ["/admin/caf%C3%A9", "/admin/café"],
      ["/admin/%E0%A4%A", "/admin/%e0%a4%a"],
      ["/admin/staff#x", "/admin/staff"],
    ];
    for (const [target, path] of cases) expect(canonicalPath(target), target).toBe(path);
    expect(areaOf(canonicalPath("/admin/sign-in/../staff")).key).toBe("staff");
    expect(isOpenStaffPath(canonicalPath("/admin/welcome/x/../../staff"))).toBe(false);
  });

  it("states which roles open each area (the guard, the navigation, the notices and the loaders all ask mayOpen)", () => {
    const opens = (role: StaffRole) => STAFF_AREAS.filter((area) => mayOpen(role, area)).map((area) => area.key);
    for (const role of STAFF_ROLES) expect(opens(role), role).toEqual(AREAS_EACH_ROLE_OPENS[role]);
    expect(AREAS_EACH_ROLE_OPENS.admin).toEqual(STAFF_AREAS.map((area) => area.key));
  });

  it("reads an area by its key the same way as by the area", () => {
    for (const area of STAFF_AREAS) {
      expect(areaByKey(area.key)).toBe(area);
      for (const role of STAFF_ROLES) expect(mayOpen(role, area.key)).toBe(mayOpen(role, area));
    }
    expect(() => areaByKey("nowhere" as AreaKey)).toThrow();
  });
});
