import { useEffect, useRef, useState } from "react";

/**
 * True when a fixed bar should slide away: the page is scrolled further than `afterPx` and the
 * last scroll went down. Scrolling up (or back above `afterPx`) shows it again.
 */
export function useHideOnScroll(afterPx: number, disabled = false): boolean {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    if (disabled) {
      setHidden(false);
      return;
    }
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const previous = lastY.current;
      lastY.current = y;
      if (y <= afterPx) setHidden(false);
      else if (y > previous) setHidden(true);
      else if (y < previous) setHidden(false);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [afterPx, disabled]);

  return hidden;
}
