import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type AppLoadContext, type ServerBuild } from "react-router";
import { RETRY_AFTER_SECONDS, statusFor } from "#server/db/unavailable";

/**
 * A small adapter that mounts React Router's request handler on Fastify (docs/decisions/001-fastify-adapter-and-tsx.md):
 * Fastify request -> Fetch Request, Fetch Response -> Fastify reply.
 * The body is sent as one buffer, not streamed: the security headers hash a page's inline
 * scripts and the ETag is computed from the whole body (server/http/security-headers.ts, http-cache.ts).
 */
export interface ReactRouterOptions {
  /** Returns the server build: imported once in production, reloaded by Vite in development. */
  getBuild: () => Promise<ServerBuild>;
  mode: "development" | "production";
  /** The site's origin: a page's Request URL is built on it, never on the Host or the request target. */
  siteUrl: string;
  getLoadContext: (request: FastifyRequest, reply: FastifyReply) => AppLoadContext;
  /**
   * A page post our cross-site rule refuses (server/http/cross-site.ts): its Origin is not handed on,
   * so React Router's own origin check (a bare 400) lets it reach the action, whose check, made on
   * the request as it arrived, answers with the site's error page (403) and stores nothing.
   */
  isRefusedPost: (request: FastifyRequest) => boolean;
}

/** A page answers these (server/http/requests.ts has made sure the target is a path on this site). */
const PAGE_METHODS = new Set(["GET", "HEAD", "POST"]);
const PAGE_ALLOW = "GET, HEAD, POST";

function toFetchRequest(request: FastifyRequest, reply: FastifyReply, siteUrl: string, refused: boolean): Request {
  const url = new URL(request.url, siteUrl);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  if (refused) headers.delete("origin");
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  // HEAD renders as GET (the default entry.server would answer an empty body), so its headers
  // (CSP hashes, ETag) are those of the GET; Node leaves the body out of a HEAD answer.
  const method = request.method === "HEAD" ? "GET" : request.method;
  const init: RequestInit = { method, headers, signal: controller.signal };
  if (request.method !== "GET" && request.method !== "HEAD" && Buffer.isBuffer(request.body)) {
    init.body = new Uint8Array(request.body);
  }
  return new Request(url, init);
}

async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<void> {
  // A page that failed because the database is unavailable: 503, the error UI unchanged.
  const status = statusFor(reply, response.status);
  reply.status(status);
  if (status === 503) reply.header("retry-after", String(RETRY_AFTER_SECONDS));
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) {
    const existing = reply.getHeader("set-cookie");
    const previous = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
    reply.header("set-cookie", [...previous, ...cookies]);
  }
  if (response.body === null) {
    await reply.send();
    return;
  }
  await reply.send(Buffer.from(await response.arrayBuffer()));
}

export async function registerReactRouter(app: FastifyInstance, options: ReactRouterOptions): Promise<void> {
  await app.register(async (scope) => {
    // Route actions read the raw body themselves (form posts, JSON): hand it over untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 256 * 1024 }, (_request, body, done) => {
      done(null, body);
    });
    // One handler per build: production imports the build once, development gets a new one per edit.
    const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
    scope.all("/*", async (request, reply) => {
      // PUT, PATCH, DELETE, OPTIONS...: no page takes them (a route action would have run for any).
      if (!PAGE_METHODS.has(request.method)) {
        return reply.code(405).header("allow", PAGE_ALLOW).type("text/plain; charset=utf-8").send("Method Not Allowed");
      }
      const build = await options.getBuild();
      let handler = handlers.get(build);
      if (!handler) {
        handler = createRequestHandler(build, options.mode);
        handlers.set(build, handler);
      }
      // Middleware (future.v8_middleware) wants a RouterContextProvider: ours, with the fields on it.
      const context = Object.assign(new RouterContextProvider(), options.getLoadContext(request, reply));
      const response = await handler(
        toFetchRequest(request, reply, options.siteUrl, request.method === "POST" && options.isRefusedPost(request)),
        context,
      );
      await sendFetchResponse(reply, response);
      return reply;
    });
  });
}
