import type { FastifyRequest } from "fastify";
import type { Config } from "#server/config";

/**
 * One rule for "this site is served over HTTPS", read by everything that depends on it: the staff
 * session cookie (`Secure`, `__Host-`), the API's csrftoken cookie (`Secure`), HSTS and the
 * Referer check of cross-site posts.
 *
 * A SITE_URL of https:// says so for every request: visitors only ever reach the site through
 * that origin, so a proxy left out of TRUST_PROXY (its X-Forwarded-Proto then unread) must not
 * make the server hand out a session cookie a network attacker could read. With an http:// SITE_URL
 * (development, tests, a LAN-only install) a request is HTTPS when it came over TLS itself or
 * through a trusted proxy that says so (Fastify's `request.protocol`).
 */

export function siteIsHttps(siteUrl: string): boolean {
  return siteUrl.startsWith("https://");
}

export function isHttpsRequest(request: FastifyRequest, siteUrl: string): boolean {
  return siteIsHttps(siteUrl) || request.protocol === "https";
}

/**
 * The start's warning for a production server behind a TLS proxy it does not trust: every visitor
 * then looks like the proxy to the rate limits and the connection limits (all share one budget).
 * Null when there is nothing to say.
 */
export function untrustedProxyWarning(config: Pick<Config, "nodeEnv" | "siteUrl" | "trustProxy">): string | null {
  if (config.nodeEnv !== "production" || !siteIsHttps(config.siteUrl) || config.trustProxy !== false) return null;
  return (
    `Warning: SITE_URL is ${config.siteUrl} but TRUST_PROXY is not set, so every visitor looks like the proxy's ` +
    "address and all share one rate limit: set TRUST_PROXY to the proxy's address (docs/operations.md, HTTPS, HSTS and the proxy)."
  );
}
