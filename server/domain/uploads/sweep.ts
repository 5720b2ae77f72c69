import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { RESUMABLE_EXPIRY_HOURS } from "#contract/uploads";
import type { Database } from "#server/db/schema";
import { defineJob, type JobDefinition } from "#server/jobs/runner";
import { everySeconds } from "#server/jobs/schedule";
import { releaseUploads, reservedUploads, uploadsReservedBefore } from "./reservations";

/**
 * The resumable uploads' sweep (server/http/uploads/resumable.ts): the waiting uploads past their
 * day go, files and reservations; files without a reservation go; reservations long without files
 * are freed. Each new upload's first request of a process sweeps the folder; the hourly job
 * `resumable-uploads-sweep` (this domain's, on the job runner) sweeps the rest of the time.
 */

/** Where the waiting uploads live, under MEDIA_DIR (never served, not in backups, which take gen/ and audio/). */
export const RESUMABLE_DIR = "resumable-uploads";

export const EXPIRY_MS = RESUMABLE_EXPIRY_HOURS * 60 * 60 * 1000;

/** How often the job sweeps (each new upload sweeps first too). */
export const SWEEP_EVERY_SECONDS = 60 * 60;

/**
 * A reservation with no files this long after it was made is a creation that never finished (a
 * crash between the row and the record, a database restored without its uploads): the hourly
 * sweep frees it. A creation writes its record within milliseconds of its row.
 */
const UNWRITTEN_GRACE_MS = 10 * 60 * 1000;

/** The files of a waiting upload: its bytes, and its record (`<id>.json`). */
const UPLOAD_FILE = /^([0-9a-f]{32})(\.json)?$/;

/** The folder of the waiting uploads under MEDIA_DIR. */
export function resumableDirectory(mediaDir: string): string {
  return path.join(mediaDir, RESUMABLE_DIR);
}

/** Removes an upload's bytes and record; one already gone is fine. */
export async function removeUploadFiles(directory: string, id: string): Promise<void> {
  await fs.promises.rm(path.join(directory, id), { force: true });
  await fs.promises.rm(path.join(directory, `${id}.json`), { force: true });
}

/** Removes the expired uploads: their files, then their reservations. An index range, most often empty. */
export async function sweepExpired(db: Kysely<Database>, directory: string, now: Date): Promise<number> {
  const expired = await uploadsReservedBefore(db, new Date(now.getTime() - EXPIRY_MS));
  for (const id of expired) await removeUploadFiles(directory, id);
  await releaseUploads(db, expired);
  return expired.length;
}

/** Files without a reservation go; reservations long without files are freed. Reads names, not records. */
export async function sweepFolder(db: Kysely<Database>, directory: string, now: Date): Promise<number> {
  const names = await fs.promises.readdir(directory).catch(() => [] as string[]);
  const onDisk = new Set(names.flatMap((name) => UPLOAD_FILE.exec(name)?.[1] ?? []));
  const reserved = await reservedUploads(db);
  const orphans = [...onDisk].filter((id) => !reserved.has(id));
  for (const id of orphans) await removeUploadFiles(directory, id);
  const unwritten = new Set(await uploadsReservedBefore(db, new Date(now.getTime() - UNWRITTEN_GRACE_MS)));
  await releaseUploads(
    db,
    [...reserved].filter((id) => unwritten.has(id) && !onDisk.has(id)),
  );
  return orphans.length;
}

/** The whole sweep: expired uploads, then the folder (when there is one). The uploads removed. */
export async function sweepResumableUploads(db: Kysely<Database>, mediaDir: string, now: Date): Promise<number> {
  const directory = resumableDirectory(mediaDir);
  return (
    (await sweepExpired(db, directory, now)) + (fs.existsSync(directory) ? await sweepFolder(db, directory, now) : 0)
  );
}

/** The hourly sweep, on the job runner (docs/decisions/045-job-runner.md): one process of a site runs each slot. */
export function resumableUploadsSweep(db: Kysely<Database>, mediaDir: string): JobDefinition {
  return defineJob({
    name: "resumable-uploads-sweep",
    schedule: everySeconds(SWEEP_EVERY_SECONDS),
    async run({ now }) {
      await sweepResumableUploads(db, mediaDir, now());
    },
  });
}
