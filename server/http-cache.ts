import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";

/**
 * HTTP caching of pages and API reads (docs/decisions/005-security-headers-and-caching.md):
 * no copy of a page is kept in the process (a second process, or this one after an edit, must
 * never serve stale content); instead every 200 answer to a GET carries an ETag computed from its
 * body, and a browser that already holds that body gets 304 without it.
 */

/** Pages: they set the visitor's CSRF cookie and may carry its token, so no shared cache. */
export const PAGE_CACHE_CONTROL = "private, no-cache";
/** API reads: the same for every visitor, revalidated on each use so an edit shows at once. */
export const API_CACHE_CONTROL = "no-cache";
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
