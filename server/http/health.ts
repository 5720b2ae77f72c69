import proxyAddr from "@fastify/proxy-addr";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import { sql, type Kysely } from "kysely";
import { RETRY_AFTER_SECONDS } from "#server/db/unavailable";

/**
 * GET /healthz (and HEAD), for the service manager and uptime monitors: 200 when the database
 * answers a trivial query within HEALTH_TIMEOUT_MS, 503 otherwise. The body says which and
 * nothing else (no version, path or error: anyone may ask). It is never counted by the general
 * rate limit (a monitor must not raise a false alarm on a busy day, nor use up a visitor's
 * allowance), never kept by a cache, and answered to a request from the machine itself whatever
 * its Host, so a monitor on the server can ask 127.0.0.1. A request from elsewhere must name one
 * of the site's hosts like any other (server/http/requests.ts): the host check stays one rule against
 * DNS rebinding, and a monitor elsewhere asks through the proxy, by the public name, anyway.
 */

export const HEALTH_PATH = "/healthz";

/** How long the database may take to answer before the check says 503: a hung database must not hang the monitor. */
export const HEALTH_TIMEOUT_MS = 2_000;

export const HEALTHY = { status: "ok" } as const;
export const UNHEALTHY = { status: "unavailable" } as const;

const isLoopbackAddress = proxyAddr.compile("loopback");

/** The route of a request, once Fastify has routed it: the check's own, or not. */
export function isHealthCheck(request: FastifyRequest): boolean {
  return request.routeOptions.url === HEALTH_PATH;
}

/**
 * A health check from the machine itself (the client address as TRUST_PROXY resolves it, so a
 * visitor's request through a proxy on the machine is not one): answered whatever its Host.
 */
export function isLocalHealthCheck(request: FastifyRequest): boolean {
  return isHealthCheck(request) && isLoopbackAddress(request.ip, 0);
}

export interface HealthOptions {
  db: Kysely<unknown>;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}

/**
 * Whether the database answers, asked at most once at a time: checks that arrive while one is
 * running share its answer, so a flood of /healthz (which no rate limit counts) costs one query
 * in flight, not one per request.
 */
export function createDatabaseProbe(db: Kysely<unknown>, timeoutMs: number): () => Promise<Error | null> {
  let running: Promise<Error | null> | null = null;
  const ask = async (): Promise<Error | null> => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<Error>((resolve) => {
      timer = setTimeout(() => resolve(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    // A table every database has, at any version: the query reads the database, not just the connection.
    const query = sql`select 1 from schema_migrations limit 1`.execute(db).then(
      () => null,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
    try {
      return await Promise.race([query, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };
  return () => {
    running ??= ask().finally(() => {
      running = null;
    });
    return running;
  };
}

export function registerHealthCheck(app: FastifyInstance, options: HealthOptions): void {
  const probe = createDatabaseProbe(options.db, options.timeoutMs ?? HEALTH_TIMEOUT_MS);
  // Logged when the answer changes, not on every poll of a monitor.
  let healthy = true;
  app.get(HEALTH_PATH, { logLevel: "warn" }, async (_request, reply) => {
    const failure = await probe();
    if (failure && healthy) options.log.warn(`Health check: the database did not answer (${failure.message})`);
    if (!failure && !healthy) options.log.info("Health check: the database answers again");
    healthy = failure === null;
    reply.header("cache-control", "no-store").header("x-content-type-options", "nosniff");
    if (failure) return reply.code(503).header("retry-after", String(RETRY_AFTER_SECONDS)).send(UNHEALTHY);
    return reply.send(HEALTHY);
  });
}
