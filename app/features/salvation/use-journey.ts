import { useCallback, useEffect, useReducer } from "react";
import { JOURNEY_FADE_MS } from "~/lib/constants";
import { initialJourney, journeyReducer } from "./journey";

export interface UseJourneyOptions {
  stepCount: number;
  /** Fade before each change (500 ms; shortened with reduced motion). */
  fadeMs?: number;
  /** Restart Journey on the completed screen calls this when given, instead of going back to step one. */
  onComplete?: () => void;
}

/** The journey's state with its timed fades: advance(), and finish() for the completed screen. */
export function useJourney({ stepCount, fadeMs = JOURNEY_FADE_MS, onComplete }: UseJourneyOptions) {
  const [state, dispatch] = useReducer(journeyReducer, stepCount, initialJourney);

  useEffect(() => {
    if (!state.fading) return;
    if (fadeMs <= 0) {
      dispatch({ type: "commit" });
      return;
    }
    const timer = setTimeout(() => dispatch({ type: "commit" }), fadeMs);
    return () => clearTimeout(timer);
  }, [state.fading, fadeMs]);

  const advance = useCallback(() => dispatch({ type: "advance" }), []);
  const restart = useCallback(() => dispatch({ type: "restart" }), []);
  const finish = useCallback(() => {
    if (onComplete) onComplete();
    else dispatch({ type: "restart" });
  }, [onComplete]);

  return { state, advance, restart, finish };
}
