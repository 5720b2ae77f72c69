import { MINISTRY_VISION_SHAPE } from "#contract/picture-shapes";
import { ResponsiveImage } from "~/ui/responsive-image";
import type { MinistrySection } from "~/features/ministries/types";
import { ScriptureQuote } from "./scripture-quote";
import { SectionHeading } from "~/ui/section-heading";

type Vision = Extract<MinistrySection, { kind: "vision" }>;

/** The page's vision: text beside its picture (when it has one), with an optional scripture. */
export function VisionSection({ section }: { section: Vision }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24 px-4 py-16 md:py-24">
      <div className={`mx-auto grid max-w-6xl items-center gap-10${section.image ? " md:grid-cols-2" : ""}`}>
        <div>
          <SectionHeading
            id={`${section.id}-heading`}
            eyebrow={section.eyebrow}
            heading={section.heading}
            align="left"
          />
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700 dark:text-slate-200">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {section.scripture ? (
            <div className="mt-8">
              <ScriptureQuote scripture={section.scripture} />
            </div>
          ) : null}
        </div>
        {section.image ? (
          <ResponsiveImage
            name={section.image}
            aspect={MINISTRY_VISION_SHAPE}
            alt={section.imageAlt}
            sizes="(min-width: 768px) 50vw, 100vw"
            className="h-auto w-full rounded-3xl shadow-xl"
          />
        ) : null}
      </div>
    </section>
  );
}
