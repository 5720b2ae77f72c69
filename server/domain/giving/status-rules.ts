import type { GiftProblem, GiftStatus } from "#contract/giving";
import { isPaidStatus, type PaynowStatus } from "#server/payments/paynow/status";

/**
 * What Paynow's verified word does to a gift (docs/decisions/048): only a poll's answer (or a
 * trace's) changes a gift, never a status update on its own. Paid, Awaiting Delivery and Delivered
 * count as paid, with the amount asked for; a payment of another amount is never paid but held for
 * the treasurer (`review`); Cancelled, Failed, Disputed and Refunded are kept as such; a report
 * that would take back a paid gift is held for the treasurer too. A stale report (Created after
 * Paid) changes nothing.
 */

/** What brought a change, as a gift's history says. */
export const HISTORY_SOURCES = ["initiation", "result-post", "poll", "poller", "trace", "staff"] as const;
export type HistorySource = (typeof HISTORY_SOURCES)[number];

export interface StatusChange {
  status: GiftStatus;
  problem: GiftProblem | null;
}

/** A gift failed because Paynow's answer to its start never came (or could not be verified): Paynow may have it. */
export function isUnknownStart(status: GiftStatus, problem: string | null): boolean {
  return status === "failed" && (problem === "no-answer" || problem === "bad-answer");
}

/**
 * The gift's new status and problem after Paynow reported `reported`; null: the report changes
 * nothing. A gift whose start went unanswered waits again once Paynow shows it has the payment.
 */
export function statusAfterReport(
  current: GiftStatus,
  problem: string | null,
  reported: PaynowStatus,
  amountMatches: boolean,
): StatusChange | null {
  // The treasurer decides what a held gift becomes.
  if (current === "review") return null;
  const waiting = current === "created" || current === "pending" || isUnknownStart(current, problem);
  if (isPaidStatus(reported)) {
    if (!amountMatches) return current === "refunded" ? null : { status: "review", problem: "amount-mismatch" };
    return current === "paid" || current === "refunded" ? null : { status: "paid", problem: null };
  }
  switch (reported) {
    case "Created":
    case "Sent":
      return current === "created" || isUnknownStart(current, problem) ? { status: "pending", problem: null } : null;
    case "Cancelled":
    case "Failed":
      if (current === "paid" || current === "disputed") return { status: "review", problem: "reversed" };
      if (!waiting) return null;
      return reported === "Cancelled"
        ? { status: "cancelled", problem: null }
        : { status: "failed", problem: "declined" };
    case "Disputed":
      return current === "paid" || waiting ? { status: "disputed", problem: null } : null;
    case "Refunded":
      return current === "paid" || current === "disputed" || waiting ? { status: "refunded", problem: null } : null;
  }
  return null;
}

/**
 * Whether the poller keeps asking Paynow about a gift: while it waits for its payer, while it is
 * disputed, and when its start's answer never came (Paynow may have it: a trace will tell).
 */
export function isFollowed(status: GiftStatus, problem: string | null): boolean {
  return status === "created" || status === "pending" || status === "disputed" || isUnknownStart(status, problem);
}
