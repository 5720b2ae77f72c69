import { describe, expect, it } from "vitest";
import { GIFT_STATUSES, type GiftStatus } from "#contract/giving";
import { PAYNOW_STATUSES } from "#server/payments/paynow/status";
import { isFollowed, statusAfterReport } from "./status-rules";
import { nextCheckAt } from "./poller-schedule";

describe("what Paynow's verified word does to a gift", () => {
  it("counts Paid, Awaiting Delivery and Delivered as paid, with the amount asked for only", () => {
    for (const reported of ["Paid", "Awaiting Delivery", "Delivered"] as const) {
      for (const from of ["created", "pending", "failed", "cancelled", "disputed"] as const)
        expect(statusAfterReport(from, null, reported, true), `${from} ${reported}`).toEqual({
          status: "paid",
          problem: null,
        });
      expect(statusAfterReport("paid", null, reported, true)).toBeNull();
      expect(statusAfterReport("pending", null, reported, false)).toEqual({
        status: "review",
        problem: "amount-mismatch",
      });
    }
  });

  it("keeps Cancelled, Failed, Disputed and Refunded as such; takes nothing back from a paid gift without the treasurer", () => {
    expect(statusAfterReport("pending", null, "Cancelled", true)).toEqual({ status: "cancelled", problem: null });
    expect(statusAfterReport("pending", null, "Failed", true)).toEqual({ status: "failed", problem: "declined" });
    expect(statusAfterReport("paid", null, "Disputed", true)).toEqual({ status: "disputed", problem: null });
    expect(statusAfterReport("disputed", null, "Refunded", true)).toEqual({ status: "refunded", problem: null });
    expect(statusAfterReport("paid", null, "Cancelled", true)).toEqual({ status: "review", problem: "reversed" });
    expect(statusAfterReport("paid", null, "Failed", true)).toEqual({ status: "review", problem: "reversed" });
    // Stale reports change nothing.
    expect(statusAfterReport("paid", null, "Created", true)).toBeNull();
    expect(statusAfterReport("pending", null, "Sent", true)).toBeNull();
    expect(statusAfterReport("created", null, "Sent", true)).toEqual({ status: "pending", problem: null });
    expect(statusAfterReport("refunded", null, "Paid", true)).toBeNull();
  });

  it("a gift whose start went unanswered waits again once Paynow shows it has it; one Paynow refused does not", () => {
    expect(statusAfterReport("failed", "no-answer", "Sent", true)).toEqual({ status: "pending", problem: null });
    expect(statusAfterReport("failed", "bad-answer", "Cancelled", true)).toEqual({
      status: "cancelled",
      problem: null,
    });
    expect(statusAfterReport("failed", "refused", "Sent", true)).toBeNull();
    expect(statusAfterReport("failed", "expired", "Cancelled", true)).toBeNull();
    expect(statusAfterReport("failed", "expired", "Paid", true)).toEqual({ status: "paid", problem: null });
  });

  it("leaves a gift held for review to the treasurer, whatever Paynow says", () => {
    for (const reported of PAYNOW_STATUSES) expect(statusAfterReport("review", null, reported, true)).toBeNull();
  });

  it("follows what may still change", () => {
    const followed = GIFT_STATUSES.filter((status: GiftStatus) => isFollowed(status, null));
    expect(followed).toEqual(["created", "pending", "disputed"]);
    expect(isFollowed("failed", "no-answer")).toBe(true);
    expect(isFollowed("failed", "refused")).toBe(false);
  });
});

describe("the poller's schedule", () => {
  it("asks after 30 s, then twice as long each time, at most an hour apart, for a day", () => {
    const created = "2026-11-28T08:00:00.000Z";
    const at = (ms: number) => new Date(Date.parse(created) + ms);
    expect(nextCheckAt(created, 0, at(0))).toBe(at(30_000).toISOString());
    expect(nextCheckAt(created, 3, at(60_000))).toBe(at(60_000 + 240_000).toISOString());
    expect(nextCheckAt(created, 12, at(3_600_000))).toBe(at(7_200_000).toISOString());
    expect(nextCheckAt(created, 12, at(86_000_000))).toBe(at(86_400_000).toISOString());
    expect(nextCheckAt(created, 12, at(86_400_000))).toBeNull();
  });
});
