import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimRun, failRun, finishRun } from "#server/backups/runs";
import { enqueueJob } from "#server/jobs/queue";
import { createJobRunner, defineJob } from "#server/jobs/runner";
import { everySeconds } from "#server/jobs/schedule";
import type { StaffRole } from "#server/auth/permissions";
import { addMember, sessionOf } from "./staff-support";
import { createTestApi, type TestApi } from "./support";

/**
 * /admin's word on the backups (server/backups/runs.ts backupState, context.staff.backups) and on
 * the jobs (server/jobs/overview.ts, context.staff.jobs, and /admin/jobs): shown to admins only,
 * the role asked on the server; none yet, the last good one, a failed last run; a failing job, why,
 * and what comes next.
 */

let t: TestApi;
const cookies = new Map<StaffRole, string>();

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  for (const role of ["admin", "editor", "leader"] as const) {
    const member = await addMember(t.database.db, role);
    cookies.set(role, `staff_session=${(await sessionOf(t.database.db, member.id)).secret}`);
  }
}, 180_000);

afterAll(async () => {
  await t?.close();
});

async function dashboard(role: StaffRole, url = "/admin"): Promise<string> {
  const response = await t.inject({ method: "GET", url, headers: { cookie: cookies.get(role)! } });
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

describe("the jobs on the dashboard and at /admin/jobs", () => {
  it("tell an admin, and nobody else, that every job ran well; then which failed, why, and what comes next", async () => {
    // Now, on the clock of the app's own reads (staffTime writes Harare time).
    const start = new Date();
    const log: string[] = [];
    const jobs = createJobRunner({
      db: t.database.db,
      engine: t.database.engine,
      clock: () => start,
      log: { info: () => {}, warn: (line) => log.push(line), error: (line) => log.push(line) },
      jobs: [
        defineJob({ name: "mail", schedule: everySeconds(1), run: async () => {} }),
        defineJob({
          name: "giving.poll",
          retry: { tries: 2, firstDelayMs: 60_000, longestDelayMs: 60_000 },
          async run({ attempt }) {
            throw new Error(`the provider did not answer (try ${attempt}) for donor amai@example.org`);
          },
        }),
      ],
    });
    try {
      await jobs.tick();
      let admin = await dashboard("admin");
      expect(admin).toContain("Every job ran well in the last 7 days. See the jobs.");
      let page = await dashboard("admin", "/admin/jobs");
      expect(page).toContain("No job has failed in the last 7 days.");
      expect(page).toContain("Sending mail (the staff’s notices and digests, then the outbox)");
      expect(page).toContain("every 1 s");
      expect(page).toContain("No one-off job waits.");

      await enqueueJob(
        t.database.db,
        { name: "giving.poll" },
        { dueAt: start, payload: { giftId: 17 }, key: "poll:gift:17" },
      );
      await jobs.tick();
      page = await dashboard("admin", "/admin/jobs");
      expect(page).toContain("Trying again");
      expect(page).toContain("Job poll:gift:17");
      expect(page).toMatch(/1 failed try so far; the next try \d+ \w+ \d{4}, \d+:\d\d [AP]M\./);
      expect(page).toContain("the provider did not answer (try 1) for donor [address]");
      expect(page).not.toContain("amai@example.org");
      admin = await dashboard("admin");
      expect(admin).toContain("1 job failed and needs a look. See the jobs.");

      await t.database.db
        .updateTable("jobs")
        .set({ due_at: start.toISOString() })
        .where("key", "=", "poll:gift:17")
        .execute();
      await jobs.tick();
      page = await dashboard("admin", "/admin/jobs");
      expect(page).toContain("Failed for good after 2 tries");
      expect(page).toContain("the provider did not answer (try 2)");
      expect(log.join("\n")).not.toContain("amai@example.org");

      // A scheduled job no server has run for an hour: said on the dashboard too.
      await t.database.db
        .updateTable("jobs")
        .set({ due_at: new Date(start.getTime() - 60 * 60_000).toISOString() })
        .where("key", "=", "mail")
        .execute();
      admin = await dashboard("admin");
      expect(admin).toContain("1 job failed and needs a look. 1 job is past due: no server has run it. See the jobs.");
      page = await dashboard("admin", "/admin/jobs");
      expect(page).toMatch(/Due since [^,]+, [^,]+, and no server has run it yet: the server’s log says why\./);

      for (const role of ["editor", "leader"] as const) {
        const other = await dashboard(role);
        expect(other, role).not.toContain("See the jobs");
        expect(other, role).not.toContain("provider");
        const refused = await t.inject({ method: "GET", url: "/admin/jobs", headers: { cookie: cookies.get(role)! } });
        expect(refused.statusCode, role).toBe(403);
        expect(refused.body, role).not.toContain("provider");
      }
    } finally {
      await jobs.stop();
      await t.database.db.deleteFrom("jobs").execute();
    }
  }, 60_000);
});
