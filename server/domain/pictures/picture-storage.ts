import fs from "node:fs/promises";
import path from "node:path";
import { BucketUnavailable, S3Bucket, type S3Settings } from "#server/lib/s3-bucket";
import { writeFileAtomically } from "#server/lib/atomic-write";
import { PICTURE_NAME_PREFIX } from "#contract/pictures";

/**
 * Where an uploaded picture's files live: one interface, two places. By default the
 * files are under MEDIA_DIR/gen, beside the drawn illustrations, where /img/gen/ serves them; when
 * S3_BUCKET is configured, in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO...), read back
 * by the server for /img/gen/ so every picture URL stays the same whichever place holds it.
 * Keys are plain file names of the image scheme (contract/images.ts), e.g. `photo-1a2b…-1280x720.webp`.
 */
export interface PictureStorage {
  readonly kind: "disk" | "s3";
  /** Writes a whole file; a reader never sees part of it. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when it is not there. */
  get(key: string): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
  /** Every picture file's key (the backups read them all; nothing else is listed). */
  list(): Promise<string[]>;
  /** Removes a file (nothing when it is not there): a picture whose set could not be finished is not kept in part. */
  remove(key: string): Promise<void>;
}

/**
 * The storage could not be reached or failed (the bucket's network, a 5xx, a full disk): the
 * request that needed it is answered 503 (try again), never 500, and nothing half-done is kept.
 */
export class PictureStorageUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PictureStorageUnavailable";
  }
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9-]*\.(?:avif|webp|jpg)$/;

/** A key is one file name of the scheme: no folder, no dot file (a temporary file is never a key). */
function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a picture file name: ${key}`);
  return key;
}

// Uploaded pictures' keys all start with PICTURE_NAME_PREFIX; the drawn illustrations beside them on disk never do.
const UPLOADED_PREFIX = PICTURE_NAME_PREFIX;

export class DiskPictureStorage implements PictureStorage {
  readonly kind = "disk" as const;
  constructor(readonly dir: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = path.join(this.dir, checkedKey(key));
    try {
      // Temp file + rename: another process or a reader sees no file or the whole file.
      await writeFileAtomically(file, bytes);
    } catch (error) {
      throw new PictureStorageUnavailable(`writing ${key} failed`, { cause: error });
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(path.join(this.dir, checkedKey(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      await fs.access(path.join(this.dir, checkedKey(key)));
      return true;
    } catch {
      return false;
    }
  }

  async list(): Promise<string[]> {
    try {
      return (await fs.readdir(this.dir))
        .filter((name) => name.startsWith(UPLOADED_PREFIX) && KEY_PATTERN.test(name))
        .sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(path.join(this.dir, checkedKey(key)), { force: true });
  }
}

export type { S3Settings } from "#server/lib/s3-bucket";

/**
 * An S3-compatible bucket (server/lib/s3-bucket.ts, decision 019). A PUT is atomic on S3: an
 * object appears whole or not at all.
 */
export class S3PictureStorage implements PictureStorage {
  readonly kind = "s3" as const;
  private readonly bucket: S3Bucket;

  constructor(settings: S3Settings) {
    this.bucket = new S3Bucket(settings);
  }

  /** The bucket's failures as the picture storage's (a 503 that says so). */
  private async asStorage<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof BucketUnavailable)
        throw new PictureStorageUnavailable(error.message, { cause: error.cause ?? error });
      throw error;
    }
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.asStorage(() => this.bucket.put(checkedKey(key), new Uint8Array(bytes), contentType));
  }

  async get(key: string): Promise<Buffer | null> {
    return this.asStorage(() => this.bucket.get(checkedKey(key)));
  }

  async has(key: string): Promise<boolean> {
    return this.asStorage(() => this.bucket.has(checkedKey(key)));
  }

  async list(): Promise<string[]> {
    const keys = await this.asStorage(() => this.bucket.list(UPLOADED_PREFIX));
    return keys.filter((key) => KEY_PATTERN.test(key)).sort();
  }

  async remove(key: string): Promise<void> {
    await this.asStorage(() => this.bucket.delete(checkedKey(key)));
  }
}

/** The storage the configuration names: the bucket when S3 is configured, else MEDIA_DIR/gen. */
export function pictureStorageOf(config: { mediaDir: string; s3: S3Settings | null }): PictureStorage {
  return config.s3 ? new S3PictureStorage(config.s3) : new DiskPictureStorage(path.join(config.mediaDir, "gen"));
}
