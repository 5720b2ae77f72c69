import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { AUDIO_DIR, PICTURES_DIR } from "#server/domain/media/storage";
import type { PictureStorage } from "#server/domain/pictures/picture-storage";
import { pictureFiles } from "#server/domain/pictures/pictures";

/**
 * The media a backup holds: the uploaded pictures (every `photo-…` file of the picture storage,
 * MEDIA_DIR/gen or the bucket) and the sermon audio (MEDIA_DIR/audio). Never the drawn
 * illustrations of MEDIA_DIR/gen, which every start draws again from the code. Each file is put
 * in the staging folder (a hard link when it can be, else a copy), so a file replaced or removed
 * while the archive is written cannot change what the archive holds, and is described from there.
 */

export interface MediaFile {
  /** Its path inside the archive and under MEDIA_DIR: `media/gen/photo-…`, `media/audio/…`. */
  path: string;
  bytes: number;
  sha256: string;
}

export const MEDIA_FOLDER = "media";

/** The archive path of a picture file and of an audio file (sermons.audio_file is `audio/…`). */
export const picturePath = (key: string) => `${MEDIA_FOLDER}/${PICTURES_DIR}/${key}`;
export const audioPath = (relative: string) => `${MEDIA_FOLDER}/${relative}`;

/** A file's size and SHA-256, read once. */
export async function describeFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest("hex") };
}

async function linkOrCopy(from: string, to: string): Promise<boolean> {
  await fs.promises.mkdir(path.dirname(to), { recursive: true });
  try {
    await fs.promises.link(from, to);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return false;
    if (code !== "EXDEV" && code !== "EPERM" && code !== "EMLINK") throw error;
  }
  try {
    await fs.promises.copyFile(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

async function audioFilesIn(dir: string): Promise<string[]> {
  try {
    const entries = await fs.promises.readdir(dir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/**
 * Stages the media into `stagingDir/media/` and returns each file, and the files the database
 * copy names that are not there (a picture deleted, an audio replaced between the copy and now:
 * the manifest says so rather than pretend).
 */
export async function stageMedia(options: {
  mediaDir: string;
  storage: PictureStorage;
  stagingDir: string;
  /** What the database copy's rows name. */
  pictures: readonly string[];
  audioFiles: readonly string[];
  signal?: AbortSignal;
}): Promise<{ files: MediaFile[]; missing: string[] }> {
  const { mediaDir, storage, stagingDir, signal } = options;
  const staged: string[] = [];

  for (const key of await storage.list()) {
    signal?.throwIfAborted();
    const target = path.join(stagingDir, picturePath(key));
    if (storage.kind === "disk") {
      if (await linkOrCopy(path.join(mediaDir, PICTURES_DIR, key), target)) staged.push(picturePath(key));
      continue;
    }
    const bytes = await storage.get(key);
    if (!bytes) continue;
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.writeFile(target, bytes);
    staged.push(picturePath(key));
  }

  for (const name of await audioFilesIn(path.join(mediaDir, AUDIO_DIR))) {
    signal?.throwIfAborted();
    const relative = `${AUDIO_DIR}/${name}`;
    if (await linkOrCopy(path.join(mediaDir, relative), path.join(stagingDir, audioPath(relative))))
      staged.push(audioPath(relative));
  }

  const files: MediaFile[] = [];
  for (const file of staged.sort()) {
    signal?.throwIfAborted();
    files.push({ path: file, ...(await describeFile(path.join(stagingDir, file))) });
  }
  const present = new Set(staged);
  const expected = [
    ...options.pictures.flatMap((name) => pictureFiles(name).map((file) => picturePath(file.key))),
    ...options.audioFiles.map(audioPath),
  ];
  return { files, missing: expected.filter((file) => !present.has(file)) };
}
