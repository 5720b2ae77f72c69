import { isHoneypotFilled } from "../../contract/honeypot";
import type { Config } from "../config";
import { createRateLimiter, type LimiterLog, type RateLimiter } from "./limiter";

/**
 * What stands before every stored submission, shared by the API's POST endpoints and the pages'
 * no-JavaScript form posts (both count against the same counters, so a bot gains nothing by
 * posting the HTML form instead of the API): the rate limit per client address and kind, and
 * the honeypot check.
 */

/** One counter per kind and address: the API endpoint a submission is stored through. */
export type SubmissionKind = "contact" | "prayers" | "comments" | "newsletter" | "ministry-forms";

export interface Throttled {
  /** Seconds until the next submission of this kind is accepted (Retry-After). */
  retryAfter: number;
  /** DRF's message, shown by the API and by the page forms alike. */
  message: string;
}

export interface SubmissionGuard {
  /** Counts one submission; null when it may go ahead, else how long to wait. */
  throttle(kind: SubmissionKind, ip: string): Promise<Throttled | null>;
  /**
   * True when the honeypot field holds anything (logged): the caller answers exactly what a
   * success would and stores nothing, so the bot learns nothing.
   */
  isBot(kind: SubmissionKind, honeypot: unknown, ip: string): boolean;
  close(): Promise<void>;
}

/** The guard as one request sees it (route actions' load context): the address is bound. */
export interface RequestGuard {
  throttle(kind: SubmissionKind): Promise<Throttled | null>;
  isBot(kind: SubmissionKind, honeypot: unknown): boolean;
}

/** DRF's throttling message ("Expected available in 42 seconds."). */
export function throttledMessage(seconds: number): string {
  return `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? "" : "s"}.`;
}

export async function createSubmissionGuard(
  config: Pick<Config, "rateLimit" | "redisUrl">,
  log: LimiterLog,
): Promise<SubmissionGuard> {
  const limiter: RateLimiter | null = config.rateLimit.enabled
    ? await createRateLimiter({ ...config.rateLimit, redisUrl: config.redisUrl, log })
    : null;
  return {
    async throttle(kind, ip) {
      if (!limiter) return null;
      const hit = await limiter.hit(`${kind}:${ip}`);
      if (hit.allowed) return null;
      const retryAfter = Math.max(1, Math.ceil(hit.resetMs / 1000));
      return { retryAfter, message: throttledMessage(retryAfter) };
    },
    isBot(kind, honeypot, ip) {
      if (!isHoneypotFilled(honeypot)) return false;
      log.info(`Honeypot filled: a ${kind} submission from ${ip} was answered as sent and not stored.`);
      return true;
    },
    close: async () => limiter?.close(),
  };
}

export function bindGuard(guard: SubmissionGuard, ip: string): RequestGuard {
  return {
    throttle: (kind) => guard.throttle(kind, ip),
    isBot: (kind, honeypot) => guard.isBot(kind, honeypot, ip),
  };
}
