import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import type { StaffMember } from "#server/auth/staff-member";
import { memberOfResetLink, requestPasswordReset, RESET_REQUESTED } from "#server/auth/account-links";
import { queueMail } from "#server/mail/outbox";
import { createTestApi, SITE_URL, type TestApi } from "./support";
import { addMember, PASSWORD, sessionOf, setCookieNamed } from "./staff-support";
import { linkIn, startSmtpSink, testWorker, type SmtpSink, type TestMailer } from "./mail-support";

/**
 * A member's own mail through the whole app: "Forgot your password?" (one answer for any address,
 * limited, a link that works once for an hour and signs the member in), their own name and email
 * (a new address confirmed from itself), and the outbox's mails opened and cancelled (admins only).
 * Mail goes to a real SMTP server on loopback.
 */

let t: TestApi;
let sink: SmtpSink;
let worker: TestMailer;
let ipCounter = 0;

/** Each test its own client address: the reset limits count per client. */
function nextIp(): string {
  ipCounter += 1;
  return `192.0.2.${ipCounter}`;
}

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  sink = await startSmtpSink();
  worker = testWorker(t.database.db, t.database.engine, sink.port, () => new Date());
}, 180_000);
afterAll(async () => {
  await worker.stop();
  await sink.stop();
  await t.close();
});
beforeEach(() => {
  sink.received.length = 0;
});

function text(body: string): string {
  return body.replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'");
}

function openPost(url: string, fields: Record<string, string>, extra: Partial<InjectOptions> = {}) {
  return t.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE_URL, ...(extra.headers ?? {}) },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: extra.remoteAddress,
  });
}

async function signedIn(member: StaffMember) {
  const session = await sessionOf(t.database.db, member.id);
  return { cookie: `staff_session=${session.secret}`, token: session.token };
}

function staffPost(who: { cookie: string; token: string }, url: string, fields: Record<string, string>) {
  return openPost(url, { csrf: who.token, ...fields }, { headers: { cookie: who.cookie } });
}

async function deliver(): Promise<void> {
  await worker.tick();
}

async function forgot(email: string, remoteAddress: string) {
  return openPost("/admin/forgot", { email }, { remoteAddress });
}

describe("Forgot your password?", () => {
  // Mail set up, as "Forgot your password?" needs it to make a link at all (the pages read the
  // setting per request); the test worker delivers to the sink. The other describes see it unset.
  beforeAll(() => {
    t.config.mail.smtpUrl = "smtp://127.0.0.1:2525";
  });
  afterAll(() => {
    t.config.mail.smtpUrl = null;
  });

  it("answers the same for a known, an unknown and a disabled address; only the active account gets a link", async () => {
    const db = t.database.db;
    const known = await addMember(db, "editor", { email: "forgot-known@example.org" });
    const disabled = await addMember(db, "editor", { email: "forgot-disabled@example.org" });
    await db.updateTable("staff").set({ active: 0 }).where("id", "=", disabled.id).execute();
    const ip = nextIp();
    const answers = [];
    for (const email of [known.email, "nobody-here@example.org", disabled.email]) {
      const response = await forgot(email, ip);
      answers.push({ status: response.statusCode, said: text(response.body).includes(RESET_REQUESTED) });
    }
    expect(answers).toEqual([
      { status: 200, said: true },
      { status: 200, said: true },
      { status: 200, said: true },
    ]);
    await deliver();
    expect(sink.received.map((mail) => mail.to)).toEqual([known.email]);
    expect(sink.received[0]!.subject).toMatch(/^Choose a new password for /);
    expect(linkIn(sink.received[0]!.text, "/admin/reset/")).toMatch(/\/admin\/reset\/[\w-]{43}$/);
    // Nothing is left of the unknown and the disabled address: no link, no mail, no log row.
    const outbox = await db
      .selectFrom("mail_outbox")
      .select("recipient")
      .where("kind", "=", "staff-password-reset")
      .execute();
    expect(outbox.map((row) => row.recipient)).toEqual([known.email]);
    const logged = await db
      .selectFrom("activity_log")
      .select("summary")
      .where("action", "=", "staff.password-reset-asked")
      .execute();
    expect(logged.map((row) => row.summary)).toEqual([
      `A link to choose a new password was mailed to ${known.name} (asked on the sign-in page)`,
    ]);
  }, 90_000);

  it("is limited like sign-in, the same for an address with or without an account", async () => {
    const db = t.database.db;
    const member = await addMember(db, "editor", { email: "forgot-limit@example.org" });
    for (const email of [member.email, "forgot-limit-nobody@example.org"]) {
      const ip = nextIp();
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await forgot(email, ip)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await forgot(email, ip);
      expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
      expect(text(refused.body)).toContain("Too many attempts. Try again in");
    }
    // Signing in is not what was limited.
    const signIn = await openPost(
      "/admin/sign-in",
      { email: member.email, password: PASSWORD, next: "" },
      { remoteAddress: nextIp() },
    );
    expect(signIn.statusCode).toBe(303);
  });

  it("a link works once, signs the member in with the new password and ends their other sessions", async () => {
    const db = t.database.db;
    const member = await addMember(db, "editor", { email: "forgot-reset@example.org" });
    const before = await signedIn(member);
    await forgot(member.email, nextIp());
    await deliver();
    const link = linkIn(sink.received.find((mail) => mail.to === member.email)!.text, "/admin/reset/");
    const path = new URL(link).pathname;

    const page = await t.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(text(page.body)).toContain("Choose a new password");

    const weak = await openPost(path, { password: "short", repeat: "short" });
    expect(weak.statusCode).toBe(400);
    expect(text(weak.body)).toContain("Use at least 10 characters.");

    const chosen = "a brand new passphrase";
    const done = await openPost(path, { password: chosen, repeat: chosen });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe("/admin/account?changed=reset");
    const cookie = setCookieNamed(done.headers["set-cookie"], "staff_session")!.split(";", 1)[0]!;
    const account = await t.inject({ method: "GET", url: done.headers.location!, headers: { cookie } });
    expect(account.statusCode).toBe(200);
    expect(text(account.body)).toContain("Your new password is saved.");

    // The session from before is over.
    const old = await t.inject({ method: "GET", url: "/admin/account", headers: { cookie: before.cookie } });
    expect(old.statusCode).toBe(303);
    // The link is used up.
    expect((await t.inject({ method: "GET", url: path })).statusCode).toBe(410);
    const again = await openPost(path, { password: "another new passphrase", repeat: "another new passphrase" });
    expect(again.statusCode).toBe(410);
    // The new password signs in; the old one does not.
    const ip = nextIp();
    expect(
      (await openPost("/admin/sign-in", { email: member.email, password: PASSWORD, next: "" }, { remoteAddress: ip }))
        .statusCode,
    ).toBe(401);
    expect(
      (await openPost("/admin/sign-in", { email: member.email, password: chosen, next: "" }, { remoteAddress: ip }))
        .statusCode,
    ).toBe(303);
    const logged = await db
      .selectFrom("activity_log")
      .select("summary")
      .where("action", "=", "staff.password-reset")
      .where("item_id", "=", String(member.id))
      .execute();
    expect(logged).toHaveLength(1);
  });

  it("a link expires after an hour, and a newer one voids the older (its waiting mail cancelled)", async () => {
    const db = t.database.db;
    const member = await addMember(db, "editor", { email: "forgot-expiry@example.org" });
    const tokenOf = (mailText: string) => linkIn(mailText, "/admin/reset/").split("/").pop()!;
    const asked = new Date(Date.now() - 61 * 60_000);
    await requestPasswordReset(db, SITE_URL, member.email, asked);
    const first = await db
      .selectFrom("mail_outbox")
      .select(["id", "text_body"])
      .where("recipient", "=", member.email)
      .executeTakeFirstOrThrow();
    expect(await memberOfResetLink(db, tokenOf(first.text_body))).toBeNull();
    expect(
      await memberOfResetLink(db, tokenOf(first.text_body), new Date(asked.getTime() + 59 * 60_000)),
    ).not.toBeNull();
    expect((await t.inject({ method: "GET", url: `/admin/reset/${tokenOf(first.text_body)}` })).statusCode).toBe(410);

    await db.deleteFrom("mail_outbox").where("recipient", "=", member.email).execute();
    await requestPasswordReset(db, SITE_URL, member.email);
    await requestPasswordReset(db, SITE_URL, member.email);
    const mails = await db
      .selectFrom("mail_outbox")
      .select(["status", "text_body"])
      .where("recipient", "=", member.email)
      .orderBy("id")
      .execute();
    expect(mails.map((mail) => mail.status)).toEqual(["cancelled", "waiting"]);
    expect(await memberOfResetLink(db, tokenOf(mails[0]!.text_body))).toBeNull();
    expect((await memberOfResetLink(db, tokenOf(mails[1]!.text_body)))?.id).toBe(member.id);
  });
});

describe("own name and email", () => {
  it("the name is saved at once; a new address only once confirmed from it, and the old one is told", async () => {
    const db = t.database.db;
    const member = await addMember(db, "editor", { email: "own-old@example.org" });
    const who = await signedIn(member);
    const saved = await staffPost(who, "/admin/account", {
      intent: "details",
      name: "Grace Moyo",
      email: "own-new@example.org",
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe("/admin/account?changed=details");
    let row = await db
      .selectFrom("staff")
      .select(["name", "email"])
      .where("id", "=", member.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "Grace Moyo", email: "own-old@example.org" });
    const page = text((await t.inject({ method: "GET", url: "/admin/account", headers: { cookie: who.cookie } })).body);
    expect(page).toContain("A link to confirm");
    expect(page).toContain("own-new@example.org");
    // No SMTP server is configured for the app: the page says so instead of promising a mail.
    expect(page).toContain("Mail is not set up yet.");
    expect(page).not.toContain("SMTP_URL");

    await deliver();
    const confirmation = sink.received.find((mail) => mail.to === "own-new@example.org")!;
    const path = new URL(linkIn(confirmation.text, "/admin/confirm-email/")).pathname;
    // Opening the link changes nothing; the button does.
    const open = await t.inject({ method: "GET", url: path });
    expect(open.statusCode).toBe(200);
    expect(text(open.body)).toContain("Confirm your new address");
    row = await db.selectFrom("staff").select(["name", "email"]).where("id", "=", member.id).executeTakeFirstOrThrow();
    expect(row.email).toBe("own-old@example.org");
    const confirmed = await openPost(path, {});
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe("/admin/sign-in?changed=email");
    expect(text((await t.get("/admin/sign-in?changed=email")).body)).toContain("Your new address is confirmed.");
    row = await db.selectFrom("staff").select(["name", "email"]).where("id", "=", member.id).executeTakeFirstOrThrow();
    expect(row.email).toBe("own-new@example.org");
    expect((await openPost(path, {})).statusCode).toBe(400);

    await deliver();
    const notice = sink.received.find((mail) => mail.to === "own-old@example.org")!;
    expect(notice.text).toContain("now signs in as own-new@example.org");
    const logged = await db
      .selectFrom("activity_log")
      .select("action")
      .where("item_type", "=", "staff")
      .where("item_id", "=", String(member.id))
      .orderBy("id")
      .execute();
    expect(logged.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["staff.renamed", "staff.email-change-asked", "staff.email-changed"]),
    );
  });

  it("refuses an address another account uses, and reports every field at once", async () => {
    const db = t.database.db;
    const other = await addMember(db, "editor", { email: "own-taken@example.org" });
    const member = await addMember(db, "editor", { email: "own-wants@example.org" });
    const who = await signedIn(member);
    const taken = await staffPost(who, "/admin/account", { intent: "details", name: member.name, email: other.email });
    expect(taken.statusCode).toBe(400);
    expect(text(taken.body)).toContain("Another staff account uses this address.");
    const both = await staffPost(who, "/admin/account", { intent: "details", name: " ", email: "not an address" });
    expect(both.statusCode).toBe(400);
    expect(text(both.body)).toContain("Enter a name.");
    expect(text(both.body)).toContain("Enter a valid email address.");
    expect(
      await db.selectFrom("staff_account_links").select("token_hash").where("staff_id", "=", member.id).execute(),
    ).toEqual([]);
  });
});

describe("the outbox's mails", () => {
  it("an admin opens a waiting mail and cancels it after confirming; others get 403", async () => {
    const db = t.database.db;
    const admin = await addMember(db, "admin");
    const editor = await addMember(db, "editor");
    const leader = await addMember(db, "leader");
    await queueMail(db, SITE_URL, {
      kind: "test",
      to: "cancel-me@example.org",
      subject: "To be cancelled",
      text: "Hello, the text of this mail.",
      html: "<p>Hello</p>",
    });
    const { id } = await db
      .selectFrom("mail_outbox")
      .select("id")
      .where("subject", "=", "To be cancelled")
      .executeTakeFirstOrThrow();
    const asAdmin = await signedIn(admin);
    const opened = await t.inject({ method: "GET", url: `/admin/outbox/${id}`, headers: { cookie: asAdmin.cookie } });
    expect(opened.statusCode).toBe(200);
    expect(text(opened.body)).toContain("Hello, the text of this mail.");
    expect(text(opened.body)).toContain("cancel-me@example.org");
    const confirm = await t.inject({
      method: "GET",
      url: `/admin/outbox/${id}?cancel=1`,
      headers: { cookie: asAdmin.cookie },
    });
    expect(text(confirm.body)).toContain("Cancel this mail?");

    for (const member of [editor, leader]) {
      const who = await signedIn(member);
      expect(
        (await t.inject({ method: "GET", url: `/admin/outbox/${id}`, headers: { cookie: who.cookie } })).statusCode,
      ).toBe(403);
      expect((await staffPost(who, `/admin/outbox/${id}`, { intent: "cancel" })).statusCode).toBe(403);
    }
    const statusOf = async () =>
      (await db.selectFrom("mail_outbox").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
    expect(await statusOf()).toBe("waiting");

    const cancelled = await staffPost(asAdmin, `/admin/outbox/${id}`, { intent: "cancel" });
    expect(cancelled.statusCode).toBe(303);
    expect(await statusOf()).toBe("cancelled");
    const again = await staffPost(asAdmin, `/admin/outbox/${id}`, { intent: "cancel" });
    expect(again.statusCode).toBe(400);
    expect(text(again.body)).toContain("Only a waiting mail can be cancelled");
    await deliver();
    expect(sink.received.filter((mail) => mail.to === "cancel-me@example.org")).toEqual([]);
    const logged = await db
      .selectFrom("activity_log")
      .select("summary")
      .where("action", "=", "mail.cancelled")
      .where("item_id", "=", String(id))
      .execute();
    expect(logged.map((row) => row.summary)).toEqual(["Cancelled the mail “To be cancelled” to cancel-me@example.org"]);
    // A mail of no such id: 404 for the admin.
    expect(
      (await t.inject({ method: "GET", url: "/admin/outbox/999999", headers: { cookie: asAdmin.cookie } })).statusCode,
    ).toBe(404);
  });

  it("a new invitation link for a member cancels the old invitation's waiting mail, and the page says mail is not set up", async () => {
    const db = t.database.db;
    const admin = await addMember(db, "admin");
    const asAdmin = await signedIn(admin);
    const invited = await staffPost(asAdmin, "/admin/staff", {
      intent: "invite",
      name: "New Helper",
      email: "reissue@example.org",
      role: "editor",
    });
    expect(invited.statusCode).toBe(200);
    const page = text(invited.body);
    expect(page).toContain("Mail is not set up yet, so this invitation waits in the outbox");
    expect(page).not.toContain("It is being mailed to them");
    expect(page).toContain("https://wa.me/?text=");
    const { id: staffId } = await db
      .selectFrom("staff")
      .select("id")
      .where("email", "=", "reissue@example.org")
      .executeTakeFirstOrThrow();
    const reissued = await staffPost(asAdmin, "/admin/staff", { intent: "link", staff: String(staffId) });
    expect(reissued.statusCode).toBe(200);
    const mails = await db
      .selectFrom("mail_outbox")
      .select(["status", "kind"])
      .where("recipient", "=", "reissue@example.org")
      .orderBy("id")
      .execute();
    expect(mails).toEqual([
      { status: "cancelled", kind: "staff-invitation" },
      { status: "waiting", kind: "staff-invitation" },
    ]);
  });
});
