import fs from "node:fs/promises";
import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";

/**
 * One S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2, MinIO), addressed path-style
 * (`<endpoint>/<bucket>/<key>`, which they all accept), every request signed with AWS Signature V4
 * by aws4fetch (decision 019). The uploaded pictures (server/domain/pictures/picture-storage.ts) and the
 * backup archives (server/backups/) both go through it.
 */
export interface S3Settings {
  /** e.g. https://s3.eu-west-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The bucket could not be reached or failed (its network, a 5xx): the caller says so, never a 500. */
export class BucketUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "BucketUnavailable";
  }
}

/** A file larger than this goes up in parts of this size (S3 takes at most 5 GB in one PUT, parts of 5 MiB or more). */
export const PART_BYTES = 32 * 1024 * 1024;

export class S3Bucket {
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(
    readonly settings: S3Settings,
    private readonly partBytes = PART_BYTES,
  ) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: "s3",
    });
    this.base = `${settings.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(settings.bucket)}/`;
  }

  /** `s3://bucket/key`, as a log line or a page names a place. */
  describe(key: string): string {
    return `s3://${this.settings.bucket}/${key}`;
  }

  private url(key: string, query = ""): string {
    return this.base + key.split("/").map(encodeURIComponent).join("/") + query;
  }

  /**
   * One request. A network failure or a 5xx is tried twice more (every request here is
   * idempotent, and a bucket closes idle connections or answers 503 Slow Down), then thrown as
   * BucketUnavailable; any other answer is returned for the caller to read.
   */
  async request(key: string, init: RequestInit = {}, query = ""): Promise<Response> {
    const method = init.method ?? "GET";
    let failure: unknown = null;
    for (let attempt = 0; attempt < 3; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      try {
        // Content-Length comes from the body (fetch sets it): a hand-set one is refused by
        // some fetch dispatchers.
        const response = await this.client.fetch(this.url(key, query), init);
        if (response.status < 500) return response;
        await response.arrayBuffer();
        failure = new Error(`S3 ${method} ${key} answered ${response.status}`);
      } catch (error) {
        failure = error;
      }
    }
    throw new BucketUnavailable(`S3 ${method} ${key} failed`, { cause: failure });
  }

  /** A refusal (4xx) as an error that says what the bucket answered. */
  private async refused(response: Response, what: string): Promise<BucketUnavailable> {
    const body = await response.text().catch(() => "");
    const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
    return new BucketUnavailable(`${what} answered ${response.status}${code ? ` ${code}` : ""}`);
  }

  async put(key: string, bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<void> {
    const response = await this.request(key, {
      method: "PUT",
      body: bytes,
      headers: { "content-type": contentType },
    });
    if (!response.ok) throw await this.refused(response, `S3 PUT ${key}`);
    await response.arrayBuffer();
  }

  /** The object's bytes, or null when there is none. */
  async get(key: string): Promise<Buffer | null> {
    const response = await this.request(key);
    if (response.status === 404) {
      await response.arrayBuffer();
      return null;
    }
    if (!response.ok) throw await this.refused(response, `S3 GET ${key}`);
    return Buffer.from(await response.arrayBuffer());
  }

  async has(key: string): Promise<boolean> {
    const response = await this.request(key, { method: "HEAD" });
    await response.arrayBuffer();
    if (response.status === 404) return false;
    if (!response.ok) throw new BucketUnavailable(`S3 HEAD ${key} answered ${response.status}`);
    return true;
  }

  async delete(key: string): Promise<void> {
    const response = await this.request(key, { method: "DELETE" });
    if (!response.ok && response.status !== 404) throw await this.refused(response, `S3 DELETE ${key}`);
    await response.arrayBuffer();
  }

  /** Every key that starts with `prefix` (ListObjectsV2, a thousand a page). */
  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | null = null;
    do {
      const params = new URLSearchParams({ "list-type": "2", prefix });
      if (token) params.set("continuation-token", token);
      const response = await this.request("", {}, `?${params.toString()}`);
      if (!response.ok) throw await this.refused(response, `S3 list ${prefix}`);
      const xml = await response.text();
      for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(xmlText(match[1]!));
      const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
      token = truncated
        ? xmlText(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? "")
        : null;
    } while (token);
    return keys;
  }

  /**
   * A file from disk into `key`: one PUT up to partBytes, else a multipart upload read part by part
   * (never the whole file in memory), aborted when a part fails so no half object is left. Either
   * way the object appears whole or not at all.
   */
  async putFile(key: string, file: string, contentType: string): Promise<void> {
    const { size } = await fs.stat(file);
    if (size <= this.partBytes) return this.put(key, new Uint8Array(await fs.readFile(file)), contentType);

    const started = await this.request(key, { method: "POST", headers: { "content-type": contentType } }, "?uploads");
    if (!started.ok) throw await this.refused(started, `S3 multipart start ${key}`);
    const uploadId = xmlText(/<UploadId>([^<]*)<\/UploadId>/.exec(await started.text())?.[1] ?? "");
    if (!uploadId) throw new BucketUnavailable(`S3 multipart start ${key} gave no upload id`);
    const upload = `uploadId=${encodeURIComponent(uploadId)}`;
    const handle = await fs.open(file, "r");
    try {
      const parts: string[] = [];
      const buffer = new Uint8Array(this.partBytes);
      for (let offset = 0, number = 1; offset < size; offset += this.partBytes, number++) {
        const { bytesRead } = await handle.read(buffer, 0, Math.min(this.partBytes, size - offset), offset);
        const body = new Uint8Array(buffer.buffer, buffer.byteOffset, bytesRead);
        const response = await this.request(
          key,
          // The part's own hash: the signature covers its bytes.
          { method: "PUT", body, headers: { "x-amz-content-sha256": createHash("sha256").update(body).digest("hex") } },
          `?partNumber=${number}&${upload}`,
        );
        if (!response.ok) throw await this.refused(response, `S3 part ${number} of ${key}`);
        await response.arrayBuffer();
        const etag = response.headers.get("etag");
        if (!etag) throw new BucketUnavailable(`S3 part ${number} of ${key} gave no ETag`);
        parts.push(`<Part><PartNumber>${number}</PartNumber><ETag>${escapeXml(etag)}</ETag></Part>`);
      }
      const done = await this.request(
        key,
        {
          method: "POST",
          body: `<CompleteMultipartUpload>${parts.join("")}</CompleteMultipartUpload>`,
          headers: { "content-type": "application/xml" },
        },
        `?${upload}`,
      );
      // S3 may answer 200 with an <Error> in the body when completing fails.
      const answer = await done.text();
      if (!done.ok || answer.includes("<Error>"))
        throw new BucketUnavailable(`S3 multipart completion of ${key} answered ${done.status}`);
    } catch (error) {
      await this.request(key, { method: "DELETE" }, `?${upload}`)
        .then((r) => r.arrayBuffer())
        .catch(() => {});
      throw error;
    } finally {
      await handle.close();
    }
  }
}

function xmlText(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}
