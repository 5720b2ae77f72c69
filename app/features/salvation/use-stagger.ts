import { useEffect, useState } from "react";

/**
 * Reveals `total` items one at a time, every `intervalMs`, once `start` is true (the prayer's lines).
 * Returns how many are shown; an interval of 0 or less shows them all at once.
 */
export function useStagger(total: number, intervalMs: number, start: boolean): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!start) {
      setShown(0);
      return;
    }
    if (intervalMs <= 0) {
      setShown(total);
      return;
    }
    setShown(1);
    const timer = setInterval(() => {
      setShown((current) => {
        if (current + 1 >= total) clearInterval(timer);
        return Math.min(total, current + 1);
      });
    }, intervalMs);
    return () => clearInterval(timer);
  }, [total, intervalMs, start]);
  return start ? Math.min(shown, total) : 0;
}
