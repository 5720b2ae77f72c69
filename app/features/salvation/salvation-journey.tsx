/**
 * The interactive salvation journey: six steps, the prayer, welcome, completed, each
 * change fading for 500 ms. Loaded lazily when the visitor begins (see ../../routes/salvation.tsx).
 *
 * Props: onComplete(): given, Restart Journey on the completed screen calls it (the page scrolls
 * to its contact section); not given, Restart Journey goes back to step one.
 *
 * With reduced motion the fades, the typing, the scripture delay and the prayer's pacing are
 * shortened to nothing: every text is there at once.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { salvationSteps } from "#content/site/salvation";
import { usePrefersReducedMotion } from "~/ui/hooks/use-prefers-reduced-motion";
import { JOURNEY_FADE_MS, SCRIPTURE_DELAY_MS, TYPEWRITER_MS_PER_CHAR } from "~/lib/constants";
import { CompletedScreen, PrayerScreen, StepScreen, WelcomeScreen, type JourneyTimings } from "./journey-screens";
import { useJourney } from "./use-journey";

/** Pause between the prayer's lines (a reading pace of our choosing, not a product constant). */
export const PRAYER_LINE_INTERVAL_MS = 1500;

const NORMAL: JourneyTimings = {
  typingMs: TYPEWRITER_MS_PER_CHAR,
  scriptureDelayMs: SCRIPTURE_DELAY_MS,
  prayerLineMs: PRAYER_LINE_INTERVAL_MS,
};
const REDUCED: JourneyTimings = { typingMs: 0, scriptureDelayMs: 0, prayerLineMs: 0 };

export interface SalvationJourneyProps {
  onComplete?: () => void;
}

export default function SalvationJourney({ onComplete }: SalvationJourneyProps) {
  const reduced = usePrefersReducedMotion();
  const timings = reduced ? REDUCED : NORMAL;
  const fadeMs = reduced ? 0 : JOURNEY_FADE_MS;
  const { state, advance, finish } = useJourney({ stepCount: salvationSteps.length, fadeMs, onComplete });
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const screenKey = state.phase === "steps" ? `step-${state.step}` : state.phase;

  // A new screen: bring the journey's top into view and move focus to the screen's heading.
  const firstScreen = useRef(true);
  useEffect(() => {
    const root = rootRef.current;
    if (!firstScreen.current && root && root.getBoundingClientRect().top < 0) {
      root.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
    }
    firstScreen.current = false;
    headingRef.current?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the screen changes
  }, [screenKey]);

  let screen: ReactNode;
  switch (state.phase) {
    case "steps":
      screen = (
        <StepScreen
          step={salvationSteps[state.step]}
          index={state.step}
          total={salvationSteps.length}
          headingRef={headingRef}
          timings={timings}
          onNext={advance}
        />
      );
      break;
    case "prayer":
      screen = <PrayerScreen headingRef={headingRef} timings={timings} onNext={advance} />;
      break;
    case "welcome":
      screen = <WelcomeScreen headingRef={headingRef} timings={timings} onNext={advance} />;
      break;
    case "completed":
      screen = <CompletedScreen headingRef={headingRef} onNext={finish} />;
      break;
  }

  return (
    <div ref={rootRef} className="scroll-mt-24" data-phase={state.phase} data-step={state.step}>
      <div
        key={screenKey}
        className={`transition-opacity ease-in-out ${state.fading ? "opacity-0" : "opacity-100"}`}
        style={{ transitionDuration: `${fadeMs}ms` }}
        inert={state.fading}
      >
        <div className="motion-safe:animate-fade-in">{screen}</div>
      </div>
    </div>
  );
}
