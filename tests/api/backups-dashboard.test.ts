import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimRun, failRun, finishRun } from "#server/backups/runs";
import type { StaffRole } from "#server/auth/permissions";
import { addMember, sessionOf } from "./staff-support";
import { createTestApi, type TestApi } from "./support";

/**
 * /admin's word on the backups (server/backups/runs.ts backupState, context.staff.backups): shown
 * to admins only, the role asked on the server; none yet, the last good one, a failed last run.
 */

let t: TestApi;
const cookies = new Map<StaffRole, string>();

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  for (const role of ["admin", "editor", "leader"] as const) {
    const member = await addMember(t.database.db, role);
    cookies.set(role, `staff_session=${(await sessionOf(t.database.db, member.id)).secret}`);
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function dashboard(role: StaffRole): Promise<string> {
  const response = await t.inject({ method: "GET", url: "/admin", headers: { cookie: cookies.get(role)! } });
  expect(response.statusCode).toBe(200);
  // The page's text, tags dropped, so a sentence reads whole across its elements.
  return response.body
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

const runs = () => ({ db: t.database.db, engine: t.database.engine, siteUrl: t.config.siteUrl });

describe("the backups on the dashboard", () => {
  it("says to an admin, and to nobody else, that there is none yet and how to take one; then the last one, when, how big, where; then a failed last run plainly, with the last good one", async () => {
    let admin = await dashboard("admin");
    expect(admin).toContain("Backups");
    expect(admin).toContain("No backup has been taken yet. Take one now on the server with npm run backup");
    expect(admin).toContain("A backup is taken every day at 02:30 (Harare time).");

    const good = await claimRun(runs(), { trigger: "command", slot: null, now: new Date("2026-11-25T00:30:00Z") });
    if (!good.ok) throw new Error("not claimed");
    await finishRun(t.database.db, good.run.id, {
      fileName: "church-site-2026-11-25T023000+0200.tar.gz",
      bytes: 12_900_000,
      places: ["/srv/klm/data/backups", "s3://church-bucket/backups/"],
      now: new Date("2026-11-25T00:30:09Z"),
    });
    admin = await dashboard("admin");
    expect(admin).toContain(
      "Last backup: 25 Nov 2026, 2:30 AM, 13 MB, in /srv/klm/data/backups and s3://church-bucket/backups/.",
    );

    const bad = await claimRun(runs(), {
      trigger: "schedule",
      slot: "2026-11-26",
      now: new Date("2026-11-26T00:30:00Z"),
    });
    if (!bad.ok) throw new Error("not claimed");
    await failRun(runs(), bad.run, "ENOSPC: no space left on device, write", new Date("2026-11-26T00:30:04Z"));
    admin = await dashboard("admin");
    expect(admin).toContain("The last backup failed (26 Nov 2026, 2:30 AM).");
    expect(admin).toContain("ENOSPC: no space left on device, write");
    expect(admin).toContain("The last good backup: 25 Nov 2026, 2:30 AM, 13 MB");

    for (const role of ["editor", "leader"] as const) {
      const page = await dashboard(role);
      expect(page, role).not.toContain("Backups");
      expect(page, role).not.toContain("backup");
      expect(page, role).not.toContain("ENOSPC");
    }
  }, 60_000);
});
