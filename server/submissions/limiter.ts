import { Redis } from "ioredis";

/**
 * Fixed-window counters: `hit(key)` counts one request and says whether it is within `max` for
 * the current window. In process memory, or in Redis (REDIS_URL) so that several server
 * processes share them. Redis trouble never refuses or delays a visitor: the request is let
 * through (fail open) and a warning is logged once per outage.
 */
export interface Hit {
  allowed: boolean;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

export interface RateLimiter {
  hit(key: string): Promise<Hit>;
  close(): Promise<void>;
}

export interface LimiterLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface LimiterOptions {
  max: number;
  windowMs: number;
  /** Prepended to every Redis key (several sites or test runs on one Redis). */
  keyPrefix: string;
  redisUrl: string | null;
  log: LimiterLog;
  /** How long a Redis connect or command may take before the request goes through uncounted. */
  redisTimeoutMs?: number;
}

export async function createRateLimiter(options: LimiterOptions): Promise<RateLimiter> {
  return options.redisUrl
    ? createRedisLimiter({ ...options, redisUrl: options.redisUrl })
    : createMemoryLimiter(options);
}

export function createMemoryLimiter({ max, windowMs }: Pick<LimiterOptions, "max" | "windowMs">): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  // Forget ended windows now and then, so the map does not grow with every address ever seen.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }, windowMs);
  sweep.unref();
  return {
    async hit(key) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= max, resetMs: window.resetAt - now };
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

// INCR and the expiry in one atomic step: the first hit of a window starts its clock, and a key
// that somehow lost its expiry gets one again (it would otherwise block that address for good).
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

type ScriptedRedis = Redis & { rateLimitHit(key: string, windowMs: number): Promise<[number, number]> };

async function createRedisLimiter(options: LimiterOptions & { redisUrl: string }): Promise<RateLimiter> {
  const { max, windowMs, keyPrefix, log } = options;
  const timeout = options.redisTimeoutMs ?? 500;
  const redis = new Redis(options.redisUrl, {
    lazyConnect: true,
    connectTimeout: timeout,
    commandTimeout: timeout,
    // While disconnected, commands fail at once instead of queueing: the request goes through.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Keep reconnecting in the background, at most every 5 s.
    retryStrategy: (times) => Math.min(times * 250, 5_000),
  }) as ScriptedRedis;
  redis.defineCommand("rateLimitHit", { numberOfKeys: 1, lua: HIT_SCRIPT });

  let healthy = true;
  const failed = (error: unknown) => {
    if (!healthy) return;
    healthy = false;
    log.warn(
      `Rate limits: Redis unavailable (${(error as Error).message}); requests are not counted until it is back.`,
    );
  };
  const recovered = () => {
    if (healthy) return;
    healthy = true;
    log.info("Rate limits: Redis is back; counting again.");
  };
  redis.on("error", failed);
  redis.on("ready", recovered);
  // Wait for the first connection (a short while): the first requests should be counted too.
  await redis.connect().catch(failed);

  return {
    async hit(key) {
      try {
        const [count, ttl] = await redis.rateLimitHit(`${keyPrefix}${key}`, windowMs);
        recovered();
        return { allowed: count <= max, resetMs: Math.max(0, Number(ttl)) };
      } catch (error) {
        failed(error);
        return { allowed: true, resetMs: 0 };
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
