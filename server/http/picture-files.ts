import type { FastifyInstance, FastifyReply } from "fastify";
import { IMAGE_URL_PREFIX } from "#contract/images";
import { PICTURE_NAME_PREFIX } from "#contract/pictures";
import { PictureStorageUnavailable, type PictureStorage } from "#server/domain/pictures/picture-storage";
import { parsePictureFile, PICTURE_CONTENT_TYPES } from "#server/domain/pictures/pictures";

/** The answer when the picture storage cannot be read: 503, try again (never a 500, never cached). */
export function sendPictureUnavailable(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header("cache-control", "no-store")
    .header("retry-after", "30")
    .send({ detail: "The picture cannot be loaded right now. Please try again later." });
}

/**
 * GET /img/gen/photo-…: an uploaded picture's files, from the picture storage (disk or bucket),
 * with the long immutable caching of every generated image (the name carries the content's hash).
 * A name outside the scheme, or a file that is not stored, is a 404: nothing is drawn or written.
 */
export function registerPictureFiles(app: FastifyInstance, storage: PictureStorage, cacheControl: string): void {
  app.get<{ Params: { file: string } }>(`${IMAGE_URL_PREFIX}${PICTURE_NAME_PREFIX}:file`, async (request, reply) => {
    const file = parsePictureFile(`${PICTURE_NAME_PREFIX}${request.params.file}`);
    let bytes: Buffer | null;
    try {
      bytes = file ? await storage.get(file.key) : null;
    } catch (error) {
      if (!(error instanceof PictureStorageUnavailable)) throw error;
      request.log.error({ err: error }, "picture storage unavailable");
      return sendPictureUnavailable(reply);
    }
    if (!file || !bytes) return reply.code(404).header("cache-control", "no-store").send({ detail: "Not found." });
    return reply
      .header("content-type", PICTURE_CONTENT_TYPES[file.format])
      .header("cache-control", cacheControl)
      .header("content-length", bytes.length)
      .send(bytes);
  });
}
