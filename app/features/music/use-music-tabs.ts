import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useLocation, useNavigate } from "react-router";
import { usePrefersReducedMotion } from "~/ui/hooks/use-prefers-reduced-motion";
import { MOBILE_BREAKPOINT_PX, TAB_SCROLL_DELAY_MS } from "~/lib/constants";
import { DEFAULT_TAB, tabAfterHashChange, tabToSelect, type MusicTabId } from "./tabs";

/**
 * The music page's active tab: it lives in the URL hash and follows hash changes
 * (links, back and forward, a typed address); only the six ids are accepted; choosing the active
 * tab again does nothing; under 768 px a switch scrolls to the content after 100 ms. The server
 * renders the default tab (it never sees the hash); the browser then follows the hash.
 */
export function useMusicTabs(content: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const navigate = useNavigate();
  const reducedMotion = usePrefersReducedMotion();
  const [active, setActive] = useState<MusicTabId>(DEFAULT_TAB);
  const activeRef = useRef<MusicTabId>(DEFAULT_TAB);
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const firstSync = useRef(true);
  const motionRef = useRef(reducedMotion);
  motionRef.current = reducedMotion;

  const switchTo = useCallback(
    (next: MusicTabId, scroll: boolean) => {
      if (next === activeRef.current) return;
      activeRef.current = next;
      setActive(next);
      if (!scroll || window.innerWidth >= MOBILE_BREAKPOINT_PX) return;
      if (scrollTimer.current !== null) clearTimeout(scrollTimer.current);
      scrollTimer.current = setTimeout(() => {
        scrollTimer.current = null;
        content.current?.scrollIntoView({ behavior: motionRef.current ? "auto" : "smooth", block: "start" });
      }, TAB_SCROLL_DELAY_MS);
    },
    [content],
  );

  // The router's location (links, back/forward) ...
  useEffect(() => {
    switchTo(tabAfterHashChange(activeRef.current, location.hash), !firstSync.current);
    firstSync.current = false;
  }, [location.hash, switchTo]);

  // ... and the browser's own hashchange (an address typed or set by script).
  useEffect(() => {
    const onHashChange = () => switchTo(tabAfterHashChange(activeRef.current, window.location.hash), true);
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [switchTo]);

  useEffect(
    () => () => {
      if (scrollTimer.current !== null) clearTimeout(scrollTimer.current);
    },
    [],
  );

  /** A visitor chose a tab (click, keyboard). */
  const select = useCallback(
    (requested: string) => {
      const next = tabToSelect(activeRef.current, requested);
      if (next === null) return;
      switchTo(next, true);
      navigate({ hash: `#${next}` }, { preventScrollReset: true });
    },
    [navigate, switchTo],
  );

  return { active, select };
}
