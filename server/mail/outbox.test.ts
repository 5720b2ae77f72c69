import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./outbox";

describe("a mail's retries", () => {
  it("wait 1, 2, 4... minutes, at most an hour", () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 60, 60, 60]);
  });
});
