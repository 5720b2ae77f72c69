import { useEffect, useState, type RefObject } from "react";
import { IN_VIEW_THRESHOLD } from "~/lib/constants";

/**
 * True once the element's top has come within `threshold` of the viewport height (80%),
 * and stays true (reveal-once animations). Without IntersectionObserver it is true at once.
 */
export function useInView(ref: RefObject<Element | null>, threshold: number = IN_VIEW_THRESHOLD): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return;
    if (typeof IntersectionObserver === "undefined") {
      setInView(true);
      return;
    }
    // Shrink the viewport's bottom edge to `threshold` of its height: the element counts as seen
    // when it crosses that line.
    const bottomMargin = `${-Math.round((1 - threshold) * 100)}%`;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.bottom < 0)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px ${bottomMargin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, inView]);
  return inView;
}
