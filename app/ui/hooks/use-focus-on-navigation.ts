import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After an in-app navigation to another page, focus moves to the new page's main heading (or to
 * <main> when it has none yet), so a screen reader says where the visitor has arrived and the next
 * Tab starts in the new content, as after a full page load (React Router's accessibility guidance).
 * Not on the first load, not for a change of query string on the same page (filters, a search
 * box, pages of a list keep the visitor's place) and not for a link to an anchor.
 */
export function useFocusOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (hash) return;
    const main = document.getElementById("main");
    if (!main) return;
    const heading = main.querySelector<HTMLElement>("h1");
    const target = heading ?? main;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.setAttribute("data-route-focus", "");
    target.focus({ preventScroll: true });
  }, [pathname, hash]);
}
