import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from "../db/unavailable";
import { CONTENT_TYPES } from "./render";
import { ImageStore } from "./store";
import { AUDIO_URL_PREFIX } from "../../contract/sermon-audio";

/** Sermon audio files under MEDIA_DIR (server/staff/audio.ts stores them). */
export const AUDIO_DIR = "audio";

/** A generated file never changes: its name says what it shows and at which size. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

export interface MediaOptions {
  /** Whether the site uses an illustration name (createImageNameCheck): only those are drawn. */
  isUsedName: (name: string) => Promise<boolean>;
  store?: ImageStore;
}

/**
 * Images under /img/ (not /media, which is the media ministry page):
 * - /img/gen/<name>-<w>x<h>.<avif|webp>: illustrations drawn on first request (DESIGN.md decision 11,
 *   contract/images.ts) when the site uses the name, then served from `${mediaDir}/gen/`; a name
 *   outside the scheme, or one the site does not use, is 404 and nothing is drawn or written;
 * - any other file under mediaDir, as static files.
 */
export async function registerMedia(app: FastifyInstance, config: Config, options: MediaOptions): Promise<ImageStore> {
  fs.mkdirSync(config.mediaDir, { recursive: true });
  const images = options.store ?? new ImageStore({ dir: path.join(config.mediaDir, "gen") });

  app.get<{ Params: { file: string } }>("/img/gen/:file", async (request, reply) => {
    let image: Awaited<ReturnType<ImageStore["get"]>>;
    try {
      image = await images.get(request.params.file, options.isUsedName);
    } catch (error) {
      // The name check could not reach the database: try again later, as the API says.
      if (!isDatabaseUnavailable(error)) throw error;
      return reply
        .code(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .header("cache-control", "no-store")
        .send(SERVICE_UNAVAILABLE);
    }
    if (!image) return reply.code(404).header("cache-control", "no-store").send({ detail: "Not found." });
    const bytes = image.bytes ?? (await fs.promises.readFile(image.file));
    return reply
      .header("content-type", CONTENT_TYPES[image.format])
      .header("cache-control", IMMUTABLE)
      .header("content-length", bytes.length)
      .send(bytes);
  });

  // Sermon audio (issue 15): a file's name carries its content hash, so it never changes; phones
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

  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: "/img/",
    decorateReply: false,
    maxAge: "1d",
  });
  return images;
}
