import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import type { StorageRefusalKind } from "#contract/storage-refusal";
import { makeFolder, withPath } from "#server/lib/atomic-write";
import { logStorageRefusal, storageRefusalOf } from "#server/lib/storage-refusal";

/**
 * What the streamed staff uploads share (sermon audio, server/http/uploads/sermon-audio.ts; pictures,
 * server/http/uploads/pictures.ts): a temporary file under MEDIA_DIR/tmp that is always removed before the
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
  await makeFolder(tempDir);
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
  await pipeline(file, count, handle.createWriteStream()).catch((error: unknown) =>
    Promise.reject(withPath(error, temp)),
  );
  return { bytes, sha256: hash.digest("hex") };
}

/**
 * A failure met while reading an upload's multipart body: the parser's or the request's (the body
 * ended mid-file, the client went away, the bytes were not multipart) means the upload did not
 * arrive whole, answered 400 with UPLOAD_CUT_OFF (contract/uploads.ts) rather than a 500 with the
 * parser's words. A write the disk refused goes on to the route's own answer; a programming error
 * too.
 */
export function cutOffOrThrow(request: FastifyRequest, error: unknown): "cut-off" {
  if (storageRefusalOf(error) || !(error instanceof Error) || PROGRAMMING_ERRORS.some((type) => error instanceof type))
    throw error;
  request.log.warn({ err: error }, "upload did not arrive whole: nothing kept");
  return "cut-off";
}

const PROGRAMMING_ERRORS = [TypeError, ReferenceError, RangeError, SyntaxError];

/**
 * An upload route's failure: a write the disk refused (the temporary file, the picture's set, the
 * audio's folder, the row) is logged with its cause and becomes the outcome that says so; anything
 * else is thrown on.
 */
export function uploadRefusalOrThrow(request: FastifyRequest, error: unknown, doing: string): StorageRefusalKind {
  const refusal = storageRefusalOf(error);
  if (!refusal) throw error;
  logStorageRefusal(request.log, error, refusal, doing);
  return refusal.kind;
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
