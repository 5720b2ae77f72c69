import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * With JavaScript, the gift's page follows its status: its loader is asked again every `seconds`
 * while the gift waits (without JavaScript, the page refreshes itself: a meta refresh in <noscript>).
 */
export function useFollowStatus(waiting: boolean, seconds: number): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle" && navigator.onLine !== false) void revalidator.revalidate();
    }, seconds * 1000);
    return () => window.clearInterval(timer);
  }, [waiting, seconds, revalidator]);
}
