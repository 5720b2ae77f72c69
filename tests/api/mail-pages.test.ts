import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueMail } from "#server/mail/outbox";
import type { StaffMember } from "#server/auth/staff-member";
import { createTestApi, SITE_URL, type TestApi } from "./support";
import { addMember, sessionOf } from "./staff-support";

/** The mail's staff pages through the whole app: /admin/outbox, /admin/newsletter, the notices on /admin/account. */

let t: TestApi;
let admin: StaffMember;
let leader: StaffMember;
const sessions = new Map<number, { cookie: string; token: string }>();

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  const db = t.database.db;
  admin = await addMember(db, "admin", { email: "pages-admin@example.org" });
  leader = await addMember(db, "leader", { email: "pages-leader@example.org" });
  for (const member of [admin, leader]) {
    const session = await sessionOf(db, member.id);
    sessions.set(member.id, { cookie: `staff_session=${session.secret}`, token: session.token });
  }
}, 180_000);
afterAll(() => t.close());

/** A page as its text reads: React's separators between a text's parts taken out. */
async function open(member: StaffMember, url: string) {
  const response = await t.inject({ method: "GET", url, headers: { cookie: sessions.get(member.id)!.cookie } });
  return { statusCode: response.statusCode, body: response.body.replace(/<!-- -->/g, "") };
}

function post(member: StaffMember, url: string, fields: Record<string, string>) {
  const session = sessions.get(member.id)!;
  return t.inject({
    method: "POST",
    url,
    headers: { cookie: session.cookie, "content-type": "application/x-www-form-urlencoded", origin: SITE_URL },
    payload: new URLSearchParams({ ...fields, csrf: session.token }).toString(),
  });
}

describe("/admin/outbox", () => {
  it("without SMTP_URL: the banner says mail is not set up and counts the waiting mails; a failed mail shows the server's answer and Retry queues it again", async () => {
    const db = t.database.db;
    await queueMail(db, SITE_URL, {
      kind: "test",
      to: "one@example.org",
      subject: "Waiting one",
      text: "t",
      html: "<p>t</p>",
    });
    await queueMail(db, SITE_URL, {
      kind: "test",
      to: "two@example.org",
      subject: "Refused one",
      text: "t",
      html: "<p>t</p>",
    });
    await db
      .updateTable("mail_outbox")
      .set({ status: "failed", attempts: 3, last_error: "550 5.1.1 <two@example.org>: Recipient address rejected" })
      .where("subject", "=", "Refused one")
      .execute();
    const waiting = Number(
      (
        await db
          .selectFrom("mail_outbox")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("status", "=", "waiting")
          .executeTakeFirstOrThrow()
      ).n,
    );

    const page = await open(admin, "/admin/outbox");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Mail is not set up yet.");
    expect(page.body).toContain(`${waiting} ${waiting === 1 ? "mail waits" : "mails wait"} here and nothing is sent.`);
    expect(page.body).toContain("Recipient address rejected");
    expect(page.body).toContain(">Retry</button>");
    // No script but the staff forms' one plain script (public/editor-form.js).
    expect(page.body).not.toMatch(/<script[^>]*\bsrc="(?!\/editor-form\.js")/);

    const failed = await db
      .selectFrom("mail_outbox")
      .select(["id", "message_id"])
      .where("subject", "=", "Refused one")
      .executeTakeFirstOrThrow();
    const retried = await post(admin, "/admin/outbox", { intent: "retry", id: String(failed.id) });
    expect(retried.statusCode).toBe(303);
    const row = await db.selectFrom("mail_outbox").selectAll().where("id", "=", failed.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "waiting", attempts: 0, message_id: failed.message_id });
    const activity = await db.selectFrom("activity_log").selectAll().where("action", "=", "mail.retried").execute();
    expect(activity).toHaveLength(1);
    expect(activity[0]!.staff_id).toBe(admin.id);

    // Retrying a mail that has not failed, or none: a clear refusal, nothing changed.
    expect((await post(admin, "/admin/outbox", { intent: "retry", id: String(failed.id) })).statusCode).toBe(400);
    expect((await post(admin, "/admin/outbox", { intent: "retry", id: "abc" })).statusCode).toBe(400);
  });

  it("the digest's time is set here (HH:MM, Harare), refused when it is not a time", async () => {
    const refused = await post(admin, "/admin/outbox", { intent: "digest-time", digestTime: "25:00" });
    expect(refused.statusCode).toBe(400);
    // By its field, with what was typed.
    expect(refused.body).toMatch(/value="25:00"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*value="25:00"/);
    expect(refused.body).toContain("Give a time as HH:MM, e.g. 07:00.");
    expect((await post(admin, "/admin/outbox", { intent: "digest-time", digestTime: "06:30" })).statusCode).toBe(303);
    expect((await open(admin, "/admin/outbox")).body).toContain('value="06:30"');
  });

  it("a leader may not open it", async () => {
    expect((await open(leader, "/admin/outbox")).statusCode).toBe(403);
  });
});

describe("/admin/account notices", () => {
  it("shows the defaults by role and saves a choice", async () => {
    const page = await open(leader, "/admin/account");
    expect(page.body).toContain("Private prayer requests");
    expect(page.body).toMatch(/name="private-prayer-requests"[^>]*>.*?<option value="immediately" selected=""/s);
    expect((await post(leader, "/admin/account", { intent: "notices", messages: "never" })).statusCode).toBe(303);
    expect((await open(leader, "/admin/account")).body).toMatch(
      /name="messages"[^>]*>.*?<option value="never" selected=""/s,
    );
    expect((await post(leader, "/admin/account", { intent: "notices", messages: "sometimes" })).statusCode).toBe(400);
  });
});

describe("/admin/newsletter", () => {
  it("a test to me, then a confirm step, then the mails in the outbox for every confirmed subscriber", async () => {
    const db = t.database.db;
    const at = new Date().toISOString();
    await db
      .insertInto("newsletter_subscribers")
      .values([
        {
          email: "yes-1@example.org",
          email_normalized: "yes-1@example.org",
          name: "",
          created_at: at,
          confirmed_at: at,
          unsubscribe_token: "pages-1",
        },
        {
          email: "yes-2@example.org",
          email_normalized: "yes-2@example.org",
          name: "",
          created_at: at,
          confirmed_at: at,
          unsubscribe_token: "pages-2",
        },
        {
          email: "no@example.org",
          email_normalized: "no@example.org",
          name: "",
          created_at: at,
          unsubscribe_token: "pages-3",
        },
      ])
      .execute();
    const page = await open(leader, "/admin/newsletter");
    expect(page.body).toContain("Send to 2 confirmed subscribers");

    const draft = { subject: "Easter services", body: "Join us.\n\nAll welcome." };
    expect((await post(leader, "/admin/newsletter", { ...draft, intent: "test" })).statusCode).toBe(200);
    expect(
      await db.selectFrom("mail_outbox").select("recipient").where("kind", "=", "newsletter-test").execute(),
    ).toEqual([{ recipient: leader.email }]);

    const review = await post(leader, "/admin/newsletter", { ...draft, intent: "review" });
    expect(review.body.replace(/<!-- -->/g, "")).toContain("Yes, send to 2 subscribers");
    expect(await db.selectFrom("mail_outbox").select("id").where("kind", "=", "newsletter").execute()).toEqual([]);

    // The list changed between the question and the answer: asked again, nothing sent.
    expect((await post(leader, "/admin/newsletter", { ...draft, intent: "send", count: "3" })).statusCode).toBe(400);
    expect((await post(leader, "/admin/newsletter", { ...draft, intent: "send", count: "2" })).statusCode).toBe(303);
    const sent = await db
      .selectFrom("mail_outbox")
      .select("recipient")
      .where("kind", "=", "newsletter")
      .orderBy("recipient")
      .execute();
    expect(sent.map((row) => row.recipient)).toEqual(["yes-1@example.org", "yes-2@example.org"]);
    const after = await open(leader, "/admin/newsletter");
    expect(after.body).toContain("0 sent · 2 waiting · 0 failed");
    expect(after.body).toContain('http-equiv="refresh"');
  });

  it("a subject or a text missing: a clear refusal, nothing queued", async () => {
    const before = await t.database.db.selectFrom("mail_outbox").select("id").execute();
    const answer = await post(admin, "/admin/newsletter", { subject: "", body: "x", intent: "test" });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain("Write a subject.");
    expect(await t.database.db.selectFrom("mail_outbox").select("id").execute()).toHaveLength(before.length);
  });
});

describe("/admin/newsletter's draft", () => {
  it("a subject and a text both missing: each field's message at once, what was typed kept", async () => {
    const answer = await post(admin, "/admin/newsletter", { subject: "", body: "  ", posts: "1", intent: "review" });
    expect(answer.statusCode).toBe(400);
    const body = answer.body.replace(/<!-- -->/g, "");
    expect(body).toContain("Write a subject.");
    expect(body).toContain("Write the newsletter&#x27;s text.");
    expect(body).toMatch(/<input[^>]*checked=""[^>]*name="posts"|<input[^>]*name="posts"[^>]*checked=""/);
    const long = await post(admin, "/admin/newsletter", {
      subject: "s".repeat(201),
      body: "",
      intent: "test",
    });
    expect(long.body).toContain("Use at most 200 characters for the subject.");
    expect(long.body).toContain("Write the newsletter&#x27;s text.");
    expect(long.body).toContain(`value="${"s".repeat(201)}"`);
  });

  it("is kept as it is typed (autosave), shown again on the page, and emptied once sent", async () => {
    const db = t.database.db;
    const kept = await post(leader, "/admin/newsletter/autosave", { subject: "Half a subj", body: "", posts: "1" });
    expect(kept.statusCode).toBe(200);
    expect(kept.headers["cache-control"]).toContain("no-store");
    expect(kept.json()).toMatchObject({ label: expect.stringMatching(/^Saved /) });
    const page = await open(admin, "/admin/newsletter");
    expect(page.body).toContain('value="Half a subj"');
    expect(page.body).toContain('data-autosave-url="/admin/newsletter/autosave"');
    expect(page.body).toMatch(/Draft, kept [^<]+ \(Test leader \d+\)/);
    const refused = await post(leader, "/admin/newsletter/autosave", { subject: "One\nTwo", body: "" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: "Write the subject on one line." });
    expect((await db.selectFrom("newsletter_draft").select("subject").executeTakeFirstOrThrow()).subject).toBe(
      "Half a subj",
    );
    // An editor may not write the newsletter: 403, nothing kept.
    const editor = await addMember(db, "editor", { email: "pages-editor@example.org" });
    const session = await sessionOf(db, editor.id);
    sessions.set(editor.id, { cookie: `staff_session=${session.secret}`, token: session.token });
    expect((await post(editor, "/admin/newsletter/autosave", { subject: "Editor's", body: "" })).statusCode).toBe(403);
    expect(
      (
        await t.inject({
          method: "GET",
          url: "/admin/newsletter/autosave",
          headers: { cookie: sessions.get(editor.id)!.cookie },
        })
      ).statusCode,
    ).toBe(403);

    const confirmed = (await open(leader, "/admin/newsletter")).body.match(/Send to (\d+) confirmed/)![1]!;
    const sent = await post(leader, "/admin/newsletter", {
      subject: "Half a subject no more",
      body: "The whole text.",
      intent: "send",
      count: confirmed,
    });
    expect(sent.statusCode).toBe(303);
    expect(await db.selectFrom("newsletter_draft").selectAll().execute()).toEqual([]);
    expect((await open(leader, "/admin/newsletter")).body).not.toContain('value="Half a subj');
  });
});

describe("/admin/staff's one-time links", () => {
  it("an invitation and a new link are mailed to the person, with the link the page shows", async () => {
    const email = "invited-by-page@example.org";
    const invited = await post(admin, "/admin/staff", {
      intent: "invite",
      name: "Page Invitee",
      email,
      role: "editor",
    });
    expect(invited.statusCode).toBe(200);
    const shown = /\/admin\/welcome\/[A-Za-z0-9_-]+/.exec(invited.body)![0];
    const mails = await t.database.db
      .selectFrom("mail_outbox")
      .select(["kind", "text_body"])
      .where("recipient", "=", email)
      .execute();
    expect(mails.map((mail) => mail.kind)).toEqual(["staff-invitation"]);
    expect(mails[0]!.text_body).toContain(`${SITE_URL}${shown}`);

    const member = await t.database.db
      .selectFrom("staff")
      .select("id")
      .where("email_normalized", "=", email)
      .executeTakeFirstOrThrow();
    const again = await post(admin, "/admin/staff", { intent: "link", staff: String(member.id) });
    expect(again.statusCode).toBe(200);
    const second = /\/admin\/welcome\/[A-Za-z0-9_-]+/.exec(again.body)![0];
    const both = await t.database.db
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("recipient", "=", email)
      .orderBy("id")
      .execute();
    expect(both).toHaveLength(2);
    expect(both[1]!.text_body).toContain(`${SITE_URL}${second}`);
  });
});
