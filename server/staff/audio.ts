import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { parseFile } from "music-metadata";
import { AUDIO_TYPES, type AudioExtension, type AudioOutcome } from "../../contract/sermon-audio";
import type { Database } from "../db/schema";
import { AUDIO_DIR } from "../media/index";
import { staffSessionOf, staffTokenFailure, STAFF_TOKEN_FIELD } from "./http";
import { attachAudio, removeAudioFile, sermonSlug } from "./sermons";

/**
 * POST /admin/sermons/:id/audio (issue 15): a sermon's MP3 or M4A, up to 100 MB, posted by a plain
 * multipart form. Not through React Router (its 256 KB body limit is on purpose): @fastify/multipart
 * streams the file to a temporary file under MEDIA_DIR, its bytes are checked (MP3 frames or ID3, or
 * an MP4 `ftyp` box — never the name), its duration read (music-metadata, decision 018), then it is
 * moved to `audio/<slug>-<hash>.<ext>` and recorded. Every outcome is a 303 back to the edit page;
 * a refused file leaves nothing on disk. The guard (server/staff/http.ts) has checked the session,
 * the Origin and the area's permission; the `csrf` field, first in the form, is checked here.
 */

/** The largest file taken; tests lower it rather than write 100 MB. */
export const AUDIO_LIMITS = { maxBytes: 100 * 1024 * 1024 };

const TEMP_DIR = "tmp";

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

function back(reply: FastifyReply, id: number, outcome: AudioOutcome): FastifyReply {
  return reply.code(303).header("location", `/admin/sermons/${id}?audio=${outcome}`).send();
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.promises.open(file, "r");
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, 16, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export async function registerSermonAudio(
  scope: FastifyInstance,
  options: { db: Kysely<Database>; mediaDir: string },
): Promise<void> {
  await scope.register(async (upload) => {
    await upload.register(multipart, { limits: { files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
    upload.post<{ Params: { id: string } }>(
      "/admin/sermons/:id/audio",
      { config: { streamedStaffForm: true } },
      async (request, reply) => {
        const session = staffSessionOf(request)!; // the guard let only a member with editContent through
        const id = Number(request.params.id);
        if (!Number.isSafeInteger(id) || id <= 0) return reply.code(404).type("text/plain").send("No such sermon.");
        const actor = { staffId: session.member.id, name: session.member.name };
        const slug = await sermonSlug(options.db, session.member, id);
        if (!slug) return reply.code(404).type("text/plain").send("No such sermon.");

        const tempDir = path.join(options.mediaDir, TEMP_DIR);
        await fs.promises.mkdir(tempDir, { recursive: true });
        const temp = path.join(tempDir, `upload-${randomBytes(12).toString("hex")}`);
        let tokenChecked = false;
        let stored: { bytes: number; hash: string; truncated: boolean } | null = null;
        try {
          for await (const part of request.parts({ limits: { fileSize: AUDIO_LIMITS.maxBytes } })) {
            if (part.type === "field") {
              if (part.fieldname === STAFF_TOKEN_FIELD) {
                const failure = staffTokenFailure(session, typeof part.value === "string" ? part.value : undefined);
                if (failure) return reply.code(403).type("text/plain").send(`Forbidden (${failure})`);
                tokenChecked = true;
              }
              continue;
            }
            // The token comes before the file (the form's first field): no file is written unchecked.
            if (!tokenChecked) return reply.code(403).type("text/plain").send("Forbidden (Staff token missing.)");
            if (part.fieldname !== "audio" || stored) {
              part.file.resume();
              continue;
            }
            const hash = createHash("sha256");
            let bytes = 0;
            const count = new Transform({
              transform(chunk: Buffer, _encoding, done) {
                hash.update(chunk);
                bytes += chunk.length;
                done(null, chunk);
              },
            });
            await pipeline(part.file, count, fs.createWriteStream(temp));
            stored = { bytes, hash: hash.digest("hex").slice(0, 16), truncated: part.file.truncated };
          }
          if (!tokenChecked) return reply.code(403).type("text/plain").send("Forbidden (Staff token missing.)");
          if (!stored || stored.bytes === 0) return back(reply, id, "missing");
          if (stored.truncated) return back(reply, id, "too-large");
          const extension = sniffAudio(await readHead(temp));
          if (!extension) return back(reply, id, "not-audio");
          let seconds: number | undefined;
          try {
            const metadata = await parseFile(temp, { duration: true, skipCovers: true });
            seconds = metadata.format.duration;
          } catch {
            return back(reply, id, "not-audio");
          }
          if (!seconds || !Number.isFinite(seconds) || seconds <= 0) return back(reply, id, "unreadable");

          const name = `${slug}-${stored.hash}.${extension}`;
          const relative = `${AUDIO_DIR}/${name}`;
          await fs.promises.mkdir(path.join(options.mediaDir, AUDIO_DIR), { recursive: true });
          await fs.promises.rename(temp, path.join(options.mediaDir, relative));
          const audio = {
            file: relative,
            type: AUDIO_TYPES[extension],
            bytes: stored.bytes,
            seconds: Math.round(seconds),
          };
          const result = await attachAudio(options.db, session.member, actor, id, audio).catch(
            async (error: unknown) => {
              // Not recorded: the file goes too, so nothing on disk is without its row.
              await fs.promises.rm(path.join(options.mediaDir, relative), { force: true });
              throw error;
            },
          );
          if (result === false) {
            await fs.promises.rm(path.join(options.mediaDir, relative), { force: true });
            return reply.code(404).type("text/plain").send("No such sermon.");
          }
          if (result.replaced) await removeAudioFile(options.mediaDir, result.replaced);
          return back(reply, id, "uploaded");
        } catch (error) {
          if (error instanceof upload.multipartErrors.RequestFileTooLargeError) return back(reply, id, "too-large");
          if (
            error instanceof upload.multipartErrors.FilesLimitError ||
            error instanceof upload.multipartErrors.PartsLimitError
          ) {
            return back(reply, id, "missing");
          }
          if (error instanceof upload.multipartErrors.InvalidMultipartContentTypeError) {
            return reply.code(400).type("text/plain").send("Send the form as multipart/form-data.");
          }
          throw error;
        } finally {
          await fs.promises.rm(temp, { force: true });
        }
      },
    );
  });
}
