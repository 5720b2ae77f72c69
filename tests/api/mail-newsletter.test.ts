import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { forgetUnconfirmed } from "#server/domain/subscribers/subscriptions";
import { queueNewsletter } from "#server/domain/subscribers/newsletter";
import { createTestApi, SITE_URL, type TestApi } from "./support";
import { seedDemoChurch } from "./fixtures";
import { linkIn, startSmtpSink, testWorker, type SmtpSink, type TestMailer } from "./mail-support";
import { DEMO_CHURCH } from "#content/demo/church";

/** The newsletter's double opt-in and one-click unsubscribe, through a real SMTP server. */

let t: TestApi;
let sink: SmtpSink;
let worker: TestMailer;
let n = 0;

const address = () => `reader-${process.pid}-${++n}@example.org`;

beforeAll(async () => {
  t = await createTestApi({ fixtures: seedDemoChurch });
  sink = await startSmtpSink();
  worker = testWorker(t.database.db, t.database.engine, sink.port, () => new Date());
});
afterAll(async () => {
  await worker.stop();
  await sink.stop();
  await t.close();
});
beforeEach(() => {
  sink.received.length = 0;
});

async function subscribe(email: string) {
  const response = await t.post("/api/newsletter/subscribe/", { email, name: "Reader" });
  expect(response.json()).toEqual({ detail: "Successfully subscribed!" });
  return response;
}

const mailsTo = (email: string) => sink.received.filter((mail) => mail.to === email);

async function subscriberRow(email: string) {
  return t.database.db
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where("email_normalized", "=", email.toLowerCase())
    .executeTakeFirst();
}

describe("double opt-in", () => {
  it("subscribe, one confirmation mail, a GET shows the button and confirms nothing, the POST confirms", async () => {
    const email = address();
    expect((await subscribe(email)).statusCode).toBe(201);
    expect((await subscriberRow(email))?.confirmed_at).toBeNull();
    await worker.tick();
    const [mail, ...more] = mailsTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Confirm your subscription to ${DEMO_CHURCH.name}`);
    expect(mail!.html).toContain("Confirm my subscription");
    expect(mail!.text).toContain("14 Josiah Chinamano Avenue");
    const link = linkIn(mail!.text, "/newsletter/confirm/");
    const path = link.slice(SITE_URL.length);

    // A mail scanner following the link twice: a page with a button, nobody confirmed.
    for (let i = 0; i < 2; i++) {
      const page = await t.get(path);
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toContain("no-store");
      expect(page.body).toContain("Confirm my subscription</button>");
      expect(page.body).toContain(`<form method="post" action="${path}">`);
      expect(page.body).not.toContain("<script");
    }
    expect((await subscriberRow(email))?.confirmed_at).toBeNull();

    const confirmed = await t.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(path);
    expect((await subscriberRow(email))?.confirmed_at).not.toBeNull();
    expect((await t.get(path)).body).toContain("You are subscribed");

    // Confirmed: subscribing again answers the same and mails nothing.
    expect((await subscribe(email.toUpperCase())).statusCode).toBe(200);
    await worker.tick();
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("an unknown link is a 404 page, and its POST confirms nothing", async () => {
    expect((await t.get("/newsletter/confirm/not-a-token")).statusCode).toBe(404);
    expect((await t.inject({ method: "POST", url: "/newsletter/confirm/not-a-token" })).statusCode).toBe(404);
  });

  it("subscribing again while unconfirmed re-sends the confirmation at most once an hour", async () => {
    const email = address();
    await subscribe(email);
    await subscribe(email);
    await worker.tick();
    expect(mailsTo(email)).toHaveLength(1);
    // An hour later (the last mail's time moved back), a second one; the first link is dead.
    const first = linkIn(mailsTo(email)[0]!.text, "/newsletter/confirm/").slice(SITE_URL.length);
    await t.database.db
      .updateTable("newsletter_subscribers")
      .set({ confirmation_sent_at: new Date(Date.now() - 61 * 60_000).toISOString() })
      .where("email_normalized", "=", email)
      .execute();
    await subscribe(email);
    await worker.tick();
    expect(mailsTo(email)).toHaveLength(2);
    expect((await t.get(first)).statusCode).toBe(404);
    const second = linkIn(mailsTo(email)[1]!.text, "/newsletter/confirm/").slice(SITE_URL.length);
    expect((await t.get(second)).body).toContain("Confirm my subscription</button>");
  });

  it("unconfirmed addresses are forgotten 30 days after their confirmation mail", async () => {
    const email = address();
    await subscribe(email);
    expect(await forgetUnconfirmed(t.database.db, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect(await subscriberRow(email)).toBeDefined();
    expect(await forgetUnconfirmed(t.database.db, new Date(Date.now() + 31 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await subscriberRow(email)).toBeUndefined();
  });

  it("the no-JavaScript form post stores the address unconfirmed and queues its confirmation too", async () => {
    const email = address();
    const { submit } = t;
    const outcome = await submit.newsletter({ email, name: "Form" }, "127.0.0.1");
    expect(outcome).toMatchObject({ ok: true, answer: { detail: "Successfully subscribed!" } });
    await worker.tick();
    expect(mailsTo(email)).toHaveLength(1);
  });
});

async function confirmedSubscriber(): Promise<string> {
  const email = address();
  await subscribe(email);
  await worker.tick();
  const path = linkIn(mailsTo(email).at(-1)!.text, "/newsletter/confirm/").slice(SITE_URL.length);
  await t.inject({ method: "POST", url: path });
  return email;
}

describe("unsubscribe", () => {
  it("every newsletter has the personal link and the RFC 8058 headers; a bare one-click POST unsubscribes", async () => {
    const email = await confirmedSubscriber();
    const unconfirmed = address();
    await subscribe(unconfirmed);
    sink.received.length = 0;
    await queueNewsletter(t.database.db, SITE_URL, { subject: "March news", body: "Hello church.\n\nSee you Sunday." });
    await worker.tick();
    expect(mailsTo(unconfirmed).map((m) => m.subject)).not.toContain("March news");
    const [mail] = mailsTo(email);
    expect(mail!.subject).toBe("March news");
    expect(mail!.text).toContain("See you Sunday.");
    const link = linkIn(mail!.text, "/newsletter/unsubscribe/");
    // Headers as sent, long ones unfolded (RFC 5322).
    const headers = mail!.raw
      .split("\r\n\r\n", 1)[0]!
      .replace(/\r\n[ \t]+/g, " ")
      .split("\r\n");
    expect(headers).toContain(`List-Unsubscribe: <${link}>`);
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(mail!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(Buffer.byteLength(mail!.raw)).toBeLessThan(100 * 1024);
    expect(mail!.html).not.toMatch(/<img|<script/);

    const path = link.slice(SITE_URL.length);
    // The GET shows a button and changes nothing.
    const page = await t.get(path);
    expect(page.body).toContain("Unsubscribe</button>");
    expect((await subscriberRow(email))?.unsubscribed_at).toBeNull();
    // What a mail provider sends: no cookie, no token, another site's origin.
    const oneClick = await t.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.com" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBeLessThan(400);
    expect((await subscriberRow(email))?.unsubscribed_at).not.toBeNull();

    // Nothing more: the next newsletter skips the address.
    sink.received.length = 0;
    await queueNewsletter(t.database.db, SITE_URL, { subject: "April news", body: "Hello again." });
    await worker.tick();
    expect(mailsTo(email)).toEqual([]);

    // Subscribing again starts a new confirmation.
    await subscribe(email);
    await worker.tick();
    expect(mailsTo(email).map((m) => m.subject)).toEqual([`Confirm your subscription to ${DEMO_CHURCH.name}`]);
    expect((await subscriberRow(email))?.confirmed_at).toBeNull();
  });
});
