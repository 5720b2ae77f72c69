import type { Config } from "#server/config";
import type { DatabaseHandle } from "#server/db/connection";
import { harareDailySlot } from "#contract/harare-time";
import { describeError } from "./error-text";
import { takeBackup, type BackupLog, type BackupOutcome, type TakeBackupOptions } from "./take-backup";

/**
 * The daily backup inside the server (BACKUP_TIME, Harare time; off turns it off). Every process
 * runs one; each round asks the database whether today's slot was taken, and only when it was
 * not does it try to claim it (runs.ts), so several processes on one database take one backup
 * between them, and none keeps anything in memory that another would need. A slot missed while
 * no server ran (a power cut at night) is taken when one starts within CATCH_UP_MS after it.
 * `tick()` is one round, for tests on their own clock; start/stop run it on a timer that the
 * server starts with the mail worker and stops on shutdown, aborting a backup in progress.
 */

/** A slot this long past is left for tomorrow's (a server started in the afternoon does not back up at once). */
export const CATCH_UP_MS = 6 * 60 * 60_000;
const ROUND_MS = 30_000;

export interface BackupSchedule {
  tick(): Promise<BackupOutcome | null>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createBackupSchedule(options: {
  config: Config;
  handle: DatabaseHandle;
  clock?: () => Date;
  log?: BackupLog;
  /** Test seams of takeBackup (storage, bucket). */
  overrides?: Pick<TakeBackupOptions, "storage" | "bucket">;
}): BackupSchedule {
  const { config, handle, log } = options;
  const clock = options.clock ?? (() => new Date());
  const abort = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function tick(): Promise<BackupOutcome | null> {
    const time = config.backups.time;
    if (time === null || stopped) return null;
    const now = clock();
    const slot = harareDailySlot(now, time);
    if (now.getTime() - slot.at.getTime() > CATCH_UP_MS) return null;
    const taken = await handle.db
      .selectFrom("backup_runs")
      .select("id")
      .where("slot", "=", slot.day)
      .executeTakeFirst();
    if (taken) return null;
    const outcome = await takeBackup({
      config,
      handle,
      trigger: "schedule",
      slot: slot.day,
      now: clock,
      signal: abort.signal,
      log,
      ...options.overrides,
    });
    if (outcome.status === "done") {
      log?.info(
        `Backup ${outcome.archive.fileName}: ${outcome.archive.bytes} bytes in ${outcome.seconds.toFixed(1)} s, to ${outcome.places.join(" and ")}${outcome.deleted.length > 0 ? `; ${outcome.deleted.length} older deleted` : ""}`,
      );
    }
    return outcome;
  }

  return {
    tick,
    start(intervalMs = ROUND_MS) {
      if (config.backups.time === null) return;
      const round = () => {
        running = tick()
          .catch((error: unknown) => log?.warn(`Backup schedule: ${describeError(error)}`))
          .finally(() => {
            if (!stopped) {
              timer = setTimeout(round, intervalMs);
              timer.unref();
            }
          });
      };
      timer = setTimeout(round, 0);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      abort.abort();
      await running;
    },
  };
}
