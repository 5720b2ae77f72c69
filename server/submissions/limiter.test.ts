import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryLimiter } from "./limiter";

describe("the in-memory limiter", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("allows max hits per window and key, then refuses until the window ends", async () => {
    vi.useFakeTimers();
    const limiter = createMemoryLimiter({ max: 2, windowMs: 60_000 });
    expect(await limiter.hit("contact:192.0.2.1")).toEqual({ allowed: true, resetMs: 60_000 });
    vi.advanceTimersByTime(10_000);
    expect(await limiter.hit("contact:192.0.2.1")).toEqual({ allowed: true, resetMs: 50_000 });
    expect(await limiter.hit("contact:192.0.2.1")).toEqual({ allowed: false, resetMs: 50_000 });
    expect((await limiter.hit("contact:192.0.2.2")).allowed).toBe(true);
    expect((await limiter.hit("prayers:192.0.2.1")).allowed).toBe(true);
    vi.advanceTimersByTime(50_000);
    expect(await limiter.hit("contact:192.0.2.1")).toEqual({ allowed: true, resetMs: 60_000 });
    await limiter.close();
  });
});
