import fs from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import { writeFileAtomically } from "../lib/atomic-write";

/**
 * Where an uploaded picture's files live (issue 15): one interface, two places. By default the
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

/** A key is one file name of the scheme: no folder, no dot file (a temporary file is never a key). */
function checkedKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9-]*\.(?:avif|webp|jpg)$/.test(key)) throw new Error(`Not a picture file name: ${key}`);
  return key;
}

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

  async remove(key: string): Promise<void> {
    await fs.rm(path.join(this.dir, checkedKey(key)), { force: true });
  }
}

export interface S3Settings {
  /** e.g. https://s3.eu-west-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * An S3-compatible bucket, addressed path-style (`<endpoint>/<bucket>/<key>`, which AWS, R2 and
 * MinIO all accept), requests signed with AWS Signature V4 by aws4fetch (decision 019). A PUT is
 * atomic on S3: an object appears whole or not at all.
 */
export class S3PictureStorage implements PictureStorage {
  readonly kind = "s3" as const;
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(settings: S3Settings) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: "s3",
    });
    this.base = `${settings.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(settings.bucket)}/`;
  }

  private url(key: string): string {
    return this.base + checkedKey(key);
  }

  /**
   * One request to the bucket. A network failure or a 5xx is tried twice more (the three requests
   * are idempotent, and a bucket closes idle connections or answers 503 Slow Down), then thrown
   * as PictureStorageUnavailable; any other answer is returned for the caller to read.
   */
  private async request(key: string, init: RequestInit = {}): Promise<Response> {
    const method = init.method ?? "GET";
    let failure: unknown = null;
    for (let attempt = 0; attempt < 3; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      try {
        // Content-Length comes from the body (fetch sets it): a hand-set one is refused by
        // some fetch dispatchers.
        const response = await this.client.fetch(this.url(key), init);
        if (response.status < 500) return response;
        await response.arrayBuffer();
        failure = new Error(`S3 ${method} ${key} answered ${response.status}`);
      } catch (error) {
        failure = error;
      }
    }
    throw new PictureStorageUnavailable(`S3 ${method} ${key} failed`, { cause: failure });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const response = await this.request(key, {
      method: "PUT",
      body: new Uint8Array(bytes),
      headers: { "content-type": contentType },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new PictureStorageUnavailable(`S3 PUT ${key} answered ${response.status}`);
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.request(key);
    if (response.status === 404) {
      await response.arrayBuffer();
      return null;
    }
    if (!response.ok) {
      await response.arrayBuffer();
      throw new PictureStorageUnavailable(`S3 GET ${key} answered ${response.status}`);
    }
    return Buffer.from(await response.arrayBuffer());
  }

  async has(key: string): Promise<boolean> {
    const response = await this.request(key, { method: "HEAD" });
    await response.arrayBuffer();
    if (response.status === 404) return false;
    if (!response.ok) throw new PictureStorageUnavailable(`S3 HEAD ${key} answered ${response.status}`);
    return true;
  }

  async remove(key: string): Promise<void> {
    const response = await this.request(key, { method: "DELETE" });
    await response.arrayBuffer();
    if (!response.ok && response.status !== 404) throw new PictureStorageUnavailable(`S3 DELETE ${key} answered ${response.status}`);
  }
}

/** The storage the configuration names: the bucket when S3 is configured, else MEDIA_DIR/gen. */
export function pictureStorageOf(config: { mediaDir: string; s3: S3Settings | null }): PictureStorage {
  return config.s3 ? new S3PictureStorage(config.s3) : new DiskPictureStorage(path.join(config.mediaDir, "gen"));
}
