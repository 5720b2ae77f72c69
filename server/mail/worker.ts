import type { Kysely } from "kysely";
import type { MailConfig } from "#server/config";
import type { Engine } from "#server/db/connection";
import { exclusiveTransaction } from "#server/db/exclusive";
import type { Database } from "#server/db/schema";
import { defineJob, type JobDefinition, type JobLog } from "#server/jobs/runner";
import { everySeconds } from "#server/jobs/schedule";
import { withoutAddresses } from "#server/lib/text";
import { claimDueMails, markSent, markTryFailed, pruneOld, releaseMails, sentInLastMinute } from "./outbox";
import { queueBundles, queueDigests } from "./staff-mail";
import { forgetUnconfirmed } from "#server/domain/subscribers/subscriptions";
import { isPermanent, smtpAnswer, smtpTransport, type MailTransport } from "./transport";
import { mailSender } from "./sender";
import { NEUTRAL_CHURCH, readSavedChurch } from "#server/domain/church/church";

/**
 * The mail's jobs on the job runner (server/jobs/runner.ts), in every server process:
 * - "mail", every second: makes the staff's notice mails (bundles, digests), then sends what is
 *   due in the outbox, within the configured number a minute counted over every process. Without
 *   SMTP_URL it sends nothing and the mails wait. One process at a time runs it (the job's lease);
 *   each mail also has its own lease (outbox.ts), so a process killed mid-send leaves at most a
 *   batch to be sent again.
 * - "mail-housekeeping", every 10 minutes: forgets newsletter addresses never confirmed, and
 *   prunes the outbox's old rows.
 */

export interface MailJobsOptions {
  db: Kysely<Database>;
  engine: Engine;
  siteUrl: string;
  mail: MailConfig;
  /** Instead of SMTP_URL's (tests). */
  transport?: MailTransport | null;
  log?: Pick<JobLog, "info" | "warn">;
  /** Mails claimed at once: a process killed mid-send holds at most this many for a lease. */
  batchSize?: number;
}

const HOUSEKEEPING_SECONDS = 10 * 60;

export function mailJobs(options: MailJobsOptions): JobDefinition[] {
  const { db, engine, siteUrl, mail, log } = options;
  const transport =
    options.transport !== undefined ? options.transport : mail.smtpUrl ? smtpTransport(mail.smtpUrl) : null;
  const batchSize = options.batchSize ?? 10;

  async function send(now: () => Date, signal: AbortSignal): Promise<void> {
    if (!transport) return;
    while (!signal.aborted) {
      const room = mail.perMinute - (await sentInLastMinute(db, now()));
      const claimed = await claimDueMails(db, engine, now(), Math.min(batchSize, room));
      // Read once a batch: a name the church changes is on the next batch, in every process.
      const from =
        claimed.length > 0 ? mailSender(await readSavedChurch(db), mail.from, siteUrl, NEUTRAL_CHURCH.name) : "";
      for (const [index, item] of claimed.entries()) {
        try {
          await transport.send(item, from);
          await markSent(db, item.id, now());
        } catch (error) {
          const status = await markTryFailed(db, item, smtpAnswer(error), isPermanent(error), now());
          // No address in the log (private data never in a log line): the answer often quotes it.
          log?.warn(
            `Mail ${item.id} not sent (try ${item.attempts}${status === "failed" ? ", given up" : ""}): ${withoutAddresses(smtpAnswer(error))}`,
          );
          // The server is down or refusing: the rest waits for the next round, free for any process.
          if (!isPermanent(error)) {
            await releaseMails(
              db,
              claimed.slice(index + 1).map((rest) => rest.id),
            );
            return;
          }
        }
      }
      if (claimed.length < batchSize) return;
    }
  }

  return [
    defineJob({
      name: "mail",
      schedule: everySeconds(1),
      async run({ now, signal }) {
        await exclusiveTransaction(db, engine, "mail-notices", async (trx) => {
          await queueBundles(trx, siteUrl, now());
          await queueDigests(trx, siteUrl, now());
        });
        await send(now, signal);
      },
      close: () => transport?.close(),
    }),
    defineJob({
      name: "mail-housekeeping",
      schedule: everySeconds(HOUSEKEEPING_SECONDS),
      async run({ now }) {
        const forgotten = await forgetUnconfirmed(db, now());
        if (forgotten > 0) log?.info(`Forgot ${forgotten} newsletter addresses never confirmed in 30 days`);
        await pruneOld(db, now());
      },
    }),
  ];
}
