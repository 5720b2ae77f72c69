import { useEffect, useRef, useState } from "react";
import { useInView } from "~/ui/hooks/use-in-view";
import { CardItem } from "~/ui/card-item";
import type { IconCard, MinistrySection } from "~/features/ministries/types";
import { HeadedSection, IconCardBody } from "./section-frame";

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
  return (
    <CardItem
      ref={ref}
      data-pillar=""
      data-revealed={hidden ? "false" : "true"}
      style={{ transitionDelay: hidden ? undefined : `${index * STAGGER_MS}ms` }}
      className={`text-center transition-all duration-700 ease-out ${
        hidden ? "translate-y-8 opacity-0" : "translate-y-0 opacity-100"
      }`}
    >
      <IconCardBody
        card={pillar}
        badgeClassName="mx-auto inline-flex h-16 w-16 items-center justify-center rounded-full bg-accent-100 text-accent-800 dark:bg-accent-900 dark:text-accent-200"
        iconClassName="h-8 w-8"
      />
    </CardItem>
  );
}

/**
 * The hospitality page's three pillars, each revealed as it scrolls into view (when its top
 * passes 80% of the viewport height).
 */
export function PillarsSection({ section }: { section: Pillars }) {
  return (
    <HeadedSection section={section}>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {section.pillars.map((pillar, index) => (
          <Pillar key={pillar.title} pillar={pillar} index={index} />
        ))}
      </ul>
    </HeadedSection>
  );
}
