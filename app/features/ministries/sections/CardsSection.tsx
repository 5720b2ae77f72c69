import { ICONS } from "../icons";
import type { MinistrySection } from "../types";
import { SectionHeading } from "./SectionHeading";

type Cards = Extract<MinistrySection, { kind: "cards" }>;

/** The approach (or focus) cards: an icon, a title and a paragraph each. */
export function CardsSection({ section }: { section: Cards }) {
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      className="scroll-mt-24 bg-brand-50 px-4 py-16 md:py-24 dark:bg-brand-900/60"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id={`${section.id}-heading`}
          eyebrow={section.eyebrow}
          heading={section.heading}
          intro={section.intro}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {section.cards.map((card) => {
            const Icon = ICONS[card.icon];
            return (
              <li
                key={card.title}
                className="rounded-3xl bg-white p-7 shadow-md ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-xl dark:bg-brand-900 dark:ring-brand-700"
              >
                <span className="inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-700 text-accent-300">
                  <Icon aria-hidden="true" className="h-7 w-7" />
                </span>
                <h3 className="mt-5 text-xl font-bold text-brand-900 dark:text-white">{card.title}</h3>
                <p className="mt-3 leading-relaxed text-slate-600 dark:text-slate-300">{card.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
