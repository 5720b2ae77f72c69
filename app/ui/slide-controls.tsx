import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";

/**
 * Dots that jump to a slide, and an optional pause/play button: the controls every slideshow and
 * carousel of the site shares. `tone` matches the background they sit on.
 */
export interface SlideControlsProps {
  count: number;
  index: number;
  onSelect: (index: number) => void;
  /** What the dots choose, e.g. "slide", "story": "Show slide 2 of 3". */
  itemLabel?: string;
  /** Labels of the dots, when more telling than "slide 2 of 3". */
  labels?: readonly string[];
  paused?: boolean;
  onTogglePause?: () => void;
  tone?: "onDark" | "onLight";
  className?: string;
}

export function SlideDots({
  count,
  index,
  onSelect,
  itemLabel = "slide",
  labels,
  tone = "onLight",
}: Pick<SlideControlsProps, "count" | "index" | "onSelect" | "itemLabel" | "labels" | "tone">) {
  const active = tone === "onDark" ? "bg-accent-400" : "bg-brand-700 dark:bg-accent-400";
  const idle =
    tone === "onDark"
      ? "bg-white/60 hover:bg-white"
      : "bg-brand-400 hover:bg-brand-600 dark:bg-brand-300 dark:hover:bg-brand-200";
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          onClick={() => onSelect(i)}
          aria-label={labels?.[i] ?? `Show ${itemLabel} ${i + 1} of ${count}`}
          aria-current={i === index ? "true" : undefined}
          className="group inline-flex h-8 min-w-8 items-center justify-center"
        >
          <span
            aria-hidden="true"
            className={`block h-2.5 rounded-full transition-all duration-300 ${i === index ? `w-7 ${active}` : `w-2.5 ${idle}`}`}
          />
        </button>
      ))}
    </>
  );
}

export function PauseButton({
  paused,
  onToggle,
  itemLabel = "slideshow",
  tone = "onLight",
}: {
  paused: boolean;
  onToggle: () => void;
  itemLabel?: string;
  tone?: "onDark" | "onLight";
}) {
  const color =
    tone === "onDark"
      ? "text-white hover:bg-white/15"
      : "text-brand-800 hover:bg-brand-50 dark:text-slate-100 dark:hover:bg-brand-800";
  return (
    <button
      type="button"
      data-autoplay-control=""
      onClick={onToggle}
      aria-label={paused ? `Play ${itemLabel}` : `Pause ${itemLabel}`}
      className={`inline-flex h-9 w-9 items-center justify-center rounded-full transition ${color}`}
    >
      {paused ? <Play aria-hidden="true" className="h-4 w-4" /> : <Pause aria-hidden="true" className="h-4 w-4" />}
    </button>
  );
}

export function SlideControls({
  count,
  index,
  onSelect,
  itemLabel,
  labels,
  paused,
  onTogglePause,
  tone = "onLight",
  className = "",
}: SlideControlsProps) {
  return (
    <div className={`flex flex-wrap items-center gap-1 ${className}`}>
      {onTogglePause && paused !== undefined ? (
        <PauseButton paused={paused} onToggle={onTogglePause} tone={tone} />
      ) : null}
      <SlideDots count={count} index={index} onSelect={onSelect} itemLabel={itemLabel} labels={labels} tone={tone} />
    </div>
  );
}
