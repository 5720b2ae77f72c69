import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/connection";
import { queueNewsletter } from "#server/domain/subscribers/newsletter";
import { GIVE_UP_AFTER_MS } from "#server/mail/outbox";
import { createTestApi, ENGINE, SITE_URL, type TestApi } from "./support";
import { addMember } from "./staff-support";
import { fakeClock, startSmtpSink, testWorker, type SmtpSink } from "./mail-support";

/**
 * The mail's faults, in process: the SMTP server down while submissions arrive (nothing lost),
 * a refusal kept with the server's answer, a day of retries, and two workers on one PostgreSQL
 * database sending one newsletter once.
 */

let t: TestApi;
let sink: SmtpSink;

beforeAll(async () => {
  t = await createTestApi();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.stop();
  await t.close();
});
beforeEach(async () => {
  sink.refuse(null);
  sink.received.length = 0;
  await t.database.db.deleteFrom("mail_outbox").execute();
});

const outbox = () => t.database.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();

async function confirmSubscribers(count: number, tag: string): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `${tag}-${i}@example.org`);
  const at = new Date().toISOString();
  await t.database.db
    .insertInto("newsletter_subscribers")
    .values(
      emails.map((email, i) => ({
        email,
        email_normalized: email,
        name: "",
        created_at: at,
        confirmed_at: at,
        unsubscribe_token: `${tag}-token-${i}`,
      })),
    )
    .execute();
  return emails;
}

describe("SMTP down", () => {
  it("50 submissions while the server refuses connections: all acknowledged, every mail sent once it is back", async () => {
    const admin = await addMember(t.database.db, "admin", { email: `faults-admin-${process.pid}@example.org` });
    const clock = fakeClock(new Date(Date.now() + 60_000));
    const worker = testWorker(t.database.db, t.database.engine, sink.port, clock.now);
    await sink.stop();
    try {
      const emails: string[] = [];
      for (let i = 0; i < 50; i++) {
        if (i % 2 === 0) {
          const email = `down-${process.pid}-${i}@example.org`;
          emails.push(email);
          const response = await t.post("/api/newsletter/subscribe/", { email });
          expect(response.statusCode).toBe(201);
        } else {
          const response = await t.post("/api/prayers/submit/", {
            name: `Down ${i}`,
            email: "v@example.org",
            request: "text",
            is_private: true,
          });
          expect(response.statusCode).toBe(201);
        }
        if (i % 10 === 0) await worker.tick();
      }
      await worker.tick();
      expect(sink.received).toEqual([]);
      const waiting = await outbox();
      expect(waiting.every((row) => row.status === "waiting")).toBe(true);
      expect(waiting.some((row) => row.last_error !== null && /ECONNREFUSED/.test(row.last_error))).toBe(true);

      await sink.start();
      for (let i = 0; i < 10; i++) {
        clock.advance(10 * 60_000);
        await worker.tick();
      }
      expect((await outbox()).map((row) => row.status).filter((status) => status !== "sent")).toEqual([]);
      for (const email of emails) expect(sink.received.filter((mail) => mail.to === email)).toHaveLength(1);
      const told = sink.received
        .filter((mail) => mail.to === admin.email)
        .map((mail) => mail.text.match(/A private prayer request/g)?.length ?? 0);
      expect(told.reduce((a, b) => a + b, 0)).toBe(25);
    } finally {
      await worker.stop();
    }
  });
});

describe("refusals and a day of retries", () => {
  it("a 5xx answer fails the mail at once with the server's answer; a 4xx one is retried with growing delays for a day, then failed", async () => {
    const clock = fakeClock(new Date(Date.now() + 60_000));
    const worker = testWorker(t.database.db, t.database.engine, sink.port, clock.now);
    try {
      await confirmSubscribers(1, `refused-${process.pid}`);
      sink.refuse("550 5.1.1 Mailbox does not exist");
      await queueNewsletter(t.database.db, SITE_URL, { subject: "Refused", body: "Hello" });
      await worker.tick();
      const [refused] = await outbox();
      expect(refused).toMatchObject({ status: "failed", attempts: 1 });
      expect(refused!.last_error).toContain("550 5.1.1 Mailbox does not exist");

      await t.database.db.deleteFrom("mail_outbox").execute();
      sink.refuse("451 4.3.0 Try again later");
      await queueNewsletter(t.database.db, SITE_URL, { subject: "Later", body: "Hello" });
      const delays: number[] = [];
      let last = clock.now().getTime();
      for (let i = 0; i < 200; i++) {
        await worker.tick();
        const [row] = await outbox();
        if (row!.status === "failed") break;
        const next = new Date(row!.next_attempt_at).getTime();
        if (next > last) {
          delays.push(next - clock.now().getTime());
          last = next;
        }
        clock.set(new Date(next));
      }
      const [row] = await outbox();
      expect(row!.status).toBe("failed");
      expect(row!.last_error).toContain("451 4.3.0 Try again later");
      expect(delays.slice(0, 4)).toEqual([60_000, 120_000, 240_000, 480_000]);
      expect(clock.now().getTime() - new Date(row!.created_at).getTime()).toBeLessThanOrEqual(
        GIVE_UP_AFTER_MS + 60 * 60_000,
      );
      expect(clock.now().getTime() - new Date(row!.created_at).getTime()).toBeGreaterThan(
        GIVE_UP_AFTER_MS - 60 * 60_000,
      );
    } finally {
      await worker.stop();
    }
  });
});

describe.skipIf(ENGINE !== "postgres")("two workers on one PostgreSQL database", () => {
  it("send a 300-mail newsletter once to each address", async () => {
    await t.database.db.deleteFrom("newsletter_subscribers").execute();
    const emails = await confirmSubscribers(300, `twice-${process.pid}`);
    await queueNewsletter(t.database.db, SITE_URL, { subject: "Once", body: "Hello" });
    const other = openDatabase(t.config.database);
    const clock = () => new Date(Date.now() + 60_000);
    const a = testWorker(t.database.db, "postgres", sink.port, clock, 100_000);
    const b = testWorker(other.db, "postgres", sink.port, clock, 100_000);
    try {
      await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
      const once = sink.received.filter(
        (mail) => mail.subject === "Once" && mail.to.startsWith(`twice-${process.pid}-`),
      );
      expect(once).toHaveLength(300);
      expect(new Set(once.map((mail) => mail.to))).toEqual(new Set(emails));
      expect(new Set(once.map((mail) => mail.messageId)).size).toBe(300);
    } finally {
      await a.stop();
      await b.stop();
      await other.close();
    }
  });
});
