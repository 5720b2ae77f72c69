import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { createCrossSiteChecks, ensureCsrfCookie } from "#server/http/cross-site";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from "#server/db/unavailable";
import {
  logStorageRefusal,
  STORAGE_RETRY_AFTER_SECONDS,
  storageRefusalMessage,
  storageRefusalOf,
} from "#server/lib/storage-refusal";
import { NO_STORE, publicCacheControl } from "#server/http/http-cache";
import { sendThrottled } from "#server/http/rate-limits";
import { categoryRoutes } from "./categories";
import { endpoint, NOT_FOUND } from "./http";
import { eventRoutes } from "./events";
import { jsonBodyParser } from "./json-body";
import type { ApiOptions } from "./options";
import { postRoutes } from "./posts";
import { searchRoutes } from "./search";
import { sermonRoutes } from "./sermons";
import { submissionRoutes } from "./submissions";
import { tagRoutes } from "./tags";
import { DOMAINS, type DomainName } from "#server/domains";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const REDIRECTED_METHODS = new Set(["GET", "HEAD", "POST"]);
export const BODY_LIMIT_BYTES = 64 * 1024;
export const BODY_TOO_LARGE = "Request body is too large: the limit is 64 KB.";

/**
 * Each domain's public API routes (server/domains.ts names the domains): registered in the list's
 * order. The calendar's routes come as `events: [...]` with its public API.
 */
const DOMAIN_ROUTES: Partial<Record<DomainName, ReadonlyArray<FastifyPluginAsync<ApiOptions>>>> = {
  posts: [postRoutes, searchRoutes],
  taxonomy: [categoryRoutes, tagRoutes],
  sermons: [sermonRoutes],
  submissions: [submissionRoutes],
  events: [eventRoutes],
};

/** The public /api/, in Django REST Framework's shapes (docs/api.md, Conventions). */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (
  api: FastifyInstance,
  { services, config, guard, submit, idempotency },
) => {
  // Not the options object itself: it carries this plugin's prefix, which the children would repeat.
  const options: ApiOptions = { services, config, guard, submit, idempotency };
  const crossSite = createCrossSiteChecks(config);
  const readCacheControl = publicCacheControl(config.caching);

  // Set before the children register: each inherits the handlers of its parent at that moment.
  api.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 500;
    // A full or unwritable disk: what happened, in the API's shape; the cause goes to the log only.
    const refusal = status >= 500 ? storageRefusalOf(error) : null;
    if (refusal) {
      logStorageRefusal(
        request.log,
        error,
        refusal,
        `answering ${request.method} ${request.routeOptions.url ?? "/api/"}`,
      );
      return reply
        .code(503)
        .header("retry-after", String(STORAGE_RETRY_AFTER_SECONDS))
        .send({ detail: storageRefusalMessage(refusal, "visitor") });
    }
    if (status >= 500 && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable: answered 503");
      return reply.code(503).header("retry-after", String(RETRY_AFTER_SECONDS)).send(SERVICE_UNAVAILABLE);
    }
    if (status >= 500) {
      request.log.error(error);
      return reply.code(500).send({ detail: "A server error occurred." });
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      const type = request.headers["content-type"] ?? "";
      return reply.code(415).send({ detail: `Unsupported media type "${type}" in request.` });
    }
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return reply.code(413).send({ detail: BODY_TOO_LARGE });
    return reply.code(status).send({ detail: error.message });
  });

  api.addHook("onRequest", async (request, reply) => {
    // Reads are revalidated with their ETag; other methods and errors become no-store (server/http/http-cache.ts).
    reply.header("cache-control", readCacheControl);
    // Every path ends with "/": 308 keeps the method and the body.
    const [path, query] = splitUrl(request.url);
    if (!path.endsWith("/") && REDIRECTED_METHODS.has(request.method)) {
      return reply.redirect(`${path}/${query}`, 308);
    }
    if (!UNSAFE_METHODS.has(request.method) || request.routeOptions.config?.skipCsrf) return;
    const reason = crossSite.apiFailure(request);
    if (reason) return reply.code(403).send({ detail: `CSRF Failed: ${reason}` });
    // Before the body is read: a throttled client costs no parsing.
    const kind = request.routeOptions.config?.submission;
    const throttled = kind ? await guard.throttle(kind, request.ip) : null;
    if (throttled) return sendThrottled(request, reply, throttled);
  });

  // JSON bodies only (anything else is 415), checked before anything walks them (./json-body.ts).
  api.removeAllContentTypeParsers();
  api.addContentTypeParser("application/json", { parseAs: "buffer" }, jsonBodyParser(api));

  endpoint(api, "/csrf/", {
    // One visitor's token: never stored by any cache.
    GET: async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      return { csrfToken: ensureCsrfCookie(request, reply, config.siteUrl) };
    },
  });

  for (const domain of DOMAINS) {
    for (const routes of DOMAIN_ROUTES[domain.name] ?? []) await api.register(routes, options);
  }

  // Unknown /api/ paths answer JSON, never the site's HTML 404 (the pages' catch-all is /*); a
  // path without its final "/" is sent on above with its query whole.
  const notFound = async (_request: unknown, reply: FastifyReply) => reply.code(404).send(NOT_FOUND);
  const unknown = { skipCsrf: true, query: "all" } as const;
  api.all("/*", { config: unknown, onRequest: notFound }, notFound);
  api.all("/", { config: unknown, onRequest: notFound }, notFound);
  api.setNotFoundHandler(notFound);
};

function splitUrl(url: string): [string, string] {
  const index = url.indexOf("?");
  return index < 0 ? [url, ""] : [url.slice(0, index), url.slice(index)];
}
