import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import { Server as TusServer } from "@tus/server";
import type { Upload } from "@tus/utils";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  RESUMABLE_EXPIRY_HOURS,
  RESUMABLE_REFUSALS,
  RESUMABLE_UPLOADS_PATH,
  type ResumableKind,
} from "#contract/uploads";
import { PICTURE_LIMITS } from "#contract/pictures";
import { AUDIO_LIMITS } from "#contract/sermon-audio";
import type { ResumableLimits } from "#server/config";
import type { StaffMember } from "#server/auth/staff-member";
import { can } from "#server/auth/permissions";
import { makeFolder, withPath } from "#server/lib/atomic-write";
import { staffSessionOf } from "#server/http/staff-guard";
import { NO_STORE } from "#server/http/http-cache";

/**
 * Resumable uploads (tus 1.0 through @tus/server and @tus/file-store, decision 034): a staff page's
 * script creates an upload under /admin/uploads with its size and kind, sends the bytes in PATCHes
 * and, after a cut or a reload, asks with HEAD how much arrived and sends the rest. The bytes wait in
 * MEDIA_DIR/resumable-uploads; nothing reads them until the whole file is there and its page hands the
 * upload's id to the audio or picture route (claimFinishedUpload), which checks the bytes exactly as
 * for a file posted in one go and keeps or removes them.
 *
 * The staff guard (server/http/staff-guard.ts) has checked the session, the Origin, the token (the
 * X-Staff-Token header) and editContent, and holds the PATCH to the idle limit alone. Here: each
 * upload belongs to the member who started it (another member's id is "not found"), its size is
 * declared up front and bounded by its kind, and the bytes waiting are bounded per member and in
 * total. An upload expires RESUMABLE_EXPIRY_HOURS after it began, finished or not.
 */

/** Where the waiting uploads live, under MEDIA_DIR (not in backups, which take gen/ and audio/). */
const RESUMABLE_DIR = "resumable-uploads";

const EXPIRY_MS = RESUMABLE_EXPIRY_HOURS * 60 * 60 * 1000;

/** How often expired uploads are swept while the server runs (each new upload sweeps first too). */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** The largest file each kind takes, as its route does for a file posted in one go (read when asked: tests lower them). */
function kindMaxBytes(kind: ResumableKind): number {
  return kind === "audio" ? AUDIO_LIMITS.maxBytes : PICTURE_LIMITS.maxBytes;
}

/** @tus/server's default names: 32 hex digits. Anything else is no upload of ours. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** The member each request was let through for, as the hooks (which see a web Request) find it. */
const MEMBERS = new WeakMap<object, StaffMember>();

/** A tus hook's refusal: @tus/server answers it with this status and body. */
function refusal(status_code: number, body: string): { status_code: number; body: string } {
  return { status_code, body };
}

function isKind(value: unknown): value is ResumableKind {
  return value === "audio" || value === "picture";
}

export interface ResumableUploads {
  /** The folder the waiting uploads are in (for tests and the sweep). */
  directory: string;
  /** Removes the uploads older than the expiry; returns how many. */
  sweepExpired(now?: Date): Promise<number>;
}

function ownerOf(upload: Upload): string | null {
  return upload.metadata?.owner ?? null;
}

/** Every upload waiting on disk, as its record says (size declared, owner, kind, start). */
async function waitingUploads(store: FileStore): Promise<Upload[]> {
  const ids = await store.configstore.list!();
  const uploads = await Promise.all(ids.map((id) => store.configstore.get(id)));
  return uploads.filter((upload): upload is Upload => upload !== undefined);
}

export async function registerResumableUploads(
  scope: FastifyInstance,
  options: { mediaDir: string; limits: ResumableLimits },
): Promise<ResumableUploads> {
  const directory = path.join(options.mediaDir, RESUMABLE_DIR);
  // The folder and the store (whose constructor makes the folder, throwing where no one can catch)
  // come with the first upload, not at start: a MEDIA_DIR that refuses writes refuses the upload.
  let opened: { store: FileStore; tus: TusServer } | null = null;
  async function open(): Promise<{ store: FileStore; tus: TusServer }> {
    if (opened) return opened;
    await makeFolder(directory);
    const store = new FileStore({ directory, expirationPeriodInMilliseconds: EXPIRY_MS });
    opened = { store, tus: tusServer(store) };
    return opened;
  }

  async function sweepExpired(now = new Date()): Promise<number> {
    if (!fs.existsSync(directory)) return 0;
    const { store } = await open();
    let removed = 0;
    for (const upload of await waitingUploads(store)) {
      const started = upload.creation_date ? Date.parse(upload.creation_date) : NaN;
      if (Number.isFinite(started) && now.getTime() - started < EXPIRY_MS) continue;
      await removeUpload(store, upload.id);
      removed += 1;
    }
    return removed;
  }

  // One creation at a time in this process: two may not both fit in the space left for one.
  let creating: Promise<unknown> = Promise.resolve();
  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const next = creating.then(work, work);
    creating = next.catch(() => undefined);
    return next;
  }

  const tusServer = (store: FileStore) =>
    new TusServer({
      path: RESUMABLE_UPLOADS_PATH,
      datastore: store,
      relativeLocation: true,
      maxSize: () => Math.max(kindMaxBytes("audio"), kindMaxBytes("picture")),
      // The ids are ours (32 hex digits); a client's metadata never names the file on disk.
      async onUploadCreate(request, upload) {
        const member = MEMBERS.get(request.runtime!.node!.req)!;
        const kind = upload.metadata?.kind;
        if (!isKind(kind)) throw refusal(400, RESUMABLE_REFUSALS["wrong-kind"]);
        if (upload.size === undefined || upload.size <= 0) throw refusal(400, RESUMABLE_REFUSALS["no-size"]);
        if (upload.size > kindMaxBytes(kind)) throw refusal(413, tooLargeSentence(kind));
        await oneAtATime(async () => {
          await sweepExpired();
          const waiting = await waitingUploads(store);
          const declared = (list: Upload[]) => list.reduce((sum, one) => sum + (one.size ?? 0), 0);
          const mine = declared(waiting.filter((one) => ownerOf(one) === String(member.id)));
          if (mine + upload.size! > options.limits.pendingBytesPerMember) {
            throw refusal(
              507,
              RESUMABLE_REFUSALS["member-full"](Math.round(options.limits.pendingBytesPerMember / 1024 / 1024)),
            );
          }
          if (declared(waiting) + upload.size! > options.limits.pendingBytesTotal) {
            throw refusal(507, RESUMABLE_REFUSALS["site-full"]);
          }
        });
        // The owner is the member the guard let through, whatever the client sent.
        return { metadata: { kind, filename: upload.metadata?.filename ?? "", owner: String(member.id) } };
      },
      // HEAD, PATCH and DELETE reach only the member's own uploads; another's is as if it did not exist.
      async onIncomingRequest(request, id) {
        if (request.method === "POST") return;
        const member = MEMBERS.get(request.runtime!.node!.req)!;
        const upload = UPLOAD_ID.test(id) ? await store.getUpload(id).catch(() => null) : null;
        if (!upload || ownerOf(upload) !== String(member.id)) throw refusal(404, RESUMABLE_REFUSALS["not-found"]);
      },
    });

  await scope.register(async (endpoint) => {
    // The body is the file's bytes, read by @tus/server as they arrive: Fastify leaves it alone.
    endpoint.addContentTypeParser("*", (_request, _payload, done) => done(null));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const session = staffSessionOf(request);
      // The guard let only a member with editContent through; checked again where the work is done.
      if (!session || !can(session.member.role, "editContent")) {
        return reply.code(403).type("text/plain; charset=utf-8").send("You do not have permission to do this.");
      }
      MEMBERS.set(request.raw, session.member);
      const { tus } = await open();
      reply.hijack();
      // The guard's onSend hook does not see a hijacked reply: its headers are set here.
      reply.raw.setHeader("cache-control", NO_STORE);
      reply.raw.setHeader("x-robots-tag", "noindex, nofollow");
      await tus.handle(request.raw, reply.raw);
    };
    for (const url of [RESUMABLE_UPLOADS_PATH, `${RESUMABLE_UPLOADS_PATH}/:id`]) {
      endpoint.route({ method: ["POST", "HEAD", "PATCH", "DELETE"], url, handler: handle });
    }
  });

  const sweeper = setInterval(() => {
    sweepExpired().catch((error: unknown) => scope.log.error({ err: error }, "sweeping expired uploads failed"));
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();
  scope.addHook("onClose", async () => clearInterval(sweeper));

  return { directory, sweepExpired };
}

function tooLargeSentence(kind: ResumableKind): string {
  const mb = kindMaxBytes(kind) / (1024 * 1024);
  return kind === "audio"
    ? `That file is larger than ${mb} MB. Export the audio at a lower bit rate (64 kbit/s mono is plenty for speech).`
    : `This picture is larger than ${mb} MB.`;
}

/** Removes an upload's bytes and record; one already gone is fine. */
async function removeUpload(store: FileStore, id: string): Promise<void> {
  await fs.promises.rm(path.join(store.directory, id), { force: true });
  await fs.promises.rm(path.join(store.directory, `${id}.json`), { force: true });
}

/** What a route gets for a finished upload: the file, now at its temporary path. */
export interface ClaimedUpload {
  bytes: number;
  sha256: string;
  filename: string;
}

/**
 * Hands a finished upload to the route that checks and keeps it: the member's own upload of this
 * kind, whole, is moved to `temp` (which the route always removes) and its record deleted, so the
 * upload is gone whatever the route decides. An upload not yet whole stays, for the rest to come.
 */
export async function claimFinishedUpload(
  mediaDir: string,
  member: StaffMember,
  id: string,
  kind: ResumableKind,
  temp: string,
): Promise<ClaimedUpload | "missing" | "incomplete"> {
  if (!UPLOAD_ID.test(id)) return "missing";
  const directory = path.join(mediaDir, RESUMABLE_DIR);
  const record = await fs.promises.readFile(path.join(directory, `${id}.json`), "utf8").catch(() => null);
  if (record === null) return "missing";
  const upload = JSON.parse(record) as Upload;
  if (upload.metadata?.owner !== String(member.id) || upload.metadata?.kind !== kind) return "missing";
  const file = path.join(directory, id);
  const arrived = await fs.promises.stat(file).catch(() => null);
  if (!arrived) return "missing";
  if (arrived.size !== upload.size) return "incomplete";
  await fs.promises.rename(file, temp).catch((error: unknown) => Promise.reject(withPath(error, temp)));
  await fs.promises.rm(path.join(directory, `${id}.json`), { force: true });
  const hash = createHash("sha256");
  for await (const chunk of fs.createReadStream(temp)) hash.update(chunk as Buffer);
  return { bytes: arrived.size, sha256: hash.digest("hex"), filename: upload.metadata?.filename ?? "" };
}
