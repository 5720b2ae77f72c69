import { FOUNDER_SHAPE } from "#contract/picture-shapes";
import { ResponsiveImage } from "~/ui/responsive-image";
import type { AboutContent } from "./content";
import { VisionCard } from "./vision-card";

/**
 * Who we are, the founder, and the rotating vision/mission/values card, each as the page's
 * document gives it: a part it leaves empty is left out, and the section with all three.
 */
export function WhoWeAre({ content }: { content: Pick<AboutContent, "intro" | "founder" | "slides"> }) {
  const { intro, founder, slides } = content;
  if (intro.length === 0 && !founder && slides.length === 0) return null;
  return (
    <section aria-labelledby="who-we-are-heading" className="bg-paper py-16 md:py-24 dark:bg-brand-950">
      <div className="mx-auto grid max-w-7xl items-start gap-12 px-4 sm:px-6 lg:px-8 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-300">
            About us
          </p>
          <h2
            id="who-we-are-heading"
            className="mt-2 text-3xl font-extrabold text-brand-950 md:text-4xl dark:text-white"
          >
            Who We Are
          </h2>
          {intro.map((paragraph, index) => (
            <p key={index} className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
              {paragraph}
            </p>
          ))}
          {founder ? (
            <figure className="mt-10 flex flex-col gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-start dark:bg-brand-900 dark:ring-brand-800">
              {founder.image ? (
                <div className="h-32 w-32 shrink-0 overflow-hidden rounded-2xl bg-brand-100 dark:bg-brand-800">
                  <ResponsiveImage
                    name={founder.image}
                    aspect={FOUNDER_SHAPE}
                    widths={[160, 640]}
                    alt={founder.role ? `${founder.name}, ${founder.role}` : founder.name}
                    sizes="128px"
                    // In the first screen of a phone: never lazy (docs/performance.md, Budgets).
                    loading="eager"
                    className="h-full w-full object-cover"
                  />
                </div>
              ) : null}
              <figcaption>
                {founder.role ? (
                  <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-300">
                    Our {founder.role.toLowerCase()}
                  </p>
                ) : null}
                <h3 className="mt-1 text-xl font-bold text-brand-950 dark:text-white">{founder.name}</h3>
                {founder.bio ? (
                  <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">{founder.bio}</p>
                ) : null}
              </figcaption>
            </figure>
          ) : null}
        </div>
        {slides.length > 0 ? <VisionCard slides={slides} /> : null}
      </div>
    </section>
  );
}
