import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./outbox";
import { withoutAddresses } from "./worker";

describe("the worker's log line", () => {
  it("never names an address the SMTP server quoted", () => {
    expect(withoutAddresses("550 5.1.1 <rudo.m@example.org>: Recipient address rejected")).toBe(
      "550 5.1.1 <[address]>: Recipient address rejected",
    );
  });
});

describe("retries", () => {
  it("wait 1, 2, 4... minutes, at most an hour", () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 60, 60, 60]);
  });
});
