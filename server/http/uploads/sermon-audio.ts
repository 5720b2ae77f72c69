import fs from "node:fs";
import path from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { parseFile } from "music-metadata";
import { AUDIO_TYPES, type AudioExtension } from "#contract/sermon-audio";
import { AUDIO_LIMITS, type AudioOutcome } from "#contract/sermon-audio-upload";
import type { Database } from "#server/db/schema";
import { makeFolder } from "#server/lib/atomic-write";
import { AUDIO_DIR } from "#server/domain/media/storage";
import { cutOffOrThrow, readHead, saveUploadStream, uploadRefusalOrThrow, withTempUpload } from "./temp-files";
import { staffSessionOf, staffTokenFailure, STAFF_TOKEN_FIELD } from "#server/http/staff-guard";
import { attachAudio, removeAudioFile, sermonSlug } from "#server/domain/sermons/authoring";
import { rowIdOf } from "#contract/row-ids";
import { RESUMABLE_UPLOAD_FIELD } from "#contract/uploads";
import { claimFinishedUpload } from "./resumable";
import { mp3Sound, SHORTEST_AUDIO_SECONDS } from "./mp3-frames";

/**
 * POST /admin/sermons/:id/audio: a sermon's MP3 or M4A, up to 100 MB, posted by a plain
 * multipart form, or sent beforehand in pieces (server/http/uploads/resumable.ts) and named here by
 * its id in the `upload` field. Not through React Router (its 256 KB body limit is on purpose): @fastify/multipart
 * streams the file to a temporary file under MEDIA_DIR, its bytes are checked (MP3 frames or ID3, or
 * an MP4 `ftyp` box — never the name), its duration read (an MP3's from its frames, which must make
 * up the file, mp3-frames.ts; an M4A's by music-metadata, decision 018), then it is
 * moved to `audio/<slug>-<hash>.<ext>` and recorded. Every outcome is a 303 back to the edit page;
 * a refused file leaves nothing on disk. The staff guard (server/http/staff-guard.ts) has checked the session,
 * the Origin and the area's permission; the `csrf` field, first in the form, is checked here.
 */

/** What the first bytes say the file is, or null when it is neither MP3 nor MP4 audio. */
export function sniffAudio(head: Buffer): AudioExtension | null {
  if (head.length >= 12 && head.toString("latin1", 4, 8) === "ftyp") {
    const brand = head.toString("latin1", 8, 12);
    // Audio brands and the generic ones encoders write for AAC in MP4; a video brand is refused later by music-metadata's reading.
    return ["M4A ", "M4B ", "mp42", "mp41", "isom", "iso2", "dash"].includes(brand) ? "m4a" : null;
  }
  if (head.length >= 3 && head.toString("latin1", 0, 3) === "ID3") return "mp3";
  // An MPEG audio frame header: 11 sync bits, MPEG version not reserved, Layer III.
  if (
    head.length >= 4 &&
    head[0] === 0xff &&
    (head[1]! & 0xe0) === 0xe0 &&
    (head[1]! & 0x18) !== 0x08 &&
    (head[1]! & 0x06) === 0x02
  ) {
    return "mp3";
  }
  return null;
}

/**
 * The length of audio a visitor can play, or why there is none. An MP3's is its frames', which must
 * make up the file (mp3-frames.ts): music-metadata takes an MP3's length from its first header or
 * estimates it from the file's size, so random bytes behind an MP3 header passed as "0:00" or as
 * minutes. An M4A's is what music-metadata reads from its header (its AAC stream is not walked).
 */
async function soundOf(
  file: string,
  extension: AudioExtension,
): Promise<{ seconds: number } | "not-audio" | "no-sound" | "unreadable"> {
  let seconds: number | undefined;
  if (extension === "mp3") {
    const sound = await mp3Sound(file);
    if (!sound.framesThroughout) return "no-sound";
    seconds = sound.seconds;
  } else {
    try {
      seconds = (await parseFile(file, { duration: true, skipCovers: true })).format.duration;
    } catch {
      return "not-audio";
    }
  }
  if (!seconds || !Number.isFinite(seconds) || seconds < SHORTEST_AUDIO_SECONDS) return "unreadable";
  return { seconds };
}

/** What the handler answers: an outcome for the edit page, or a refusal. */
type Answer = AudioOutcome | { status: 400 | 403 | 404; message: string };

export async function registerSermonAudio(
  scope: FastifyInstance,
  options: { db: Kysely<Database>; mediaDir: string },
): Promise<void> {
  await scope.register(async (upload) => {
    await upload.register(multipart, { limits: { files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
    const errors = upload.multipartErrors;

    /** Reads the form into `temp`, checks it and stores it; the caller removes `temp` before answering. */
    async function receive(request: FastifyRequest<{ Params: { id: string } }>, temp: string): Promise<Answer> {
      const session = staffSessionOf(request)!; // the staff guard let only a member with editContent through
      const id = rowIdOf(request.params.id);
      const slug = id === null ? null : await sermonSlug(options.db, session.member, id);
      if (id === null || !slug) return { status: 404, message: "No such sermon." };
      let tokenChecked = false;
      let stored: { bytes: number; hash: string } | null = null;
      let uploadId: string | null = null;
      try {
        for await (const part of request.parts({ limits: { fileSize: AUDIO_LIMITS.maxBytes } })) {
          if (part.type === "field") {
            if (part.fieldname === STAFF_TOKEN_FIELD) {
              const failure = staffTokenFailure(session, typeof part.value === "string" ? part.value : undefined);
              if (failure) return { status: 403, message: `Forbidden (${failure})` };
              tokenChecked = true;
            } else if (part.fieldname === RESUMABLE_UPLOAD_FIELD && typeof part.value === "string" && part.value) {
              uploadId = part.value;
            }
            continue;
          }
          // The token comes before the file (the form's first field): no file is written unchecked.
          if (!tokenChecked) return { status: 403, message: "Forbidden (Staff token missing.)" };
          if (part.fieldname !== "audio" || stored) {
            part.file.resume();
            continue;
          }
          const saved = await saveUploadStream(part.file, temp);
          if (part.file.truncated) return "too-large";
          stored = { bytes: saved.bytes, hash: saved.sha256.slice(0, 16) };
        }
      } catch (error) {
        if (error instanceof errors.RequestFileTooLargeError) return "too-large";
        if (error instanceof errors.FilesLimitError || error instanceof errors.PartsLimitError) return "missing";
        if (error instanceof errors.InvalidMultipartContentTypeError) {
          return { status: 400, message: "Send the form as multipart/form-data." };
        }
        return cutOffOrThrow(request, error);
      }
      if (!tokenChecked) return { status: 403, message: "Forbidden (Staff token missing.)" };
      // No file in the form, but the id of one sent in pieces beforehand: that file, once whole.
      if ((!stored || stored.bytes === 0) && uploadId) {
        const claimed = await claimFinishedUpload(
          options.db,
          options.mediaDir,
          session.member,
          uploadId,
          "audio",
          temp,
        );
        if (typeof claimed === "string") return claimed;
        stored = { bytes: claimed.bytes, hash: claimed.sha256.slice(0, 16) };
      }
      if (!stored || stored.bytes === 0) return "missing";
      if (stored.bytes > AUDIO_LIMITS.maxBytes) return "too-large";
      const extension = sniffAudio(await readHead(temp));
      if (!extension) return "not-audio";
      const sound = await soundOf(temp, extension);
      if (typeof sound === "string") return sound;
      const { seconds } = sound;

      const relative = `${AUDIO_DIR}/${slug}-${stored.hash}.${extension}`;
      const target = path.join(options.mediaDir, relative);
      await makeFolder(path.dirname(target));
      await fs.promises.rename(temp, target);
      const audio = { file: relative, type: AUDIO_TYPES[extension], bytes: stored.bytes, seconds: Math.round(seconds) };
      const actor = { staffId: session.member.id, name: session.member.name };
      let result: Awaited<ReturnType<typeof attachAudio>>;
      try {
        result = await attachAudio(options.db, session.member, actor, id, audio);
      } catch (error) {
        // Not recorded: the file goes too, so nothing on disk is without its row.
        await fs.promises.rm(target, { force: true });
        throw error;
      }
      if (result === false) {
        await fs.promises.rm(target, { force: true });
        return { status: 404, message: "No such sermon." };
      }
      if (result.replaced) await removeAudioFile(options.mediaDir, result.replaced);
      return "uploaded";
    }

    upload.post<{ Params: { id: string } }>(
      "/admin/sermons/:id/audio",
      { config: { streamedStaffForm: true } },
      async (request, reply) => {
        const answer = await withTempUpload(options.mediaDir, "upload", (temp) => receive(request, temp)).catch(
          (error: unknown): Answer => uploadRefusalOrThrow(request, error, "receiving a sermon's audio"),
        );
        if (typeof answer !== "string")
          return reply.code(answer.status).type("text/plain; charset=utf-8").send(answer.message);
        return reply.code(303).header("location", `/admin/sermons/${request.params.id}?audio=${answer}`).send();
      },
    );
  });
}
