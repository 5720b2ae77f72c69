import { useEffect, useState } from "react";
import { logoSrc } from "#contract/church";
import type { LoadingScreenShow } from "#contract/page-content";
import { useChurch } from "~/lib/church";
import { FIRST_LOAD_FLAG, OVERLAY_PROGRESS_END } from "~/lib/constants";
import { OVERLAY_FADE_MS, startOverlayTimeline } from "./overlay-timeline";

/**
 * The full-screen overlay of a full page load (docs/product.md, Loading overlay): an accent line
 * that fills with the preload progress, the church's quotation with its reference (the loading
 * screen's content, edited at /admin/pages; none without one), three pulsing dots.
 * It is in the server's HTML, so it covers the page from the first paint; without JavaScript a
 * <noscript> style in the document head hides it (see root.tsx). It leaves the DOM once it has
 * faded, and sets the first-load-completed flag so the 10 s first-visit minimum is paid once.
 * Its Skip button and the Escape key end it at once (and set the flag), even before the app's
 * JavaScript has arrived: the document head's small script listens for them (overlayHeadScript).
 * A visitor asking for reduced motion or for less data (Save-Data) gets the shorter 3 s
 * minimum: read here, in the browser, so every visitor gets the same HTML.
 * In-app navigation never shows it: it lives in the public layout route
 * (app/routes/site/layout.tsx), which stays mounted from one public page to the next.
 * When it shows is the church's choice (the loading screen's page, contract/page-content.ts
 * LOADING_SCREEN_SHOWS): on every full load as designed; on the first visit only (the head script
 * hides it before the first paint once first-load-completed is set); or never (no overlay, no head
 * script: the document carries nothing of it).
 */
export interface OverlayQuote {
  text: string;
  reference: string;
}

/** What the public layout's loader gives the overlay: the church's choice of when it shows, and its quotation. */
export interface OverlayData {
  show: LoadingScreenShow;
  quote: OverlayQuote | null;
}

function loadImage(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`Could not load ${src}`));
    image.src = src;
  });
}

/** The preloader: the static logo image, and the fonts through font loading (the
 * device's own fonts since docs/decisions/006-system-fonts.md: ready at once). */
async function preloadAssets(logo: string): Promise<void> {
  const tasks: Array<Promise<unknown>> = [loadImage(logo)];
  if (typeof document !== "undefined" && "fonts" in document) tasks.push(document.fonts.ready);
  const results = await Promise.allSettled(tasks);
  for (const result of results) {
    // A failed asset still counts as done: logged, loading continues.
    if (result.status === "rejected") console.warn("Preload failed:", result.reason);
  }
}

function readFirstLoadFlag(): boolean {
  try {
    return window.localStorage.getItem(FIRST_LOAD_FLAG) !== null;
  } catch {
    return false;
  }
}

function writeFirstLoadFlag(): void {
  try {
    window.localStorage.setItem(FIRST_LOAD_FLAG, "true");
  } catch {
    // Private mode: the next visit pays the first-visit minimum again.
  }
}

/** Classes on <html> that hide the overlay: the failsafe's, and the visitor's Skip. */
const FAILSAFE_CLASS = "overlay-failsafe";
const SKIPPED_CLASS = "overlay-skipped";
/** The event the head script sends when the visitor skips (the component listens once hydrated). */
const SKIP_EVENT = "overlay-skip";

/** The shimmer of the accent line; the failsafe and skipped classes hide the overlay. */
const OVERLAY_CSS =
  "@keyframes overlay-shimmer{from{transform:translateX(-3rem)}to{transform:translateX(12rem)}}" +
  ".overlay-shimmer{animation:overlay-shimmer 1.6s ease-in-out infinite}" +
  `.${FAILSAFE_CLASS} [data-loading-overlay],.${SKIPPED_CLASS} [data-loading-overlay]{display:none}`;

/** Set on <html> once the overlay's own script runs. */
const READY_ATTRIBUTE = "data-overlay";

/** For the document head: without JavaScript the overlay would never leave (docs/product.md, Loading overlay). */
export const overlayNoScriptStyle = "<style>[data-loading-overlay]{display:none!important}</style>";

/**
 * An inline script for the document head, so the visitor is never held by a page that is there:
 * - shown on the first visit only (`show` "first-visit"): a visitor with first-load-completed never
 *   sees it, hidden before the first paint (as if skipped);
 * - Skip (a click on [data-overlay-skip]) or Escape while the overlay shows hides it at once, sets
 *   first-load-completed and tells the component (SKIP_EVENT), also before the bundle has arrived;
 * - if the app's JavaScript has not taken the overlay over 12 s after the page started (the bundle
 *   failed to load), the failsafe hides it so the page stays usable.
 * The "never" choice has no script at all (app/root.tsx).
 */
export function overlayHeadScript(show: Exclude<LoadingScreenShow, "never">): string {
  const firstVisitOnly =
    show === "first-visit"
      ? `try{if(localStorage.getItem("${FIRST_LOAD_FLAG}")!==null)d.classList.add("${SKIPPED_CLASS}")}catch(e){}`
      : "";
  return (
    `(function(){var d=document.documentElement;${firstVisitOnly}` +
    `function skip(){if(!document.querySelector("[data-loading-overlay]"))return;d.classList.add("${SKIPPED_CLASS}");` +
    `try{localStorage.setItem("${FIRST_LOAD_FLAG}","true")}catch(e){}document.dispatchEvent(new Event("${SKIP_EVENT}"))}` +
    `document.addEventListener("click",function(e){var t=e.target;if(t&&t.closest&&t.closest("[data-overlay-skip]"))skip()});` +
    `document.addEventListener("keydown",function(e){if(e.key==="Escape")skip()});` +
    `setTimeout(function(){if(d.getAttribute("${READY_ATTRIBUTE}")!=="ready")d.classList.add("${FAILSAFE_CLASS}")},12000)})();`
  );
}

/** Reduced motion or Save-Data: the visitor asked for less, so the shorter minimum applies. */
function asksForLess(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData === true) return true;
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The `handle` of a layout route that renders the overlay: the document (app/root.tsx) then
 * carries the overlay's no-JavaScript style and failsafe script, and pages of other layouts do not.
 */
export interface LoadingOverlayHandle {
  loadingOverlay: true;
}

/**
 * The loading screen the page's document carries: null when its layout draws none (the staff side),
 * else when it shows, from that layout's loader (the design's when the loader has not answered).
 */
export function documentOverlay(
  matches: ReadonlyArray<{ handle?: unknown; loaderData?: unknown }>,
): LoadingScreenShow | null {
  const layout = matches.find(
    (match) => (match.handle as Partial<LoadingOverlayHandle> | undefined)?.loadingOverlay === true,
  );
  if (!layout) return null;
  return (layout.loaderData as { overlay?: OverlayData } | undefined)?.overlay?.show ?? "every-load";
}

type Phase = "visible" | "fading" | "gone";

export function LoadingOverlay({ show, quote }: OverlayData) {
  const church = useChurch();
  const logo = logoSrc(church);
  const [phase, setPhase] = useState<Phase>("visible");
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (show === "never") return;
    const root = document.documentElement;
    root.setAttribute(READY_ATTRIBUTE, "ready");
    // Skipped before hydration, or now: the head script has hidden it and set the flag.
    if (root.classList.contains(SKIPPED_CLASS)) {
      setPhase("gone");
      return;
    }
    let stopTimeline = () => {};
    const onSkip = () => {
      stopTimeline();
      setPhase("gone");
    };
    document.addEventListener(SKIP_EVENT, onSkip);
    stopTimeline = startOverlayTimeline({
      firstVisit: !readFirstLoadFlag() && !asksForLess(),
      preload: () => preloadAssets(logo),
      // performance.now() counts from the start of navigation: when the overlay first appeared.
      elapsed: () => performance.now(),
      onProgress: setProgress,
      onFadeStart: () => setPhase("fading"),
      onDone: () => {
        setPhase("gone");
        writeFirstLoadFlag();
      },
    });
    return () => {
      document.removeEventListener(SKIP_EVENT, onSkip);
      stopTimeline();
    };
    // The logo and the choice are the same for the page's life: the effect runs once, as before.
  }, [logo, show]);

  if (phase === "gone" || show === "never") return null;
  const fading = phase === "fading";
  return (
    <div
      data-loading-overlay=""
      role="status"
      aria-live="polite"
      className={`fixed inset-0 z-[100] flex flex-col items-center justify-center bg-white px-6 text-center transition-opacity ease-out dark:bg-brand-950 ${
        fading ? "pointer-events-none opacity-0" : "opacity-100"
      }`}
      style={{ transitionDuration: `${OVERLAY_FADE_MS}ms` }}
    >
      <style dangerouslySetInnerHTML={{ __html: OVERLAY_CSS }} />
      <img src={logo} alt="" width={72} height={72} className="h-18 w-18" />
      <p className="mt-4 text-lg font-bold tracking-wide text-brand-900 dark:text-white">{church.name}</p>
      <div
        role="progressbar"
        aria-label="Loading the page"
        aria-valuemin={0}
        aria-valuemax={OVERLAY_PROGRESS_END}
        aria-valuenow={progress}
        className="relative mt-6 h-1 w-48 overflow-hidden rounded-full bg-accent-100 dark:bg-brand-800"
      >
        <span
          className="absolute inset-y-0 left-0 rounded-full bg-accent-500 transition-[width] duration-700 ease-out"
          style={{ width: `${progress}%` }}
        />
        <span aria-hidden="true" className="overlay-shimmer absolute inset-y-0 w-12 rounded-full bg-accent-300/80" />
      </div>
      {quote ? (
        <figure className="mt-8 max-w-xl">
          <blockquote className="font-serif text-xl leading-relaxed text-brand-900 italic md:text-2xl dark:text-slate-100">
            &ldquo;{quote.text}&rdquo;
          </blockquote>
          {quote.reference ? (
            <figcaption className="mt-3 text-sm font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-300">
              {quote.reference}
            </figcaption>
          ) : null}
        </figure>
      ) : null}
      <div aria-hidden="true" className="mt-8 flex gap-2">
        {[0, 200, 400].map((delay) => (
          <span
            key={delay}
            className="h-2.5 w-2.5 animate-pulse rounded-full bg-brand-700 dark:bg-accent-400"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
      <span className="sr-only">Loading</span>
      {/* Handled by the head script (overlayHeadScript), so it works before the app has loaded. */}
      <button
        type="button"
        data-overlay-skip=""
        className="absolute top-4 right-4 inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-5 py-2 font-semibold text-brand-900 underline-offset-4 ring-1 ring-brand-700 hover:bg-brand-50 hover:underline dark:text-white dark:ring-slate-300 dark:hover:bg-brand-900"
      >
        Skip
      </button>
    </div>
  );
}
