import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import type { Config } from "#server/config";
import { openDatabase, type Engine } from "#server/db/connection";
import { MIGRATION_NAMES } from "#server/db/migrate";
import type { Database } from "#server/db/schema";
import { AUDIO_DIR, PICTURES_DIR } from "#server/domain/media/storage";
import { pictureStorageOf, type PictureStorage } from "#server/domain/pictures/picture-storage";
import { PICTURE_CONTENT_TYPES } from "#server/domain/pictures/pictures";
import { countRows, POSTGRES_DUMP, SQLITE_COPY, sqliteRows, type RowsOf } from "./database-copy";
import type { Manifest } from "./manifest";
import { MEDIA_FOLDER } from "./media-copy";
import { BackupToolError, checkToolVersion, connectionForTools, runTool } from "./postgres-tools";
import {
  checkedWritten,
  checkListing,
  extractArchive,
  isPicturePath,
  makeWorkFolder,
  readArchive,
  RestoreRefused,
  type WrittenFile,
} from "./read-archive";

export { RestoreRefused };

/**
 * `npm run restore -- FILE`: an archive back into the database DATABASE_URL names and into
 * MEDIA_DIR (or the bucket). In this order, and nothing is written to the target before the
 * checks pass:
 * 1. the archive is read whole (gzip's check covers every byte; read-archive.ts refuses any entry
 *    that is not a plain file or a folder of the layout) and its manifest parsed: the engine must
 *    be the configured one, every migration one this code knows, every file in the archive listed
 *    and every file listed present at its size;
 * 2. the target must be empty (no table holding rows but the migrations' own, no uploaded picture
 *    or audio file), or `--force` given: the refusal says what is there;
 * 3. the listed files are written into a private working folder beside MEDIA_DIR and each checked
 *    against its size and SHA-256 as written;
 * 4. the database is restored (the SQLite file put in place with a rename; pg_restore in one
 *    transaction that stops at the first error), then the media;
 * 5. the rows of every table are counted and compared with the manifest.
 * A refusal leaves nothing of the archive behind: the working folder goes once its last write is done.
 */

export interface RestoreReport {
  manifest: Manifest;
  /** Table, rows in the manifest, rows now. */
  counts: Array<{ table: string; expected: number; restored: number }>;
  mediaFiles: number;
  mediaBytes: number;
}

// Tables a database has before it holds anything: the migrations' record, the content version's
// one row, and the recurring jobs' rows a server started on it made.
const BOOKKEEPING = new Set(["schema_migrations", "content_version", "jobs"]);

/** Rows of a query through Kysely (the configured database, after the restore). */
function kyselyRows(db: Kysely<Database>): RowsOf {
  return async (text) => (await sql.raw<Record<string, unknown>>(text).execute(db)).rows;
}

/** The manifest's promises the archive and this code must keep before anything is written. */
function checkManifest(file: string, manifest: Manifest, sizes: Map<string, number>, engine: Engine): void {
  if (manifest.engine !== engine) {
    throw new RestoreRefused(
      `${file} holds a ${manifest.engine === "sqlite" ? "SQLite" : "PostgreSQL"} database, and DATABASE_URL names a ${engine === "sqlite" ? "SQLite" : "PostgreSQL"} one: restore it into the same kind of database.`,
    );
  }
  const unknown = manifest.database.migrations.filter((name) => !MIGRATION_NAMES.includes(name));
  if (unknown.length > 0) {
    throw new RestoreRefused(
      `${file} was made by a newer version of the site (migrations ${unknown.join(", ")} are unknown here, app ${manifest.app.version}${manifest.app.commit ? ` ${manifest.app.commit.slice(0, 12)}` : ""}): update the code first.`,
    );
  }
  const expectedDatabase = engine === "sqlite" ? SQLITE_COPY : POSTGRES_DUMP;
  if (manifest.database.path !== expectedDatabase)
    throw new RestoreRefused(`${file}: its database is at ${manifest.database.path}, not ${expectedDatabase}.`);
  checkListing(file, manifest, sizes);
}

/** What the target database holds now, as "12 posts, 40 comments"; null when it holds nothing. */
async function databaseContents(config: Config): Promise<{ summary: string | null; hasTables: boolean }> {
  const describe = (counts: Record<string, number>) => {
    const held = Object.entries(counts).filter(([table, rows]) => rows > 0 && !BOOKKEEPING.has(table));
    return {
      summary: held.length === 0 ? null : held.map(([table, rows]) => `${rows} ${table}`).join(", "),
      hasTables: Object.keys(counts).length > 0,
    };
  };
  const database = config.database;
  if (database.kind === "sqlite") {
    if (!fs.existsSync(database.file)) return { summary: null, hasTables: false };
    const sqlite = new SQLite(database.file, { readonly: true, fileMustExist: true });
    try {
      return describe(await countRows("sqlite", sqliteRows(sqlite)));
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return describe(
      await countRows("postgres", async (text) => (await client.query(text)).rows as Array<Record<string, unknown>>),
    );
  } finally {
    await client.end();
  }
}

async function audioFilesIn(dir: string): Promise<string[]> {
  try {
    return (await fs.promises.readdir(dir)).filter((name) => !name.startsWith("."));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** What the target media hold now ("33 uploaded picture files in the bucket, 2 audio files in …"); null when nothing. */
async function mediaContents(config: Config, storage: PictureStorage): Promise<string | null> {
  const parts: string[] = [];
  const pictures = await storage.list();
  if (pictures.length > 0) {
    parts.push(
      `${pictures.length} uploaded picture files in ${storage.kind === "s3" ? `the bucket ${config.s3?.bucket ?? ""}` : path.join(config.mediaDir, PICTURES_DIR)}`,
    );
  }
  const audio = await audioFilesIn(path.join(config.mediaDir, AUDIO_DIR));
  if (audio.length > 0) parts.push(`${audio.length} audio files in ${path.join(config.mediaDir, AUDIO_DIR)}`);
  return parts.length === 0 ? null : parts.join(", ");
}

async function restoreSqlite(file: string, copy: string): Promise<void> {
  const dir = path.dirname(file);
  await fs.promises.mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${path.basename(file)}.restore-${randomBytes(4).toString("hex")}`);
  try {
    await fs.promises.copyFile(copy, temp);
    const handle = await fs.promises.open(temp, "r");
    await handle.sync();
    await handle.close();
    // The old file's journal belongs to the old file: it must not be replayed into the new one.
    for (const suffix of ["-wal", "-shm", "-journal"]) await fs.promises.rm(`${file}${suffix}`, { force: true });
    await fs.promises.rename(temp, file);
  } finally {
    await fs.promises.rm(temp, { force: true });
  }
}

async function restorePostgres(url: string, dump: string, manifest: Manifest, hasTables: boolean): Promise<void> {
  const tools = connectionForTools(url);
  await checkToolVersion("pg_restore", manifest.database.postgres?.dumpMajor ?? 10, tools.env);
  if (hasTables) {
    // Empty or --force: the schema goes, with everything in it, and comes back empty for the dump.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>("select current_schema() as name");
      const schema = `"${String(rows[0]?.name ?? "public").replace(/"/g, '""')}"`;
      await client.query(`drop schema ${schema} cascade; create schema ${schema}`);
    } finally {
      await client.end();
    }
  }
  await runTool(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", `--dbname=${tools.url}`, dump],
    { env: tools.env },
  );
}

/** The archive's media: the pictures into the picture storage, the audio files into MEDIA_DIR/audio. */
async function restoreMedia(
  config: Config,
  storage: PictureStorage,
  files: ReadonlyMap<string, WrittenFile>,
  manifest: Manifest,
): Promise<void> {
  for (const media of manifest.media) {
    const from = await checkedWritten(files.get(media.path)!);
    if (isPicturePath(media.path)) {
      const key = path.basename(media.path);
      const format = key.slice(key.lastIndexOf(".") + 1) as keyof typeof PICTURE_CONTENT_TYPES;
      await storage.put(key, await fs.promises.readFile(from), PICTURE_CONTENT_TYPES[format]);
    } else {
      await placeFile(from, path.join(config.mediaDir, media.path.slice(MEDIA_FOLDER.length + 1)));
    }
  }
}

/**
 * A checked file into its place: a rename from the working folder (beside MEDIA_DIR, so on its
 * file system), whole or not at all; when MEDIA_DIR is a file system of its own, a copy to a dot
 * name beside the target, then a rename.
 */
async function placeFile(from: string, target: string): Promise<void> {
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  try {
    await fs.promises.rename(from, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    const temp = path.join(path.dirname(target), `.${path.basename(target)}.restore-${randomBytes(4).toString("hex")}`);
    try {
      await fs.promises.copyFile(from, temp, fs.constants.COPYFILE_EXCL);
      await fs.promises.rename(temp, target);
    } finally {
      await fs.promises.rm(temp, { force: true });
    }
  }
}

/** The run that made the archive was running in its own copy: it is done, and made this file. */
async function closeOwnRun(db: Kysely<Database>, manifest: Manifest, archive: string): Promise<void> {
  const { size } = await fs.promises.stat(archive);
  await db
    .updateTable("backup_runs")
    .set({
      status: "done",
      finished_at: manifest.createdAt.utc,
      lease_until: null,
      file_name: path.basename(archive),
      bytes: size,
      places: JSON.stringify([path.dirname(path.resolve(archive))]),
    })
    .where("id", "=", manifest.run)
    .where("status", "=", "running")
    .execute();
}

export async function restoreArchive(options: {
  config: Config;
  archive: string;
  force: boolean;
  log?: (line: string) => void;
  storage?: PictureStorage;
}): Promise<RestoreReport> {
  const { config, archive, force } = options;
  const log = options.log ?? (() => {});
  const engine: Engine = config.database.kind;
  const storage = options.storage ?? pictureStorageOf({ mediaDir: config.mediaDir, s3: config.s3 });

  const { manifest, sizes } = await readArchive(archive);
  checkManifest(archive, manifest, sizes, engine);
  log(
    `Archive of ${manifest.createdAt.harare} (${manifest.app.name} ${manifest.app.version}, ${engine}): ${manifest.media.length} media files, complete.`,
  );

  const database = await databaseContents(config);
  const media = await mediaContents(config, storage);
  if (!force && (database.summary || media)) {
    const where = config.database.kind === "sqlite" ? config.database.file : "the PostgreSQL database of DATABASE_URL";
    throw new RestoreRefused(
      [
        "The target is not empty:",
        ...(database.summary ? [`- ${where} holds ${database.summary}`] : []),
        ...(media ? [`- ${media}`] : []),
        "Restore into an empty database and media folder, or add --force to replace the database and add the archive's files (other files stay).",
      ].join("\n"),
    );
  }

  const work = await makeWorkFolder(config.mediaDir);
  try {
    const files = await extractArchive(archive, manifest, work);
    log("Every file matches its size and SHA-256.");

    const copy = await checkedWritten(files.get(manifest.database.path)!);
    if (config.database.kind === "sqlite") await restoreSqlite(config.database.file, copy);
    else await restorePostgres(config.database.url, copy, manifest, database.hasTables);
    log(`Database restored into ${config.database.kind === "sqlite" ? config.database.file : "PostgreSQL"}.`);
    await restoreMedia(config, storage, files, manifest);
    const mediaBytes = manifest.media.reduce((sum, file) => sum + file.bytes, 0);
    log(
      `Media restored: ${manifest.media.length} files (${mediaBytes} bytes) into ${storage.kind === "s3" ? "the bucket and " : ""}${config.mediaDir}.`,
    );

    const handle = openDatabase(config.database);
    try {
      await closeOwnRun(handle.db, manifest, archive);
      const restored = await countRows(engine, kyselyRows(handle.db));
      const tables = [...new Set([...Object.keys(manifest.counts), ...Object.keys(restored)])].sort();
      const counts = tables.map((table) => ({
        table,
        expected: manifest.counts[table] ?? -1,
        restored: restored[table] ?? -1,
      }));
      return { manifest, counts, mediaFiles: manifest.media.length, mediaBytes };
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (error instanceof BackupToolError) throw new RestoreRefused(error.message);
    throw error;
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}
