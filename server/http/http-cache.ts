import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { CachingConfig } from "#server/config";

/**
 * HTTP caching of pages and API reads (docs/decisions/005-security-headers-and-caching.md, and
 * 022-render-cache-and-content-version.md): public pages and API reads are the same bytes for every visitor, so any
 * cache may keep them (`public`, `s-maxage`, `stale-while-revalidate` from the configuration);
 * the browser revalidates on each use (`max-age=0`) with the ETag computed from the body, and
 * gets 304 without it. The server's own copy is the render cache (server/http/render-cache.ts), which
 * a content version keeps fresh on every process.
 */

/**
 * Public pages and API reads: browsers ask each time (an edit shows at once to a visitor reaching
 * the server), shared caches keep them `s-maxage` seconds and serve them stale while they ask.
 */
export function publicCacheControl(caching: Pick<CachingConfig, "sharedMaxAgeS" | "staleWhileRevalidateS">): string {
  return `public, max-age=0, s-maxage=${caching.sharedMaxAgeS}, stale-while-revalidate=${caching.staleWhileRevalidateS}`;
}
/** Staff and personal answers: never kept anywhere. */
export const NO_STORE = "no-store";

/** Weak: the same body compressed with brotli or gzip is a different byte sequence. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** If-None-Match with the weak comparison of RFC 9110 §13.1.2 (a list of tags, or "*"). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((item) => {
    const tag = item.trim();
    return tag === "*" || tag.replace(/^W\//, "") === opaque;
  });
}

/** A response that sets a cookie belongs to one visitor: a shared cache must never replay it. */
export function forOneVisitor(cacheControl: string): string {
  if (/\b(private|no-store)\b/.test(cacheControl)) return cacheControl;
  const rest = cacheControl
    .split(",")
    .map((directive) => directive.trim())
    .filter((directive) => directive !== "" && directive !== "public");
  return ["private", ...rest].join(", ");
}

export interface HttpCachingOptions {
  /** Cache-Control of a 200 GET whose route set none. */
  defaultCacheControl: string;
}

/**
 * Cache-Control on every answer of `scope`, and ETag/304 on 200 answers to GET and HEAD whose
 * body is in memory. Everything else (other methods, errors, redirects) is no-store.
 * Registered after useSecurityHeaders, so the tag covers the page as sent.
 */
export function useHttpCaching(scope: FastifyInstance, options: HttpCachingOptions): void {
  scope.addHook("onSend", async (request, reply, payload) => {
    const read = request.method === "GET" || request.method === "HEAD";
    if (!read || reply.statusCode !== 200) {
      reply.header("cache-control", NO_STORE);
      return payload;
    }
    let cacheControl = String(reply.getHeader("cache-control") ?? options.defaultCacheControl);
    if (reply.hasHeader("set-cookie")) cacheControl = forOneVisitor(cacheControl);
    reply.header("cache-control", cacheControl);
    if (/\bno-store\b/.test(cacheControl)) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    const etag = weakEtag(payload);
    reply.header("etag", etag);
    if (!matchesIfNoneMatch(request.headers["if-none-match"], etag)) return payload;
    reply.code(304);
    reply.removeHeader("content-type");
    reply.removeHeader("content-length");
    return null;
  });
}
