import { useEffect, useRef, type RefObject } from "react";

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), iframe, object, embed, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `container`, in document order. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute("inert") && element.getAttribute("aria-hidden") !== "true",
  );
}

export interface FocusTrapOptions {
  /** Where focus goes when the trap ends; defaults to whatever had focus when it started. */
  returnFocusTo?: HTMLElement | null;
  /** Focused when the trap starts; defaults to the first focusable element, else the container. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Keeps keyboard focus inside `containerRef` while `active` (modals, slide-in menus): focus moves
 * in on start, Tab and Shift+Tab wrap round, and focus goes back on end.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  options: FocusTrapOptions = {},
): void {
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => {
    if (!active) return;
    const container = containerRef.current;
    if (!container) return;
    const previouslyFocused =
      optionsRef.current.returnFocusTo ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null);

    const first = optionsRef.current.initialFocus?.current ?? focusableElements(container)[0] ?? container;
    if (first === container && !container.hasAttribute("tabindex")) container.setAttribute("tabindex", "-1");
    first.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const items = focusableElements(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === firstItem || !container.contains(current))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (current === lastItem || !container.contains(current))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    // Focus that escapes (e.g. a click outside) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !container.contains(event.target)) {
        (focusableElements(container)[0] ?? container).focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
      const target = optionsRef.current.returnFocusTo ?? previouslyFocused;
      if (target && target.isConnected) target.focus({ preventScroll: true });
    };
  }, [active, containerRef]);
}
