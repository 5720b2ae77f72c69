import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Django-style CSRF protection (DESIGN.md decision 7): the `csrftoken` cookie echoed in the
 * `X-CSRFToken` header, plus an Origin (or, over HTTPS, a Referer) check against trusted origins.
 * Refusal reasons are Django's own strings, prefixed with "CSRF Failed: " by the caller.
 */
export const CSRF_COOKIE = "csrftoken";
export const CSRF_HEADER = "x-csrftoken";
const TOKEN_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const TOKEN_LENGTH = 32;

export function newCsrfToken(): string {
  const bytes = randomBytes(TOKEN_LENGTH);
  let token = "";
  for (const byte of bytes) token += TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length];
  return token;
}

function isWellFormed(token: string | undefined): token is string {
  return typeof token === "string" && token.length === TOKEN_LENGTH && /^[A-Za-z0-9]+$/.test(token);
}

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === "https";
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

/** Returns Django's reason string when the request must be refused, or null when it may pass. */
export function csrfFailure(request: FastifyRequest, trustedOrigins: readonly string[]): string | null {
  const ownOrigin = `${request.protocol}://${request.host}`;
  const trusted = new Set([ownOrigin, ...trustedOrigins]);
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (!trusted.has(origin)) return `Origin checking failed - ${origin} does not match any trusted origins.`;
  } else if (isHttps(request)) {
    const referer = request.headers.referer;
    if (!referer) return "Referer checking failed - no Referer.";
    let refererOrigin: string;
    try {
      refererOrigin = new URL(referer).origin;
    } catch {
      return "Referer checking failed - Referer is malformed.";
    }
    if (!refererOrigin.startsWith("https:"))
      return "Referer checking failed - Referer is insecure while host is secure.";
    if (!trusted.has(refererOrigin)) return `Referer checking failed - ${referer} does not match any trusted origins.`;
  }
  const cookie = request.cookies[CSRF_COOKIE];
  if (!cookie) return "CSRF cookie not set.";
  if (!isWellFormed(cookie)) return "CSRF cookie has incorrect length.";
  const header = request.headers[CSRF_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) return "CSRF token missing.";
  if (token.length !== TOKEN_LENGTH) return "CSRF token from the 'X-Csrftoken' HTTP header has incorrect length.";
  if (!timingSafeEqual(Buffer.from(token), Buffer.from(cookie))) {
    return "CSRF token from the 'X-Csrftoken' HTTP header incorrect.";
  }
  return null;
}
