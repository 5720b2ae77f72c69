import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueNewsletter } from "#server/domain/subscribers/newsletter";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "#tests/api/mail-support";
import { freshDatabase, openUrl, startServer, type Engine, type RunningServer } from "./support";

/**
 * The mail's faults with real server processes of the production build: killed with SIGKILL
 * in the middle of a 500-mail newsletter (every subscriber gets it once or, rarely, twice with one
 * Message-ID; nobody gets none), and two processes on one PostgreSQL database (each address once).
 */

const COUNT = 500;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.stop());

const MAIL_ENV = () => ({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_PER_MINUTE: "100000" });

/** 500 confirmed subscribers and one newsletter to them, queued as /admin/newsletter does; their addresses. */
async function queueOne(url: string, tag: string): Promise<string[]> {
  const handle = openUrl(url);
  try {
    const at = new Date().toISOString();
    const emails = Array.from({ length: COUNT }, (_, i) => `${tag}-${i}@example.org`);
    for (let start = 0; start < COUNT; start += 100) {
      await handle.db
        .insertInto("newsletter_subscribers")
        .values(
          emails.slice(start, start + 100).map((email, i) => ({
            email,
            email_normalized: email,
            name: "",
            created_at: at,
            confirmed_at: at,
            unsubscribe_token: `${tag}-${start + i}`,
          })),
        )
        .execute();
    }
    await handle.db
      .transaction()
      .execute((trx) => queueNewsletter(trx, "http://127.0.0.1", { subject: tag, body: "Hello." }));
    return emails;
  } finally {
    await handle.close();
  }
}

/**
 * Waits for what the servers do, up to `ms`: generous, since the test runs beside the browser
 * suite and the API suites (tools/test.mjs), where 500 mails once took over 40 s. What is asserted
 * is each address's copies, never the speed.
 */
async function waitFor(condition: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** An empty database with the migrations applied: a server started and stopped on it. */
async function migrated(url: string): Promise<void> {
  const server = await startServer(url, { demoContent: false });
  await server.stop();
}

const copies = (tag: string) => {
  const byAddress = new Map<string, ReceivedMail[]>();
  for (const mail of sink.received)
    if (mail.subject === tag) byAddress.set(mail.to, [...(byAddress.get(mail.to) ?? []), mail]);
  return byAddress;
};

describe.each<Engine>(["sqlite", "postgres"])("%s", (engine) => {
  it("killed with SIGKILL mid-newsletter: after a restart every subscriber has one copy, or two with one Message-ID", async (context) => {
    const database = await freshDatabase(engine, "mail_kill");
    if (!database) return context.skip();
    const tag = `kill-${engine}-${process.pid}`;
    let server: RunningServer | null = null;
    try {
      await migrated(database.url);
      const emails = await queueOne(database.url, tag);
      server = await startServer(database.url, { demoContent: false, env: MAIL_ENV() });
      await waitFor(() => copies(tag).size >= COUNT / 5, 90_000, "a fifth of the newsletter");
      await server.kill();
      server = null;
      const before = copies(tag).size;
      expect(before).toBeLessThan(COUNT);
      // The dead process's leases would run out after LEASE_MS: moved to the past instead of waiting.
      const handle = openUrl(database.url);
      await handle.db
        .updateTable("mail_outbox")
        .set({ lease_until: "2000-01-01T00:00:00.000Z" })
        .where("status", "=", "waiting")
        .where("lease_until", "is not", null)
        .execute();
      await handle.close();
      server = await startServer(database.url, { demoContent: false, env: MAIL_ENV() });
      await waitFor(() => copies(tag).size === COUNT, 120_000, "every address");
      const received = copies(tag);
      expect([...received.keys()].sort()).toEqual([...emails].sort());
      for (const [address, mails] of received) {
        expect(mails.length, address).toBeLessThanOrEqual(2);
        expect(new Set(mails.map((mail) => mail.messageId)).size, address).toBe(1);
      }
    } finally {
      if (server) await server.stop();
      await database.drop();
    }
  }, 300_000);
});

describe("postgres", () => {
  it("two server processes on one database send a 500-mail newsletter once to each address", async (context) => {
    const database = await freshDatabase("postgres", "mail_two");
    if (!database) return context.skip();
    const tag = `two-${process.pid}`;
    const servers: RunningServer[] = [];
    try {
      await migrated(database.url);
      servers.push(
        ...(await Promise.all([
          startServer(database.url, { demoContent: false, env: MAIL_ENV() }),
          startServer(database.url, { demoContent: false, env: MAIL_ENV() }),
        ])),
      );
      const emails = await queueOne(database.url, tag);
      await waitFor(() => copies(tag).size === COUNT, 120_000, "every address");
      // A moment for a late duplicate to show.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const received = copies(tag);
      expect([...received.keys()].sort()).toEqual([...emails].sort());
      expect([...received.values()].filter((mails) => mails.length !== 1)).toEqual([]);
    } finally {
      for (const server of servers) await server.stop();
      await database.drop();
    }
  }, 300_000);
});
