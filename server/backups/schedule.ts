import { harareDay } from "#contract/harare-time";
import type { Config } from "#server/config";
import type { DatabaseHandle } from "#server/db/connection";
import { defineJob, type JobDefinition } from "#server/jobs/runner";
import { dailyAt } from "#server/jobs/schedule";
import { takeBackup, type BackupLog, type TakeBackupOptions } from "./take-backup";

/**
 * The daily backup (BACKUP_TIME, Harare time; off: none) as a job of the job runner
 * (server/jobs/runner.ts): one process at a time runs it, for its slot (a missed one is taken when
 * a server starts within the runner's catch-up time after it). `backup_runs` stays the backups'
 * own record: takeBackup claims the slot there too, so a run interrupted by a crash is failed and
 * mailed by the next claim and never taken twice, and a failure is recorded, logged and mailed to
 * the admins by takeBackup; the job itself fails only when even that could not start (the
 * database down), and is then tried again.
 */

/** While a backup from the command line runs at the backup time, the slot's is asked for again this often. */
const BUSY_AGAIN_MS = 60_000;

export function backupJob(options: {
  config: Config;
  handle: DatabaseHandle;
  log?: BackupLog;
  /** Test seams of takeBackup (storage, bucket). */
  overrides?: Pick<TakeBackupOptions, "storage" | "bucket">;
}): JobDefinition | null {
  const { config, handle, log } = options;
  if (config.backups.time === null) return null;
  return defineJob({
    name: "backup",
    schedule: dailyAt(config.backups.time),
    retry: { tries: 4, firstDelayMs: 5 * 60_000, longestDelayMs: 30 * 60_000 },
    async run({ scheduledFor, now, signal }) {
      const outcome = await takeBackup({
        config,
        handle,
        trigger: "schedule",
        slot: harareDay(scheduledFor),
        now,
        signal,
        log,
        ...options.overrides,
      });
      if (outcome.status === "busy") return { again: new Date(now().getTime() + BUSY_AGAIN_MS) };
      if (outcome.status === "done") {
        log?.info(
          `Backup ${outcome.archive.fileName}: ${outcome.archive.bytes} bytes in ${outcome.seconds.toFixed(1)} s, to ${outcome.places.join(" and ")}${outcome.deleted.length > 0 ? `; ${outcome.deleted.length} older deleted` : ""}`,
        );
      }
    },
  });
}
