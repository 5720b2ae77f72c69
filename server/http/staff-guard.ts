import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Config } from "#server/config";
import type { CrossSiteChecks } from "./cross-site";
import { factsOfFastifyRequest, staffTokenFailure as tokenFailure } from "./cross-site";
import type { Database } from "#server/db/schema";
import { allowSlowUpload } from "./connections";
import { RESUMABLE_UPLOADS_PATH } from "#contract/uploads";
import { NO_STORE } from "./http-cache";
import { isHttpsRequest } from "./https";
import { holdsSecretLink } from "./secret-links";
import { paragraph, plainPage } from "./plain-page";
import { areaOf, canonicalPath, isOpenStaffPath, isStaffPath, mayOpen, SIGN_IN_PATH } from "#server/auth/areas";
import {
  resumeSession,
  serializeSessionCookie,
  sessionCookie,
  sessionCookieName,
  type StaffSession,
} from "#server/auth/sessions";

/**
 * The wall around /admin, before any page code runs:
 * - every answer is no-store and noindex;
 * - without a session, a redirect to the sign-in page that comes back here (`next`);
 * - with a session, the area's permission (server/auth/areas.ts), else 403;
 * - every POST passes the Origin/Referer check and carries the session's token (field `csrf`),
 *   else 403 and nothing runs.
 * The pages then read the session from the request (staffSessionOf).
 */

/** The hidden field every staff form carries. */
export const STAFF_TOKEN_FIELD = "csrf";

/**
 * A route's config flag `streamedStaffForm`: its body is a multipart stream read by the route itself (an upload too
 * large to buffer, server/http/uploads/sermon-audio.ts). The staff guard checks the session, Origin and permission; the
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

/** The site is served over HTTPS (server/http/https.ts), as the staff guard found for this staff request: the cookie is `__Host-` and Secure. */
export function isHttpsStaffRequest(request: FastifyRequest): boolean {
  return HTTPS.has(request);
}

/** The path the staff guard judges: as React Router will match it (server/auth/areas.ts canonicalPath). */
function pathOf(url: string): string {
  return canonicalPath(url);
}

/**
 * `next` for the sign-in page: the path asked for, without React Router's data suffix; none for
 * the dashboard, or for a target holding a one-time link's secret (secret-links.ts), which would
 * then sit in the sign-in page's address, its history and the log of any proxy.
 */
export function signInRedirect(url: string): string {
  const target = url.replace(/\.data(?=\?|$)/, "");
  if (target === "/admin" || holdsSecretLink(target)) return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?next=${encodeURIComponent(target)}`;
}

/** A staff post's body as the pages read it: its fields, or why it is not a form they can read. */
type PostedBody =
  { form: URLSearchParams | FormData | null } | { refused: { status: 400 | 415; title: string; message: string } };

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * Reads a staff post's body once, before any page code: the pages take forms only (urlencoded, or
 * multipart from a form with a file field). Any other type is a 415, a multipart body without its
 * boundary or cut short a 400, so no action ever meets a body it cannot parse (which answered 500).
 * A streamed upload's multipart body is left to its route, which reads it as it arrives.
 */
async function readPostedBody(request: FastifyRequest): Promise<PostedBody> {
  const type = String(request.headers["content-type"] ?? "");
  if (!FORM_TYPES.test(type)) {
    return {
      refused: {
        status: 415,
        title: "Not a form",
        message: `The staff pages take forms only (application/x-www-form-urlencoded or multipart/form-data), not ${type ? `“${type.split(";", 1)[0]!.trim()}”` : "a body without a type"}. Send it from the page's form.`,
      },
    };
  }
  if (streamedForm(request)) return { form: null };
  const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  if (/^application\/x-www-form-urlencoded/i.test(type)) return { form: new URLSearchParams(body.toString("utf8")) };
  try {
    return { form: await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData() };
  } catch {
    return {
      refused: {
        status: 400,
        title: "The form did not arrive whole",
        message:
          "The form's multipart body could not be read (cut short, or without its boundary). Go back and send it again.",
      },
    };
  }
}

/**
 * The token the request echoes: the `X-Staff-Token` header (the client's fetches), or the `csrf`
 * field of the form body, urlencoded or multipart (a no-JavaScript form with a file field).
 */
function echoedToken(request: FastifyRequest, form: URLSearchParams | FormData | null): string | undefined {
  const header = request.headers["x-staff-token"];
  if (typeof header === "string") return header;
  const field = form?.get(STAFF_TOKEN_FIELD);
  return typeof field === "string" ? field : undefined;
}

/** The resumable uploads' endpoint (server/http/uploads/resumable.ts): its bodies are a file's bytes, its token a header. */
function isResumableUpload(path: string): boolean {
  return path === RESUMABLE_UPLOADS_PATH || path.startsWith(`${RESUMABLE_UPLOADS_PATH}/`);
}

/**
 * The uploads held to the idle limit instead of the total one: the routes that stream their body
 * (the picture and audio forms), and the resumable uploads' PATCHes.
 */
function isUploadRequest(request: FastifyRequest, path: string): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  return request.routeOptions.config?.streamedStaffForm === true || isResumableUpload(path);
}

function streamedForm(request: FastifyRequest): boolean {
  // Only a multipart body is left to the route; any other body to such a route has its token checked here.
  return (
    request.routeOptions.config?.streamedStaffForm === true &&
    String(request.headers["content-type"] ?? "")
      .toLowerCase()
      .startsWith("multipart/form-data")
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

/** A body that is not a form: `{ detail }` for a client that asked for JSON, a small page for a browser. */
function refuseBody(reply: FastifyReply, refused: { status: 400 | 415; title: string; message: string }): FastifyReply {
  reply.code(refused.status);
  if (wantsJson(reply.request)) return reply.send({ detail: refused.message });
  return reply.type("text/html; charset=utf-8").send(plainPage(refused.title, paragraph(refused.message)));
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
      if (session.slid)
        reply.header(
          "set-cookie",
          serializeSessionCookie(sessionCookie(https, request.cookies[sessionCookieName(https)]!)),
        );
    }
    // POST is what pages take; any other unsafe method is held to the same check (never let through unchecked).
    if (request.method !== "GET" && request.method !== "HEAD") {
      // A resumable upload's body is no form: left to its endpoint, the token read from the header.
      const posted: PostedBody = isResumableUpload(path) ? { form: null } : await readPostedBody(request);
      const failure = options.crossSite.staffPostFailure(
        factsOfFastifyRequest(request, options.config.siteUrl),
        isOpenStaffPath(path) || streamedForm(request) ? null : (session?.csrfToken ?? null),
        echoedToken(request, "form" in posted ? posted.form : null),
      );
      if (failure && (session || isOpenStaffPath(path))) {
        request.log.warn({ reason: failure }, "staff post refused");
        return refuse(reply, 403, `Forbidden (${failure})`);
      }
      // A body no page can read is refused before any page code runs (without a session, the way in comes first).
      if ("refused" in posted && (session || isOpenStaffPath(path))) return refuseBody(reply, posted.refused);
    }
    if (isOpenStaffPath(path)) return;
    if (!session) {
      // A data request (React Router's client) gets a status; a page, the way to sign in.
      if (path.endsWith(".data") || wantsJson(request)) return refuse(reply, 401, "Sign in first.");
      return reply.code(303).header("location", signInRedirect(request.url)).send();
    }
    if (!mayOpen(session.member.role, areaOf(path))) {
      if (request.method !== "GET" && request.method !== "HEAD")
        return refuse(reply, 403, "You do not have permission to do this.");
      if (path.endsWith(".data")) return refuse(reply, 403, "You do not have permission to see this page.");
      FORBIDDEN.add(request);
      return;
    }
    // Past every check: an upload may now arrive as slowly as its line allows (server/http/connections.ts).
    if (isUploadRequest(request, path)) allowSlowUpload(request.raw);
  });
}
