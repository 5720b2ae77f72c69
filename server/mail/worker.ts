import type { Kysely } from "kysely";
import type { MailConfig } from "#server/config";
import type { Engine } from "#server/db/connection";
import { exclusiveTransaction } from "#server/db/exclusive";
import type { Database } from "#server/db/schema";
import { claimDueMails, markSent, markTryFailed, pruneOld, releaseMails, sentInLastMinute } from "./outbox";
import { queueBundles, queueDigests } from "./staff-mail";
import { forgetUnconfirmed } from "#server/domain/subscribers/subscriptions";
import { isPermanent, smtpAnswer, smtpTransport, type MailTransport } from "./transport";
import { mailSender } from "./sender";
import { NEUTRAL_CHURCH, readSavedChurch } from "#server/domain/church/church";

/**
 * The mail worker, inside the server process: every second it makes the staff's notice
 * mails (bundles, digests), then sends what is due in the outbox, within the configured number a
 * minute counted over every process. Without SMTP_URL it sends nothing and the mails wait.
 * `tick()` is one round (tests drive it with their own clock); start/stop run it on a timer and
 * stop it on shutdown, waiting for the mail being sent.
 */

export interface MailWorkerOptions {
  db: Kysely<Database>;
  engine: Engine;
  siteUrl: string;
  mail: MailConfig;
  clock?: () => Date;
  /** Instead of SMTP_URL's (tests). */
  transport?: MailTransport | null;
  log?: { info(message: string): void; warn(message: string): void };
  /** Mails claimed at once: a process killed mid-send holds at most this many for a lease. */
  batchSize?: number;
}

export interface TickReport {
  queued: number;
  sent: number;
  failed: number;
}

export interface MailWorker {
  tick(): Promise<TickReport>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

const HOUSEKEEPING_MS = 10 * 60_000;

/** An SMTP answer with every email address in it blanked out. */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>@"']+@[^\s<>@"']+/g, "[address]");
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, engine, siteUrl, mail } = options;
  const clock = options.clock ?? (() => new Date());
  const transport =
    options.transport !== undefined ? options.transport : mail.smtpUrl ? smtpTransport(mail.smtpUrl) : null;
  const batchSize = options.batchSize ?? 10;
  let lastHousekeeping = -Infinity;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  async function send(report: TickReport): Promise<void> {
    if (!transport) return;
    while (!stopping) {
      const now = clock();
      const room = mail.perMinute - (await sentInLastMinute(db, now));
      const claimed = await claimDueMails(db, engine, now, Math.min(batchSize, room));
      // Read once a batch: a name the church changes is on the next batch, in every process.
      const from =
        claimed.length > 0 ? mailSender(await readSavedChurch(db), mail.from, siteUrl, NEUTRAL_CHURCH.name) : "";
      for (const [index, item] of claimed.entries()) {
        try {
          await transport.send(item, from);
          await markSent(db, item.id, clock());
          report.sent += 1;
        } catch (error) {
          const status = await markTryFailed(db, item, smtpAnswer(error), isPermanent(error), clock());
          if (status === "failed") report.failed += 1;
          // No address in the log (private data never in a log line): the answer often quotes it.
          options.log?.warn(
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

  async function tick(): Promise<TickReport> {
    const report: TickReport = { queued: 0, sent: 0, failed: 0 };
    const now = clock();
    if (now.getTime() - lastHousekeeping >= HOUSEKEEPING_MS) {
      lastHousekeeping = now.getTime();
      const forgotten = await forgetUnconfirmed(db, now);
      if (forgotten > 0) options.log?.info(`Forgot ${forgotten} newsletter addresses never confirmed in 30 days`);
      await pruneOld(db, now);
    }
    report.queued = await exclusiveTransaction(db, engine, "mail-notices", async (trx) => {
      return (await queueBundles(trx, siteUrl, now)) + (await queueDigests(trx, siteUrl, now));
    });
    await send(report);
    return report;
  }

  return {
    tick,
    start(intervalMs = 1000) {
      const round = () => {
        running = tick()
          .catch((error: unknown) => options.log?.warn(`Mail worker: ${(error as Error).message}`))
          .finally(() => {
            if (!stopping) timer = setTimeout(round, intervalMs);
          });
      };
      timer = setTimeout(round, 0);
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}
