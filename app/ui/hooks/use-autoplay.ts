import { useCallback, useState, type FocusEvent } from "react";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

/**
 * Whether a slideshow may move on its own (WCAG 2.2.2): not when the visitor paused it with its
 * button, not while the pointer rests on it or keyboard focus is inside, and not by default when
 * the visitor asked for reduced motion (they can still press play). Spread `regionProps` on the
 * slideshow's outer element; mark its play/pause button with `data-autoplay-control`.
 */
export function useAutoplay() {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<"paused" | "playing" | null>(null);
  const [hovering, setHovering] = useState(false);
  const [focused, setFocused] = useState(false);

  const stopped = choice === null ? reducedMotion : choice === "paused";
  const toggle = useCallback(() => setChoice(stopped ? "playing" : "paused"), [stopped]);

  const regionProps = {
    // Only where a pointer can hover: on a touch screen a tap would leave it "hovering" for good.
    onMouseEnter: () => setHovering(window.matchMedia("(hover: hover)").matches),
    onMouseLeave: () => setHovering(false),
    // The play/pause button itself (marked data-autoplay-control) does not count.
    onFocus: (event: FocusEvent<HTMLElement>) =>
      setFocused(!(event.target instanceof HTMLElement && event.target.closest("[data-autoplay-control]"))),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { paused: stopped || hovering || focused, stopped, toggle, regionProps };
}
