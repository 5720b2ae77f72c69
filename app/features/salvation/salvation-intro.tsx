/**
 * The scroll-driven intro (docs/product.md, Salvation intro): three highlights, the active one following the
 * scroll (stages change at 35% and 70% of the way through the section), and the button that
 * reveals the journey. Every highlight stays readable whatever the stage: the stage only adds
 * emphasis, so nothing is hidden from visitors who do not scroll or use reduced motion.
 *
 * Props: onBegin() for Begin Your Salvation Journey; begun (the journey is open: aria-expanded);
 * controls (the journey section's id).
 */
import { useRef } from "react";
import { ArrowDown, HeartHandshake, Sparkles, Sunrise, type LucideIcon } from "lucide-react";
import { salvationIntro } from "#content/site/salvation";
import { useScrollProgress } from "~/ui/hooks/use-scroll-progress";
import { introStage } from "./intro-stage";

const ICONS: readonly LucideIcon[] = [Sunrise, HeartHandshake, Sparkles];

export interface SalvationIntroProps {
  onBegin: () => void;
  begun: boolean;
  controls: string;
}

export function SalvationIntro({ onBegin, begun, controls }: SalvationIntroProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const stage = useScrollProgress(sectionRef, introStage);

  return (
    <section
      ref={sectionRef}
      aria-labelledby="salvation-intro-title"
      className="bg-gradient-to-b from-paper to-brand-50 py-16 md:py-24 dark:from-brand-950 dark:to-brand-900"
      data-stage={stage}
    >
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-300">
            {salvationIntro.eyebrow}
          </p>
          <h2
            id="salvation-intro-title"
            className="mt-3 text-3xl font-extrabold tracking-tight text-brand-900 md:text-4xl dark:text-white"
          >
            {salvationIntro.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{salvationIntro.text}</p>
        </div>

        <ol className="mt-12 grid gap-5 md:grid-cols-3 md:gap-6">
          {salvationIntro.highlights.map((highlight, index) => {
            const Icon = ICONS[index];
            const active = index === stage;
            const reached = index <= stage;
            return (
              <li
                key={highlight.title}
                aria-current={active ? "step" : undefined}
                className={`relative rounded-2xl p-6 shadow-sm ring-1 transition duration-500 motion-reduce:transition-none ${
                  active
                    ? "bg-brand-800 text-white shadow-xl ring-accent-400 md:-translate-y-2 dark:bg-brand-700"
                    : "bg-white text-ink ring-slate-200 dark:bg-brand-900 dark:text-slate-100 dark:ring-brand-700"
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`flex h-12 w-12 items-center justify-center rounded-full transition duration-500 ${
                    reached
                      ? "bg-accent-400 text-brand-950"
                      : "bg-brand-50 text-brand-700 dark:bg-brand-800 dark:text-accent-300"
                  }`}
                >
                  <Icon className="h-6 w-6" />
                </span>
                <h3 className="mt-4 text-xl font-bold">
                  <span className="sr-only">{`${index + 1}. `}</span>
                  {highlight.title}
                </h3>
                <p
                  className={`mt-2 leading-relaxed ${active ? "text-slate-100" : "text-slate-700 dark:text-slate-300"}`}
                >
                  {highlight.text}
                </p>
              </li>
            );
          })}
        </ol>

        <div className="mt-12 text-center">
          <button
            type="button"
            onClick={onBegin}
            aria-expanded={begun}
            aria-controls={controls}
            className="inline-flex min-h-12 items-center gap-2 rounded-full bg-accent-400 px-8 py-3.5 text-lg font-bold text-brand-950 shadow-lg transition hover:-translate-y-0.5 hover:bg-accent-300 hover:shadow-xl"
          >
            {salvationIntro.button}
            <ArrowDown aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      </div>
    </section>
  );
}
