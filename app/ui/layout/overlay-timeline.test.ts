import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OVERLAY_FADE_MS, startOverlayTimeline, type OverlayTimelineOptions } from "./overlay-timeline";

function setup(overrides: Partial<OverlayTimelineOptions> = {}) {
  const start = Date.now();
  const events: Array<[number, string]> = [];
  const at = () => Date.now() - start;
  const cancel = startOverlayTimeline({
    firstVisit: false,
    preload: () => Promise.resolve(),
    elapsed: at,
    onProgress: (progress) => events.push([at(), `progress ${progress}`]),
    onFadeStart: () => events.push([at(), "fade"]),
    onDone: () => events.push([at(), "done"]),
    ...overrides,
  });
  return { events, cancel };
}

/** Advances fake time in small steps, letting promises settle in between. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe("loading overlay timeline", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts at 5, reaches 100 after the 3 s repeat-visit minimum, then fades", async () => {
    const { events } = setup();
    expect(events).toEqual([[0, "progress 5"]]);
    await advance(2999);
    expect(events).toEqual([[0, "progress 5"]]);
    await advance(1);
    expect(events).toEqual([
      [0, "progress 5"],
      [3000, "progress 100"],
      [3000, "fade"],
    ]);
    await advance(OVERLAY_FADE_MS);
    expect(events.at(-1)).toEqual([3000 + OVERLAY_FADE_MS, "done"]);
  });

  it("waits 10 s on a first visit, where the hard stop and the minimum meet", async () => {
    const { events } = setup({ firstVisit: true });
    await advance(9999);
    expect(events).toEqual([[0, "progress 5"]]);
    await advance(1);
    expect(events.map(([, e]) => e)).toContain("fade");
    expect(events.find(([, e]) => e === "fade")?.[0]).toBe(10_000);
    await advance(OVERLAY_FADE_MS);
    expect(events.at(-1)).toEqual([10_000 + OVERLAY_FADE_MS, "done"]);
    expect(events.filter(([, e]) => e === "fade")).toHaveLength(1);
    expect(events.filter(([, e]) => e === "done")).toHaveLength(1);
  });

  it("waits for slow preloading past the minimum, then fades at once", async () => {
    let finish!: () => void;
    const { events } = setup({ preload: () => new Promise<void>((resolve) => (finish = resolve)) });
    await advance(5000);
    expect(events).toEqual([[0, "progress 5"]]);
    finish();
    await advance(0);
    expect(events).toEqual([
      [0, "progress 5"],
      [5000, "progress 100"],
      [5000, "fade"],
    ]);
  });

  it("counts a failed preload as done", async () => {
    const { events } = setup({ preload: () => Promise.reject(new Error("offline")) });
    await advance(3000);
    expect(events.map(([, e]) => e)).toEqual(["progress 5", "progress 100", "fade"]);
  });

  it("counts a preloader that throws as done", async () => {
    const { events } = setup({
      preload: () => {
        throw new Error("no Image");
      },
    });
    await advance(3000);
    expect(events.map(([, e]) => e)).toEqual(["progress 5", "progress 100", "fade"]);
  });

  it("stops loading after 10 s even if preloading never finishes", async () => {
    const { events } = setup({ preload: () => new Promise(() => {}) });
    await advance(9999);
    expect(events).toEqual([[0, "progress 5"]]);
    await advance(1);
    expect(events).toEqual([
      [0, "progress 5"],
      [10_000, "fade"],
    ]);
    await advance(OVERLAY_FADE_MS);
    expect(events.at(-1)).toEqual([10_000 + OVERLAY_FADE_MS, "done"]);
    // Nothing more happens afterwards.
    await advance(60_000);
    expect(events).toHaveLength(3);
  });

  it("counts the time spent before the script ran (3 s since the overlay appeared)", async () => {
    const start = Date.now();
    const events: string[] = [];
    // The page took 2.5 s to load its JavaScript.
    startOverlayTimeline({
      firstVisit: false,
      preload: () => Promise.resolve(),
      elapsed: () => Date.now() - start + 2500,
      onProgress: (p) => events.push(`progress ${p}`),
      onFadeStart: () => events.push(`fade at ${Date.now() - start}`),
      onDone: () => events.push("done"),
    });
    await advance(500);
    expect(events).toEqual(["progress 5", "progress 100", "fade at 500"]);
  });

  it("cancels every timer when unmounted", async () => {
    const { events, cancel } = setup({ firstVisit: true });
    await advance(1000);
    cancel();
    await advance(20_000);
    expect(events).toEqual([[0, "progress 5"]]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
