/**
 * The loading overlay's timing (docs/product.md, Loading overlay), free of React so it can be
 * tested with fake timers:
 * - progress becomes 5 as preloading begins, and 100 when preloading has finished (a failed asset
 *   counts as done) and the preload minimum has passed: 10 s on a first visit, 3 s otherwise;
 * - at 100 the overlay waits until at least 3 s have passed since it appeared, then fades out;
 * - whatever happens, loading stops 10 s after the overlay appeared (the fade starts then).
 * Times are measured from the moment the overlay appeared (`elapsed()`), which for a full page
 * load is the start of navigation, so time spent downloading the JavaScript already counts.
 */
import {
  OVERLAY_HARD_STOP_MS,
  OVERLAY_MIN_MS,
  OVERLAY_PROGRESS_END,
  OVERLAY_PROGRESS_START,
  PRELOAD_MIN_FIRST_VISIT_MS,
  PRELOAD_MIN_REPEAT_MS,
} from "~/lib/constants";

/** How long the fade-out lasts before the overlay leaves the DOM. Not a product constant. */
export const OVERLAY_FADE_MS = 500;

export interface OverlayTimelineOptions {
  /** True when the first-load-completed flag is absent. */
  firstVisit: boolean;
  /** Fetches the assets to preload; may reject (it still counts as done). */
  preload: () => Promise<unknown>;
  /** Milliseconds since the overlay appeared. */
  elapsed: () => number;
  onProgress: (progress: number) => void;
  onFadeStart: () => void;
  /** The overlay has faded: loading has stopped. */
  onDone: () => void;
  fadeMs?: number;
}

/** Starts the timeline; the returned function cancels every pending timer (unmount). */
export function startOverlayTimeline(options: OverlayTimelineOptions): () => void {
  const fadeMs = options.fadeMs ?? OVERLAY_FADE_MS;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let cancelled = false;
  let fading = false;

  const later = (fn: () => void, ms: number) => {
    const id = setTimeout(
      () => {
        timers.delete(id);
        if (!cancelled) fn();
      },
      Math.max(0, ms),
    );
    timers.add(id);
  };
  const wait = (ms: number) => new Promise<void>((resolve) => later(resolve, ms));

  const fadeOut = () => {
    if (fading || cancelled) return;
    fading = true;
    options.onFadeStart();
    later(options.onDone, fadeMs);
  };

  options.onProgress(OVERLAY_PROGRESS_START);
  const preloadMinimum = options.firstVisit ? PRELOAD_MIN_FIRST_VISIT_MS : PRELOAD_MIN_REPEAT_MS;

  let preloading: Promise<unknown>;
  try {
    preloading = options.preload();
  } catch (error) {
    preloading = Promise.reject(error);
  }
  void Promise.allSettled([preloading, wait(preloadMinimum - options.elapsed())]).then(() => {
    if (cancelled || fading) return;
    options.onProgress(OVERLAY_PROGRESS_END);
    const remaining = OVERLAY_MIN_MS - options.elapsed();
    if (remaining <= 0) fadeOut();
    else later(fadeOut, remaining);
  });

  // The fallback: loading stops after 10 s regardless.
  later(fadeOut, OVERLAY_HARD_STOP_MS - options.elapsed());

  return () => {
    cancelled = true;
    for (const id of timers) clearTimeout(id);
    timers.clear();
  };
}
