import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply } from "fastify";
import type { Config } from "../config";
import { csrfFailure, ensureCsrfCookie } from "../csrf";
import type { Services } from "../services/types";

export interface ApiOptions {
  services: Services;
  config: Config;
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The spec's /api/ (SPEC §7), in Django REST Framework's shapes (DESIGN.md decision 6). */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (api: FastifyInstance, { services, config }) => {
  api.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!UNSAFE_METHODS.has(request.method)) return;
    const reason = csrfFailure(request, [config.siteUrl]);
    if (reason) return reply.code(403).send({ detail: `CSRF Failed: ${reason}` });
  });

  api.get("/csrf/", async (request, reply) => {
    const token = ensureCsrfCookie(request, reply);
    return { csrfToken: token };
  });

  void services;

  // Unknown /api/ paths answer JSON, never the site's HTML 404 (the pages' catch-all is /*).
  const notFound = async (_request: unknown, reply: FastifyReply) => reply.code(404).send({ detail: "Not found." });
  api.all("/*", notFound);
  api.all("/", notFound);
  api.setNotFoundHandler(notFound);

  api.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(500).send({ detail: "A server error occurred." });
    }
    return reply.code(status).send({ detail: error.message });
  });
};
