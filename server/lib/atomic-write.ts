import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Writes a whole file so that no reader, in this process or another, ever sees part of it: the
 * bytes go to a temporary name in the same folder (a dot file, never served), then a rename,
 * which is atomic on one file system. The temporary file is removed when the write fails.
 */
export async function writeFileAtomically(file: string, bytes: Buffer): Promise<void> {
  const dir = path.dirname(file);
  await makeFolder(dir);
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
  try {
    await fs.writeFile(temp, bytes).catch((error: unknown) => Promise.reject(withPath(error, temp)));
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

/**
 * A write's error with the file it was writing: Node names the path when a file is opened but not
 * when a write to it fails (ENOSPC), and the log must say where the disk refused
 * (server/lib/storage-refusal.ts).
 */
export function withPath(error: unknown, file: string): unknown {
  if (typeof error === "object" && error !== null && "code" in error && !("path" in error)) {
    Object.assign(error, { path: file });
  }
  return error;
}

/**
 * `mkdir -p` that says what really refused: Node's recursive mkdir reports ENOENT when the folder
 * cannot be made in a read-only or unwritable parent, which would hide a full or read-only disk
 * (server/lib/storage-refusal.ts). The plain mkdir then names the cause (EROFS, EACCES, ENOSPC),
 * or ENOENT when a parent is really missing.
 */
export async function makeFolder(dir: string): Promise<void> {
  try {
    await fs.mkdir(dir, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    await fs.mkdir(dir).catch((again: NodeJS.ErrnoException) => {
      if (again.code !== "EEXIST") throw again;
    });
  }
}
