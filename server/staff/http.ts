import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Config } from "../config";
import type { CrossSiteChecks } from "../cross-site";
import { factsOfFastifyRequest, staffTokenFailure as tokenFailure } from "../cross-site";
import type { Database } from "../db/schema";
import { NO_STORE } from "../http-cache";
import { isHttpsRequest } from "../https";
import { areaOf, canonicalPath, isOpenStaffPath, isStaffPath, SIGN_IN_PATH } from "./areas";
import { can } from "./permissions";
import { resumeSession, serializeSessionCookie, sessionCookie, sessionCookieName, type StaffSession } from "./sessions";

/**
 * The wall around /admin (issue 13), before any page code runs:
 * - every answer is no-store and noindex;
 * - without a session, a redirect to the sign-in page that comes back here (`next`);
 * - with a session, the area's permission (server/staff/areas.ts), else 403;
 * - every POST passes the Origin/Referer check and carries the session's token (field `csrf`),
 *   else 403 and nothing runs.
 * The pages then read the session from the request (staffSessionOf).
 */

/** The hidden field every staff form carries. */
export const STAFF_TOKEN_FIELD = "csrf";

/**
 * A route's config flag `streamedStaffForm`: its body is a multipart stream read by the route itself (an upload too
 * large to buffer, server/staff/audio.ts). The guard checks the session, Origin and permission; the
 * route checks the `csrf` field (first in the form) with staffTokenFailure before it stores a byte.
 */
declare module "fastify" {
  interface FastifyContextConfig {
    streamedStaffForm?: boolean;
  }
}

/** The session's token against the `csrf` field a streamed form sent. */
export function staffTokenFailure(session: StaffSession, echoed: string | undefined): string | null {
  return tokenFailure(session.csrfToken, echoed);
}

const SESSIONS = new WeakMap<FastifyRequest, StaffSession>();
const FORBIDDEN = new WeakSet<FastifyRequest>();
const HTTPS = new WeakSet<FastifyRequest>();

export function staffSessionOf(request: FastifyRequest): StaffSession | null {
  return SESSIONS.get(request) ?? null;
}

/** The session's area is one its role may not use: the page renders its 403. */
export function isForbiddenStaffRequest(request: FastifyRequest): boolean {
  return FORBIDDEN.has(request);
}

/** The site is served over HTTPS (server/https.ts), as the guard found for this staff request: the cookie is `__Host-` and Secure. */
export function isHttpsStaffRequest(request: FastifyRequest): boolean {
  return HTTPS.has(request);
}

/** The path the guard judges: as React Router will match it (server/staff/areas.ts canonicalPath). */
function pathOf(url: string): string {
  return canonicalPath(url);
}

/** `next` for the sign-in page: the path asked for, without React Router's data suffix. */
export function signInRedirect(url: string): string {
  const target = url.replace(/\.data(?=\?|$)/, "");
  return target === "/admin" ? SIGN_IN_PATH : `${SIGN_IN_PATH}?next=${encodeURIComponent(target)}`;
}

/**
 * The token the request echoes: the `X-Staff-Token` header (the client's fetches), or the `csrf`
 * field of a form body, urlencoded or multipart (a no-JavaScript form with a file field).
 */
async function echoedToken(request: FastifyRequest): Promise<string | undefined> {
  const header = request.headers["x-staff-token"];
  if (typeof header === "string") return header;
  const type = String(request.headers["content-type"] ?? "");
  if (!Buffer.isBuffer(request.body)) return undefined;
  if (type.startsWith("application/x-www-form-urlencoded")) {
    return new URLSearchParams(request.body.toString("utf8")).get(STAFF_TOKEN_FIELD) ?? undefined;
  }
  if (type.startsWith("multipart/form-data")) {
    try {
      const field = (await new Response(new Uint8Array(request.body), { headers: { "content-type": type } }).formData()).get(STAFF_TOKEN_FIELD);
      return typeof field === "string" ? field : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function streamedForm(request: FastifyRequest): boolean {
  // Only a multipart body is left to the route; any other body to such a route has its token checked here.
  return (
    request.routeOptions.config?.streamedStaffForm === true &&
    String(request.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data")
  );
}

/** A fetch that asked for JSON (the picture field's upload) reads the refusal as `{ detail }`, the API's shape. */
export function wantsJson(request: FastifyRequest): boolean {
  return /\bapplication\/json\b/i.test(String(request.headers.accept ?? ""));
}

function refuse(reply: FastifyReply, status: 401 | 403, message: string): FastifyReply {
  if (wantsJson(reply.request)) return reply.code(status).send({ detail: message });
  return reply.code(status).type("text/plain; charset=utf-8").send(message);
}

export function registerStaffGuard(
  scope: FastifyInstance,
  options: { db: Kysely<Database>; config: Pick<Config, "siteUrl">; crossSite: CrossSiteChecks },
): void {
  scope.addHook("onSend", async (request, reply, payload) => {
    if (!isStaffPath(pathOf(request.url))) return payload;
    reply.header("cache-control", NO_STORE);
    reply.header("x-robots-tag", "noindex, nofollow");
    reply.removeHeader("etag");
    return payload;
  });

  scope.addHook("preHandler", async (request, reply) => {
    const path = pathOf(request.url);
    if (!isStaffPath(path)) return;
    reply.header("cache-control", NO_STORE);
    const https = isHttpsRequest(request, options.config.siteUrl);
    if (https) HTTPS.add(request);
    const session = await resumeSession(options.db, request.cookies[sessionCookieName(https)]);
    if (session) {
      SESSIONS.set(request, session);
      if (session.slid) reply.header("set-cookie", serializeSessionCookie(sessionCookie(https, request.cookies[sessionCookieName(https)]!)));
    }
    // POST is what pages take; any other unsafe method is held to the same check (never let through unchecked).
    if (request.method !== "GET" && request.method !== "HEAD") {
      const failure = options.crossSite.staffPostFailure(
        factsOfFastifyRequest(request, options.config.siteUrl),
        isOpenStaffPath(path) || streamedForm(request) ? null : (session?.csrfToken ?? null),
        await echoedToken(request),
      );
      if (failure && (session || isOpenStaffPath(path))) {
        request.log.warn({ reason: failure }, "staff post refused");
        return refuse(reply, 403, `Forbidden (${failure})`);
      }
    }
    if (isOpenStaffPath(path)) return;
    if (!session) {
      // A data request (React Router's client) gets a status; a page, the way to sign in.
      if (path.endsWith(".data") || wantsJson(request)) return refuse(reply, 401, "Sign in first.");
      return reply.code(303).header("location", signInRedirect(request.url)).send();
    }
    if (!can(session.member.role, areaOf(path).permission)) {
      if (request.method !== "GET" && request.method !== "HEAD") return refuse(reply, 403, "You do not have permission to do this.");
      if (path.endsWith(".data")) return refuse(reply, 403, "You do not have permission to see this page.");
      FORBIDDEN.add(request);
    }
  });
}
