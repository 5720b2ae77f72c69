import { useEffect, useRef, type RefObject } from "react";

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), iframe, object, embed, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/**
 * The elements Tab can reach inside `container`, in document order: not inside an inert or hidden
 * part (a menu's other view), not taken out of the order with tabindex="-1".
 */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest("[inert]") &&
      element.getAttribute("aria-hidden") !== "true" &&
      // jsdom has no layout: there, only inert and aria-hidden count.
      (typeof element.checkVisibility !== "function" || element.checkVisibility({ visibilityProperty: true })),
  );
}

/**
 * Makes everything outside `root` inert (every sibling of `root` and of each of its ancestors), so
 * neither Tab, a screen reader nor a click can reach the page behind a modal; returns the undo.
 * Elements that were inert already are left as they were.
 */
function inertOutside(root: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement | null = root; node && node !== document.body; node = node.parentElement) {
    const parent: HTMLElement | null = node.parentElement;
    if (!parent) break;
    for (const sibling of Array.from(parent.children)) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (sibling.tagName === "SCRIPT" || sibling.tagName === "STYLE") continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return () => {
    for (const element of changed) element.inert = false;
  };
}

export interface FocusTrapOptions {
  /** Where focus goes when the trap ends; defaults to whatever had focus when it started. */
  returnFocusTo?: HTMLElement | null;
  /** Focused when the trap starts; defaults to the first focusable element, else the container. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * The modal's outermost element: everything outside it is inert while the trap is on. Defaults
   * to the container; a menu whose backdrop closes it on a click passes the element holding both.
   */
  modalRoot?: RefObject<HTMLElement | null>;
}

/**
 * Keeps keyboard focus inside `containerRef` while `active` (modals, slide-in menus): focus moves
 * in on start, Tab and Shift+Tab wrap round, the page outside is inert (so even focus leaving an
 * embedded frame cannot land behind the modal and scroll the page), and focus goes back on end.
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
    const restoreOutside = inertOutside(optionsRef.current.modalRoot?.current ?? container);

    const first = optionsRef.current.initialFocus?.current ?? focusableElements(container)[0] ?? container;
    if (first === container && !container.hasAttribute("tabindex")) container.setAttribute("tabindex", "-1");
    first.focus();

    // Tab moves along the trap's own list, so the browser's order (which may count a hidden or
    // inert element, or leave through a frame) never decides where focus goes next.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab" || event.defaultPrevented) return;
      event.preventDefault();
      const items = focusableElements(container);
      if (items.length === 0) {
        container.focus();
        return;
      }
      const current = items.indexOf(document.activeElement as HTMLElement);
      const step = event.shiftKey ? -1 : 1;
      const next =
        current === -1 ? (event.shiftKey ? items.length - 1 : 0) : (current + step + items.length) % items.length;
      items[next].focus();
    };
    // Focus that escapes anyway (script) is brought back, without scrolling the page behind.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !container.contains(event.target)) {
        (focusableElements(container)[0] ?? container).focus({ preventScroll: true });
      }
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
      restoreOutside();
      const target = optionsRef.current.returnFocusTo ?? previouslyFocused;
      if (target && target.isConnected) target.focus({ preventScroll: true });
    };
  }, [active, containerRef]);
}
