import type { MinistrySection } from "~/features/ministries/types";
import { ScriptureQuote } from "./scripture-quote";

type ScriptureBlock = Extract<MinistrySection, { kind: "scripture" }>;

/** A verse on its own band (youth: 1 Timothy 4:12). */
export function ScriptureSection({ section }: { section: ScriptureBlock }) {
  return (
    <section
      id={section.id}
      aria-label={`Scripture: ${section.scripture.reference}`}
      className="scroll-mt-24 px-4 py-12"
    >
      <div className="mx-auto max-w-3xl text-center">
        <ScriptureQuote scripture={section.scripture} tone="dark" />
        {section.note ? <p className="mt-6 text-lg text-slate-700 dark:text-slate-200">{section.note}</p> : null}
      </div>
    </section>
  );
}
