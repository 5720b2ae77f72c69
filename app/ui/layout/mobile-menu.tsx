import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState, type MouseEvent, type RefObject } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ThemeToggle } from "~/ui/theme-toggle";
import { headerNav } from "#content/site/site";
import { logoSrc } from "#contract/church";
import { useChurch } from "~/lib/church";
import { useFocusTrap } from "~/ui/hooks/use-focus-trap";
import { MENU_CLOSE_DELAY_MS } from "~/lib/constants";
import { EventsLabel } from "./events-label";

/** The About view's words: the About page's mission and vision (its document); "" for none. */
export interface AboutChurch {
  mission: string;
  vision: string;
}

export interface MobileMenuProps {
  about: AboutChurch;
  open: boolean;
  onClose: () => void;
  /** The header's toggle: focus returns to it when the menu closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

type View = "main" | "about";

/**
 * The view coming in is visible at once, so focus can move into it in the same frame (a visibility
 * transition from hidden is still hidden at its start, and focus() on it would fall to <body>);
 * the view going out stays visible while it slides away.
 */
const viewShown = "visible translate-x-0 transition-transform";
const viewHidden = "invisible transition-[transform,visibility]";

/** A plain left click that the app may handle itself (not a new tab or window). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * The slide-in menu of small screens: from the right over a dark overlay. It closes
 * on Escape, a click outside, the browser's back, the close button, and a followed link (the menu
 * closes at once; the navigation follows 300 ms later). The About-Our-Church view has a back
 * button, and Escape there returns to the main view. Focus stays inside while it is open.
 * It mounts as it first opens (SiteHeader loads it lazily): CSS @starting-style (`starting:`)
 * slides that first opening in from the closed place like the others, with no timer.
 */
export function MobileMenu({ about, open, onClose, toggleRef }: MobileMenuProps) {
  const [view, setView] = useState<View>("main");
  const church = useChurch();

  const viewRef = useRef<View>("main");
  viewRef.current = view;
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const aboutButtonRef = useRef<HTMLButtonElement>(null);
  const backButtonRef = useRef<HTMLButtonElement>(null);
  const navigateTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const navigate = useNavigate();
  const location = useLocation();

  // The backdrop is inside the modal root: a click on it still closes the menu.
  useFocusTrap(panelRef, open, { returnFocusTo: toggleRef.current, modalRoot: rootRef });

  // Each opening starts on the main view.
  useEffect(() => {
    if (!open) setView("main");
  }, [open]);

  // Escape closes (or, in the about view, goes back); the browser's back closes.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      if (viewRef.current === "about") setView("main");
      else onClose();
    };
    const onPopState = () => onClose();
    document.addEventListener("keydown", onKeyDown);
    window.addEventListener("popstate", onPopState);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("popstate", onPopState);
    };
  }, [open, onClose]);

  // Any navigation closes it too. Not on mounting: the menu mounts as it first opens.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    onClose();
  }, [location.pathname, onClose]);

  // The page behind does not scroll while the menu is open.
  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  // Moving between the views moves focus to the view that appeared: only on a change of view, not
  // on opening (the focus trap starts on the first item then).
  const shownView = useRef<View>(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    if (!open) return;
    if (view === "about") backButtonRef.current?.focus();
    else aboutButtonRef.current?.focus();
  }, [view, open]);

  useEffect(
    () => () => {
      if (navigateTimer.current !== null) clearTimeout(navigateTimer.current);
    },
    [],
  );

  const follow = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onClose();
    if (navigateTimer.current !== null) clearTimeout(navigateTimer.current);
    navigateTimer.current = setTimeout(() => {
      navigateTimer.current = null;
      navigate(to);
    }, MENU_CLOSE_DELAY_MS);
  };

  const linkClass = (path: string) => {
    const active = path === "/" ? location.pathname === "/" : location.pathname.startsWith(path);
    return `flex items-center justify-between rounded-xl px-4 py-3 text-lg font-medium transition ${
      active
        ? "bg-brand-50 text-brand-800 dark:bg-brand-800 dark:text-accent-300"
        : "text-brand-950 hover:bg-brand-50 dark:text-slate-100 dark:hover:bg-brand-800"
    }`;
  };

  return (
    <div
      ref={rootRef}
      className={`fixed inset-0 z-50 md:hidden ${open ? "visible" : "invisible transition-[visibility] delay-300"}`}
      inert={!open}
    >
      <div
        data-menu-overlay=""
        aria-hidden="true"
        onClick={onClose}
        className={`absolute inset-0 bg-brand-950/70 transition-opacity duration-300 ${open ? "opacity-100 starting:opacity-0" : "opacity-0"}`}
      />
      <div
        id="mobile-menu"
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className={`absolute inset-y-0 right-0 flex w-[86%] max-w-sm flex-col bg-white shadow-2xl transition-transform duration-300 ease-out dark:bg-brand-900 ${
          open ? "translate-x-0 starting:translate-x-full" : "translate-x-full"
        }`}
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4 dark:border-brand-800">
          <span className="flex items-center gap-2 font-bold text-brand-900 dark:text-white">
            <img src={logoSrc(church)} alt="" width={32} height={32} className="h-8 w-8" />
            {church.shortName}
          </span>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50 dark:text-white dark:hover:bg-brand-800"
          >
            <X aria-hidden="true" className="h-6 w-6" />
          </button>
        </div>

        <div className="relative flex-1 overflow-hidden">
          {/* Main view */}
          <div
            inert={view !== "main"}
            className={`absolute inset-0 flex flex-col overflow-y-auto px-3 py-4 duration-300 ${
              view === "main" ? viewShown : `${viewHidden} -translate-x-full`
            }`}
          >
            <nav aria-label="Mobile">
              <ul className="space-y-1">
                {headerNav.map((item) => (
                  <li key={item.path}>
                    <Link
                      to={item.path}
                      onClick={(event) => follow(event, item.path)}
                      aria-current={
                        (item.path === "/" ? location.pathname === "/" : location.pathname.startsWith(item.path))
                          ? "page"
                          : undefined
                      }
                      className={linkClass(item.path)}
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
                <li className="px-4 py-3 text-lg font-medium">
                  <EventsLabel />
                </li>
              </ul>
            </nav>
            <div className="mt-3 space-y-1 border-t border-slate-200 pt-3 dark:border-brand-800">
              <button
                ref={aboutButtonRef}
                type="button"
                onClick={() => setView("about")}
                className="flex w-full items-center justify-between rounded-xl px-4 py-3 text-left font-medium text-brand-900 hover:bg-brand-50 dark:text-slate-100 dark:hover:bg-brand-800"
              >
                About Our Church
                <ChevronRight aria-hidden="true" className="h-5 w-5" />
              </button>
              <ThemeToggle />
            </div>
            <div className="mt-auto px-1 pt-6">
              <Link
                to="/contact-us"
                onClick={(event) => follow(event, "/contact-us")}
                className="flex min-h-12 w-full items-center justify-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow hover:bg-brand-800 dark:bg-accent-500 dark:text-brand-950 dark:hover:bg-accent-400"
              >
                Connect With Us
              </Link>
            </div>
          </div>

          {/* About-Our-Church view */}
          <div
            inert={view !== "about"}
            className={`absolute inset-0 flex flex-col overflow-y-auto px-3 py-4 duration-300 ${
              view === "about" ? viewShown : `${viewHidden} translate-x-full`
            }`}
          >
            <button
              ref={backButtonRef}
              type="button"
              onClick={() => setView("main")}
              className="flex items-center gap-2 self-start rounded-xl px-3 py-2 font-medium text-brand-700 hover:bg-brand-50 dark:text-accent-300 dark:hover:bg-brand-800"
            >
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
              Back
            </button>
            <section aria-labelledby="menu-about-heading" className="px-4 pt-4">
              <h2 id="menu-about-heading" className="text-xl font-bold text-brand-950 dark:text-white">
                About Our Church
              </h2>
              {about.mission ? (
                <>
                  <h3 className="mt-5 text-sm font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-300">
                    Our Mission
                  </h3>
                  <p className="mt-1 leading-relaxed text-slate-700 dark:text-slate-200">{about.mission}</p>
                </>
              ) : null}
              {about.vision ? (
                <>
                  <h3 className="mt-5 text-sm font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-300">
                    Our Vision
                  </h3>
                  <p className="mt-1 leading-relaxed text-slate-700 dark:text-slate-200">{about.vision}</p>
                </>
              ) : null}
              <Link
                to="/about-us"
                onClick={(event) => follow(event, "/about-us")}
                className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-accent-300"
              >
                More about us
                <ChevronRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            </section>
          </div>
        </div>
      </div>
    </div>
  );
}
