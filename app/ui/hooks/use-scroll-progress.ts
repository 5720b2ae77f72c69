import { useEffect, useRef, useState, type RefObject } from "react";

/**
 * How far the middle of the viewport has travelled through an element: 0 while it is above the
 * element's top, 1 once past its bottom. `select` maps the progress to what the caller needs
 * (e.g. a stage), so the component re-renders only when that changes. Scroll and resize are read
 * at most once per animation frame. On the server and before hydration: select(0).
 */
export function scrollProgress(rect: { top: number; height: number }, viewportHeight: number): number {
  if (rect.height <= 0) return 0;
  const travelled = viewportHeight / 2 - rect.top;
  return Math.min(1, Math.max(0, travelled / rect.height));
}

export function useScrollProgress<T = number>(
  ref: RefObject<HTMLElement | null>,
  select: (progress: number) => T = (progress) => progress as T,
): T {
  const selectRef = useRef(select);
  selectRef.current = select;
  const [value, setValue] = useState<T>(() => select(0));

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const rect = element.getBoundingClientRect();
      const next = selectRef.current(scrollProgress(rect, window.innerHeight));
      setValue((current) => (Object.is(current, next) ? current : next));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [ref]);

  return value;
}
