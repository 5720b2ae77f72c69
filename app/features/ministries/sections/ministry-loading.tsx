import { useEffect, useRef, useState } from "react";
import { Spinner } from "~/ui/spinner";
import { MINISTRY_LOADING_MS } from "~/lib/constants";

/**
 * The ministry pages' loading screen: a spinner over the page for 800 ms after the
 * page starts in the browser, then the page is scrolled to the top (or to the element a #hash
 * link points at). The content underneath is in the server's HTML all along, for search engines,
 * link previews and visitors without JavaScript (who never see the spinner).
 */
export function MinistryLoading({ label }: { label: string }) {
  const [visible, setVisible] = useState(true);
  const overlay = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Marks the countdown as running (the page has started in the browser).
    overlay.current?.setAttribute("data-state", "timing");
    const timer = setTimeout(() => {
      setVisible(false);
      const hash = window.location.hash.slice(1);
      const target = hash ? document.getElementById(decodeURIComponent(hash)) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    }, MINISTRY_LOADING_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!visible) return null;
  return (
    <>
      <noscript>
        <style>{"[data-ministry-loading]{display:none!important}"}</style>
      </noscript>
      <div
        ref={overlay}
        data-ministry-loading=""
        className="fixed inset-0 z-30 flex items-center justify-center bg-paper dark:bg-brand-950"
      >
        <Spinner label={`Loading ${label}`} />
      </div>
    </>
  );
}
