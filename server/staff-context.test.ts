import { STAFF_ROLES } from "#server/auth/permissions";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#server/db/connection";
import { migrateToLatest } from "#server/db/migrate";
import { addStaff, findStaffById } from "#server/auth/accounts";
import { COMMAND_LINE } from "#server/domain/activity/activity";
import { staffContextOf, type FormProblem, type IssuedLink } from "./staff-context";
import { resumeSession, startSession } from "#server/auth/sessions";

/** The staff page's operations of the staff context: the admin's permission, and the admin's own account kept safe. */

let database: DatabaseHandle;

beforeEach(async () => {
  database = openDatabase({ kind: "sqlite", file: ":memory:" });
  await migrateToLatest(database.db, "sqlite");
});

afterEach(async () => {
  await database.close();
});

async function contextOf(role: string, email = `${role}@example.org`) {
  const { member } = await addStaff(
    database.db,
    { email, name: `A ${role}`, role, ministries: role === "ministry-leader" ? ["music"] : [] },
    COMMAND_LINE,
    {
      password: "a long enough passphrase",
    },
  );
  const session = await resumeSession(database.db, await startSession(database.db, member.id));
  return { member, staff: staffContextOf(database.db, { session, https: false, forbidden: false, ip: "192.0.2.1" }) };
}

function isProblem(result: IssuedLink | FormProblem): result is FormProblem {
  return "message" in result;
}

describe("staff context: staff accounts", () => {
  it("lets an admin invite, and gives the one-time link's token once", async () => {
    const { staff } = await contextOf("admin");
    const result = await staff.inviteStaff({
      name: "Rudo",
      email: "rudo@example.org",
      role: "ministry-leader",
      ministries: ["youth"],
    });
    expect(isProblem(result)).toBe(false);
    const issued = result as IssuedLink;
    expect(issued.linkToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued.member.ministries).toEqual(["youth"]);
    expect(await staff.activityOf("staff", issued.member.id)).toEqual([
      expect.objectContaining({ action: "staff.added", actor: "A admin" }),
    ]);
  });

  it("answers a refused invitation with every field at fault", async () => {
    const { staff } = await contextOf("admin");
    expect(await staff.inviteStaff({ name: "Rudo", email: "not an address", role: "editor", ministries: [] })).toEqual({
      message: "Enter a valid email address.",
      field: "email",
      errors: { email: "Enter a valid email address." },
    });
    expect(await staff.inviteStaff({ name: " ", email: "not an address", role: "pastor", ministries: [] })).toEqual({
      message: "Enter a valid email address.",
      field: "email",
      errors: {
        email: "Enter a valid email address.",
        name: "Enter a name.",
        role: `Choose a role: ${STAFF_ROLES.join(", ")}.`,
      },
    });
    expect(
      await staff.inviteStaff({ name: "Rudo", email: "rudo@example.org", role: "ministry-leader", ministries: [] }),
    ).toMatchObject({ field: "ministries" });
  });

  it("keeps an admin from disabling or demoting themselves, not from changing others", async () => {
    const { member: self, staff } = await contextOf("admin");
    const { member: editor } = await contextOf("editor");
    expect(await staff.setStaffActive(self.id, false)).toEqual({
      message: "You cannot disable your own account. Ask another admin.",
    });
    expect(await staff.changeStaffRole(self.id, "editor", [])).toMatchObject({ field: "role" });
    expect((await findStaffById(database.db, self.id))?.role).toBe("admin");

    expect(await staff.changeStaffRole(editor.id, "ministry-leader", ["music"])).toBeNull();
    expect(await staff.setStaffActive(editor.id, false)).toBeNull();
    const changed = await findStaffById(database.db, editor.id);
    expect(changed).toMatchObject({ role: "ministry-leader", ministries: ["music"], active: false });
    expect(await staff.newStaffLink(editor.id)).toMatchObject({ message: expect.stringContaining("disabled") });
  });

  it("refuses every staff operation to a role without manageStaff or readActivity", async () => {
    const { staff } = await contextOf("leader");
    await expect(staff.listStaff()).rejects.toMatchObject({ status: 403 });
    await expect(
      staff.inviteStaff({ name: "X", email: "x@example.org", role: "admin", ministries: [] }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(staff.setStaffActive(1, false)).rejects.toMatchObject({ status: 403 });
    await expect(staff.activity({}, 1)).rejects.toMatchObject({ status: 403 });
    await expect(staff.activityOf("staff", 1)).rejects.toMatchObject({ status: 403 });
  });

  it("reads one item's whole history, newest first", async () => {
    const { member: self, staff } = await contextOf("admin");
    const { member: editor } = await contextOf("editor");
    await staff.changeStaffRole(editor.id, "leader", []);
    await staff.setStaffActive(editor.id, false);
    const history = await staff.activityOf("staff", editor.id);
    expect(history.map((row) => row.action)).toEqual(["staff.disabled", "staff.role-changed", "staff.added"]);
    expect(history[1]!.changes).toEqual({ role: ["editor", "leader"] });
    expect(await staff.activityOf("staff", self.id)).toHaveLength(1);
  });

  it("shows an item's history to whoever may open the item, and to nobody else", async () => {
    const { staff: leader } = await contextOf("leader");
    const { staff: editor } = await contextOf("editor");
    const { staff: ministryLeader } = await contextOf("ministry-leader");
    expect(await leader.activityOf("prayer_request", 1)).toEqual([]);
    expect(await ministryLeader.activityOf("message", 1)).toEqual([]);
    await expect(editor.activityOf("prayer_request", 1)).rejects.toMatchObject({ status: 403 });
    await expect(ministryLeader.activityOf("prayer_request", 1)).rejects.toMatchObject({ status: 403 });
    await expect(editor.activityOf("staff", 1)).rejects.toMatchObject({ status: 403 });
  });
});

describe("staff context: the backups' state", () => {
  it("is an admin's only: anyone else is answered 403 by the server, whatever the page asks", async () => {
    const { staff: admin } = await contextOf("admin");
    expect(await admin.backups()).toMatchObject({ last: null, lastGood: null, time: null, places: [] });
    for (const role of ["leader", "editor", "ministry-leader"]) {
      const { staff } = await contextOf(role);
      const refusal = await staff.backups().catch((error: unknown) => error);
      expect(refusal, role).toBeInstanceOf(Response);
      expect((refusal as Response).status, role).toBe(403);
    }
  });
});
