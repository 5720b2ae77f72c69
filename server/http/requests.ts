import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isHostName, type Config } from "#server/config";
import { isLocalHealthCheck } from "./health";
import { NON_DOCUMENT_CSP } from "./security-headers";

/**
 * What every request must be before any route sees it:
 * - addressed to one of the site's hosts (Django's ALLOWED_HOSTS: SITE_URL's host and
 *   ALLOWED_HOSTS), so a request for another name (DNS rebinding, a stray virtual host) is 400
 *   and no link, redirect or check is ever built from a host we do not serve. The answer says
 *   which address the site does answer to and which settings would make it answer this one
 *   (SITE_URL, ALLOWED_HOSTS): the one who meets it is usually whoever runs the server, opening
 *   it by the machine's address from a phone on the same network;
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

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** What a request for a host the site does not serve is told: the address it serves, and what to set. */
export function hostRefusal(hostname: string, siteUrl: string): { detail: string; html: string } {
  // What the client sent, cut short: it is only echoed so the reader recognises it.
  const asked = hostname === "" ? "(no host name)" : hostname.length > 100 ? `${hostname.slice(0, 100)}…` : hostname;
  // Offered as the value to set only when ALLOWED_HOSTS would take it.
  const example =
    hostname.length <= 253 && isHostName(hostname.toLowerCase()) ? hostname.toLowerCase() : "192.168.1.20";
  const detail =
    `${BAD_HOST} "${asked}" is not an address this site answers to; it answers at ${siteUrl}. ` +
    `To serve it at this address too, set ALLOWED_HOSTS=${example} (or make it SITE_URL) and restart the server.`;
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>Not an address of this site</title></head><body>` +
    `<h1>This site does not answer at this address</h1>` +
    `<p><strong>${escapeHtml(asked)}</strong> is not an address this site answers to. ` +
    `Its address is <a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl)}</a>.</p>` +
    `<p>If you look after this server and want it to answer here too, add this name to the ` +
    `<code>ALLOWED_HOSTS</code> setting (<code>ALLOWED_HOSTS=${escapeHtml(example)}</code>; several are ` +
    `separated by commas), or make it the site's address with <code>SITE_URL</code> (then forms and ` +
    `signing in work from it too), in the server's <code>.env</code> file or environment, then restart ` +
    `the server.</p></body></html>`;
  return { detail, html };
}

export function registerRequestChecks(app: FastifyInstance, config: Pick<Config, "allowedHosts" | "siteUrl">): void {
  const hosts = new Set(config.allowedHosts);
  app.addHook("onRequest", async (request, reply) => {
    if (!hosts.has(request.hostname.toLowerCase()) && !isLocalHealthCheck(request)) {
      const refusal = hostRefusal(request.hostname, config.siteUrl);
      reply.code(400).header("cache-control", "no-store");
      if (request.url.startsWith("/api/")) return reply.send({ detail: refusal.detail });
      return reply
        .header("content-security-policy", NON_DOCUMENT_CSP)
        .header("x-content-type-options", "nosniff")
        .type("text/html; charset=utf-8")
        .send(refusal.html);
    }
    const target = request.url;
    if (!target.startsWith("/")) return refuse(request, reply, BAD_TARGET);
    if (target.startsWith("//") || target.startsWith("/\\")) {
      if (request.method !== "GET" && request.method !== "HEAD") return refuse(request, reply, BAD_TARGET);
      return reply.header("cache-control", "no-store").redirect(`/${target.replace(/^[/\\]+/, "")}`, 301);
    }
  });
}
