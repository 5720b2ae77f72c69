import { describe, expect, it } from "vitest";
import { areaOf, isOpenStaffPath, isStaffPath, STAFF_AREAS } from "./areas";

describe("staff areas", () => {
  it("lists the navigation of issue 13, in order", () => {
    expect(STAFF_AREAS.map((area) => area.label)).toEqual([
      "Dashboard", "Comments", "Messages", "Prayer requests", "Applications", "Subscribers",
      "Posts", "Sermons", "Staff", "Activity", "Account",
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
    for (const path of ["/admin", "/admin/", "/admin.data", "/admin/comments", "/admin/sign-in"]) expect(isStaffPath(path), path).toBe(true);
    for (const path of ["/administrator", "/admins", "/", "/api/admin", "/Admin"]) expect(isStaffPath(path), path).toBe(false);
    expect(isOpenStaffPath("/admin/sign-in")).toBe(true);
    expect(isOpenStaffPath("/admin/welcome/abc")).toBe(true);
    expect(isOpenStaffPath("/admin/welcome")).toBe(false);
    expect(isOpenStaffPath("/admin/sign-in/x")).toBe(false);
    expect(isOpenStaffPath("/admin/comments")).toBe(false);
  });
});
