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
  await fs.mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
  try {
    await fs.writeFile(temp, bytes);
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}
