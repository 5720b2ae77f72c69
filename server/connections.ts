import http, { type RequestListener, type Server } from "node:http";
import type { Socket } from "node:net";
import proxyAddr from "@fastify/proxy-addr";
import type { Config } from "./config";
import { clientKey } from "./rate-limits";

/**
 * How long a client may take and how many connections it may hold (docs/operations.md, "In
 * front of the server"). Without these, 300 connections trickling a body byte every 5 s were
 * held for as long as they liked and, under a low file limit, starved everyone else.
 * - the request (headers and body) must arrive within `requestTimeoutMs`, the headers within
 *   `headersTimeoutMs`; a connection idle for `idleTimeoutMs` is closed;
 * - at most `connectionsPerClient` open connections per client (an IPv4 address or an IPv6 /64);
 *   one more is closed at once. The trusted proxies (TRUST_PROXY) are exempt: every visitor
 *   arrives through them, so the proxy must bound its own clients.
 */
export interface ConnectionLimits {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  idleTimeoutMs: number;
  connectionsPerClient: number;
}

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
 * The HTTP server for Fastify's serverFactory (server/app.ts puts the render cache's front before
 * Fastify's handler): Fastify applies its timeouts only to a server it creates itself, so they are
 * applied here, from the same options (fastifyTimeouts and Fastify's defaults).
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
): Server {
  const server = http.createServer(settings.http ?? {}, listener);
  server.keepAliveTimeout = settings.keepAliveTimeout;
  server.requestTimeout = settings.requestTimeout;
  server.setTimeout(settings.connectionTimeout);
  if (settings.maxRequestsPerSocket && settings.maxRequestsPerSocket > 0)
    server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
  return server;
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
