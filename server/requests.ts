import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "./config";
import { isLocalHealthCheck } from "./http/health";

/**
 * What every request must be before any route sees it:
 * - addressed to one of the site's hosts (Django's ALLOWED_HOSTS: SITE_URL's host and
 *   ALLOWED_HOSTS), so a request for another name (DNS rebinding, a stray virtual host) is 400
 *   and no link, redirect or check is ever built from a host we do not serve;
 * - a path: `/...`. An absolute-form target (`POST http://evil.example/x`) or `*` is 400. A path
 *   that starts with `//` or `/\` would read as another host to a URL parser (`GET //` was a 500,
 *   `//evil.example/contact-us` posted to the contact form as if from evil.example): GET and
 *   HEAD are redirected to the same path with one slash, anything else is 400.
 * The health check asked from the machine itself is answered whatever its Host (server/http/health.ts).
 */
export const BAD_HOST = "Invalid host header.";
export const BAD_TARGET = "Invalid request target.";

function refuse(request: FastifyRequest, reply: FastifyReply, message: string): FastifyReply {
  reply.code(400).header("cache-control", "no-store");
  if (request.url.startsWith("/api/")) return reply.send({ detail: message });
  return reply.type("text/plain; charset=utf-8").send(`Bad Request: ${message}`);
}

export function registerRequestChecks(app: FastifyInstance, config: Pick<Config, "allowedHosts">): void {
  const hosts = new Set(config.allowedHosts);
  app.addHook("onRequest", async (request, reply) => {
    if (!hosts.has(request.hostname.toLowerCase()) && !isLocalHealthCheck(request)) {
      return refuse(request, reply, BAD_HOST);
    }
    const target = request.url;
    if (!target.startsWith("/")) return refuse(request, reply, BAD_TARGET);
    if (target.startsWith("//") || target.startsWith("/\\")) {
      if (request.method !== "GET" && request.method !== "HEAD") return refuse(request, reply, BAD_TARGET);
      return reply.header("cache-control", "no-store").redirect(`/${target.replace(/^[/\\]+/, "")}`, 301);
    }
  });
}
