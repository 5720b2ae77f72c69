import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import {
  foldedAlt,
  pictureAltProblem,
  PICTURE_LIMITS,
  PICTURE_OUTCOMES,
  pictureSrc,
  type PictureOutcome,
  type PictureRefusal,
  type PictureUploaded,
} from "#contract/pictures";
import type { Database } from "#server/db/schema";
import {
  encodePicture,
  pictureFiles,
  PictureRefused,
  pictureNameOf,
  removePictureFiles,
  sniffPicture,
} from "#server/domain/pictures/pictures";
import { PictureStorageUnavailable } from "#server/domain/pictures/picture-storage";
import { RESUMABLE_UPLOAD_FIELD } from "#contract/uploads";
import { claimFinishedUpload } from "./resumable";
import { cutOffOrThrow, readHead, saveUploadStream, uploadRefusalOrThrow, withTempUpload } from "./temp-files";
import { storageRefusalOf } from "#server/lib/storage-refusal";
import type { PictureStorage } from "#server/domain/pictures/picture-storage";
import { recordActivity, type ItemType } from "#server/domain/activity/activity";
import { staffSessionOf, staffTokenFailure, STAFF_TOKEN_FIELD, wantsJson } from "#server/http/staff-guard";
import { staffFormProblem } from "#server/lib/staff-input";
import { can } from "#server/auth/permissions";

/**
 * The picture library: POST /admin/pictures takes one picture (multipart: `csrf` first,
 * `alt` (the description, required), the file `picture` or the id of one sent beforehand in pieces in `upload`,
 * server/http/uploads/resumable.ts), streamed to a temporary file under MEDIA_DIR/tmp and cut off
 * at 15 MB, then hands it to the pipeline (server/domain/pictures/pictures.ts) and records it with its
 * activity row. With `Accept: application/json` (the picture field's upload) it answers 201 with
 * the picture or 4xx `{ detail }`; a plain form gets a 303 back to /admin/pictures with the outcome.
 * The staff guard (server/http/staff-guard.ts) has checked the session, the Origin and `editContent`.
 */

/** A file name as the member's device gave it, made safe to keep and show (no folders, no control characters). */
function originalNameOf(filename: string | undefined): string {
  const base = (filename ?? "").split(/[\\/]/).pop() ?? "";
  const clean = [...base]
    .filter((char) => char >= " " && char !== "\u007f")
    .join("")
    .trim()
    .slice(0, 200);
  return clean || "picture";
}

/** The JSON answer's status of a refusal; any other is 400. */
const REFUSAL_STATUS: Partial<Record<PictureRefusal, number>> = {
  "too-large": 413,
  busy: 503,
  "storage-unavailable": 503,
  "disk-full": 503,
  "cannot-write": 503,
};

type Answer =
  | { outcome: "uploaded" | "already-uploaded"; picture: PictureUploaded }
  | { outcome: PictureRefusal }
  | { forbidden: string }
  /** Not a multipart form at all: no page to go back to with a message, as the audio route. */
  | { notMultipart: string };

interface Received {
  bytes: number;
  hash: string;
  originalName: string;
}

export async function registerPictureUpload(
  scope: FastifyInstance,
  options: { db: Kysely<Database>; mediaDir: string; storage: PictureStorage },
): Promise<void> {
  await scope.register(async (upload) => {
    await upload.register(multipart, { limits: { files: 1, fields: 5, fieldSize: 4096, parts: 6 } });
    // Any other body (a form posted without its file input) is read as bytes: the staff guard checks its
    // token like any staff post's, then the route answers that no picture came.
    upload.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    const errors = upload.multipartErrors;

    async function receive(request: FastifyRequest, temp: string): Promise<Answer> {
      const session = staffSessionOf(request);
      // The staff guard let only a member with editContent through; checked again where the work is done.
      if (!session || !can(session.member.role, "editContent"))
        return { forbidden: "You do not have permission to do this." };
      // The picture field's fetch sends the token as a header; a plain form as its first field.
      const header = request.headers["x-staff-token"];
      let tokenChecked = false;
      if (typeof header === "string") {
        const failure = staffTokenFailure(session, header);
        if (failure) return { forbidden: `Forbidden (${failure})` };
        tokenChecked = true;
      }
      let alt = "";
      let received: Received | null = null;
      let uploadId: string | null = null;
      try {
        for await (const part of request.parts({ limits: { fileSize: PICTURE_LIMITS.maxBytes } })) {
          if (part.type === "field") {
            const value = typeof part.value === "string" ? part.value : "";
            if (part.fieldname === STAFF_TOKEN_FIELD && !tokenChecked) {
              const failure = staffTokenFailure(session, value);
              if (failure) return { forbidden: `Forbidden (${failure})` };
              tokenChecked = true;
            } else if (part.fieldname === "alt") {
              alt = foldedAlt(value);
            } else if (part.fieldname === RESUMABLE_UPLOAD_FIELD && value) {
              uploadId = value;
            }
            continue;
          }
          // The token comes before the file: no byte is written unchecked.
          if (!tokenChecked) return { forbidden: "Forbidden (Staff token missing.)" };
          if (part.fieldname !== "picture" || received) {
            part.file.resume();
            continue;
          }
          const saved = await saveUploadStream(part.file, temp);
          if (part.file.truncated) return { outcome: "too-large" };
          received = { bytes: saved.bytes, hash: saved.sha256, originalName: originalNameOf(part.filename) };
        }
      } catch (error) {
        if (error instanceof errors.RequestFileTooLargeError) return { outcome: "too-large" };
        if (error instanceof errors.FilesLimitError || error instanceof errors.PartsLimitError)
          return { outcome: "missing" };
        if (error instanceof errors.FieldsLimitError) return { outcome: "missing" };
        if (error instanceof errors.InvalidMultipartContentTypeError) {
          return { notMultipart: "Send the picture as multipart/form-data." };
        }
        return { outcome: cutOffOrThrow(request, error) };
      }
      if (!tokenChecked) return { forbidden: "Forbidden (Staff token missing.)" };
      // No file in the form, but the id of one sent in pieces beforehand: that file, once whole.
      if ((!received || received.bytes === 0) && uploadId) {
        const claimed = await claimFinishedUpload(
          options.db,
          options.mediaDir,
          session.member,
          uploadId,
          "picture",
          temp,
        );
        if (typeof claimed === "string") return { outcome: claimed };
        received = { bytes: claimed.bytes, hash: claimed.sha256, originalName: originalNameOf(claimed.filename) };
      }
      if (!received || received.bytes === 0) return { outcome: "missing" };
      if (received.bytes > PICTURE_LIMITS.maxBytes) return { outcome: "too-large" };
      if (staffFormProblem({ alt })) return { outcome: "alt-null-character" };
      const altProblem = pictureAltProblem(alt);
      if (altProblem) return { outcome: altProblem };

      const kind = sniffPicture(await readHead(temp));
      if (!kind) return { outcome: "not-a-picture" };
      const name = pictureNameOf(received.hash);
      const picture: PictureUploaded = { name, src: pictureSrc(name), width: 1280, height: 720 };
      const actor = { staffId: session.member.id, name: session.member.name };
      const existing = await options.db.selectFrom("pictures").select("id").where("name", "=", name).executeTakeFirst();
      // The same file again: one copy; its files are written again only if some went missing.
      const lastFile = pictureFiles(name).at(-1)!.key;
      // A new picture whose set or row could not be finished leaves none of its files behind.
      const keepNothing = async (error: unknown): Promise<never> => {
        if (!existing) await removePictureFiles(options.storage, name);
        throw error;
      };
      let size: { width: number; height: number } | null = null;
      try {
        if (!existing || !(await options.storage.has(lastFile))) {
          size = await encodePicture(temp, kind, name, options.storage).catch(keepNothing);
        }
      } catch (error) {
        if (error instanceof PictureRefused) return { outcome: error.outcome };
        // A full or unwritable disk is said as such (the route's answer), not as a storage that did not answer.
        if (storageRefusalOf(error)) throw error;
        if (error instanceof PictureStorageUnavailable) {
          // Said to the staff member as "try again"; what failed goes to the log (no visitor data in it).
          request.log.error({ err: error }, "picture storage unavailable");
          return { outcome: "storage-unavailable" };
        }
        throw error;
      }
      const now = new Date().toISOString();
      const inserted = await options.db
        .transaction()
        .execute(async (trx) => {
          const row = size
            ? await trx
                .insertInto("pictures")
                .values({
                  name,
                  original_name: received.originalName,
                  alt,
                  width: size.width,
                  height: size.height,
                  bytes: received.bytes,
                  uploaded_by: session.member.id,
                  created_at: now,
                })
                .onConflict((conflict) => conflict.column("name").doNothing())
                .returning("id")
                .executeTakeFirst()
            : undefined;
          await recordActivity(trx, actor, {
            action: "upload-picture",
            itemType: "picture" satisfies ItemType,
            itemId: name,
            summary: row
              ? `${actor.name} uploaded the picture ${name} (${received.originalName})`
              : `${actor.name} uploaded ${received.originalName} again: it is the picture ${name}`,
          });
          return row !== undefined;
        })
        .catch((error: unknown) => (size ? keepNothing(error) : Promise.reject(error)));
      return { outcome: inserted ? "uploaded" : "already-uploaded", picture };
    }

    function answer(request: FastifyRequest, reply: FastifyReply, result: Answer): FastifyReply {
      const json = wantsJson(request);
      if ("forbidden" in result || "notMultipart" in result) {
        const [status, message] = "forbidden" in result ? [403, result.forbidden] : [400, result.notMultipart];
        return json
          ? reply.code(status).send({ detail: message })
          : reply.code(status).type("text/plain; charset=utf-8").send(message);
      }
      if (json) {
        if ("picture" in result) return reply.code(201).send(result.picture);
        return reply.code(REFUSAL_STATUS[result.outcome] ?? 400).send({ detail: PICTURE_OUTCOMES[result.outcome] });
      }
      const query = new URLSearchParams({ outcome: result.outcome as PictureOutcome });
      if ("picture" in result) query.set("name", result.picture.name);
      return reply.code(303).header("location", `/admin/pictures?${query}`).send();
    }

    upload.post("/admin/pictures", { config: { streamedStaffForm: true } }, async (request, reply) => {
      const result = await withTempUpload(options.mediaDir, "picture", (temp) => receive(request, temp)).catch(
        (error: unknown): Answer => ({ outcome: uploadRefusalOrThrow(request, error, "receiving a picture upload") }),
      );
      return answer(request, reply, result);
    });
  });
}
