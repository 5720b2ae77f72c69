import { useCallback, useEffect, useReducer } from "react";

/**
 * The rules every carousel of the site shares: a current index over `count` items;
 * previous, next and jumps (dots) that are ignored while a change is still settling (`lockMs`:
 * the featured stories' 500 ms, the ministries' transition); either wrapping round or stopping at
 * the ends (then previous is disabled on the first item and next on the last); an optional
 * auto-advance every `intervalMs` that restarts after each change and stops while paused; and a
 * progress of (current + 1) / count as a percentage.
 */
export interface CarouselOptions {
  count: number;
  /** Ignore moves for this long after a change. */
  lockMs?: number;
  /** Wrap round at the ends (auto-advancing carousels) or stop there. */
  wrap?: boolean;
  /** Auto-advance every so often; omit for none. */
  intervalMs?: number | null;
  paused?: boolean;
  initialIndex?: number;
}

export interface CarouselState {
  index: number;
  locked: boolean;
}

export type CarouselAction = { type: "go"; to: number } | { type: "next" } | { type: "previous" } | { type: "unlock" };

interface ReducerConfig {
  count: number;
  wrap: boolean;
  lock: boolean;
}

/** The pure rules: where a move lands, or the same state when it is refused. */
export function carouselReducer(state: CarouselState, action: CarouselAction, config: ReducerConfig): CarouselState {
  if (action.type === "unlock") return state.locked ? { ...state, locked: false } : state;
  if (state.locked || config.count < 2) return state;
  let target: number;
  if (action.type === "go") target = action.to;
  else target = state.index + (action.type === "next" ? 1 : -1);
  if (config.wrap) target = ((target % config.count) + config.count) % config.count;
  else if (target < 0 || target >= config.count) return state;
  if (target === state.index) return state;
  return { index: target, locked: config.lock };
}

/** (current + 1) / count as a percentage. */
export function carouselProgress(index: number, count: number): number {
  return count <= 0 ? 0 : ((index + 1) / count) * 100;
}

export function useCarousel({
  count,
  lockMs = 0,
  wrap = false,
  intervalMs = null,
  paused = false,
  initialIndex = 0,
}: CarouselOptions) {
  const config: ReducerConfig = { count, wrap, lock: lockMs > 0 };
  const [state, dispatch] = useReducer(
    (current: CarouselState, action: CarouselAction) => carouselReducer(current, action, config),
    { index: Math.min(Math.max(initialIndex, 0), Math.max(count - 1, 0)), locked: false },
  );

  // The lock lifts after lockMs.
  useEffect(() => {
    if (!state.locked) return;
    const id = setTimeout(() => dispatch({ type: "unlock" }), lockMs);
    return () => clearTimeout(id);
  }, [state.locked, state.index, lockMs]);

  // Auto-advance, restarted by every change.
  useEffect(() => {
    if (intervalMs === null || paused || count < 2) return;
    const id = setTimeout(() => dispatch({ type: "next" }), intervalMs);
    return () => clearTimeout(id);
  }, [state.index, intervalMs, paused, count]);

  const next = useCallback(() => dispatch({ type: "next" }), []);
  const previous = useCallback(() => dispatch({ type: "previous" }), []);
  const goTo = useCallback((to: number) => dispatch({ type: "go", to }), []);

  return {
    index: state.index,
    locked: state.locked,
    next,
    previous,
    goTo,
    canPrevious: count > 1 && (wrap || state.index > 0),
    canNext: count > 1 && (wrap || state.index < count - 1),
    progress: carouselProgress(state.index, count),
  };
}
