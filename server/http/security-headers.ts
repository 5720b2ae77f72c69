import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isHttpsRequest } from "./https";

/**
 * The security headers of every page and every API answer, in one place
 * (docs/decisions/005-security-headers-and-caching.md).
 *
 * Pages get a Content-Security-Policy that allows no inline script but those the server itself
 * rendered: React Router, React and app/root.tsx mark their inline scripts with a per-request
 * nonce; before the page leaves, the marked scripts are hashed into the policy and the nonce is
 * removed from the HTML. Identical content therefore gives identical bytes and headers (the ETag
 * stays meaningful), while a script that reached the HTML any other way (a sanitiser bypass in a
 * post, say) carries no valid mark, gets no hash and does not run.
 */

const YOUTUBE_EMBED = "https://www.youtube-nocookie.com";
/** Browsers keep to HTTPS for a year, subdomains included. */
export const HSTS = "max-age=31536000; includeSubDomains";

/** The policy of anything that is not a page (JSON, XML, text): nothing may load, nothing may frame it. */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

export interface SecurityHeadersOptions {
  /**
   * Vite's dev server (--dev) serves the page: its client injects inline scripts and styles and
   * talks to its HMR WebSocket on another port, so script-src allows inline code there.
   * Never true for the production build.
   */
  viteDev: boolean;
  /** SITE_URL: HSTS goes on every answer of an https:// site (server/http/https.ts). */
  siteUrl: string;
}

/** Headers every answer of the site scope carries, whatever its type (HSTS besides, over HTTPS). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  // frame-ancestors 'none' in the CSP, and this for browsers that predate it.
  "x-frame-options": "DENY",
  // Full URL to the site itself (same-origin form posts send a real Origin), origin only to others.
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  // Features the site never uses; autoplay, fullscreen and encrypted-media stay for the YouTube embed.
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "x-dns-prefetch-control": "off",
  "x-permitted-cross-domain-policies": "none",
};

export function baseSecurityHeaders(https: boolean): Record<string, string> {
  return {
    ...SECURITY_HEADERS,
    // Only on a site served over HTTPS (server/http/https.ts): on a local http:// site it would pin the host to HTTPS.
    ...(https ? { "strict-transport-security": HSTS } : {}),
  };
}

/** The page policy, with the hashes of the page's own inline scripts. */
export function documentCsp(scriptHashes: readonly string[], options: Pick<SecurityHeadersOptions, "viteDev">): string {
  const scriptSrc = options.viteDev
    ? ["'self'", "'unsafe-inline'"]
    : ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    "script-src-attr 'none'",
    // React renders style attributes, and a few components a small <style>: CSS cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    // Vite's HMR socket listens on its own port (server/index.ts): ws: covers it in development.
    `connect-src 'self'${options.viteDev ? " ws: wss:" : ""}`,
    `frame-src ${YOUTUBE_EMBED}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

function sha256(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

/**
 * Hashes the inline scripts marked with `nonce` and removes the mark from the HTML.
 * Scripts with a src load from 'self'; scripts without the mark get no hash.
 */
export function sealDocument(html: string, nonce: string | undefined): { html: string; scriptHashes: string[] } {
  if (!nonce) return { html, scriptHashes: [] };
  const mark = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT_ELEMENT)) {
    if (attributes.includes(mark) && !/\ssrc\s*=/i.test(attributes)) hashes.add(sha256(body));
  }
  return { html: html.replaceAll(mark, ""), scriptHashes: [...hashes] };
}

const nonces = new WeakMap<FastifyRequest, string>();

/** The mark for this request's inline scripts (React Router's loadContext.cspNonce). */
export function scriptNonce(request: FastifyRequest): string {
  let nonce = nonces.get(request);
  if (!nonce) {
    nonce = randomBytes(16).toString("base64url");
    nonces.set(request, nonce);
  }
  return nonce;
}

function isHtml(reply: FastifyReply): boolean {
  return /^text\/html\b/i.test(String(reply.getHeader("content-type") ?? ""));
}

/**
 * Adds the headers to every answer of `scope` (pages and /api/, errors included). Runs in onSend,
 * before compression (@fastify/compress hooks each route, and route hooks run last), so a page's
 * body is still the text to hash. Pages arrive as a whole buffer from server/http/react-router.ts.
 */
export function useSecurityHeaders(scope: FastifyInstance, options: SecurityHeadersOptions): void {
  scope.addHook("onSend", async (request, reply, payload) => {
    reply.headers(baseSecurityHeaders(isHttpsRequest(request, options.siteUrl)));
    if (!isHtml(reply)) {
      reply.header("content-security-policy", NON_DOCUMENT_CSP);
      return payload;
    }
    const text = typeof payload === "string" ? payload : Buffer.isBuffer(payload) ? payload.toString("utf8") : null;
    if (text === null) {
      // An HTML stream cannot be read here: its inline scripts get no hash and will not run.
      reply.header("content-security-policy", documentCsp([], options));
      return payload;
    }
    const sealed = sealDocument(text, nonces.get(request));
    reply.header("content-security-policy", documentCsp(sealed.scriptHashes, options));
    return sealed.html;
  });
}
