import fs from "node:fs";
import path from "node:path";
import { create as createTar } from "tar";
import type { Config } from "#server/config";
import type { PictureStorage } from "#server/domain/pictures/picture-storage";
import { archiveName, isTemporaryName, temporaryName } from "./archive-names";
import { copyDatabase } from "./database-copy";
import { appVersion, harareTimestamp, MANIFEST_FILE, MANIFEST_FORMAT, NOT_INCLUDED, type Manifest } from "./manifest";
import { describeFile, MEDIA_FOLDER, stageMedia } from "./media-copy";

/**
 * Writes one archive into BACKUP_DIR (tar + gzip, written by node-tar, decision 028): the
 * manifest first, then the database copy, then the media. Everything is gathered in a staging
 * folder, the archive is written under a temporary dot name, synced to disk, and only then given
 * its name (a hard link, which never replaces another file, then the temporary name removed): a
 * crash or a full disk never leaves a half archive under an archive's name. The caller holds the
 * backup lease (runs.ts), so what an earlier run that died left behind is removed first.
 */

export interface ArchiveResult {
  fileName: string;
  file: string;
  bytes: number;
  manifest: Manifest;
}

async function removeLeftovers(dir: string): Promise<void> {
  for (const name of await fs.promises.readdir(dir)) {
    if (isTemporaryName(name)) await fs.promises.rm(path.join(dir, name), { recursive: true, force: true });
  }
}

async function syncFile(file: string): Promise<void> {
  const handle = await fs.promises.open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Gives `temp` the archive's name for `at`, the next free one when a second archive comes in the same second. */
async function nameArchive(dir: string, temp: string, at: Date): Promise<string> {
  for (let sequence = 1; ; sequence++) {
    const name = archiveName(at, sequence);
    try {
      await fs.promises.link(temp, path.join(dir, name));
      await fs.promises.rm(temp, { force: true });
      return name;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || sequence > 50) throw error;
    }
  }
}

export async function writeArchive(options: {
  config: Config;
  storage: PictureStorage;
  now: () => Date;
  /** The backup_runs row of this run, named in the manifest. */
  runId: number;
  signal?: AbortSignal;
}): Promise<ArchiveResult> {
  const { config, storage, now, signal } = options;
  const dir = config.backups.dir;
  await fs.promises.mkdir(dir, { recursive: true });
  await removeLeftovers(dir);
  const startedAt = now();
  const draft = archiveName(startedAt);
  const staging = path.join(dir, temporaryName(draft, "staging"));
  const temp = path.join(dir, temporaryName(draft, "partial"));
  try {
    await fs.promises.mkdir(staging);
    const database = await copyDatabase(config.database, staging, signal);
    const media = await stageMedia({
      mediaDir: config.mediaDir,
      storage,
      stagingDir: staging,
      pictures: database.pictures,
      audioFiles: database.audioFiles,
      signal,
    });
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      run: options.runId,
      app: await appVersion(),
      createdAt: { utc: startedAt.toISOString(), harare: harareTimestamp(startedAt) },
      engine: database.engine,
      database: {
        path: database.file,
        ...(await describeFile(path.join(staging, database.file))),
        migrations: database.migrations,
        ...(database.postgres ? { postgres: database.postgres } : {}),
      },
      counts: database.counts,
      media: media.files,
      missing: media.missing,
      notIncluded: NOT_INCLUDED,
    };
    await fs.promises.writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    signal?.throwIfAborted();
    const entries = [MANIFEST_FILE, path.dirname(database.file), ...(media.files.length > 0 ? [MEDIA_FOLDER] : [])];
    // gzip level 1: on the scale data set's 110 MB SQLite file 40 MB in 1.5 s, where level 6 took
    // 6.3 s for 36 MB; pictures and audio are compressed already. The nightly run shares the
    // server's CPU, so the faster level wins.
    await createTar({ file: temp, cwd: staging, gzip: { level: 1 }, portable: true, strict: true }, entries);
    await syncFile(temp);
    const fileName = await nameArchive(dir, temp, startedAt);
    // The new name itself must survive a power cut: sync the folder that holds it.
    await syncFile(dir).catch(() => {});
    const { size } = await fs.promises.stat(path.join(dir, fileName));
    return { fileName, file: path.join(dir, fileName), bytes: size, manifest };
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
    await fs.promises.rm(temp, { force: true });
  }
}
