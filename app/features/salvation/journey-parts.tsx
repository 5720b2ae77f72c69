/** Small presentational pieces the journey's screens share. */
import type { ReactNode, Ref } from "react";
import { Quote } from "lucide-react";
import type { Scripture } from "#content/site/salvation";

/** Text being typed out: sighted visitors watch it appear, screen readers get it whole at once. */
export function TypedParagraph({ full, shown, className }: { full: string; shown: string; className?: string }) {
  const typing = shown.length < full.length;
  return (
    <p className={className}>
      <span aria-hidden="true">
        {shown}
        {typing ? (
          <span className="ml-0.5 inline-block h-[1em] w-0.5 translate-y-0.5 animate-pulse bg-current align-baseline" />
        ) : null}
      </span>
      <span className="sr-only">{full}</span>
    </p>
  );
}

export function ScriptureQuote({ scripture, tone = "light" }: { scripture: Scripture; tone?: "light" | "dark" }) {
  const dark = tone === "dark";
  return (
    <figure
      className={`relative rounded-xl border-l-4 border-accent-400 px-5 py-4 motion-safe:animate-fade-in ${
        dark ? "bg-brand-800 text-white" : "bg-accent-50 text-brand-950 dark:bg-brand-800 dark:text-white"
      }`}
    >
      <Quote
        aria-hidden="true"
        className={`absolute top-3 right-3 h-6 w-6 ${dark ? "text-accent-300" : "text-accent-600 dark:text-accent-300"}`}
      />
      <blockquote className="pr-6 font-serif text-lg leading-relaxed italic">
        <p>{`\u201c${scripture.text}\u201d`}</p>
      </blockquote>
      <figcaption
        className={`mt-2 text-sm font-semibold ${dark ? "text-accent-200" : "text-accent-800 dark:text-accent-200"}`}
      >
        {scripture.reference}
      </figcaption>
    </figure>
  );
}

/** The journey's main button. */
export function JourneyButton({
  onClick,
  children,
  disabled,
}: {
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-700 px-7 py-3 text-base font-bold text-white shadow-md transition hover:-translate-y-0.5 hover:bg-brand-800 hover:shadow-lg disabled:opacity-70 motion-safe:animate-fade-in dark:bg-accent-400 dark:text-brand-950 dark:hover:bg-accent-300"
    >
      {children}
    </button>
  );
}

/** A screen's heading, focused when the screen appears (tabIndex -1). */
export function ScreenHeading({
  headingRef,
  children,
  className,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
  className?: string;
}) {
  return (
    <h3
      ref={headingRef}
      tabIndex={-1}
      className={`text-2xl font-extrabold tracking-tight text-brand-900 focus:outline-none md:text-3xl dark:text-white ${className ?? ""}`}
    >
      {children}
    </h3>
  );
}
