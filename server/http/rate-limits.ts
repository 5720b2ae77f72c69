import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import { MESSAGES } from "#contract/validation";
import type { Config } from "#server/config";
import { clientKey } from "#server/lib/client-key";

/**
 * Request limits per client, counted by @fastify/rate-limit (docs/decisions/008-rate-limits-and-connection-limits.md)
 * in process memory, or in Redis (REDIS_URL) so several server processes share them:
 * - general: every request for a page, the API or a picture (hashed build files are exempt);
 * - submissions: each kind of form, shared by the API's POSTs and the pages' form posts
 *   (server/http/submission-guard.ts).
 * A client is an IPv4 address or an IPv6 /64 (one home or phone network gets a whole /64).
 * Redis trouble never refuses or delays a visitor: the request is let through uncounted and one
 * warning is logged per outage.
 */

export interface Throttled {
  /** Seconds until the next request of this kind is accepted (Retry-After). */
  retryAfter: number;
  /** DRF's message, shown by the API and by the page forms alike. */
  message: string;
}

export interface LimiterLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface RateLimits {
  /** Counts one request against the general limit; null when it may go ahead. */
  general(request: FastifyRequest): Promise<Throttled | null>;
  /** Counts one submission of `kind` from the client at `ip`; null when it may go ahead. */
  submission(kind: string, ip: string): Promise<Throttled | null>;
}

function toThrottled(result: Awaited<ReturnType<ReturnType<FastifyInstance["createRateLimit"]>>>): Throttled | null {
  if (result.isAllowed || !result.isExceeded) return null;
  const retryAfter = Math.max(1, result.ttlInSeconds);
  return { retryAfter, message: MESSAGES.throttled(retryAfter) };
}

const GENERAL = "general";
/**
 * The limiter reads a counter's key from the request it is given (and the route's group id, which
 * we do not use); we hand it the key itself, so one store holds every counter under one prefix:
 * `<REDIS prefix>general:<client>`, `<REDIS prefix>contact:<client>`...
 */
const COUNTER_KEY = Symbol("rate-limit counter key");
type Counter = { [COUNTER_KEY]: string; routeOptions: { config: object } };

/**
 * Registers the limiter on `app` (its Redis connection closes with the app) and returns the two
 * checks. With the limits off (RATE_LIMIT_DISABLED=1) every check answers null.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: Pick<Config, "rateLimit" | "redisUrl">,
  log: LimiterLog,
): Promise<RateLimits> {
  const { rateLimit: limits } = config;
  if (!limits.enabled) return { general: async () => null, submission: async () => null };

  const redis = config.redisUrl ? await connectRedis(config.redisUrl, log) : null;
  if (redis) app.addHook("onClose", async () => redis.disconnect());
  const isGeneral = (key: string) => key.startsWith(`${GENERAL}:`);
  await app.register(rateLimit, {
    // No hook of its own: the checks below are called where they belong (server/app.ts, the guard).
    global: false,
    skipOnError: true,
    keyGenerator: (request) => (request as unknown as Counter)[COUNTER_KEY],
    max: (_request, key) => (isGeneral(key) ? limits.general.max : limits.max),
    timeWindow: (_request, key) => (isGeneral(key) ? limits.general.windowMs : limits.windowMs),
    ...(redis ? { redis, nameSpace: limits.keyPrefix } : {}),
  });
  const check = app.createRateLimit();
  const count = async (key: string) => {
    const counter: Counter = { [COUNTER_KEY]: key, routeOptions: { config: {} } };
    return toThrottled(await check(counter as unknown as FastifyRequest));
  };
  return {
    general: (request) => count(`${GENERAL}:${clientKey(request.ip)}`),
    submission: (kind, ip) => count(`${kind}:${clientKey(ip)}`),
  };
}

/**
 * A Redis connection that never makes a request wait: commands fail at once while it is down
 * (the limiter then lets the request through), and it reconnects in the background.
 */
async function connectRedis(url: string, log: LimiterLog, timeoutMs = 500): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 250, 5_000),
  });
  let healthy = true;
  redis.on("error", (error: Error) => {
    if (!healthy) return;
    healthy = false;
    log.warn(`Rate limits: Redis unavailable (${error.message}); requests are not counted until it is back.`);
  });
  redis.on("ready", () => {
    if (healthy) return;
    healthy = true;
    log.info("Rate limits: Redis is back; counting again.");
  });
  // Wait for the first connection (a short while): the first requests should be counted too.
  await redis.connect().catch(() => {});
  return redis;
}

/** 429 with Retry-After: DRF's shape under /api/, a line of text elsewhere. */
export function sendThrottled(request: FastifyRequest, reply: FastifyReply, throttled: Throttled): FastifyReply {
  reply.code(429).header("retry-after", String(throttled.retryAfter)).header("cache-control", "no-store");
  if (request.url.startsWith("/api/")) return reply.send({ detail: throttled.message });
  return reply.type("text/plain; charset=utf-8").send(`Too many requests. ${throttled.message}`);
}
