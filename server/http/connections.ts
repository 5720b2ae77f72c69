import http, { type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import proxyAddr from "@fastify/proxy-addr";
import type { Config, ConnectionLimits } from "#server/config";
import { canonicalPath, isStaffPath } from "#server/auth/areas";
import { paragraph, plainPage } from "./plain-page";
import { clientKey } from "#server/lib/client-key";

/**
 * How long a client may take and how many connections it may hold (docs/operations.md, "In
 * front of the server"). Without these, 300 connections trickling a body byte every 5 s were
 * held for as long as they liked and, under a low file limit, starved everyone else.
 * - the headers must arrive within `headersTimeoutMs` and the body within `requestTimeoutMs` of
 *   them (limitRequestTime); a connection idle for `idleTimeoutMs` is closed;
 * - a staff upload that the guard let through (allowSlowUpload) has no total limit: it is cut only
 *   when no byte has come for `uploadIdleTimeoutMs`, so a 15 MB photo over a slow line arrives;
 * - at most `connectionsPerClient` open connections per client (an IPv4 address or an IPv6 /64);
 *   one more is closed at once. The trusted proxies (TRUST_PROXY) are exempt: every visitor
 *   arrives through them, so the proxy must bound its own clients.
 */

/** Fastify's own options for the timeouts (it applies them to the Node server it creates). */
export function fastifyTimeouts(limits: ConnectionLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // Node checks the two timeouts above on this interval (30 s by default, which would let a
      // slow client keep a connection up to twice as long as allowed).
      connectionsCheckingInterval: Math.max(250, Math.min(2_000, limits.requestTimeoutMs / 4)),
    },
  };
}

/**
 * The HTTP server for Fastify's serverFactory (server/app.ts puts the render cache's early lookup before
 * Fastify's handler): Fastify applies its timeouts only to a server it creates itself, so they are
 * applied here, from the same options (fastifyTimeouts and Fastify's defaults). Node's own request
 * timeout is off: it cannot spare one request, so the total limit is kept per request instead
 * (limitRequestTime), and an upload can be held to the idle limit alone.
 */
export function createHttpServer(
  listener: RequestListener,
  settings: {
    http?: http.ServerOptions;
    keepAliveTimeout: number;
    requestTimeout: number;
    connectionTimeout: number;
    maxRequestsPerSocket?: number;
  },
  uploadIdleTimeoutMs: number,
): Server {
  const times = {
    requestTimeoutMs: settings.requestTimeout,
    idleTimeoutMs: settings.connectionTimeout,
    uploadIdleTimeoutMs,
  };
  const server = http.createServer(settings.http ?? {}, (request, response) => {
    limitRequestTime(request, response, times);
    listener(request, response);
  });
  server.keepAliveTimeout = settings.keepAliveTimeout;
  server.requestTimeout = 0;
  server.setTimeout(settings.connectionTimeout);
  if (settings.maxRequestsPerSocket && settings.maxRequestsPerSocket > 0)
    server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
  return server;
}

interface RequestTimes {
  requestTimeoutMs: number;
  idleTimeoutMs: number;
  uploadIdleTimeoutMs: number;
}

/** A request whose body is still arriving under the total limit: its timer, and what an upload needs. */
interface HeldRequest {
  timer: NodeJS.Timeout;
  response: ServerResponse;
  times: RequestTimes;
}

const HELD = new WeakMap<IncomingMessage, HeldRequest>();

/** What Node itself answers on its request timeout (no body: an API client reads the status). */
const REQUEST_TIMEOUT_ANSWER = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n";

/**
 * A staff page's form that took too long gets a page a pastor can read, never a bare status or
 * Fastify's JSON: going back finds the form as it was typed (the browser keeps it).
 */
const STAFF_TIMEOUT_PAGE = plainPage(
  "The form took too long to arrive",
  paragraph(
    "The connection was too slow to send the whole form in time, so nothing was saved. Go back: what you typed is still there. Send it again when the signal is better; a large file goes faster with the upload button on a page where the script can run.",
  ),
);
const STAFF_TIMEOUT_ANSWER = `HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: text/html; charset=utf-8\r\nCache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(STAFF_TIMEOUT_PAGE)}\r\n\r\n${STAFF_TIMEOUT_PAGE}`;

/**
 * A request whose headers never arrived whole (too slow, too large, not HTTP): nobody knows yet
 * which page it was for, so the answer is a page in words for a person, never Fastify's JSON; a
 * program reads the status. Node's own behaviour otherwise: nothing is written to a socket that is
 * gone or already answering, and the connection is closed.
 */
const HEADERS_TIMEOUT_PAGE = plainPage(
  "The request took too long to arrive",
  paragraph(
    "The connection was too slow, so the server stopped waiting and nothing was saved. Go back: a form keeps what you typed. Try again when the signal is better.",
  ),
);
const HEADERS_TOO_LARGE_PAGE = plainPage(
  "The request was too large",
  paragraph("The browser sent more than the server reads before a page. Clear this site's cookies and try again."),
);
const NOT_UNDERSTOOD_PAGE = plainPage("The request was not understood", paragraph("Go back and try again."));

function htmlAnswer(status: number, page: string): string {
  return `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: text/html; charset=utf-8\r\nCache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(page)}\r\n\r\n${page}`;
}

/** Fastify's `clientErrorHandler`: what a client whose request could not be read gets. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const answer =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? htmlAnswer(408, HEADERS_TIMEOUT_PAGE)
      : error.code === "HPE_HEADER_OVERFLOW"
        ? htmlAnswer(431, HEADERS_TOO_LARGE_PAGE)
        : htmlAnswer(400, NOT_UNDERSTOOD_PAGE);
  const answering = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !answering?.headersSent) socket.write(answer);
  socket.destroy();
}

function timeoutAnswer(request: IncomingMessage): string {
  return isStaffPath(canonicalPath(request.url ?? "/")) ? STAFF_TIMEOUT_ANSWER : REQUEST_TIMEOUT_ANSWER;
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers["content-length"];
  return request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/**
 * The total limit of one request's body: unless the whole body has arrived `requestTimeoutMs` after
 * its headers, the connection gets Node's 408 and is closed (slowloris: a client trickling its body
 * holds a connection for that long at most). Requests without a body are done once their headers
 * are (Node's headers timeout bounds those).
 */
function limitRequestTime(request: IncomingMessage, response: ServerResponse, times: RequestTimes): void {
  if (!hasBody(request)) return;
  holdToTotal(request, response, times, times.requestTimeoutMs);
}

function holdToTotal(request: IncomingMessage, response: ServerResponse, times: RequestTimes, ms: number): void {
  const timer = setTimeout(() => {
    HELD.delete(request);
    const socket = request.socket;
    if (request.complete || socket.destroyed) return;
    if (!response.headersSent) socket.write(timeoutAnswer(request));
    socket.destroy();
  }, ms);
  timer.unref();
  HELD.set(request, { timer, response, times });
  request.once("end", () => clearTimeout(timer));
}

/**
 * An upload the staff guard let through (a signed-in member with the right to upload): no total
 * limit any more, but the connection is closed once no byte has come for `uploadIdleTimeoutMs`
 * (the request then fails as cut off, and the route keeps nothing). Once the body is whole, or the
 * answer is sent, the connection is back to the ordinary idle limit, and a body still arriving
 * after the answer to the total one.
 */
export function allowSlowUpload(request: IncomingMessage): void {
  const held = HELD.get(request);
  if (!held) return;
  clearTimeout(held.timer);
  HELD.delete(request);
  const { response, times } = held;
  const socket = request.socket;
  socket.setTimeout(times.uploadIdleTimeoutMs);
  // Once the whole body is in, the wait is the server's own work (checking and storing the file),
  // not the client's silence: the ordinary idle limit again.
  request.once("end", () => {
    if (!socket.destroyed) socket.setTimeout(times.idleTimeoutMs);
  });
  response.once("finish", () => {
    if (!socket.destroyed) socket.setTimeout(times.idleTimeoutMs);
    if (!request.complete) holdToTotal(request, response, times, times.requestTimeoutMs);
  });
}

/** Applies the per-client bound to the server's sockets. */
export function limitConnections(server: Server, limits: ConnectionLimits, trustProxy: Config["trustProxy"]): void {
  const isProxy = trustProxy ? proxyAddr.compile(trustProxy) : () => false;
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || isProxy(address, 0)) return;
    const key = clientKey(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > limits.connectionsPerClient) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left <= 0) open.delete(key);
      else open.set(key, left);
    });
  });
}
