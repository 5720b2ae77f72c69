import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { digestSlot, BUNDLE_MS } from "#server/mail/staff-mail";
import { saveNoticeChoices, type NoticeChoices } from "#server/mail/notices";
import { changeRole, setStaffActive } from "#server/auth/accounts";
import type { StaffMember } from "#server/auth/staff-member";
import type { StaffRole } from "#server/auth/permissions";
import { createTestApi, ENGINE, type TestApi } from "./support";
import { addMember } from "./staff-support";
import { fakeClock, nothingWaiting, startSmtpSink, testWorker, type SmtpSink } from "./mail-support";

/**
 * Notices follow the member's access as it is when the mail is made, not as it was when the item
 * arrived: a leader demoted, a ministry leader moved to other ministries, or a member disabled
 * within the 5-minute bundling window (or before the digest) is not told of what they may no
 * longer read, even when the mail was already made and waits in the outbox. Through a real SMTP
 * server on loopback, on the engine under test.
 */

let t: TestApi;
let sink: SmtpSink;
let admin: StaffMember;
let n = 0;
let hours = 0;
const IMMEDIATELY: NoticeChoices = {
  "prayer-requests": "immediately",
  messages: "immediately",
  applications: "immediately",
};

beforeAll(async () => {
  t = await createTestApi();
  sink = await startSmtpSink();
  admin = await addMember(t.database.db, "admin", { email: `access-admin-${process.pid}@example.org` });
  await saveNoticeChoices(t.database.db, admin, IMMEDIATELY);
});
afterAll(async () => {
  await sink.stop();
  await t.close();
});
beforeEach(async () => {
  sink.received.length = 0;
  await nothingWaiting(t.database.db);
});

const ACTOR = () => ({ staffId: admin.id, name: admin.name });

async function member(role: StaffRole, choices: NoticeChoices, ministries?: string[]): Promise<StaffMember> {
  n += 1;
  const added = await addMember(t.database.db, role, {
    email: `access-${role}-${n}-${process.pid}@example.org`,
    ministries,
  });
  await saveNoticeChoices(t.database.db, added, choices);
  return added;
}

async function prayer(name: string) {
  const response = await t.post("/api/prayers/submit/", {
    name,
    email: "visitor@example.org",
    request: "Please pray for us",
    is_private: false,
  });
  expect(response.statusCode).toBe(201);
}

async function message(name: string) {
  const response = await t.post("/api/contact/contact/submit/", {
    name,
    email: "caller@example.org",
    subject: "Visit",
    message: "When do you meet?",
    form_type: "contact",
  });
  expect(response.statusCode).toBe(201);
}

async function application(ministry: string, lastName: string) {
  const response = await t.post("/api/ministry-forms/", {
    ministry,
    first_name: "Ama",
    last_name: lastName,
    email: "applicant@example.org",
    phone: "",
    message: "I would like to help.",
  });
  expect(response.statusCode).toBe(201);
}

let sinkIsDown = false;
async function sinkDown() {
  await sink.stop();
  sinkIsDown = true;
}
async function sinkUp() {
  if (!sinkIsDown) return;
  await sink.start();
  sinkIsDown = false;
}

const mailsTo = (who: StaffMember) => sink.received.filter((mail) => mail.to === who.email);

/** A worker on a fake clock of its own, far from the other tests' (bundles and digests are per person and time). */
function worker() {
  hours += 1000;
  const clock = fakeClock(new Date(Date.now() + hours * 3600_000));
  return { clock, worker: testWorker(t.database.db, t.database.engine, sink.port, clock.now) };
}

/** The member's first immediate mail, so that what comes next waits in the 5-minute bundle. */
async function openBundle(who: StaffMember, tick: () => Promise<unknown>, first: () => Promise<void>) {
  await first();
  await tick();
  expect(mailsTo(who)).toHaveLength(1);
}

/**
 * A leader told at once, their first mail sent (the prayer request from `first`), then a prayer
 * request from `visitor` and a message from `caller` waiting in their 5-minute bundle.
 */
async function leaderWithBundleWaiting(first: string, visitor: string, caller: string) {
  const leader = await member("leader", IMMEDIATELY);
  const { clock, worker: mailer } = worker();
  try {
    await openBundle(
      leader,
      () => mailer.tick(),
      () => prayer(first),
    );
    clock.advance(60_000);
    await prayer(visitor);
    await message(caller);
    await mailer.tick();
  } catch (error) {
    await mailer.stop();
    throw error;
  }
  return { leader, clock, mailer };
}

describe(`notices and a member's changed access (${ENGINE})`, () => {
  it("a leader demoted to editor within the bundling window is not sent the prayer request and message that waited", async () => {
    const { leader, clock, mailer } = await leaderWithBundleWaiting(
      "First Visitor",
      "Second Visitor",
      "Curious Caller",
    );
    try {
      expect(mailsTo(leader)).toHaveLength(1);
      // The admin takes the access away (the staff page's operation), the window closes.
      await changeRole(t.database.db, leader, "editor", [], ACTOR());
      clock.advance(BUNDLE_MS);
      await mailer.tick();
      clock.advance(BUNDLE_MS);
      await mailer.tick();
      const later = mailsTo(leader).slice(1);
      expect(later.map((mail) => mail.text).join("\n")).not.toMatch(/Prayer request from|Message from/);
      expect(
        await t.database.db
          .selectFrom("staff_notices")
          .select("id")
          .where("staff_id", "=", leader.id)
          .where("mailed_at", "is", null)
          .execute(),
      ).toEqual([]);
      // The admin, who may still read them, is told.
      expect(
        mailsTo(admin)
          .map((mail) => mail.text)
          .join("\n"),
      ).toContain("Prayer request from Second Visitor");
    } finally {
      await mailer.stop();
    }
  });

  it("the bundle is made from the member's role as it is then, however the role changed", async () => {
    const { leader, clock, mailer } = await leaderWithBundleWaiting(
      "Early Visitor",
      "Waiting Visitor",
      "Waiting Caller",
    );
    try {
      // Changed by another way than the staff page (another process, a restore): the notices are still there.
      await t.database.db.updateTable("staff").set({ role: "editor" }).where("id", "=", leader.id).execute();
      clock.advance(BUNDLE_MS);
      await mailer.tick();
      expect(
        mailsTo(leader)
          .slice(1)
          .map((mail) => mail.text)
          .join("\n"),
      ).not.toMatch(/Prayer request from|Message from/);
    } finally {
      await mailer.stop();
    }
  });

  it("a ministry leader moved to another ministry hears of the new one's applications only", async () => {
    const youth = await member("ministry-leader", { applications: "immediately" }, ["youth"]);
    const { clock, worker: mailer } = worker();
    try {
      await openBundle(
        youth,
        () => mailer.tick(),
        () => application("youth", "Opener"),
      );
      clock.advance(60_000);
      await application("youth", "Stale");
      await mailer.tick();
      // Moved by a direct change of the ministries (so the queued youth notice stays), then a music application.
      await t.database.db.deleteFrom("staff_ministries").where("staff_id", "=", youth.id).execute();
      await t.database.db.insertInto("staff_ministries").values({ staff_id: youth.id, ministry: "music" }).execute();
      await application("music", "Fresh");
      clock.advance(BUNDLE_MS);
      await mailer.tick();
      const [, bundle, ...more] = mailsTo(youth);
      expect(more).toEqual([]);
      expect(bundle!.text).toContain("Application from Ama Fresh");
      expect(bundle!.text).not.toContain("Ama Stale");
    } finally {
      await mailer.stop();
    }
  });

  it.each([
    ["disabled", (who: StaffMember) => setStaffActive(t.database.db, who, false, ACTOR())],
    ["demoted to editor", (who: StaffMember) => changeRole(t.database.db, who, "editor", [], ACTOR())],
  ])(
    "a mail already made and waiting in the outbox (the SMTP server was down) is not sent once the member is %s",
    async (_change, change) => {
      const leader = await member("leader", IMMEDIATELY);
      const { clock, worker: mailer } = worker();
      try {
        await sinkDown();
        await prayer("Unseen Visitor");
        await message("Private Caller");
        await mailer.tick();
        const waiting = await t.database.db
          .selectFrom("mail_outbox")
          .select("status")
          .where("recipient", "=", leader.email)
          .execute();
        expect(waiting).toEqual([{ status: "waiting" }]);
        await change(leader);
        await sinkUp();
        clock.advance(3600_000);
        await mailer.tick();
        expect(mailsTo(leader)).toEqual([]);
        expect(
          await t.database.db.selectFrom("mail_outbox").select("id").where("recipient", "=", leader.email).execute(),
        ).toEqual([]);
        // Mails for others, made at the same time, still go.
        expect(
          mailsTo(admin)
            .map((mail) => mail.text)
            .join("\n"),
        ).toContain("Prayer request from Unseen Visitor");
      } finally {
        await sinkUp();
        await mailer.stop();
      }
    },
  );

  it("the daily digest lists only what the member may read when it is made", async () => {
    const leader = await member("leader", { messages: "digest", applications: "digest" });
    const { clock, worker: mailer } = worker();
    try {
      const seven = digestSlot(clock.now(), "07:00").at;
      clock.set(seven);
      await mailer.tick();
      await application("music", "Musician");
      await application("youth", "Youngster");
      await t.database.db
        .updateTable("staff_notices")
        .set({ created_at: new Date(seven.getTime() + 3600_000).toISOString() })
        .where("mailed_at", "is", null)
        .execute();
      // Made a youth ministry leader before the digest, straight in the database.
      await t.database.db.updateTable("staff").set({ role: "ministry-leader" }).where("id", "=", leader.id).execute();
      await t.database.db.insertInto("staff_ministries").values({ staff_id: leader.id, ministry: "youth" }).execute();
      clock.set(new Date(seven.getTime() + 24 * 3600_000));
      await mailer.tick();
      const [digest, ...more] = mailsTo(leader);
      expect(more).toEqual([]);
      expect(digest!.text).toContain("Application from Ama Youngster");
      expect(digest!.text).not.toContain("Musician");
    } finally {
      await mailer.stop();
    }
  });
});
