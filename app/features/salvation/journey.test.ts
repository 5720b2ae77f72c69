import { describe, expect, it } from "vitest";
import { initialJourney, journeyReducer, nextPosition, type JourneyState } from "./journey";
import { introStage } from "./intro-stage";

function walk(state: JourneyState, action: "advance" | "restart"): JourneyState {
  return journeyReducer(journeyReducer(state, { type: action }), { type: "commit" });
}

describe("journeyReducer", () => {
  it("starts at step one", () => {
    expect(initialJourney(6)).toEqual({ phase: "steps", step: 0, stepCount: 6, fading: false, target: null });
  });

  it("walks the six steps in order, then prayer, welcome and completed", () => {
    let state = initialJourney(6);
    const seen: string[] = [];
    for (let i = 0; i < 9; i += 1) {
      seen.push(state.phase === "steps" ? `step ${state.step + 1}` : state.phase);
      state = walk(state, "advance");
    }
    seen.push(state.phase);
    expect(seen).toEqual([
      "step 1",
      "step 2",
      "step 3",
      "step 4",
      "step 5",
      "step 6",
      "prayer",
      "welcome",
      "completed",
      "completed",
    ]);
  });

  it("fades out first and changes only on commit", () => {
    const fading = journeyReducer(initialJourney(6), { type: "advance" });
    expect(fading).toMatchObject({ phase: "steps", step: 0, fading: true, target: { phase: "steps", step: 1 } });
    // A second click during the fade is ignored.
    expect(journeyReducer(fading, { type: "advance" })).toBe(fading);
    expect(journeyReducer(fading, { type: "restart" })).toBe(fading);
    expect(journeyReducer(fading, { type: "commit" })).toMatchObject({ step: 1, fading: false, target: null });
  });

  it("ignores a commit with nothing pending", () => {
    const state = initialJourney(6);
    expect(journeyReducer(state, { type: "commit" })).toBe(state);
  });

  it("restarts at step one from completed", () => {
    let state = initialJourney(6);
    for (let i = 0; i < 8; i += 1) state = walk(state, "advance");
    expect(state.phase).toBe("completed");
    expect(journeyReducer(state, { type: "advance" })).toBe(state);
    state = walk(state, "restart");
    expect(state).toMatchObject({ phase: "steps", step: 0 });
  });

  it("knows what follows each screen", () => {
    expect(nextPosition({ phase: "steps", step: 5 }, 6)).toEqual({ phase: "prayer", step: 0 });
    expect(nextPosition({ phase: "prayer", step: 0 }, 6)).toEqual({ phase: "welcome", step: 0 });
    expect(nextPosition({ phase: "welcome", step: 0 }, 6)).toEqual({ phase: "completed", step: 0 });
    expect(nextPosition({ phase: "completed", step: 0 }, 6)).toBeNull();
  });
});

describe("introStage", () => {
  it("changes at 35% and 70% of the scroll progress", () => {
    expect(introStage(0)).toBe(0);
    expect(introStage(0.349)).toBe(0);
    expect(introStage(0.35)).toBe(1);
    expect(introStage(0.69)).toBe(1);
    expect(introStage(0.7)).toBe(2);
    expect(introStage(1)).toBe(2);
  });
});
