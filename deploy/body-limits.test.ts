import fs from "node:fs";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { PICTURE_LIMITS } from "#contract/pictures";
import { AUDIO_LIMITS } from "#contract/sermon-audio-upload";
import { registerPictureUpload } from "#server/http/uploads/pictures";
import { registerSermonAudio } from "#server/http/uploads/sermon-audio";
import { registerResumableUploads } from "#server/http/uploads/resumable";

/**
 * The proxies' body limits follow the code's upload limits: nginx and Caddy cannot import them, so
 * this reads deploy/nginx.conf and deploy/Caddyfile and fails when the limit on the upload routes
 * is below the largest file the site takes plus its form, or when their upload paths no longer
 * match the server's upload routes (a refused upload would be a bare 413 from the proxy).
 */

/** Room for the rest of the multipart form: its few short fields and each part's headers. */
const FORM_ALLOWANCE = 64 * 1024;
const LARGEST_UPLOAD = Math.max(PICTURE_LIMITS.maxBytes, AUDIO_LIMITS.maxBytes) + FORM_ALLOWANCE;

const nginx = fs.readFileSync(new URL("./nginx.conf", import.meta.url), "utf8");
const caddy = fs.readFileSync(new URL("./Caddyfile", import.meta.url), "utf8");

/** nginx sizes: bytes, or k/m/g in powers of 1024. */
function nginxBytes(size: string): number {
  const match = /^(\d+)([kmg]?)$/i.exec(size);
  if (!match) throw new Error(`not an nginx size: ${size}`);
  return Number(match[1]) * 1024 ** " kmg".indexOf((match[2] || " ").toLowerCase());
}

/** Caddy sizes (go-humanize): bytes, KB/MB/GB in powers of 1000, KiB/MiB/GiB in powers of 1024. */
function caddyBytes(size: string): number {
  const match = /^(\d+)\s*(?:([KMG])(i?)B)?$/i.exec(size);
  if (!match) throw new Error(`not a Caddy size: ${size}`);
  const power = match[2] ? " KMG".indexOf(match[2].toUpperCase()) : 0;
  return Number(match[1]) * (match[3] ? 1024 : 1000) ** power;
}

/** The nginx location that takes uploads: its regex and its client_max_body_size. */
function nginxUploads(): { pattern: RegExp; limit: number; general: number } {
  const location = /location ~ (\S+) \{([^}]*)\}/.exec(nginx);
  if (!location) throw new Error("deploy/nginx.conf has no regex location for uploads");
  const limit = /client_max_body_size (\S+);/.exec(location[2]!);
  if (!limit) throw new Error("the upload location of deploy/nginx.conf sets no client_max_body_size");
  const general = /\n {2}client_max_body_size (\S+);/.exec(nginx);
  if (!general) throw new Error("the HTTPS server of deploy/nginx.conf sets no client_max_body_size");
  return { pattern: new RegExp(location[1]!), limit: nginxBytes(limit[1]!), general: nginxBytes(general[1]!) };
}

/** Caddy's upload matcher, its request_body limit, and the matcher of everything else. */
function caddyUploads(): { pattern: RegExp; limit: number; otherPattern: string; uploadPattern: string } {
  const matcher = /@uploads path_regexp \w+ (\S+)/.exec(caddy);
  const other = /@other not path_regexp \w+ (\S+)/.exec(caddy);
  const limit = /request_body @uploads \{\s*max_size (\S+)\s*\}/.exec(caddy);
  if (!matcher || !other || !limit) throw new Error("deploy/Caddyfile: no @uploads, @other or request_body @uploads");
  return {
    pattern: new RegExp(matcher[1]!),
    limit: caddyBytes(limit[1]!),
    uploadPattern: matcher[1]!,
    otherPattern: other[1]!,
  };
}

/** The server's streamed upload routes, as Fastify registers them, with an id in each parameter. */
async function uploadPaths(): Promise<string[]> {
  const app = Fastify();
  const paths: string[] = [];
  app.addHook("onRoute", (route) => {
    const config = route.config as { streamedStaffForm?: boolean } | undefined;
    const methods = [route.method].flat();
    // The streamed forms, and the resumable uploads' endpoint (its PATCHes carry the file).
    if ((methods.includes("POST") && config?.streamedStaffForm) || methods.includes("PATCH"))
      paths.push(route.url.replace(/:\w+/g, "0123abcd"));
  });
  const unused = {} as never;
  await registerPictureUpload(app, { db: unused, mediaDir: "/nonexistent", storage: unused });
  await registerSermonAudio(app, { db: unused, mediaDir: "/nonexistent" });
  await registerResumableUploads(app, {
    db: unused,
    engine: "sqlite",
    mediaDir: "/nonexistent",
    limits: { pendingBytesPerMember: 1, pendingBytesTotal: 1 },
  });
  await app.ready();
  await app.close();
  return paths;
}

describe("the proxies' body limits (deploy/)", () => {
  it("read sizes as nginx and Caddy do", () => {
    expect(nginxBytes("101m")).toBe(101 * 1024 * 1024);
    expect(nginxBytes("512k")).toBe(512 * 1024);
    expect(nginxBytes("1000")).toBe(1000);
    expect(caddyBytes("101MiB")).toBe(101 * 1024 * 1024);
    expect(caddyBytes("101MB")).toBe(101_000_000);
    expect(caddyBytes("2048")).toBe(2048);
    expect(() => nginxBytes("1 m")).toThrow();
  });

  it("find the server's upload routes", async () => {
    expect((await uploadPaths()).sort()).toEqual([
      "/admin/pictures",
      "/admin/sermons/0123abcd/audio",
      "/admin/uploads",
      "/admin/uploads/0123abcd",
    ]);
  });

  it("nginx: the upload location matches every upload route and takes the largest upload with its form", async () => {
    const { pattern, limit, general } = nginxUploads();
    for (const path of await uploadPaths()) expect(pattern.test(path), path).toBe(true);
    expect(pattern.test("/admin/posts")).toBe(false);
    expect(limit).toBeGreaterThanOrEqual(LARGEST_UPLOAD);
    // Every other request keeps a small limit: only the upload routes may send 100 MB.
    expect(general).toBeLessThan(PICTURE_LIMITS.maxBytes);
  });

  it("Caddy: the upload matcher matches every upload route and takes the largest upload with its form", async () => {
    const { pattern, limit, uploadPattern, otherPattern } = caddyUploads();
    for (const path of await uploadPaths()) expect(pattern.test(path), path).toBe(true);
    expect(pattern.test("/admin/posts")).toBe(false);
    expect(limit).toBeGreaterThanOrEqual(LARGEST_UPLOAD);
    // "Everything else" is exactly the complement: an upload never falls under the small limit.
    expect(otherPattern).toBe(uploadPattern);
  });
});
