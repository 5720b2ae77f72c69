import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { MINISTRY_CARD_SHAPE } from "#contract/picture-shapes";
import { ResponsiveImage } from "~/ui/responsive-image";
import { SlideDots } from "~/ui/slide-controls";
import { useCarousel } from "~/ui/hooks/use-carousel";
import { MINISTRIES_PER_SLIDE } from "~/lib/constants";
import { ministryJoinLink } from "~/lib/ministry-links";
import type { MinistryItem } from "./content";

/** How long a slide change lasts; moves are refused meanwhile. */
export const MINISTRY_TRANSITION_MS = 500;

function chunk<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

function MinistryCard({ ministry }: { ministry: MinistryItem }) {
  return (
    <a
      href={ministryJoinLink(ministry.title)}
      target="_blank"
      rel="noopener"
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-lg dark:bg-brand-900 dark:ring-brand-800"
    >
      <div className="aspect-[4/3] overflow-hidden bg-brand-100 dark:bg-brand-800">
        {ministry.image ? (
          <ResponsiveImage
            name={ministry.image}
            aspect={MINISTRY_CARD_SHAPE}
            alt=""
            sizes="(min-width: 1024px) 25vw, 50vw"
            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-3 sm:p-5">
        <h3 className="font-bold text-brand-950 sm:text-lg dark:text-white">{ministry.title}</h3>
        <p className="mt-1 line-clamp-4 hidden text-sm text-slate-600 sm:block dark:text-slate-300">
          {ministry.description}
        </p>
        <span className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-semibold text-brand-700 group-hover:underline dark:text-accent-300">
          Join us
          <ArrowUpRight aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only"> (opens in a new tab)</span>
        </span>
      </div>
    </a>
  );
}

/**
 * The ministries carousel: the page's ministries (its document), four a slide. Previous is
 * disabled on the first slide and Next on the last, moves are refused during a transition, the
 * progress bar is (current + 1) / slides, dots jump. Each card opens its join link in a new tab.
 * Without ministries the section is left out.
 */
export function MinistriesCarousel({ ministries }: { ministries: MinistryItem[] }) {
  return ministries.length > 0 ? <Carousel ministries={ministries} /> : null;
}

function Carousel({ ministries }: { ministries: MinistryItem[] }) {
  const slides = chunk(ministries, MINISTRIES_PER_SLIDE);
  const carousel = useCarousel({ count: slides.length, lockMs: MINISTRY_TRANSITION_MS });
  const arrowClass =
    "inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-brand-800 shadow ring-1 ring-slate-200 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40 dark:bg-brand-900 dark:text-white dark:ring-brand-700 dark:hover:bg-brand-800";
  return (
    <section aria-labelledby="ministries-heading" className="bg-brand-50 py-16 md:py-24 dark:bg-brand-950">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-300">
              Get involved
            </p>
            <h2
              id="ministries-heading"
              className="mt-2 text-3xl font-extrabold text-brand-950 md:text-4xl dark:text-white"
            >
              Our Ministries
            </h2>
            <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
              There is a place for every gift. Find a team, meet the people and join in.
            </p>
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={carousel.previous}
              disabled={!carousel.canPrevious}
              aria-label="Previous ministries"
              className={arrowClass}
            >
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              onClick={carousel.next}
              disabled={!carousel.canNext}
              aria-label="Next ministries"
              className={arrowClass}
            >
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
        </div>

        <div
          role="region"
          aria-roledescription="carousel"
          aria-label="Our ministries"
          onKeyDown={(event) => {
            if (event.key === "ArrowRight") carousel.next();
            else if (event.key === "ArrowLeft") carousel.previous();
          }}
          className="mt-10 overflow-hidden"
        >
          <div
            className="flex ease-out"
            style={{
              transform: `translateX(-${carousel.index * 100}%)`,
              transition: `transform ${MINISTRY_TRANSITION_MS}ms`,
            }}
          >
            {slides.map((items, i) => (
              <div
                key={i}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${slides.length}`}
                aria-hidden={i !== carousel.index}
                inert={i !== carousel.index}
                data-active={i === carousel.index ? "true" : undefined}
                className="w-full shrink-0 px-0.5 py-1"
              >
                <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
                  {items.map((ministry, index) => (
                    <li key={index}>
                      <MinistryCard ministry={ministry} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>

        <div className="mt-8 flex items-center gap-4">
          <div
            aria-hidden="true"
            data-progress={carousel.progress}
            className="h-1.5 flex-1 overflow-hidden rounded-full bg-brand-100 dark:bg-brand-800"
          >
            <div
              className="h-full rounded-full bg-accent-500 transition-[width] duration-500"
              style={{ width: `${carousel.progress}%` }}
            />
          </div>
          <p className="sr-only" aria-live="polite">
            Showing ministries {carousel.index * MINISTRIES_PER_SLIDE + 1} to{" "}
            {Math.min((carousel.index + 1) * MINISTRIES_PER_SLIDE, ministries.length)} of {ministries.length}
          </p>
          <div className="flex">
            <SlideDots
              count={slides.length}
              index={carousel.index}
              onSelect={carousel.goTo}
              itemLabel="page of ministries"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
