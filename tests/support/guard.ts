import { vi } from "vitest";
import { isHoneypotFilled } from "#contract/honeypot";
import { MESSAGES } from "#contract/validation";
import type { RequestGuard } from "#server/http/submission-guard";

/**
 * A route action's submission guard for unit tests: the real honeypot rule, and a rate limit that lets
 * everything through or, given a wait in seconds, refuses every post.
 */
export function testGuard(retryAfter: number | null = null): RequestGuard & {
  throttle: ReturnType<typeof vi.fn<RequestGuard["throttle"]>>;
} {
  return {
    throttle: vi.fn<RequestGuard["throttle"]>(async () =>
      retryAfter === null ? null : { retryAfter, message: MESSAGES.throttled(retryAfter) },
    ),
    isBot: (_kind, honeypot) => isHoneypotFilled(honeypot),
  };
}
