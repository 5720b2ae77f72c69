import { useEffect, useRef, type RefObject } from "react";

/**
 * Keeps keyboard and screen-reader users in place when a form's panel swaps (form, thank-you,
 * error, call-to-action): the new panel's `[data-autofocus]` element, else its first field, gets
 * the focus, but only when the focus was inside the container (or lost), never on first render.
 */
export function useFocusOnView(view: string, container: RefObject<HTMLElement | null>): void {
  const previous = useRef(view);
  useEffect(() => {
    if (previous.current === view) return;
    previous.current = view;
    const root = container.current;
    if (!root) return;
    const active = document.activeElement;
    const focusLost = active === null || active === document.body;
    if (!focusLost && !root.contains(active)) return;
    const target =
      root.querySelector<HTMLElement>("[data-autofocus]") ??
      // Not the honeypot (tabindex -1): it is out of reach on purpose.
      root.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1']), textarea, select, button");
    target?.focus({ preventScroll: false });
  }, [view, container]);
}
