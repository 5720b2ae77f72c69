import { describe, expect, it } from "vitest";
import {
  can,
  isStaffRole,
  ministryScope,
  requirePermission,
  STAFF_ROLES,
  StaffForbidden,
  type Permission,
  type StaffRole,
} from "./permissions";

// Written out rather than derived: the test states the role rules (docs/product.md, Staff side).
const ALLOWED: Record<Permission, StaffRole[]> = {
  useBackOffice: ["admin", "leader", "editor", "ministry-leader", "treasurer"],
  moderateComments: ["admin", "leader", "editor"],
  readMessages: ["admin", "leader", "ministry-leader"],
  readPrayerRequests: ["admin", "leader"],
  readApplications: ["admin", "leader", "ministry-leader"],
  manageSubscribers: ["admin", "leader"],
  editContent: ["admin", "leader", "editor"],
  manageStaff: ["admin"],
  readActivity: ["admin"],
  manageSettings: ["admin"],
  readBackups: ["admin"],
  readJobs: ["admin"],
  manageGiving: ["admin", "treasurer"],
  editPages: ["admin", "leader", "editor", "ministry-leader"],
  editEvents: ["admin", "leader", "editor", "ministry-leader"],
};

describe("staff permissions", () => {
  it("knows the five roles and nothing else", () => {
    expect([...STAFF_ROLES]).toEqual(["admin", "leader", "editor", "ministry-leader", "treasurer"]);
    for (const role of STAFF_ROLES) expect(isStaffRole(role)).toBe(true);
    for (const other of ["Admin", "owner", "", "admin ", "toString", "__proto__"])
      expect(isStaffRole(other), other).toBe(false);
  });

  it.each(Object.entries(ALLOWED))("%s is allowed to exactly its roles", (permission, roles) => {
    for (const role of STAFF_ROLES)
      expect(can(role, permission as Permission), `${role} ${permission}`).toBe(roles.includes(role));
  });

  it("never lets an editor near what people send", () => {
    for (const permission of ["readPrayerRequests", "readMessages", "readApplications", "manageSubscribers"] as const) {
      expect(can("editor", permission)).toBe(false);
    }
  });

  it("requirePermission throws a 403 StaffForbidden naming the permission", () => {
    expect(() => requirePermission({ role: "admin" }, "manageStaff")).not.toThrow();
    try {
      requirePermission({ role: "leader" }, "manageStaff");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(StaffForbidden);
      expect((error as StaffForbidden).status).toBe(403);
      expect((error as StaffForbidden).permission).toBe("manageStaff");
    }
  });

  it("limits a ministry leader to their own ministries; every other role sees all", () => {
    expect(ministryScope({ role: "ministry-leader", ministries: ["youth", "music"] })).toEqual({
      all: false,
      ministries: ["youth", "music"],
    });
    expect(ministryScope({ role: "ministry-leader", ministries: [] })).toEqual({ all: false, ministries: [] });
    for (const role of ["admin", "leader", "editor"] as const)
      expect(ministryScope({ role, ministries: ["youth"] })).toEqual({ all: true });
  });
});
