import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { Config } from "#server/config";
import { IMAGE_URL_PREFIX, parseImageFile } from "#contract/images";
import { AUDIO_URL_PREFIX } from "#contract/sermon-audio";
import { CONTENT_TYPES } from "#server/domain/pictures/render";
import { AUDIO_DIR, PICTURES_DIR } from "#server/domain/media/storage";

/** A generated file never changes: its name says what it shows and at which size. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

const NOT_FOUND = { detail: "Not found." };

/**
 * Images under /img/ (not /media, which is the media ministry page) and sermon audio under /audio/:
 * - /img/gen/<name>-<w>x<h>.<avif|webp|jpg>: pictures of the scheme served from `${mediaDir}/gen/`
 *   when the file exists. Nothing is drawn on a request (docs/decisions/021): anything else is a
 *   404 that costs one stat at most, with no database query and nothing written;
 * - /audio/<file>: the files of `${mediaDir}/audio/`, with range requests;
 * - any other address under /img/: 404, whatever MEDIA_DIR holds.
 * That is an allow-list: these two folders are public and nothing else of MEDIA_DIR is. The rest is
 * the server's work (uploads in progress in `resumable-uploads/`, streamed uploads and restores in
 * `tmp/`, the picture cache in `cache/`), so a file becomes public only when it is put in one of
 * the two on purpose.
 */
export async function registerMedia(app: FastifyInstance, config: Config): Promise<void> {
  fs.mkdirSync(config.mediaDir, { recursive: true });
  const picturesDir = path.join(config.mediaDir, PICTURES_DIR);

  app.get<{ Params: { file: string } }>(`${IMAGE_URL_PREFIX}:file`, async (request, reply) => {
    const spec = parseImageFile(request.params.file);
    const bytes = spec ? await readPicture(path.join(picturesDir, request.params.file)) : null;
    if (!spec || !bytes) return reply.code(404).header("cache-control", "no-store").send(NOT_FOUND);
    return reply
      .header("content-type", CONTENT_TYPES[spec.format])
      .header("cache-control", IMMUTABLE)
      .header("content-length", bytes.length)
      .send(bytes);
  });
  // Anything else under /img/ is no picture of the site (and never a page).
  app.all("/img/*", async (_request, reply) => reply.code(404).header("cache-control", "no-store").send(NOT_FOUND));

  // Sermon audio: a file's name carries its content hash, so it never changes; phones
  // seek with range requests (@fastify/static answers them).
  const audioDir = path.join(config.mediaDir, AUDIO_DIR);
  fs.mkdirSync(audioDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: audioDir,
    prefix: AUDIO_URL_PREFIX,
    decorateReply: false,
    acceptRanges: true,
    cacheControl: false,
    setHeaders(res) {
      res.header("cache-control", IMMUTABLE);
    },
  });
}
/** A picture's bytes, or null when there is no such file (pictures are a few tens of kilobytes). */
async function readPicture(file: string): Promise<Buffer | null> {
  try {
    return await fs.promises.readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "EISDIR") return null;
    throw error;
  }
}
