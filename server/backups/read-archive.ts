import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Parser, type ReadEntry } from "tar";
import { AUDIO_DIR, PICTURES_DIR } from "#server/domain/media/storage";
import { POSTGRES_DUMP, SQLITE_COPY } from "./database-copy";
import { MANIFEST_FILE, parseManifest, type Manifest, type ManifestFile } from "./manifest";
import { MEDIA_FOLDER } from "./media-copy";

/**
 * Reading an archive for a restore, trusting nothing in it (decision 040). node-tar parses the
 * tar (strict: a damaged gzip, a bad header or a cut-off end is an error), and this module does
 * the rest itself, never node-tar's extraction:
 * - every entry must be a plain file or a folder, at a place of this site's layout (manifest.json,
 *   database/site.db or database/postgres.dump, media/gen/photo-…, media/audio/…), once: a link,
 *   a hard link, a device, a pipe, an absolute path, a `..`, any other name is refused;
 * - the first reading (readArchive) takes the manifest and every file's size, and writes nothing;
 * - the second (extractArchive) writes only the files the manifest lists, at its sizes, each
 *   created new (O_EXCL, O_NOFOLLOW) in a private working folder and hashed from the bytes as they
 *   are written; every file the manifest lists must then have been written, with its SHA-256.
 * A refusal stops the reading, and the promise settles only when no write of it can still land:
 * the caller's clean-up comes after the last byte.
 */

export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefused";
  }
}

const PICTURE_PATH = new RegExp(`^${MEDIA_FOLDER}/${PICTURES_DIR}/photo-[a-z0-9-]+\\.(avif|webp|jpg)$`);
const AUDIO_PATH = new RegExp(`^${MEDIA_FOLDER}/${AUDIO_DIR}/[A-Za-z0-9][A-Za-z0-9._-]*$`);
const FILES = new Set([MANIFEST_FILE, SQLITE_COPY, POSTGRES_DUMP]);
const FOLDERS = new Set([
  // The archive's own root, as `tar czf FILE -C folder .` writes it ("./", each name then "./…").
  ".",
  path.posix.dirname(SQLITE_COPY),
  MEDIA_FOLDER,
  `${MEDIA_FOLDER}/${PICTURES_DIR}`,
  `${MEDIA_FOLDER}/${AUDIO_DIR}`,
]);
const PLAIN_FILES = new Set(["File", "OldFile", "ContiguousFile"]);
const KINDS: Partial<Record<string, string>> = {
  SymbolicLink: "a symbolic link",
  Link: "a hard link",
  CharacterDevice: "a device",
  BlockDevice: "a device",
  FIFO: "a named pipe",
};
const LAYOUT =
  "A restore takes only plain files and folders where this site's archives put them (manifest.json, database/, media/gen/photo-…, media/audio/…), so it is refused; nothing was changed.";
// Far above a real manifest (a few hundred bytes a media file), far below what memory could hold.
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/** An uploaded picture of the archive (into the picture storage) rather than an audio file (into MEDIA_DIR/audio). */
export const isPicturePath = (name: string) => PICTURE_PATH.test(name);
/** A media file's path in the manifest: an uploaded picture or an audio file. */
export const isMediaPath = (name: string) => PICTURE_PATH.test(name) || AUDIO_PATH.test(name);

/** A name from the archive, as a message may show it: quoted, escaped, and not endless. */
function shown(name: string): string {
  return JSON.stringify(name.length > 200 ? `${name.slice(0, 200)}…` : name);
}

/** An entry once checked: a plain file or a folder of the layout, by its path in the archive. */
interface CheckedEntry {
  path: string;
  folder: boolean;
}

function refusedEntry(archive: string, name: string, what: string): RestoreRefused {
  return new RestoreRefused(`${archive} holds ${shown(name)}, which ${what}. ${LAYOUT}`);
}

function checkedEntry(archive: string, entry: ReadEntry): CheckedEntry {
  const folder = entry.type === "Directory";
  if (!folder && !PLAIN_FILES.has(entry.type)) {
    const kind = KINDS[entry.type] ?? `an entry of the kind ${entry.type}`;
    throw refusedEntry(archive, entry.path, `is ${kind}${entry.linkpath ? ` to ${shown(entry.linkpath)}` : ""}`);
  }
  if (path.posix.isAbsolute(entry.path) || /^[A-Za-z]:/.test(entry.path))
    throw refusedEntry(archive, entry.path, "is an absolute path");
  if (entry.path.split("/").includes(".."))
    throw refusedEntry(archive, entry.path, "is a path that climbs out of its folder (..)");
  let name = entry.path === "./" ? "." : entry.path.replace(/^\.\//, "");
  if (folder) name = name.replace(/\/$/, "");
  if (folder ? !FOLDERS.has(name) : !FILES.has(name) && !isMediaPath(name))
    throw refusedEntry(archive, entry.path, "is not a file of this site's archives");
  return { path: name, folder };
}

/**
 * Reads the archive's entries in order, each checked and handed to `visit` (which reads its bytes
 * or not); the next one comes once `visit` is done. The first failure (a refusal, a write's, tar's
 * or the file's) stops the reading: the file is closed, the parser aborted, the entry being read
 * destroyed, and the promise rejects only once `visit` has returned.
 */
function readEntries(archive: string, visit: (entry: CheckedEntry, bytes: ReadEntry) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const source = fs.createReadStream(archive);
    const parser = new Parser({ strict: true });
    let failure: unknown = null;
    let current: ReadEntry | null = null;
    let visiting: Promise<void> = Promise.resolve();
    let settling = false;
    const settle = () => {
      if (settling) return;
      settling = true;
      void visiting.then(() => (failure === null ? resolve() : reject(failure)));
    };
    const fail = (error: unknown) => {
      if (failure !== null) return;
      failure = error;
      source.destroy();
      current?.destroy();
      parser.abort(error instanceof Error ? error : new Error(String(error)));
      settle();
    };
    const take = async (entry: ReadEntry) => {
      if (failure !== null) return void entry.resume();
      current = entry;
      try {
        await visit(checkedEntry(archive, entry), entry);
      } finally {
        current = null;
      }
      entry.resume();
    };
    parser.on("entry", (entry: ReadEntry) => {
      visiting = visiting.then(() => take(entry)).catch(fail);
    });
    // node-tar skips, unseen, an entry of a kind it does not know (a sparse file...) and an oversized header.
    parser.on("ignoredEntry", (entry: ReadEntry) =>
      fail(refusedEntry(archive, entry.path, `is an entry of the kind ${entry.type}`)),
    );
    parser.on("error", (error: Error) =>
      fail(new RestoreRefused(`${archive} is damaged or incomplete (${error.message}); take another archive.`)),
    );
    parser.on("end", settle);
    source.on("error", (error: NodeJS.ErrnoException) =>
      fail(error.code === "ENOENT" ? new RestoreRefused(`${archive}: no such file.`) : error),
    );
    source.pipe(parser);
  });
}

async function bytesOf(entry: ReadEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Reads the archive through to its end, writing nothing: its manifest, and the size of every file in it. */
export async function readArchive(archive: string): Promise<{ manifest: Manifest; sizes: Map<string, number> }> {
  const sizes = new Map<string, number>();
  let manifestText: string | null = null;
  await readEntries(archive, async (entry, bytes) => {
    if (entry.folder) return;
    if (sizes.has(entry.path)) throw twice(archive, entry.path);
    sizes.set(entry.path, bytes.size);
    if (entry.path !== MANIFEST_FILE) return;
    if (bytes.size > MAX_MANIFEST_BYTES)
      throw new RestoreRefused(`${archive}: its ${MANIFEST_FILE} is ${bytes.size} bytes, not a manifest of this site.`);
    manifestText = (await bytesOf(bytes)).toString("utf8");
  });
  if (manifestText === null)
    throw new RestoreRefused(`${archive} has no ${MANIFEST_FILE}: it is not an archive of this site.`);
  try {
    return { manifest: parseManifest(manifestText), sizes };
  } catch (error) {
    throw new RestoreRefused(`${archive}: ${(error as Error).message}.`);
  }
}

function twice(archive: string, name: string): RestoreRefused {
  return new RestoreRefused(`${archive} holds ${shown(name)} twice: the second would replace the first. ${LAYOUT}`);
}

/** The files the manifest lists (the database, then the media). */
export const listedFiles = (manifest: Manifest): ManifestFile[] => [manifest.database, ...manifest.media];

/**
 * What the first reading found against the manifest, before anything is written: every file it
 * lists is a media file of the layout (or the database), listed once, and in the archive at its
 * size; every file in the archive is listed.
 */
export function checkListing(archive: string, manifest: Manifest, sizes: Map<string, number>): void {
  const listed = new Set<string>();
  for (const media of manifest.media) {
    if (!isMediaPath(media.path)) {
      throw new RestoreRefused(
        `${archive}: its manifest names ${shown(media.path)}, which is not an uploaded picture or an audio file.`,
      );
    }
    if (listed.has(media.path)) throw new RestoreRefused(`${archive}: its manifest names ${media.path} twice.`);
    listed.add(media.path);
  }
  listed.add(manifest.database.path);
  const unlisted = [...sizes.keys()].filter((name) => name !== MANIFEST_FILE && !listed.has(name));
  if (unlisted.length > 0) throw notListed(archive, unlisted[0]!);
  const absent = listedFiles(manifest).filter((entry) => sizes.get(entry.path) !== entry.bytes);
  if (absent.length > 0) {
    throw new RestoreRefused(
      `${archive} is incomplete: ${absent.length} of the files its manifest lists are missing or of another size (${absent
        .slice(0, 3)
        .map((entry) => entry.path)
        .join(", ")}${absent.length > 3 ? ", ..." : ""}).`,
    );
  }
}

function notListed(archive: string, name: string): RestoreRefused {
  return new RestoreRefused(`${archive} holds ${name}, which its manifest does not list: it is refused whole.`);
}

/** A file the restore wrote into its working folder: the very file (device and inode), as hashed while written. */
export interface WrittenFile {
  path: string;
  dev: number;
  ino: number;
}

/**
 * A private working folder for the restore (0700, mkdtemp), beside MEDIA_DIR and never inside it:
 * nothing served can reach a file of an archive before it is checked, and a rename from it into
 * MEDIA_DIR stays on one file system (unless MEDIA_DIR is a mount of its own: restore.ts copies then).
 */
export async function makeWorkFolder(mediaDir: string): Promise<string> {
  const resolved = path.resolve(mediaDir);
  await fs.promises.mkdir(path.dirname(resolved), { recursive: true });
  return fs.promises.mkdtemp(path.join(path.dirname(resolved), `.${path.basename(resolved)}.restore-`));
}

const NEW_FILE = fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_NOFOLLOW;

/**
 * Writes one entry's bytes to a new file (never through a link, never over a file), hashing them
 * as they go. The database copy is 0600, and keeps it where it goes (copyFile copies the mode); a
 * media file gets the mode of an upload, as it is served to anyone once restored.
 */
async function writeEntry(
  entry: ReadEntry,
  to: string,
  mode: number,
): Promise<{ bytes: number; sha256: string; file: WrittenFile }> {
  await fs.promises.mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
  const handle = await fs.promises.open(to, NEW_FILE, mode);
  try {
    const hash = createHash("sha256");
    let bytes = 0;
    for await (const chunk of entry as AsyncIterable<Buffer>) {
      hash.update(chunk);
      bytes += chunk.length;
      await handle.write(chunk);
    }
    const { dev, ino } = await handle.stat();
    return { bytes, sha256: hash.digest("hex"), file: { path: to, dev, ino } };
  } finally {
    await handle.close();
  }
}

/**
 * Writes the files the manifest lists into `work` (the second reading), checking each against it
 * as written: the archive may have changed since the first reading, and its sizes say nothing of
 * the bytes. Returns where each file is, by its path in the archive.
 */
export async function extractArchive(
  archive: string,
  manifest: Manifest,
  work: string,
): Promise<Map<string, WrittenFile>> {
  const listed = new Map(listedFiles(manifest).map((entry) => [entry.path, entry]));
  const written = new Map<string, Awaited<ReturnType<typeof writeEntry>>>();
  await readEntries(archive, async (entry, bytes) => {
    if (entry.folder || entry.path === MANIFEST_FILE) return;
    const expected = listed.get(entry.path);
    if (!expected) throw notListed(archive, entry.path);
    if (written.has(entry.path)) throw twice(archive, entry.path);
    // Never more bytes than the manifest says: the disk holds no more than it lists.
    if (bytes.size !== expected.bytes) throw notDescribed(archive, entry.path, `${bytes.size} bytes`);
    const to = path.join(work, ...entry.path.split("/"));
    written.set(entry.path, await writeEntry(bytes, to, isMediaPath(entry.path) ? 0o644 : 0o600));
  });
  for (const expected of listed.values()) {
    const found = written.get(expected.path);
    if (!found) throw new RestoreRefused(`${archive} is incomplete: ${expected.path} is missing from it.`);
    if (found.bytes !== expected.bytes) throw notDescribed(archive, expected.path, `${found.bytes} bytes`);
    if (found.sha256 !== expected.sha256) throw notDescribed(archive, expected.path, "SHA-256 differs");
  }
  return new Map([...written].map(([name, found]) => [name, found.file]));
}

function notDescribed(archive: string, name: string, how: string): RestoreRefused {
  return new RestoreRefused(`${archive} is damaged: ${name} is not the file its manifest describes (${how}).`);
}

/**
 * The file the restore wrote, checked again just before it is used (copied, read, renamed): still a
 * plain file, with one name, the very one written (no link can have taken its place).
 */
export async function checkedWritten(written: WrittenFile): Promise<string> {
  const stat = await fs.promises.lstat(written.path);
  if (!stat.isFile() || stat.nlink !== 1 || stat.dev !== written.dev || stat.ino !== written.ino) {
    throw new RestoreRefused(`${written.path} changed while the restore ran: it is stopped, nothing more is written.`);
  }
  return written.path;
}
