/**
 * The salvation journey as a pure state machine (docs/product.md, Salvation journey):
 * steps (one to six, in order) -> prayer -> welcome -> completed; Restart Journey goes back to
 * step one. Every change first fades out (`fading`, with the target kept in `target`), and is
 * applied by a later `commit` (after JOURNEY_FADE_MS, see useJourney).
 */

export type JourneyPhase = "steps" | "prayer" | "welcome" | "completed";

export interface JourneyPosition {
  phase: JourneyPhase;
  /** 0-based step index; meaningful in the steps phase. */
  step: number;
}

export interface JourneyState extends JourneyPosition {
  stepCount: number;
  /** True while the current screen fades out. */
  fading: boolean;
  /** Where the journey goes when the fade ends. */
  target: JourneyPosition | null;
}

export type JourneyAction = { type: "advance" } | { type: "restart" } | { type: "commit" };

export function initialJourney(stepCount: number): JourneyState {
  return { phase: "steps", step: 0, stepCount, fading: false, target: null };
}

/** The screen after `position`, or null at the end (completed only restarts). */
export function nextPosition(position: JourneyPosition, stepCount: number): JourneyPosition | null {
  switch (position.phase) {
    case "steps":
      return position.step < stepCount - 1 ? { phase: "steps", step: position.step + 1 } : { phase: "prayer", step: 0 };
    case "prayer":
      return { phase: "welcome", step: 0 };
    case "welcome":
      return { phase: "completed", step: 0 };
    case "completed":
      return null;
  }
}

export function journeyReducer(state: JourneyState, action: JourneyAction): JourneyState {
  switch (action.type) {
    case "advance": {
      if (state.fading) return state;
      const target = nextPosition(state, state.stepCount);
      return target ? { ...state, fading: true, target } : state;
    }
    case "restart":
      if (state.fading) return state;
      return { ...state, fading: true, target: { phase: "steps", step: 0 } };
    case "commit":
      if (!state.target) return state;
      return { ...state, phase: state.target.phase, step: state.target.step, fading: false, target: null };
  }
}
