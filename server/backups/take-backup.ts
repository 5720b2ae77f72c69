import fs from "node:fs";
import path from "node:path";
import type { Config } from "#server/config";
import type { DatabaseHandle } from "#server/db/connection";
import { pictureStorageOf, type PictureStorage } from "#server/domain/pictures/picture-storage";
import { S3Bucket } from "#server/lib/s3-bucket";
import { archiveTime } from "./archive-names";
import { describeError, secretsOf, withoutSecrets } from "./error-text";
import { archivesToDelete } from "./retention";
import { claimRun, failRun, finishRun, renewLease, RENEW_EVERY_MS, type BackupRun } from "./runs";
import { writeArchive, type ArchiveResult } from "./write-archive";

/**
 * One backup, from the command line (`npm run backup`) or the daily schedule (schedule.ts): the
 * claim (one at a time across every process), the archive, its copy into the bucket when
 * BACKUP_S3_PREFIX is set, retention in both places, and the run's record; a failure is recorded,
 * mailed to the admins and returned with its real cause for the log.
 */

export interface BackupLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export type BackupOutcome =
  | { status: "done"; run: BackupRun; archive: ArchiveResult; places: string[]; deleted: string[]; seconds: number }
  | { status: "failed"; run: BackupRun; reason: string; cause: string }
  | { status: "busy"; running: BackupRun }
  | { status: "taken" };

export interface TakeBackupOptions {
  config: Config;
  handle: DatabaseHandle;
  trigger: BackupRun["trigger"];
  /** A scheduled run's Harare day: taken once across every process. */
  slot?: string | null;
  now?: () => Date;
  signal?: AbortSignal;
  log?: BackupLog;
  /** Instead of the configuration's (tests). */
  storage?: PictureStorage;
  bucket?: S3Bucket | null;
}

/** Where the archives of this configuration go, as a page and the log name them. */
export function backupPlaces(config: Config): string[] {
  const places = [config.backups.dir];
  if (config.s3 && config.backups.s3Prefix) places.push(`s3://${config.s3.bucket}/${config.backups.s3Prefix}`);
  return places;
}

/** Deletes what retention no longer keeps, in the folder and under the bucket's prefix; returns the names. */
async function applyRetention(config: Config, bucket: S3Bucket | null, log?: BackupLog): Promise<string[]> {
  const { keepDaily, keepWeekly, dir, s3Prefix } = config.backups;
  const deleted: string[] = [];
  for (const name of archivesToDelete(await fs.promises.readdir(dir), keepDaily, keepWeekly)) {
    await fs.promises.rm(path.join(dir, name), { force: true });
    deleted.push(name);
  }
  if (bucket && s3Prefix) {
    try {
      const names = (await bucket.list(s3Prefix))
        .map((key) => key.slice(s3Prefix.length))
        .filter((name) => archiveTime(name));
      for (const name of archivesToDelete(names, keepDaily, keepWeekly)) {
        await bucket.delete(`${s3Prefix}${name}`);
        deleted.push(bucket.describe(`${s3Prefix}${name}`));
      }
    } catch (error) {
      // The backup is whole in both places; the older copies wait for the next run.
      log?.warn(`Backups: old archives in the bucket not deleted: ${describeError(error)}`);
    }
  }
  return deleted;
}

export async function takeBackup(options: TakeBackupOptions): Promise<BackupOutcome> {
  const { config, handle, log } = options;
  const now = options.now ?? (() => new Date());
  const runs = { db: handle.db, engine: handle.engine, siteUrl: config.siteUrl };
  const claim = await claimRun(runs, { trigger: options.trigger, slot: options.slot ?? null, now: now() });
  if (!claim.ok) return claim.reason === "busy" ? { status: "busy", running: claim.running } : { status: "taken" };
  const { run } = claim;
  const bucket =
    options.bucket !== undefined
      ? options.bucket
      : config.s3 && config.backups.s3Prefix
        ? new S3Bucket(config.s3)
        : null;
  const started = now().getTime();
  let renewing: Promise<unknown> = Promise.resolve();
  const renewal = setInterval(() => {
    renewing = renewLease(handle.db, run.id, now()).then(
      (held) => {
        if (!held) log?.warn(`Backups: run ${run.id} lost its lease (this process stalled); it goes on`);
      },
      (error: unknown) => log?.warn(`Backups: could not renew the lease of run ${run.id}: ${describeError(error)}`),
    );
  }, RENEW_EVERY_MS);
  renewal.unref();
  try {
    const archive = await writeArchive({
      config,
      storage: options.storage ?? pictureStorageOf({ mediaDir: config.mediaDir, s3: config.s3 }),
      now,
      runId: run.id,
      signal: options.signal,
      warn: (message) => log?.warn(message),
    });
    if (archive.manifest.missing.length > 0) {
      log?.warn(
        `Backups: ${archive.manifest.missing.length} media files the database names were gone while the archive was written (listed as missing in its manifest): ${archive.manifest.missing.slice(0, 5).join(", ")}`,
      );
    }
    const places = [config.backups.dir];
    if (bucket && config.backups.s3Prefix) {
      try {
        await bucket.putFile(`${config.backups.s3Prefix}${archive.fileName}`, archive.file, "application/gzip");
      } catch (error) {
        throw new Error(
          `the archive ${archive.fileName} is in ${config.backups.dir}, but copying it into the bucket failed: ${describeError(error)}`,
          { cause: error },
        );
      }
      places.push(bucket.describe(config.backups.s3Prefix));
    }
    const deleted = await applyRetention(config, bucket, log);
    clearInterval(renewal);
    await renewing;
    await finishRun(handle.db, run.id, { fileName: archive.fileName, bytes: archive.bytes, places, now: now() });
    const seconds = (now().getTime() - started) / 1000;
    return { status: "done", run, archive, places, deleted, seconds };
  } catch (error) {
    clearInterval(renewal);
    await renewing;
    const cause = describeError(error);
    const reason = withoutSecrets(
      options.signal?.aborted ? `stopped before it finished (the server was shutting down): ${cause}` : cause,
      secretsOf(config),
    );
    log?.error(`Backup failed: ${withoutSecrets(cause, secretsOf(config), 4000)}`);
    try {
      await failRun(runs, run, reason, now());
    } catch (recordError) {
      // The database itself may be what failed (a full disk): the log line above is then the record.
      log?.error(`Backups: the failure could not be recorded or mailed: ${describeError(recordError)}`);
    }
    return { status: "failed", run, reason, cause };
  }
}
