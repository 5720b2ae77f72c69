import ArrowRight from "lucide-react/icons/arrow-right";
import ChevronDown from "lucide-react/icons/chevron-down";
import { useId, useState } from "react";
import { Link } from "react-router";
import { salvationTeaser } from "#content/site/home";

/**
 * The salvation teaser: two expandable cards, Eternal Life and Spiritual Growth, one
 * open at a time (opening one closes the other; pressing the open one closes it), and a Discover
 * Journey link to /salvation.
 */
export function SalvationTeaser() {
  const [open, setOpen] = useState<string | null>(salvationTeaser.cards[0].id);
  const baseId = useId();
  return (
    <section aria-labelledby="salvation-teaser-heading" className="bg-paper py-16 md:py-24 dark:bg-brand-950">
      <div className="mx-auto max-w-5xl px-4">
        <div className="text-center">
          <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-300">
            Salvation
          </p>
          <h2
            id="salvation-teaser-heading"
            className="mt-2 text-3xl font-extrabold text-brand-950 md:text-4xl dark:text-white"
          >
            {salvationTeaser.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{salvationTeaser.intro}</p>
        </div>
        <div className="mt-10 grid items-start gap-5 md:grid-cols-2">
          {salvationTeaser.cards.map((card) => {
            const expanded = open === card.id;
            const panelId = `${baseId}-${card.id}`;
            return (
              <article
                key={card.id}
                className={`rounded-2xl bg-white shadow-sm ring-1 transition dark:bg-brand-900 ${
                  expanded ? "ring-accent-400" : "ring-slate-200 dark:ring-brand-800"
                }`}
              >
                <h3>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : card.id)}
                    className="flex w-full items-start justify-between gap-4 rounded-2xl p-6 text-left"
                  >
                    <span>
                      <span className="block text-xl font-bold text-brand-950 dark:text-white">{card.title}</span>
                      <span className="mt-1 block text-slate-600 dark:text-slate-300">{card.summary}</span>
                    </span>
                    <ChevronDown
                      aria-hidden="true"
                      className={`mt-1 h-6 w-6 shrink-0 text-brand-700 transition-transform duration-300 dark:text-accent-300 ${
                        expanded ? "rotate-180" : ""
                      }`}
                    />
                  </button>
                </h3>
                <div id={panelId} role="region" aria-label={card.title} hidden={!expanded} className="px-6 pb-6">
                  <p className="leading-relaxed text-slate-700 dark:text-slate-200">{card.body}</p>
                  <blockquote className="mt-4 border-l-4 border-accent-400 pl-4">
                    <p className="font-serif text-lg text-brand-900 italic dark:text-slate-100">
                      &ldquo;{card.scripture.text}&rdquo;
                    </p>
                    <footer className="mt-1 text-sm font-semibold text-accent-700 dark:text-accent-300">
                      {card.scripture.reference}
                    </footer>
                  </blockquote>
                </div>
              </article>
            );
          })}
        </div>
        <div className="mt-10 text-center">
          <Link
            to="/salvation"
            className="inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-700 px-7 py-3 font-semibold text-white shadow transition hover:bg-brand-800 dark:bg-accent-500 dark:text-brand-950 dark:hover:bg-accent-400"
          >
            {salvationTeaser.linkText}
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
