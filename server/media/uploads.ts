import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * What the streamed staff uploads share (sermon audio, server/staff/audio.ts; pictures,
 * server/staff/pictures.ts): a temporary file under MEDIA_DIR/tmp that is always removed before the
 * answer, the copy of the file part into it with its length and hash, and its first bytes.
 */

/** Folder of the uploads in progress, under MEDIA_DIR. */
const TEMP_DIR = "tmp";

/** Runs `receive` with a fresh temporary path; the file is gone when this returns or throws. */
export async function withTempUpload<T>(
  mediaDir: string,
  prefix: string,
  receive: (temp: string) => Promise<T>,
): Promise<T> {
  const tempDir = path.join(mediaDir, TEMP_DIR);
  await fs.promises.mkdir(tempDir, { recursive: true });
  const temp = path.join(tempDir, `${prefix}-${randomBytes(12).toString("hex")}`);
  try {
    return await receive(temp);
  } finally {
    // Before any answer: a refused file is gone when the page comes back.
    await fs.promises.rm(temp, { force: true });
  }
}

/** Copies a file part into `temp`, counting its bytes and hashing them (SHA-256, hex). */
export async function saveUploadStream(file: Readable, temp: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash("sha256");
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  // Opened before the copy starts, so withTempUpload's removal always finds it.
  const handle = await fs.promises.open(temp, "w");
  await pipeline(file, count, handle.createWriteStream());
  return { bytes, sha256: hash.digest("hex") };
}

/** The first bytes of a file, to tell its kind by its content. */
export async function readHead(file: string, length = 16): Promise<Buffer> {
  const handle = await fs.promises.open(file, "r");
  try {
    const head = Buffer.alloc(length);
    const { bytesRead } = await handle.read(head, 0, length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
