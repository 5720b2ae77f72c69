import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "./config";

/**
 * Every cross-site rule of the project (DESIGN.md decision 7), in one module:
 * - which origins are the site's own: the configured SITE_URL (and, outside production, its
 *   loopback spellings), never the Host header or the request target;
 * - the Origin check, and over HTTPS the Referer check when there is no Origin (Django's rules
 *   and reason strings);
 * - the token: Django's `csrftoken` cookie, echoed by the API client in `X-CSRFToken` and by the
 *   no-JavaScript forms in the hidden `csrfmiddlewaretoken` field, compared in constant time.
 * The API answers a failure as 403 `{"detail": "CSRF Failed: <reason>"}`; a page's form post
 * answers it as the form's failure and stores nothing.
 */
export const CSRF_COOKIE = "csrftoken";
export const CSRF_HEADER = "x-csrftoken";
/** The hidden field of the no-JavaScript forms (Django's name). */
export const CSRF_FIELD = "csrfmiddlewaretoken";
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

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === "https";
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

/** The token this request carries in its cookie, or a fresh one set on the reply. */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[CSRF_COOKIE];
  if (isWellFormed(existing)) return existing;
  const token = newCsrfToken();
  reply.setCookie(CSRF_COOKIE, token, {
    path: "/",
    sameSite: "lax",
    httpOnly: false,
    secure: isHttps(request),
    maxAge: 60 * 60 * 24 * 365,
  });
  return token;
}

/** What the checks read of a request, from Fastify's request (the API) or a page's Fetch Request. */
export interface CrossSiteFacts {
  origin: string | undefined;
  referer: string | undefined;
  /** The csrftoken cookie's value. */
  cookieToken: string | undefined;
  /** The request reached the site over HTTPS (directly, or through a trusted proxy). */
  https: boolean;
}

export function factsOfFastifyRequest(request: FastifyRequest): CrossSiteFacts {
  return {
    origin: request.headers.origin,
    referer: request.headers.referer,
    cookieToken: request.cookies[CSRF_COOKIE],
    https: isHttps(request),
  };
}

/** A page's Fetch Request (its headers are the client's own, server/react-router.ts); `https` from the transport. */
export function factsOfFetchRequest(request: Request, https: boolean): CrossSiteFacts {
  return {
    origin: request.headers.get("origin") ?? undefined,
    referer: request.headers.get("referer") ?? undefined,
    cookieToken: cookieValue(request.headers.get("cookie"), CSRF_COOKIE),
    https,
  };
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
  /** A page's form post without JavaScript: Origin/Referer, then the cookie echoed in the hidden field. */
  formPostFailure(facts: CrossSiteFacts, fieldToken: string): string | null;
  /**
   * A staff post: Origin/Referer, then the session's own token (server/staff/http.ts) against the
   * one the form echoes; `expected` null (no session yet: sign-in, a one-time link) checks the origin alone.
   */
  staffPostFailure(facts: CrossSiteFacts, expected: string | null, echoed: string | undefined): string | null;
}

export function createCrossSiteChecks(config: Pick<Config, "siteUrl" | "nodeEnv">): CrossSiteChecks {
  const trusted = trustedOrigins(config);
  return {
    apiFailure(request) {
      const facts = factsOfFastifyRequest(request);
      const header = request.headers[CSRF_HEADER];
      const echoed = Array.isArray(header) ? header[0] : header;
      return originFailure(facts, trusted) ?? tokenFailure(facts.cookieToken, echoed, "the 'X-Csrftoken' HTTP header");
    },
    formPostFailure(facts, fieldToken) {
      return originFailure(facts, trusted) ?? tokenFailure(facts.cookieToken, fieldToken, "POST");
    },
    staffPostFailure(facts, expected, echoed) {
      const origin = originFailure(facts, trusted);
      if (origin || expected === null) return origin;
      return staffTokenFailure(expected, echoed);
    },
  };
}

/** The session's staff token against the one a post echoed (also for a streamed form, server/staff/audio.ts). */
export function staffTokenFailure(expected: string, echoed: string | undefined): string | null {
  if (!echoed) return "Staff token missing.";
  const a = Buffer.from(echoed);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b) ? null : "Staff token incorrect.";
}
