import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import type { Engine } from "#server/db/connection";
import { createJobRunner, type JobRunner } from "#server/jobs/runner";
import { mailJobs } from "#server/mail/worker";
import { smtpTransport } from "#server/mail/transport";
import { SITE_URL } from "./support";

// The SMTP server of the tests lives in tests/support/smtp-sink.ts (the production install check uses it outside Vitest).
export { startSmtpSink, type ReceivedMail, type SmtpSink } from "#tests/support/smtp-sink";

/** A clock the test moves by hand. */
export function fakeClock(start: Date): { now: () => Date; set(at: Date): void; advance(ms: number): void } {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    set: (date) => {
      at = date.getTime();
    },
    advance: (ms) => {
      at += ms;
    },
  };
}

export type TestMailer = Pick<JobRunner, "tick" | "stop">;

/**
 * The mail's jobs sending to `port`, on a runner of the test's clock, as the server's runs them;
 * each tick finds the "mail" job due, as the server's runner does within a second (a test's clock
 * may stand still between ticks; the schedule's own rules are tests/api/jobs.test.ts's).
 */
export function testWorker(
  db: Kysely<Database>,
  engine: Engine,
  port: number,
  now: () => Date,
  perMinute = 1000,
): TestMailer {
  const runner = createJobRunner({
    db,
    engine,
    clock: now,
    jobs: mailJobs({
      db,
      engine,
      siteUrl: SITE_URL,
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: "Kingdom Light Ministries <hello@example.org>", perMinute },
      transport: smtpTransport(`smtp://127.0.0.1:${port}`),
    }),
  });
  return {
    async tick() {
      await db
        .updateTable("jobs")
        .set({ due_at: now().toISOString() })
        .where("key", "=", "mail")
        .where("status", "=", "waiting")
        .execute();
      return runner.tick();
    },
    stop: () => runner.stop(),
  };
}

/** The link in a mail's text that starts with `SITE_URL + prefix`. */
export function linkIn(text: string, prefix: string): string {
  const match = new RegExp(`${SITE_URL.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}${prefix}[^\\s)>]+`).exec(text);
  if (!match) throw new Error(`No link ${prefix} in:\n${text}`);
  return match[0];
}

/**
 * A test's clean start: no notice left to mail from another test, and nothing waiting in the staff lists
 * (every prayer request, application and message dealt with, as the inbox's Done leaves them).
 */
export async function nothingWaiting(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable("staff_notices")
    .set({ mailed_at: "2000-01-01T00:00:00.000Z" })
    .where("mailed_at", "is", null)
    .execute();
  const done = { status: "done", handled_at: "2000-01-01T00:00:00.000Z" };
  await db.updateTable("prayer_requests").set(done).execute();
  await db.updateTable("ministry_applications").set(done).execute();
  await db.updateTable("contact_messages").set(done).execute();
}
