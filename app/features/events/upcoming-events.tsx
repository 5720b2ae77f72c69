import { DateCard, type DateCardView } from "./date-card";

/** The words of a short list of dates, from the loader (./date-card-texts.ts). */
export interface UpcomingEventsText {
  heading: string;
  intro: string | null;
  more: { href: string; label: string };
}

/**
 * A short list of the dates to come on a page other than the calendar (the home page below its
 * services' countdown, a ministry's page): a few cards and a link to the rest. Nothing without dates.
 */
export function UpcomingEvents({ id, text, cards }: { id: string; text: UpcomingEventsText; cards: DateCardView[] }) {
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={id} className="bg-white py-12 md:py-16 dark:bg-brand-950">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <h2 id={id} className="text-2xl font-extrabold text-brand-950 md:text-3xl dark:text-white">
          {text.heading}
        </h2>
        {text.intro ? <p className="mt-2 text-slate-700 dark:text-slate-200">{text.intro}</p> : null}
        <ul className="mt-6 space-y-3">
          {cards.map((card) => (
            <DateCard key={card.key} card={card} />
          ))}
        </ul>
        <p className="mt-6">
          <a
            href={text.more.href}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950 dark:text-accent-300 dark:hover:text-accent-200"
          >
            {text.more.label}
          </a>
        </p>
      </div>
    </section>
  );
}
