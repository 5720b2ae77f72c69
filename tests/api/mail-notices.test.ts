import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { digestSlot, BUNDLE_MS } from "#server/mail/staff-mail";
import { saveNoticeChoices } from "#server/mail/notices";
import type { StaffMember } from "#server/auth/staff-member";
import { createTestApi, type TestApi } from "./support";
import { writeChurch } from "#server/domain/church/church";
import { seedDemoChurch } from "./fixtures";
import { addPost } from "#tests/support/rows";
import { addMember, runCli } from "./staff-support";
import { fakeClock, nothingWaiting, startSmtpSink, testWorker, type SmtpSink, type TestMailer } from "./mail-support";
import { DEMO_CHURCH } from "#content/demo/church";
import { saveEvent } from "#server/domain/events/authoring";
import { harareDate } from "./events-http-support";
import { actorOf, eventInput, SITE_URL } from "./events-support";

/**
 * Staff notices through a real SMTP server: who is told (their role and ministries),
 * immediate notices bundled, the daily digest at 07:00 Harare on a fake clock, and no private
 * prayer request's text in any mail.
 */

let t: TestApi;
let sink: SmtpSink;
let admin: StaffMember;
let leader: StaffMember;
let editor: StaffMember;
let youthLeader: StaffMember;
let n = 0;

const SECRET = "Please pray about my secret sorrow";

beforeAll(async () => {
  t = await createTestApi({ fixtures: seedDemoChurch });
  sink = await startSmtpSink();
  const db = t.database.db;
  admin = await addMember(db, "admin", { email: `notice-admin-${process.pid}@example.org` });
  leader = await addMember(db, "leader", { email: `notice-leader-${process.pid}@example.org` });
  editor = await addMember(db, "editor", { email: `notice-editor-${process.pid}@example.org` });
  youthLeader = await addMember(db, "ministry-leader", {
    email: `notice-youth-${process.pid}@example.org`,
    ministries: ["youth"],
  });
});
afterAll(async () => {
  await sink.stop();
  await t.close();
});
beforeEach(async () => {
  sink.received.length = 0;
  await nothingWaiting(t.database.db);
  await t.database.db.deleteFrom("staff_notice_choices").execute();
});

async function prayer(isPrivate: boolean) {
  const response = await t.post("/api/prayers/submit/", {
    name: `Visitor ${++n}`,
    email: "visitor@example.org",
    request: SECRET,
    is_private: isPrivate,
  });
  expect(response.statusCode).toBe(201);
}

async function application(ministry: string) {
  const response = await t.post("/api/ministry-forms/", {
    ministry,
    first_name: "Ama",
    last_name: `Applicant ${++n}`,
    email: "applicant@example.org",
    phone: "",
    message: "I would like to help.",
  });
  expect(response.statusCode).toBe(201);
}

const to = (member: StaffMember) => sink.received.filter((mail) => mail.to === member.email);
/** Immediate notices only (the fake clock runs ahead of the items' real times, so digests come too). */
const noticesTo = (member: StaffMember) => to(member).filter((mail) => !mail.subject.startsWith("Daily digest"));

describe("immediate notices", () => {
  let worker: TestMailer;
  const clock = fakeClock(new Date());
  beforeAll(() => {
    worker = testWorker(t.database.db, t.database.engine, sink.port, clock.now);
  });
  afterAll(() => worker.stop());

  it("a private prayer request: admins and leaders are told at once, with a link and never its text", async () => {
    clock.set(new Date(Date.now() + 24 * 3600_000));
    await prayer(true);
    await worker.tick();
    for (const member of [admin, leader]) {
      const [mail, ...more] = noticesTo(member);
      expect(more).toEqual([]);
      expect(mail!.text).toContain("A private prayer request");
      expect(mail!.text).toMatch(/http:\/\/localhost\/admin\/prayer-requests\/\d+/);
      expect(mail!.raw).not.toContain("secret sorrow");
      expect(mail!.raw).not.toContain("visitor@example.org");
      expect(mail!.html).toContain("/admin/account");
    }
    // Editors and ministry leaders may not read prayer requests: told nothing.
    expect(noticesTo(editor)).toEqual([]);
    expect(noticesTo(youthLeader)).toEqual([]);
  });

  it("come from the church's sender name (church details) at MAIL_FROM's address; a new name is on the next mail", async () => {
    const fromLine = (member: StaffMember) => {
      const from = noticesTo(member).at(-1)!.headers.get("from") as { value: Array<{ name: string; address: string }> };
      return `${from.value[0]!.name} <${from.value[0]!.address}>`;
    };
    clock.advance(3600_000);
    await prayer(true);
    await worker.tick();
    expect(fromLine(admin)).toBe(`${DEMO_CHURCH.mailSenderName} <hello@example.org>`);
    await writeChurch(t.database.db, { ...DEMO_CHURCH, mailSenderName: "Grace Chapel, Avondale" });
    try {
      clock.advance(3600_000);
      await prayer(true);
      await worker.tick();
      expect(fromLine(admin)).toBe("Grace Chapel, Avondale <hello@example.org>");
    } finally {
      await writeChurch(t.database.db, DEMO_CHURCH);
    }
  });

  it("several within 5 minutes are bundled into one mail", async () => {
    clock.set(new Date(Date.now() + 48 * 3600_000));
    await prayer(true);
    await worker.tick();
    expect(noticesTo(admin)).toHaveLength(1);
    // Three more in the next minutes: held while the last mail is under 5 minutes old.
    for (let i = 0; i < 3; i++) {
      clock.advance(60_000);
      await prayer(true);
      await worker.tick();
    }
    expect(noticesTo(admin)).toHaveLength(1);
    clock.advance(BUNDLE_MS - 3 * 60_000);
    await worker.tick();
    const mails = noticesTo(admin);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe("3 new items wait in the back office");
    expect(mails[1]!.text.match(/A private prayer request/g)).toHaveLength(3);
    expect(mails[1]!.raw).not.toContain("secret sorrow");
  });

  it("a member who chose Never is told nothing; a ministry leader hears of their ministries only", async () => {
    clock.set(new Date(Date.now() + 72 * 3600_000));
    await saveNoticeChoices(t.database.db, leader, { "private-prayer-requests": "never" });
    await saveNoticeChoices(t.database.db, youthLeader, { applications: "immediately" });
    await prayer(true);
    await application("music");
    await application("youth");
    await worker.tick();
    expect(noticesTo(leader)).toEqual([]);
    expect(noticesTo(admin)).toHaveLength(1);
    const [mail, ...more] = noticesTo(youthLeader);
    expect(more).toEqual([]);
    expect(mail!.text).toContain("(youth)");
    expect(mail!.text).not.toContain("(music)");
  });
});

describe("the daily digest", () => {
  it("three items in a day give one mail at 07:00 Harare, listing them with links", async () => {
    const start = new Date(Date.now() + 96 * 3600_000);
    const clock = fakeClock(start);
    const worker = testWorker(t.database.db, t.database.engine, sink.port, clock.now);
    try {
      // A day on the fake clock: the items arrive (their notices dated) in the hours after one
      // 07:00, and the next 07:00 gives the digest.
      const seven = digestSlot(start, "07:00").at;
      // That morning's digest ran (nothing waited then).
      clock.set(seven);
      await worker.tick();
      await prayer(false);
      await application("youth");
      await t.post("/api/contact/contact/submit/", {
        name: "Caller",
        email: "caller@example.org",
        subject: "Visit",
        message: "When do you meet?",
        form_type: "contact",
      });
      const hours = [2, 9, 15];
      const fresh = await t.database.db
        .selectFrom("staff_notices")
        .select("id")
        .where("mailed_at", "is", null)
        .orderBy("id")
        .execute();
      for (const [i, { id }] of fresh.entries()) {
        const at = new Date(seven.getTime() + hours[Math.min(i, 2)]! * 3600_000).toISOString();
        await t.database.db.updateTable("staff_notices").set({ created_at: at }).where("id", "=", id).execute();
      }
      for (const hours of [1, 6, 12, 23]) {
        clock.set(new Date(seven.getTime() + hours * 3600_000));
        await worker.tick();
      }
      expect(to(admin)).toEqual([]);
      clock.set(new Date(seven.getTime() + 24 * 3600_000));
      await worker.tick();
      clock.advance(3600_000);
      await worker.tick();
      const [digest, ...more] = to(admin);
      expect(more).toEqual([]);
      expect(digest!.subject).toBe("Daily digest: 3 items wait");
      expect(digest!.text).toContain("Prayer request from Visitor");
      expect(digest!.text).toContain("Message from Caller");
      expect(digest!.text).toContain("Application from Ama");
      expect(digest!.text).toContain("http://localhost/admin/messages/");
      expect(digest!.raw).not.toContain("secret sorrow");
      // The editor reads none of these lists: no digest. The youth leader's lists its application only.
      expect(to(editor)).toEqual([]);
      const youth = to(youthLeader);
      expect(youth).toHaveLength(1);
      expect(youth[0]!.subject).toBe("Daily digest: 1 item waits");
    } finally {
      await worker.stop();
    }
  });

  it("nothing waits at 07:00: no digest", async () => {
    const start = new Date(Date.now() + 200 * 3600_000);
    const seven = digestSlot(start, "07:00").at;
    const clock = fakeClock(new Date(seven.getTime() + 60_000));
    const worker = testWorker(t.database.db, t.database.engine, sink.port, clock.now);
    try {
      await application("music");
      await t.database.db
        .updateTable("staff_notices")
        .set({ created_at: new Date(seven.getTime() + 3600_000).toISOString() })
        .where("mailed_at", "is", null)
        .execute();
      await t.database.db
        .updateTable("ministry_applications")
        .set({ status: "done", handled_at: new Date().toISOString() })
        .execute();
      clock.set(new Date(seven.getTime() + 24 * 3600_000));
      await worker.tick();
      expect(sink.received).toEqual([]);
    } finally {
      await worker.stop();
    }
  });
});

describe("digestSlot", () => {
  it("is the last 07:00 in Harare (05:00 UTC)", () => {
    expect(digestSlot(new Date("2026-03-02T04:59:00Z"), "07:00")).toEqual({
      at: new Date("2026-03-01T05:00:00Z"),
      day: "2026-03-01",
    });
    expect(digestSlot(new Date("2026-03-02T05:00:00Z"), "07:00")).toEqual({
      at: new Date("2026-03-02T05:00:00Z"),
      day: "2026-03-02",
    });
    expect(digestSlot(new Date("2026-03-02T23:30:00Z"), "00:30")).toEqual({
      at: new Date("2026-03-02T22:30:00Z"),
      day: "2026-03-03",
    });
  });
});

describe("staff one-time links", () => {
  it("the command line's invitation and reset are mailed with the link it prints", async () => {
    const clock = fakeClock(new Date(Date.now() + 1000 * 3600_000));
    const worker = testWorker(t.database.db, t.database.engine, sink.port, clock.now);
    try {
      const email = `invited-${process.pid}@example.org`;
      const added = await runCli(t.database.db, [
        "add",
        "--email",
        email,
        "--name",
        "Invited Person",
        "--role",
        "editor",
      ]);
      expect(added.code).toBe(0);
      // Sent before the reset: a new link cancels the earlier one's mail while it still waits.
      await worker.tick();
      const reset = await runCli(t.database.db, ["reset", "--email", email]);
      await worker.tick();
      const mails = sink.received.filter((mail) => mail.to === email);
      expect(mails.map((mail) => mail.subject)).toEqual([
        `Your ${DEMO_CHURCH.name} staff account`,
        `Your ${DEMO_CHURCH.name} staff account`,
      ]);
      expect(mails[0]!.text).toContain(added.out.at(-1)!);
      expect(mails[1]!.text).toContain(reset.out.at(-1)!);
      expect(mails[1]!.text).toContain("Hello Invited Person,");
    } finally {
      await worker.stop();
    }
  });
});

describe("who is told of a pending comment", () => {
  it("those who moderate (editors too), by daily digest; a ministry leader not", async () => {
    const post = await addPost(t.database.db, { slug: `notice-post-${process.pid}`, author: "A" });
    const response = await t.post("/api/comments/create/", {
      post_slug: `notice-post-${process.pid}`,
      name: "Commenter",
      email: "c@example.org",
      text: "Amen",
    });
    expect(response.statusCode).toBe(201);
    const comment = await t.database.db
      .selectFrom("comments")
      .select("id")
      .where("post_id", "=", post)
      .executeTakeFirstOrThrow();
    const notices = await t.database.db
      .selectFrom("staff_notices")
      .select(["staff_id", "delivery"])
      .where("kind", "=", "comments")
      .where("item_id", "=", comment.id)
      .where("staff_id", "in", [admin.id, leader.id, editor.id, youthLeader.id])
      .execute();
    expect(new Map(notices.map((row) => [row.staff_id, row.delivery]))).toEqual(
      new Map([
        [admin.id, "digest"],
        [leader.id, "digest"],
        [editor.id, "digest"],
      ]),
    );
  });
});

describe("who is told of a registration for an event", () => {
  it("those who keep the calendar, as they chose; a ministry leader of that ministry's events only; no contact detail in the mail", async () => {
    const db = t.database.db;
    const start = new Date(Date.now() + 144 * 3600_000);
    const clock = fakeClock(start);
    const worker = testWorker(db, t.database.engine, sink.port, clock.now);
    try {
      const day = harareDate(14);
      const create = async (title: string, ministry: string) =>
        (await saveEvent(
          db,
          SITE_URL,
          admin,
          actorOf(admin),
          null,
          eventInput({
            title,
            ministry,
            start: `${day}T15:00`,
            end: `${day}T17:00`,
            registration: true,
            capacity: "20",
          }),
          new Date(),
        ))!;
      const youth = await create(`Youth Camp ${process.pid}`, "youth");
      const supper = await create(`Church Supper ${process.pid}`, "");
      await saveNoticeChoices(db, youthLeader, { registrations: "immediately" });
      const register = async (slug: string) => {
        const response = await t.post(`/api/events/${slug}/register/`, {
          occurrence: `${day}T15:00`,
          name: "Rudo Registrant",
          email: "rudo.registrant@example.org",
          phone: "0771234567",
          party: 2,
        });
        expect(response.statusCode).toBe(201);
      };
      await register((youth as { slug: string }).slug);
      await register((supper as { slug: string }).slug);
      await worker.tick();
      const [mail, ...more] = noticesTo(youthLeader);
      expect(more).toEqual([]);
      expect(mail!.text).toContain("Registration from Rudo Registrant (2 people)");
      expect(mail!.text).toContain(`Youth Camp ${process.pid}`);
      expect(mail!.text).not.toContain("Church Supper");
      expect(mail!.text).toMatch(/http:\/\/localhost\/admin\/events\/\d+\/registrations\//);
      expect(mail!.raw).not.toContain("rudo.registrant@example.org");
      expect(mail!.raw).not.toContain("0771234567");
      // The others, by the daily digest (their default), for both events; the youth leader not for the supper.
      const notices = await db
        .selectFrom("staff_notices")
        .select(["staff_id", "delivery"])
        .where("kind", "=", "registrations")
        .where("staff_id", "in", [admin.id, leader.id, editor.id, youthLeader.id])
        .execute();
      const count = (id: number, delivery: string) =>
        notices.filter((row) => row.staff_id === id && row.delivery === delivery).length;
      expect([count(admin.id, "digest"), count(leader.id, "digest"), count(editor.id, "digest")]).toEqual([2, 2, 2]);
      expect(count(youthLeader.id, "immediately")).toBe(1);
    } finally {
      await worker.stop();
    }
  });
});
