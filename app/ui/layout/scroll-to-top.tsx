import ArrowUp from "lucide-react/icons/arrow-up";
import { useScrolledPast } from "~/ui/hooks/use-scrolled-past";
import { usePrefersReducedMotion } from "~/ui/hooks/use-prefers-reduced-motion";

/**
 * A round button that takes the visitor back to the top once the page has scrolled past `afterPx`.
 * The footer's copyright line keeps clear of where it sits (site-footer.tsx).
 */
export function ScrollToTop({ afterPx }: { afterPx: number }) {
  const visible = useScrolledPast(afterPx);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? "auto" : "smooth" })}
      className={`fixed right-4 bottom-4 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent-500 text-brand-950 shadow-lg transition-all duration-300 hover:bg-accent-400 md:right-6 md:bottom-6 ${
        visible ? "translate-y-0 opacity-100" : "pointer-events-none translate-y-4 opacity-0"
      }`}
    >
      <ArrowUp aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
