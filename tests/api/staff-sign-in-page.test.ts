import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetLink } from "#server/auth/accounts";
import { COMMAND_LINE } from "#server/domain/activity/activity";
import { FAILURE_WINDOW_MINUTES, FAILURES_PER_ADDRESS } from "#server/auth/sign-in";
import { addMember, PASSWORD, sessionOf, setCookieNamed, staffCounts, staffFormPost } from "./staff-support";
import { createTestApi, ENGINE, type TestApi } from "./support";

/**
 * The sign-in pages' answers as a browser gets them (the real page and its action, on the engine
 * under test): past the limit, 429 with `Retry-After`, the seconds until an attempt is allowed again,
 * which the words on the page round up to minutes; the welcome link, which signs the new member in;
 * "Forgot your password?" on a server without mail (this file's: no SMTP_URL).
 */

let t: TestApi;

beforeAll(async () => {
  t = await createTestApi({ pages: true });
  expect((await t.get("/admin/sign-in")).statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const signIn = (email: string, password: string) =>
  staffFormPost(t, "/admin/sign-in", null, { email, password, next: "" });

describe(`the sign-in page (${ENGINE})`, () => {
  it("a wrong password: 401 and the words, no Retry-After", async () => {
    await addMember(t.database.db, "editor", { email: "page-wrong@example.org" });
    const response = await signIn("page-wrong@example.org", "not the password");
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain("Wrong email or password.");
    expect(response.headers["retry-after"]).toBeUndefined();
  });

  it("past the limit: 429 with Retry-After in seconds, matching the minutes the page says", async () => {
    await addMember(t.database.db, "editor", { email: "page-locked@example.org" });
    for (let i = 0; i < FAILURES_PER_ADDRESS; i += 1)
      expect((await signIn("page-locked@example.org", `guess ${i}`)).statusCode).toBe(401);
    const locked = await signIn("page-locked@example.org", PASSWORD);
    expect(locked.statusCode).toBe(429);
    const seconds = Number(locked.headers["retry-after"]);
    expect(Number.isInteger(seconds)).toBe(true);
    // The oldest of the 10 failures leaves the 15-minute window in a little under 15 minutes.
    expect(seconds).toBeGreaterThan((FAILURE_WINDOW_MINUTES - 1) * 60);
    expect(seconds).toBeLessThanOrEqual(FAILURE_WINDOW_MINUTES * 60);
    const minutes = Math.ceil(seconds / 60);
    expect(locked.body).toContain(`Too many attempts. Try again in ${minutes} minutes.`);
    expect(locked.headers["cache-control"]).toBe("no-store");
  });
});

describe(`the welcome link (${ENGINE})`, () => {
  it("choosing a password signs the member in at once: the dashboard, a new session, the others ended, the link used up", async () => {
    const db = t.database.db;
    const member = await addMember(db, "editor", { email: "page-welcome@example.org" });
    const before = await sessionOf(db, member.id);
    const token = await resetLink(db, member, COMMAND_LINE);
    const chosen = "the password chosen from the link";
    const response = await staffFormPost(t, `/admin/welcome/${token}`, null, { password: chosen, repeat: chosen });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/admin?welcome=1");
    const cookie = setCookieNamed(response.headers["set-cookie"], "staff_session")!.split(";", 1)[0]!;
    const dashboard = await t.inject({ method: "GET", url: response.headers.location!, headers: { cookie } });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain("Your password is set, and you are signed in. Welcome!");
    expect(dashboard.body).toContain(">Dashboard</h1>");
    // The session from before the link is over; the link works once.
    const old = await t.inject({ method: "GET", url: "/admin", headers: { cookie: `staff_session=${before.secret}` } });
    expect(old.statusCode).toBe(303);
    expect((await t.get(`/admin/welcome/${token}`)).statusCode).toBe(410);
    // The new password is the one that signs in.
    expect((await signIn(member.email, chosen)).statusCode).toBe(303);
  });
});

describe(`"Forgot your password?" without mail (${ENGINE})`, () => {
  it("says to ask an admin instead of offering a form, and a post anyway makes no link and queues no mail (503)", async () => {
    const page = await t.get("/admin/forgot");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Ask an admin for a new link");
    expect(page.body).toContain("npm run staff -- reset --email your@address");
    expect(page.body).not.toContain("Mail me a link");

    const member = await addMember(t.database.db, "editor", { email: "page-forgot@example.org" });
    const mails = async () => (await t.database.db.selectFrom("mail_outbox").select("id").execute()).length;
    const [before, mailsBefore] = [await staffCounts(t.database.db), await mails()];
    const posted = await staffFormPost(t, "/admin/forgot", null, { email: member.email });
    expect(posted.statusCode).toBe(503);
    expect(posted.body).toContain("Ask an admin for a new link");
    expect(posted.body).not.toContain("Check your email");
    expect(await staffCounts(t.database.db)).toEqual(before);
    expect(await mails()).toBe(mailsBefore);
  });
});
