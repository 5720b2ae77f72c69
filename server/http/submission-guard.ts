import { isHoneypotFilled } from "#contract/honeypot";
import type { LimiterLog, RateLimits, Throttled } from "./rate-limits";

export type { Throttled } from "./rate-limits";

/**
 * What stands before every stored submission, shared by the API's POST endpoints and the pages'
 * no-JavaScript form posts (both count against the same counters, so a bot gains nothing by
 * posting the HTML form instead of the API): the rate limit per client address and kind, and
 * the honeypot check.
 */

/** One counter per kind and address: the API endpoint a submission is stored through. */
export type SubmissionKind = "contact" | "prayers" | "comments" | "newsletter" | "ministry-forms";

export interface SubmissionGuard {
  /** Counts one submission; null when it may go ahead, else how long to wait. */
  throttle(kind: SubmissionKind, ip: string): Promise<Throttled | null>;
  /**
   * True when the honeypot field holds anything (logged): the caller answers exactly what a
   * success would and stores nothing, so the bot learns nothing.
   */
  isBot(kind: SubmissionKind, honeypot: unknown, ip: string): boolean;
}

/** The submission guard as one request sees it (route actions' load context): the address is bound. */
export interface RequestGuard {
  throttle(kind: SubmissionKind): Promise<Throttled | null>;
  isBot(kind: SubmissionKind, honeypot: unknown): boolean;
}

export function createSubmissionGuard(limits: RateLimits, log: LimiterLog): SubmissionGuard {
  return {
    throttle: (kind, ip) => limits.submission(kind, ip),
    isBot(kind, honeypot, ip) {
      if (!isHoneypotFilled(honeypot)) return false;
      log.info(`Honeypot filled: a ${kind} submission from ${ip} was answered as sent and not stored.`);
      return true;
    },
  };
}

export function bindGuard(guard: SubmissionGuard, ip: string): RequestGuard {
  return {
    throttle: (kind) => guard.throttle(kind, ip),
    isBot: (kind, honeypot) => guard.isBot(kind, honeypot, ip),
  };
}
