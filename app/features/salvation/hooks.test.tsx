// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { JOURNEY_FADE_MS, TYPEWRITER_MS_PER_CHAR } from "~/lib/constants";
import { useJourney } from "./use-journey";
import { useStagger } from "./use-stagger";
import { useTypewriter } from "./use-typewriter";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useJourney", () => {
  it("changes screen 500 ms after the button, fading in between", () => {
    const { result } = renderHook(() => useJourney({ stepCount: 6 }));
    act(() => result.current.advance());
    expect(result.current.state).toMatchObject({ phase: "steps", step: 0, fading: true });
    act(() => vi.advanceTimersByTime(JOURNEY_FADE_MS - 1));
    expect(result.current.state.step).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.state).toMatchObject({ phase: "steps", step: 1, fading: false });
  });

  it("walks every phase to completed", () => {
    const { result } = renderHook(() => useJourney({ stepCount: 6 }));
    const phases: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      act(() => result.current.advance());
      act(() => vi.advanceTimersByTime(JOURNEY_FADE_MS));
      phases.push(result.current.state.phase);
    }
    expect(phases).toEqual(["steps", "steps", "steps", "steps", "steps", "prayer", "welcome", "completed"]);
  });

  it("Restart Journey calls the completion callback when given", () => {
    const onComplete = vi.fn();
    const { result } = renderHook(() => useJourney({ stepCount: 2, onComplete }));
    for (let i = 0; i < 4; i += 1) {
      act(() => result.current.advance());
      act(() => vi.advanceTimersByTime(JOURNEY_FADE_MS));
    }
    expect(result.current.state.phase).toBe("completed");
    act(() => result.current.finish());
    expect(onComplete).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(JOURNEY_FADE_MS));
    expect(result.current.state.phase).toBe("completed");
  });

  it("Restart Journey goes back to step one without a callback", () => {
    const { result } = renderHook(() => useJourney({ stepCount: 2 }));
    for (let i = 0; i < 4; i += 1) {
      act(() => result.current.advance());
      act(() => vi.advanceTimersByTime(JOURNEY_FADE_MS));
    }
    act(() => result.current.finish());
    act(() => vi.advanceTimersByTime(JOURNEY_FADE_MS));
    expect(result.current.state).toMatchObject({ phase: "steps", step: 0, fading: false });
  });

  it("changes at once when the fade is shortened to nothing (reduced motion)", () => {
    const { result } = renderHook(() => useJourney({ stepCount: 6, fadeMs: 0 }));
    act(() => result.current.advance());
    expect(result.current.state).toMatchObject({ step: 1, fading: false });
  });
});

describe("useTypewriter", () => {
  it("types 40 ms a character", () => {
    const { result } = renderHook(() => useTypewriter("Amen."));
    expect(TYPEWRITER_MS_PER_CHAR).toBe(40);
    expect(result.current).toEqual({ text: "", done: false });
    act(() => vi.advanceTimersByTime(40));
    expect(result.current.text).toBe("A");
    act(() => vi.advanceTimersByTime(40 * 3));
    expect(result.current).toEqual({ text: "Amen", done: false });
    act(() => vi.advanceTimersByTime(40));
    expect(result.current).toEqual({ text: "Amen.", done: true });
  });

  it("waits for start", () => {
    const { result, rerender } = renderHook(({ start }) => useTypewriter("Hi", { start }), {
      initialProps: { start: false },
    });
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toEqual({ text: "", done: false });
    rerender({ start: true });
    act(() => vi.advanceTimersByTime(80));
    expect(result.current).toEqual({ text: "Hi", done: true });
  });

  it("shows everything at once when shortened (reduced motion)", () => {
    const { result } = renderHook(() => useTypewriter("Welcome home", { msPerChar: 0 }));
    expect(result.current).toEqual({ text: "Welcome home", done: true });
  });

  it("starts over with a new text", () => {
    const { result, rerender } = renderHook(({ text }) => useTypewriter(text), { initialProps: { text: "abc" } });
    act(() => vi.advanceTimersByTime(120));
    expect(result.current.done).toBe(true);
    rerender({ text: "xyz" });
    expect(result.current.text).toBe("");
    act(() => vi.advanceTimersByTime(40));
    expect(result.current.text).toBe("x");
  });
});

describe("useStagger", () => {
  it("reveals one more item each interval after start", () => {
    const { result, rerender } = renderHook(({ start }) => useStagger(3, 1000, start), {
      initialProps: { start: false },
    });
    expect(result.current).toBe(0);
    rerender({ start: true });
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(3);
  });

  it("shows all at once with no interval", () => {
    const { result } = renderHook(() => useStagger(10, 0, true));
    expect(result.current).toBe(10);
  });
});
