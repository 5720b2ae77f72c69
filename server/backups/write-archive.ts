import fs from "node:fs";
import path from "node:path";
import { create as createTar } from "tar";
import type { Config } from "#server/config";
import type { PictureStorage } from "#server/domain/pictures/picture-storage";
import { archiveName, archiveTime, isTemporaryName, temporaryName } from "./archive-names";
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
 * Archives hold private prayer requests and password hashes: BACKUP_DIR is 0700, the staging
 * folder too, and every archive 0600 from its first byte, whatever the umask of the shell or the
 * service that runs the backup.
 */

export interface ArchiveResult {
  fileName: string;
  file: string;
  bytes: number;
  manifest: Manifest;
}

const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;
const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/** Makes the folder 0700 (less the umask) and its parents as any other; false when it was there. */
async function madeFolder(dir: string): Promise<boolean> {
  const make = () => fs.promises.mkdir(dir, { mode: PRIVATE_FOLDER });
  try {
    await make();
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    if (code !== "ENOENT") throw error;
  }
  await fs.promises.mkdir(path.dirname(dir), { recursive: true });
  await make();
  return true;
}

/**
 * Makes BACKUP_DIR if it is missing (0700; the folders above it as any other), and narrows one
 * that is open to other users (an older version made it 0755 and its archives 0644): the folder
 * to 0700, the archives in it to 0600. Returns what the log should say of it, or null.
 */
async function privateFolder(dir: string): Promise<string | null> {
  if (await madeFolder(dir)) {
    // Made 0700 less the umask: exactly 0700 now.
    await fs.promises.chmod(dir, PRIVATE_FOLDER);
    return null;
  }
  const { mode } = await fs.promises.stat(dir);
  if ((mode & 0o077) === 0) return null;
  try {
    await fs.promises.chmod(dir, PRIVATE_FOLDER);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    return `Backups: ${dir} is open to other users (${octal(mode)}) and could not be made ${octal(PRIVATE_FOLDER)} (${code}): change its owner or mode; each archive in it is ${octal(PRIVATE_FILE)} all the same.`;
  }
  let narrowed = 0;
  for (const name of await fs.promises.readdir(dir)) {
    if (!archiveTime(name)) continue;
    const file = path.join(dir, name);
    const stat = await fs.promises.lstat(file);
    if (!stat.isFile() || (stat.mode & 0o077) === 0) continue;
    await fs.promises.chmod(file, PRIVATE_FILE);
    narrowed += 1;
  }
  const archives =
    narrowed === 0
      ? ""
      : `, and ${narrowed} older ${narrowed === 1 ? "archive" : "archives"} in it ${octal(PRIVATE_FILE)}`;
  return `Backups: ${dir} was open to other users (${octal(mode)}); it is now ${octal(PRIVATE_FOLDER)}${archives}.`;
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
  /** What the log should hear of BACKUP_DIR's mode. */
  warn?: (message: string) => void;
}): Promise<ArchiveResult> {
  const { config, storage, now, signal } = options;
  const dir = config.backups.dir;
  const note = await privateFolder(dir);
  if (note) options.warn?.(note);
  await removeLeftovers(dir);
  const startedAt = now();
  const draft = archiveName(startedAt);
  const staging = path.join(dir, temporaryName(draft, "staging"));
  const temp = path.join(dir, temporaryName(draft, "partial"));
  try {
    await fs.promises.mkdir(staging, { mode: PRIVATE_FOLDER });
    await fs.promises.chmod(staging, PRIVATE_FOLDER);
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
    await createTar(
      { file: temp, mode: PRIVATE_FILE, cwd: staging, gzip: { level: 1 }, portable: true, strict: true },
      entries,
    );
    // Created 0600 less the umask; exactly 0600 before it has a name (a hard link shares the mode).
    await fs.promises.chmod(temp, PRIVATE_FILE);
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
