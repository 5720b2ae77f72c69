import type { MinistrySection } from "~/features/ministries/types";
import { SectionFrame } from "./section-frame";

type Stats = Extract<MinistrySection, { kind: "stats" }>;

/** A band of figures (evangelism: lives impacted, countries reached, evangelists trained). */
export function StatsSection({ section }: { section: Stats }) {
  return (
    <SectionFrame id={section.id} tone="dark">
      <h2 id={`${section.id}-heading`} className="text-center text-2xl font-bold md:text-3xl">
        {section.heading}
      </h2>
      <dl className="mt-10 grid gap-6 sm:grid-cols-3">
        {section.stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse rounded-2xl bg-white/5 p-6 text-center ring-1 ring-white/15"
          >
            <dt className="mt-2 text-base text-slate-200">{stat.label}</dt>
            <dd className="text-4xl font-extrabold text-accent-300 md:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </SectionFrame>
  );
}
