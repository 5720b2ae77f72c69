import type { RateLimitOptions } from "@fastify/rate-limit";
import type { Config } from "../config";

/** DRF's throttling message ("Expected available in 42 seconds."). */
export function throttledMessage(seconds: number): string {
  return `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? "" : "s"}.`;
}

/**
 * The limit on each POST endpoint: `config.rateLimit.max` requests per window per client address
 * and endpoint, in process memory (REDIS_URL is not wired yet: docs/api.md). 429 with Retry-After.
 */
export function postRateLimit(config: Config): RateLimitOptions | undefined {
  if (!config.rateLimit.enabled) return undefined;
  return {
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    errorResponseBuilder: (_request, context) => {
      const error = new Error(throttledMessage(Math.max(1, Math.ceil(context.ttl / 1000)))) as Error & {
        statusCode: number;
      };
      error.statusCode = context.statusCode;
      return error;
    },
  };
}
