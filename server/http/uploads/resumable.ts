import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import { Server as TusServer } from "@tus/server";
import type { Upload } from "@tus/utils";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import {
  MAX_WAITING_UPLOADS_PER_MEMBER,
  RESUMABLE_REFUSALS,
  RESUMABLE_UPLOADS_PATH,
  type ResumableKind,
} from "#contract/uploads";
import type { Engine } from "#server/db/connection";
import type { Database } from "#server/db/schema";
import {
  releaseUploads,
  reservationOf,
  reserveUpload,
  type ReservationRefusal,
} from "#server/domain/uploads/reservations";
import {
  EXPIRY_MS,
  resumableDirectory,
  sweepExpired,
  sweepFolder,
  sweepResumableUploads,
} from "#server/domain/uploads/sweep";
import { wholeMegabytes } from "#contract/file-sizes";
import { PICTURE_LIMITS } from "#contract/pictures";
import { AUDIO_LIMITS } from "#contract/sermon-audio-upload";
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
 * declared up front and bounded by its kind, and the uploads waiting are bounded per member (in
 * bytes and in number) and in total (bytes), reserved in the database before the record is written
 * (server/domain/uploads/reservations.ts, decision 041). An upload expires RESUMABLE_EXPIRY_HOURS
 * after it began, finished or not.
 */

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
  /**
   * Removes the uploads older than the expiry, and what the folder and the reservations do not
   * agree on (files without a reservation, such as uploads waiting from before the reservations
   * existed; reservations long without files); returns how many uploads went.
   */
  sweep(now?: Date): Promise<number>;
}

/** The sentence of a bound a new upload would pass. */
function boundSentence(bound: ReservationRefusal, limits: ResumableLimits): string {
  if (bound === "member-count") return RESUMABLE_REFUSALS["member-count"](MAX_WAITING_UPLOADS_PER_MEMBER);
  if (bound === "member-full") return RESUMABLE_REFUSALS["member-full"](wholeMegabytes(limits.pendingBytesPerMember));
  return RESUMABLE_REFUSALS["site-full"];
}

/**
 * The FileStore, which also frees an upload's reservation when @tus/server removes it (DELETE) or
 * fails to write its record after the reservation was made.
 */
class ReservedFileStore extends FileStore {
  constructor(
    options: ConstructorParameters<typeof FileStore>[0],
    private readonly release: (id: string) => Promise<void>,
  ) {
    super(options);
  }

  override async create(upload: Upload): Promise<Upload> {
    try {
      return await super.create(upload);
    } catch (error) {
      await this.release(upload.id);
      throw error;
    }
  }

  override async remove(id: string): Promise<void> {
    try {
      await super.remove(id);
    } finally {
      await this.release(id);
    }
  }
}

export async function registerResumableUploads(
  scope: FastifyInstance,
  options: { db: Kysely<Database>; engine: Engine; mediaDir: string; limits: ResumableLimits },
): Promise<ResumableUploads> {
  const { db } = options;
  const directory = resumableDirectory(options.mediaDir);
  const release = (id: string) => releaseUploads(db, [id]);
  // The folder and the store (whose constructor makes the folder, throwing where no one can catch)
  // come with the first upload, not at start: a MEDIA_DIR that refuses writes refuses the upload.
  let opened: Promise<{ store: FileStore; tus: TusServer }> | null = null;
  function open(): Promise<{ store: FileStore; tus: TusServer }> {
    opened ??= (async () => {
      await makeFolder(directory);
      const store = new ReservedFileStore({ directory, expirationPeriodInMilliseconds: EXPIRY_MS }, release);
      // Once per process: uploads left from before (or by a crash) go before the first one is served.
      await sweepFolder(db, directory, new Date());
      return { store, tus: tusServer(store) };
    })().catch((error: unknown) => {
      opened = null;
      throw error;
    });
    return opened;
  }

  // One creation at a time in this process (the reservation's lock serialises processes): a burst
  // queues here instead of polling the lock.
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
        const bounds = {
          bytesPerMember: options.limits.pendingBytesPerMember,
          bytesTotal: options.limits.pendingBytesTotal,
          uploadsPerMember: MAX_WAITING_UPLOADS_PER_MEMBER,
        };
        // Reserved before @tus/server writes the record: the bounds hold for creations at the same moment.
        const refused = await oneAtATime(async () => {
          const now = new Date();
          await sweepExpired(db, directory, now);
          const reservation = { id: upload.id, staffId: member.id, kind, bytes: upload.size! };
          return reserveUpload(db, options.engine, reservation, bounds, new Date(now.getTime() - EXPIRY_MS), now);
        });
        if (refused) throw refusal(507, boundSentence(refused, options.limits));
        // The owner is the reservation's member, whatever the client sent; the record names no one.
        return { metadata: { kind, filename: upload.metadata?.filename ?? "" } };
      },
      // HEAD, PATCH and DELETE reach only the member's own uploads; another's is as if it did not exist.
      async onIncomingRequest(request, id) {
        if (request.method === "POST") return;
        const member = MEMBERS.get(request.runtime!.node!.req)!;
        const reservation = UPLOAD_ID.test(id) ? await reservationOf(db, id) : null;
        if (!reservation || reservation.staffId !== member.id) throw refusal(404, RESUMABLE_REFUSALS["not-found"]);
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

  // The hourly sweep is a job of the uploads' domain (server/domain/uploads/sweep.ts), on the job runner.
  return { directory, sweep: (now = new Date()) => sweepResumableUploads(db, options.mediaDir, now) };
}

function tooLargeSentence(kind: ResumableKind): string {
  const mb = wholeMegabytes(kindMaxBytes(kind));
  return kind === "audio"
    ? `That file is larger than ${mb} MB. Export the audio at a lower bit rate (64 kbit/s mono is plenty for speech).`
    : `This picture is larger than ${mb} MB.`;
}

/** What a route gets for a finished upload: the file, now at its temporary path. */
export interface ClaimedUpload {
  bytes: number;
  sha256: string;
  filename: string;
}

/**
 * Hands a finished upload to the route that checks and keeps it: the member's own upload of this
 * kind, whole, is moved to `temp` (which the route always removes), its record deleted and its
 * reservation freed, so the upload is gone whatever the route decides. An upload not yet whole
 * stays, for the rest to come.
 */
export async function claimFinishedUpload(
  db: Kysely<Database>,
  mediaDir: string,
  member: StaffMember,
  id: string,
  kind: ResumableKind,
  temp: string,
): Promise<ClaimedUpload | "missing" | "incomplete"> {
  if (!UPLOAD_ID.test(id)) return "missing";
  const reservation = await reservationOf(db, id);
  if (!reservation || reservation.staffId !== member.id || reservation.kind !== kind) return "missing";
  const directory = resumableDirectory(mediaDir);
  const record = await fs.promises.readFile(path.join(directory, `${id}.json`), "utf8").catch(() => null);
  if (record === null) return "missing";
  const upload = JSON.parse(record) as Upload;
  const file = path.join(directory, id);
  const arrived = await fs.promises.stat(file).catch(() => null);
  if (!arrived) return "missing";
  if (arrived.size !== reservation.bytes) return "incomplete";
  await fs.promises.rename(file, temp).catch((error: unknown) => Promise.reject(withPath(error, temp)));
  await fs.promises.rm(path.join(directory, `${id}.json`), { force: true });
  await releaseUploads(db, [id]);
  const hash = createHash("sha256");
  for await (const chunk of fs.createReadStream(temp)) hash.update(chunk as Buffer);
  return { bytes: arrived.size, sha256: hash.digest("hex"), filename: upload.metadata?.filename ?? "" };
}
