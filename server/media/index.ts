import fs from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";

/** Generated images under /img/ (not /media, which is the media ministry page). */
export async function registerMedia(app: FastifyInstance, config: Config): Promise<void> {
  fs.mkdirSync(config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, { root: config.mediaDir, prefix: "/img/", decorateReply: false });
}
