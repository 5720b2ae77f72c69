import { useEffect, useState } from "react";

/**
 * The current time, ticking every `tickMs`. It starts at `initial` (the server's clock, passed
 * from a loader) so the server's HTML and the browser's first render agree; after hydration it
 * follows the browser's clock. The interval stops on unmount.
 */
export function useNow(initial: number, tickMs: number): number {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(id);
  }, [tickMs]);
  return now;
}
