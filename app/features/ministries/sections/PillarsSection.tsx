import { useEffect, useRef, useState } from "react";
import { useInView } from "~/hooks/useInView";
import { ICONS } from "../icons";
import type { IconCard, MinistrySection } from "../types";
import { SectionHeading } from "./SectionHeading";

type Pillars = Extract<MinistrySection, { kind: "pillars" }>;

/** Stagger between the pillars' reveals. */
const STAGGER_MS = 150;

function Pillar({ pillar, index }: { pillar: IconCard; index: number }) {
  const ref = useRef<HTMLLIElement>(null);
  const inView = useInView(ref);
  // Hidden only once JavaScript runs, so the pillars are never lost without it.
  const [armed, setArmed] = useState(false);
  useEffect(() => setArmed(true), []);
  const hidden = armed && !inView;
  const Icon = ICONS[pillar.icon];
  return (
    <li
      ref={ref}
      data-pillar=""
      data-revealed={hidden ? "false" : "true"}
      style={{ transitionDelay: hidden ? undefined : `${index * STAGGER_MS}ms` }}
      className={`rounded-3xl bg-white p-7 text-center shadow-md ring-1 ring-slate-200 transition-all duration-700 ease-out dark:bg-brand-900 dark:ring-brand-700 ${
        hidden ? "translate-y-8 opacity-0" : "translate-y-0 opacity-100"
      }`}
    >
      <span className="mx-auto inline-flex h-16 w-16 items-center justify-center rounded-full bg-accent-100 text-accent-800 dark:bg-accent-900 dark:text-accent-200">
        <Icon aria-hidden="true" className="h-8 w-8" />
      </span>
      <h3 className="mt-5 text-xl font-bold text-brand-900 dark:text-white">{pillar.title}</h3>
      <p className="mt-3 leading-relaxed text-slate-600 dark:text-slate-300">{pillar.text}</p>
    </li>
  );
}

/**
 * The hospitality page's three pillars, each revealed as it scrolls into view (when its top
 * passes 80% of the viewport height, SPEC §9).
 */
export function PillarsSection({ section }: { section: Pillars }) {
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
          {section.pillars.map((pillar, index) => (
            <Pillar key={pillar.title} pillar={pillar} index={index} />
          ))}
        </ul>
      </div>
    </section>
  );
}
