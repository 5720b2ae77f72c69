import { useCallback, useState } from "react";
import { useInterval } from "./use-interval";

/**
 * An index that advances every `intervalMs` over `count` items (slideshows, rotating messages),
 * wrapping round. Paused while `paused` is true; `goTo` jumps (dots, keyboard).
 */
export function useRotation(count: number, intervalMs: number, paused = false) {
  const [index, setIndex] = useState(0);
  useInterval(() => setIndex((current) => (current + 1) % count), paused || count < 2 ? null : intervalMs);
  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);
  return { index, goTo, next, previous };
}
