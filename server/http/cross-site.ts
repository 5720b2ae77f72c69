import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "#server/config";
import { isHttpsRequest } from "./https";

/**
 * Every cross-site rule of the project (docs/api.md, CSRF), in one module:
 * - which origins are the site's own: the configured SITE_URL (and, outside production, its
 *   loopback spellings), never the Host header or the request target;
 * - the Origin check, and over HTTPS the Referer check when there is no Origin (Django's rules
 *   and reason strings);
 * - the API's token: Django's `csrftoken` cookie, set by `GET /api/csrf/` only (never by a page,
 *   which must stay the same bytes for every visitor, docs/architecture.md, Security headers and caching), echoed by
 *   the browser client in `X-CSRFToken`, compared in constant time;
 * - the no-JavaScript public forms: no token in the page; the browser must say the post is
 *   same-origin (`Sec-Fetch-Site: same-origin`), or, from a browser that sends no Fetch Metadata,
 *   carry an `Origin` of a trusted origin; a post with neither is refused (as Django refuses a
 *   missing Referer over HTTPS);
 * - staff posts: the origin, then the session's own token (server/http/staff-guard.ts).
 * The API answers a failure as 403 `{"detail": "CSRF Failed: <reason>"}`; a page's form post
 * answers it with the error page (403) and stores nothing.
 */
export const CSRF_COOKIE = "csrftoken";
export const CSRF_HEADER = "x-csrftoken";
const TOKEN_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const TOKEN_LENGTH = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9]+$/;

export function newCsrfToken(): string {
  const bytes = randomBytes(TOKEN_LENGTH);
  let token = "";
  for (const byte of bytes) token += TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length];
  return token;
}

function isWellFormed(token: string | undefined): token is string {
  return typeof token === "string" && token.length === TOKEN_LENGTH && TOKEN_PATTERN.test(token);
}

/** The origins a state-changing request may come from: the site's own, from the configuration. */
export function trustedOrigins(config: Pick<Config, "siteUrl" | "nodeEnv">): ReadonlySet<string> {
  const origins = new Set([config.siteUrl]);
  if (config.nodeEnv !== "production") {
    // Development and tests: the same server reached as localhost, 127.0.0.1 or [::1].
    const site = new URL(config.siteUrl);
    const port = site.port ? `:${site.port}` : "";
    for (const host of ["localhost", "127.0.0.1", "[::1]"]) origins.add(`${site.protocol}//${host}${port}`);
  }
  return origins;
}

/** The token this request carries in its cookie, or a fresh one set on the reply (Secure over HTTPS: server/http/https.ts). */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply, siteUrl: string): string {
  const existing = request.cookies[CSRF_COOKIE];
  if (isWellFormed(existing)) return existing;
  const token = newCsrfToken();
  reply.setCookie(CSRF_COOKIE, token, {
    path: "/",
    sameSite: "lax",
    httpOnly: false,
    secure: isHttpsRequest(request, siteUrl),
    maxAge: 60 * 60 * 24 * 365,
  });
  return token;
}

/** What the checks read of a request, from Fastify's request (the API) or a page's Fetch Request. */
export interface CrossSiteFacts {
  origin: string | undefined;
  /** Fetch Metadata: `same-origin`, `same-site`, `cross-site` or `none`; absent from older browsers. */
  secFetchSite: string | undefined;
  referer: string | undefined;
  /** The csrftoken cookie's value. */
  cookieToken: string | undefined;
  /** The site is served over HTTPS (server/http/https.ts). */
  https: boolean;
}

export function factsOfFastifyRequest(request: FastifyRequest, siteUrl: string): CrossSiteFacts {
  return {
    origin: request.headers.origin,
    secFetchSite: singleHeader(request.headers["sec-fetch-site"]),
    referer: request.headers.referer,
    cookieToken: request.cookies[CSRF_COOKIE],
    https: isHttpsRequest(request, siteUrl),
  };
}

/** A page's Fetch Request (its headers are the client's own, server/http/react-router.ts); `https` from the transport. */
export function factsOfFetchRequest(request: Request, https: boolean): CrossSiteFacts {
  return {
    origin: request.headers.get("origin") ?? undefined,
    secFetchSite: request.headers.get("sec-fetch-site") ?? undefined,
    referer: request.headers.get("referer") ?? undefined,
    cookieToken: cookieValue(request.headers.get("cookie"), CSRF_COOKIE),
    https,
  };
}

function singleHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** Origin, or over HTTPS without an Origin the Referer: Django's reason when it is not trusted. */
function originFailure(facts: CrossSiteFacts, trusted: ReadonlySet<string>): string | null {
  const { origin, referer } = facts;
  if (origin !== undefined) {
    // "null" (a sandboxed frame, a redirect from another site, a file) is never trusted.
    return trusted.has(origin) ? null : `Origin checking failed - ${origin} does not match any trusted origins.`;
  }
  if (!facts.https) return null;
  if (!referer) return "Referer checking failed - no Referer.";
  if (!URL.canParse(referer)) return "Referer checking failed - Referer is malformed.";
  const refererOrigin = new URL(referer).origin;
  if (!refererOrigin.startsWith("https:")) return "Referer checking failed - Referer is insecure while host is secure.";
  if (!trusted.has(refererOrigin)) return `Referer checking failed - ${referer} does not match any trusted origins.`;
  return null;
}

/**
 * A no-JavaScript public form post: the browser's own word that it comes from this site. Fetch
 * Metadata first (every current browser sends it, and a page cannot forge it); without it, an
 * Origin of a trusted origin; with neither, refused. An Origin that is there must be trusted
 * whatever Sec-Fetch-Site says.
 */
function sameOriginPostFailure(facts: CrossSiteFacts, trusted: ReadonlySet<string>): string | null {
  const { secFetchSite, origin } = facts;
  if (secFetchSite !== undefined && secFetchSite !== "same-origin") {
    return `Sec-Fetch-Site checking failed - the request is ${secFetchSite}, not same-origin.`;
  }
  if (origin !== undefined && !trusted.has(origin)) {
    return `Origin checking failed - ${origin} does not match any trusted origins.`;
  }
  if (secFetchSite === undefined && origin === undefined) {
    return "Origin checking failed - neither Sec-Fetch-Site nor Origin says where the request comes from.";
  }
  return null;
}

/** The cookie's token against the one the request echoes (`source` names where, as Django does). */
function tokenFailure(cookie: string | undefined, echoed: string | undefined, source: string): string | null {
  if (!cookie) return "CSRF cookie not set.";
  if (!isWellFormed(cookie)) return "CSRF cookie has incorrect length.";
  if (!echoed) return "CSRF token missing.";
  if (echoed.length !== TOKEN_LENGTH) return `CSRF token from ${source} has incorrect length.`;
  // Checked before comparing: a non-ASCII token of the right length has another byte length.
  if (!TOKEN_PATTERN.test(echoed)) return `CSRF token from ${source} has invalid characters.`;
  if (!timingSafeEqual(Buffer.from(echoed, "ascii"), Buffer.from(cookie, "ascii"))) {
    return `CSRF token from ${source} incorrect.`;
  }
  return null;
}

export interface CrossSiteChecks {
  /** An unsafe /api/ request: Origin/Referer, then the cookie echoed in X-CSRFToken. */
  apiFailure(request: FastifyRequest): string | null;
  /** A public page's form post without JavaScript: Sec-Fetch-Site, else Origin (no token: the page is the same for all). */
  formPostFailure(facts: CrossSiteFacts): string | null;
  /**
   * A staff post: Origin/Referer, then the session's own token (server/http/staff-guard.ts) against the
   * one the form echoes; `expected` null (no session yet: sign-in, a one-time link) checks the origin alone.
   */
  staffPostFailure(facts: CrossSiteFacts, expected: string | null, echoed: string | undefined): string | null;
}

export function createCrossSiteChecks(config: Pick<Config, "siteUrl" | "nodeEnv">): CrossSiteChecks {
  const trusted = trustedOrigins(config);
  return {
    apiFailure(request) {
      const facts = factsOfFastifyRequest(request, config.siteUrl);
      const header = request.headers[CSRF_HEADER];
      const echoed = Array.isArray(header) ? header[0] : header;
      return originFailure(facts, trusted) ?? tokenFailure(facts.cookieToken, echoed, "the 'X-Csrftoken' HTTP header");
    },
    formPostFailure(facts) {
      return sameOriginPostFailure(facts, trusted);
    },
    staffPostFailure(facts, expected, echoed) {
      const origin = originFailure(facts, trusted);
      if (origin || expected === null) return origin;
      return staffTokenFailure(expected, echoed);
    },
  };
}

/** The session's staff token against the one a post echoed (also for a streamed form, server/http/uploads/sermon-audio.ts). */
export function staffTokenFailure(expected: string, echoed: string | undefined): string | null {
  if (!echoed) return "Staff token missing.";
  const a = Buffer.from(echoed);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b) ? null : "Staff token incorrect.";
}
