// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FEATURED_CAROUSEL_INTERVAL_MS, FEATURED_CAROUSEL_LOCK_MS, MINISTRY_SLIDES } from "~/lib/constants";
import { carouselProgress, carouselReducer, useCarousel } from "./use-carousel";

describe("carouselReducer", () => {
  const stop = { count: 2, wrap: false, lock: true };
  const wrap = { count: 5, wrap: true, lock: true };

  it("stops at the ends when it does not wrap", () => {
    expect(carouselReducer({ index: 0, locked: false }, { type: "previous" }, stop)).toEqual({
      index: 0,
      locked: false,
    });
    expect(carouselReducer({ index: 0, locked: false }, { type: "next" }, stop)).toEqual({ index: 1, locked: true });
    expect(carouselReducer({ index: 1, locked: false }, { type: "next" }, stop)).toEqual({ index: 1, locked: false });
  });

  it("wraps round when it wraps", () => {
    expect(carouselReducer({ index: 4, locked: false }, { type: "next" }, wrap).index).toBe(0);
    expect(carouselReducer({ index: 0, locked: false }, { type: "previous" }, wrap).index).toBe(4);
  });

  it("refuses every move while locked, until unlocked", () => {
    const locked = { index: 2, locked: true };
    expect(carouselReducer(locked, { type: "next" }, wrap)).toBe(locked);
    expect(carouselReducer(locked, { type: "go", to: 0 }, wrap)).toBe(locked);
    expect(carouselReducer(locked, { type: "unlock" }, wrap)).toEqual({ index: 2, locked: false });
  });

  it("jumps with a dot, ignoring a jump to the current item or out of range", () => {
    const state = { index: 0, locked: false };
    expect(carouselReducer(state, { type: "go", to: 1 }, stop)).toEqual({ index: 1, locked: true });
    expect(carouselReducer(state, { type: "go", to: 0 }, stop)).toBe(state);
    expect(carouselReducer(state, { type: "go", to: 7 }, stop)).toBe(state);
  });

  it("does nothing with fewer than two items", () => {
    const state = { index: 0, locked: false };
    expect(carouselReducer(state, { type: "next" }, { count: 1, wrap: true, lock: false })).toBe(state);
  });

  it("does not lock without a lock time", () => {
    expect(carouselReducer({ index: 0, locked: false }, { type: "next" }, { ...wrap, lock: false }).locked).toBe(false);
  });
});

describe("carouselProgress", () => {
  it("is (current + 1) / slides as a percentage", () => {
    expect(carouselProgress(0, MINISTRY_SLIDES)).toBe(50);
    expect(carouselProgress(1, MINISTRY_SLIDES)).toBe(100);
    expect(carouselProgress(0, 4)).toBe(25);
  });
});

describe("useCarousel", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("ministries: previous disabled on the first slide, next on the last, moves blocked during the transition", () => {
    const { result } = renderHook(() => useCarousel({ count: MINISTRY_SLIDES, lockMs: 500 }));
    expect(result.current).toMatchObject({ index: 0, canPrevious: false, canNext: true, progress: 50 });
    act(() => result.current.next());
    expect(result.current).toMatchObject({ index: 1, canPrevious: true, canNext: false, progress: 100, locked: true });
    act(() => result.current.previous());
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.locked).toBe(false);
    act(() => result.current.previous());
    expect(result.current.index).toBe(0);
  });

  it("featured: auto-advances every 5 s, wraps, ignores clicks for 500 ms after a change", () => {
    const { result } = renderHook(() =>
      useCarousel({
        count: 3,
        wrap: true,
        intervalMs: FEATURED_CAROUSEL_INTERVAL_MS,
        lockMs: FEATURED_CAROUSEL_LOCK_MS,
      }),
    );
    act(() => vi.advanceTimersByTime(FEATURED_CAROUSEL_INTERVAL_MS - 1));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    // A click 499 ms after the change is ignored; at 500 ms it is taken.
    act(() => vi.advanceTimersByTime(FEATURED_CAROUSEL_LOCK_MS - 1));
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    act(() => result.current.next());
    expect(result.current.index).toBe(2);
    // The auto-advance restarted with the click, and wraps round.
    act(() => vi.advanceTimersByTime(FEATURED_CAROUSEL_INTERVAL_MS));
    expect(result.current.index).toBe(0);
  });

  it("stops auto-advancing while paused", () => {
    const { result, rerender } = renderHook(
      ({ paused }) => useCarousel({ count: 3, wrap: true, intervalMs: 5000, paused }),
      {
        initialProps: { paused: true },
      },
    );
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(1);
  });

  it("clears its timers on unmount", () => {
    const { unmount, result } = renderHook(() => useCarousel({ count: 3, wrap: true, intervalMs: 5000, lockMs: 500 }));
    act(() => result.current.next());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
