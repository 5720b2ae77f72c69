import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { LOGO_COVER_PREFIX, uploadedLogo } from "#contract/church";
import { isUploadedPictureName } from "#contract/pictures";
import type { Database } from "#server/db/schema";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from "#server/db/unavailable";
import { readChurch } from "#server/domain/church/church";
import { PictureStorageUnavailable, type PictureStorage } from "#server/domain/pictures/picture-storage";
import { PICTURE_CONTENT_TYPES } from "#server/domain/pictures/pictures";
import { sendPictureUnavailable } from "./picture-files";
import { podcastCoverOf } from "#server/domain/pictures/podcast-cover";

/**
 * GET /podcast-cover/<logo>.jpg: the church's logo as the podcast's 1400x1400 JPEG cover
 * (server/domain/pictures/podcast-cover.ts), with the long immutable caching of every generated
 * image (the logo's name carries its content's hash). Only the current logo's name is answered:
 * any other name, or a logo whose files are not stored, is a 404 and nothing is made or written,
 * so no request can make the server encode more than one cover per logo.
 */
export function registerPodcastCover(
  app: FastifyInstance,
  options: { db: Kysely<Database>; storage: PictureStorage; cacheControl: string },
): void {
  app.get<{ Params: { file: string } }>(`${LOGO_COVER_PREFIX}:file`, async (request, reply) => {
    const notFound = () => reply.code(404).header("cache-control", "no-store").send({ detail: "Not found." });
    const name = /^(.+)\.jpg$/.exec(request.params.file)?.[1];
    // A name no uploaded picture could have costs no database query.
    if (!isUploadedPictureName(name)) return notFound();
    let logo: string | null;
    try {
      logo = uploadedLogo(await readChurch(options.db));
    } catch (error) {
      // An outage is a 503 to try again, as for the pages; anything else stays the bug it is.
      if (!isDatabaseUnavailable(error)) throw error;
      request.log.error({ err: error }, "the database is unavailable");
      return reply
        .code(503)
        .header("cache-control", "no-store")
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send(SERVICE_UNAVAILABLE);
    }
    if (name !== logo) return notFound();
    let cover: Buffer | null;
    try {
      cover = await podcastCoverOf(options.storage, logo);
    } catch (error) {
      request.log.error({ err: error }, "the podcast cover could not be made");
      if (error instanceof PictureStorageUnavailable) return sendPictureUnavailable(reply);
      // The stored square could not be decoded: nothing to make a cover from.
      return notFound();
    }
    if (!cover) return notFound();
    return reply
      .header("content-type", PICTURE_CONTENT_TYPES.jpg)
      .header("cache-control", options.cacheControl)
      .header("content-length", cover.length)
      .send(cover);
  });
}
