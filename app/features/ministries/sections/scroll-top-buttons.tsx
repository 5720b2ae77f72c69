import { ArrowUp } from "lucide-react";
import { useScrolledPast } from "~/ui/hooks/use-scrolled-past";
import { usePrefersReducedMotion } from "~/ui/hooks/use-prefers-reduced-motion";
import { MEDIA_SCROLL_TOP_AFTER_PX } from "~/lib/constants";

function useScrollToTop() {
  const reducedMotion = usePrefersReducedMotion();
  return () => window.scrollTo({ top: 0, behavior: reducedMotion ? "auto" : "smooth" });
}

/** The hospitality page's back-to-top button at the end of its content. */
export function BackToTopButton() {
  const toTop = useScrollToTop();
  return (
    <div className="flex justify-center px-4 pb-16">
      <button
        type="button"
        onClick={toTop}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-300 px-6 py-3 font-semibold text-brand-800 transition hover:bg-brand-50 dark:border-brand-500 dark:text-slate-100 dark:hover:bg-brand-800"
      >
        <ArrowUp aria-hidden="true" className="h-4 w-4" />
        Back to top
      </button>
    </div>
  );
}

/** The media page's floating scroll-to-top button, shown after 500 px of scroll. */
export function FloatingScrollTopButton() {
  const visible = useScrolledPast(MEDIA_SCROLL_TOP_AFTER_PX);
  const toTop = useScrollToTop();
  return (
    <button
      type="button"
      onClick={toTop}
      data-media-scroll-top=""
      className={`fixed bottom-4 left-4 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent-400 text-brand-950 shadow-lg ring-2 ring-white/70 transition duration-300 hover:bg-accent-300 md:bottom-6 md:left-6 ${
        visible ? "visible translate-y-0 opacity-100" : "pointer-events-none invisible translate-y-4 opacity-0"
      }`}
    >
      <ArrowUp aria-hidden="true" className="h-6 w-6" />
      <span className="sr-only">Scroll to top</span>
    </button>
  );
}
