import { isHoneypotFilled } from "#contract/honeypot";
import type { GuardedKind } from "#contract/submissions";
import type { HoneypotCheck } from "#server/domain/submissions/handlers";
import type { LimiterLog, RateLimits, Throttled } from "./rate-limits";

export type { Throttled } from "./rate-limits";

/**
 * What stands before every stored submission, shared by the API's POST endpoints and the pages'
 * no-JavaScript form posts (both count against the same counters, so a bot gains nothing by
 * posting the HTML form instead of the API): the rate limit per client address and kind, and
 * the honeypot check.
 */

export interface SubmissionGuard extends HoneypotCheck {
  /** Counts one submission; null when it may go ahead, else how long to wait. */
  throttle(kind: GuardedKind, ip: string): Promise<Throttled | null>;
}

/** The submission guard as one request sees it (route actions' load context): the address is bound. */
export interface RequestGuard {
  throttle(kind: GuardedKind): Promise<Throttled | null>;
  isBot(kind: GuardedKind, honeypot: unknown): boolean;
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
