import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { BackgroundSlideshow, type BackgroundSlide } from "~/ui/background-slideshow";
import { SlideControls } from "~/ui/slide-controls";
import { heroCallToAction } from "#content/site/home";
import { useChurch } from "~/lib/church";
import { useAutoplay } from "~/ui/hooks/use-autoplay";
import { useRotation } from "~/ui/hooks/use-rotation";
import { useSavesData } from "~/ui/hooks/use-saves-data";
import { HERO_MESSAGE_INTERVAL_MS, HERO_SLIDE_INTERVAL_MS } from "~/lib/constants";
import type { HeroMessage } from "./content";

/**
 * The home hero: the page's background pictures changing every 5 s and its messages every 7 s
 * (its document, /admin/pages/home), dots that jump to a background, a pause button, and Connect
 * With Us. Without pictures it stands on the plain dark colour; without messages it shows the
 * church's tagline and description (its details), so a new church's welcome is never empty.
 */
export function HomeHero({ slides: pictures, messages }: { slides: BackgroundSlide[]; messages: HeroMessage[] }) {
  const church = useChurch();
  const autoplay = useAutoplay();
  // Saving data (Save-Data, prefers-reduced-data): one picture, no slideshow.
  const slides = useSavesData() ? pictures.slice(0, 1) : pictures;
  const shown: HeroMessage[] =
    messages.length > 0 ? messages : [{ eyebrow: "", title: church.tagline || "Welcome", text: church.description }];
  const slide = useRotation(slides.length, HERO_SLIDE_INTERVAL_MS, autoplay.paused);
  const message = useRotation(shown.length, HERO_MESSAGE_INTERVAL_MS, autoplay.paused);
  const rotating = slides.length > 1 || shown.length > 1;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Welcome"
      className="surface-dark relative isolate flex min-h-[36rem] items-center overflow-hidden bg-brand-950 text-white md:min-h-[42rem] lg:min-h-[46rem]"
      {...autoplay.regionProps}
    >
      <BackgroundSlideshow slides={slides} index={slide.index} />
      <div
        aria-hidden="true"
        // The scrim keeps the words 4.5:1 over the brightest part of any slide: on a phone the text
        // spans the whole picture, so the scrim does too; wider, it fades to the right, past the text.
        className="absolute inset-0 -z-10 bg-brand-950/75 md:bg-transparent md:bg-gradient-to-r md:from-brand-950/90 md:via-brand-950/80 md:to-brand-950/50"
      />
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 pt-28 pb-24 md:pt-32">
        <h1 className="text-sm font-semibold tracking-[0.25em] text-accent-300 uppercase">{church.name}</h1>
        <div className="mt-4 grid max-w-2xl" aria-live={autoplay.stopped ? "polite" : "off"}>
          {shown.map((item, i) => (
            <div
              key={i}
              aria-hidden={i !== message.index}
              data-active={i === message.index ? "true" : "false"}
              className={`col-start-1 row-start-1 transition-all duration-700 ${
                i === message.index ? "translate-y-0 opacity-100" : "pointer-events-none translate-y-3 opacity-0"
              }`}
            >
              {item.eyebrow ? <p className="text-base font-medium text-accent-200 italic">{item.eyebrow}</p> : null}
              <p className="hero-title-fit mt-2 leading-tight font-extrabold tracking-tight text-balance [--hero-title-size:2.25rem] sm:text-5xl lg:text-6xl">
                {item.title}
              </p>
              {item.text ? <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-100">{item.text}</p> : null}
            </div>
          ))}
        </div>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <Link
            to="/contact-us"
            className="inline-flex min-h-12 items-center gap-2 rounded-full bg-accent-400 px-7 py-3 font-bold text-brand-950 shadow-lg transition hover:bg-accent-300"
          >
            {heroCallToAction}
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
          <Link
            to="/about-us"
            className="inline-flex min-h-12 items-center rounded-full px-6 py-3 font-semibold text-white ring-1 ring-white/60 transition hover:bg-white/10"
          >
            About Our Church
          </Link>
        </div>
        {rotating ? (
          <SlideControls
            className="mt-12"
            tone="onDark"
            count={slides.length > 1 ? slides.length : 0}
            index={slide.index}
            onSelect={slide.goTo}
            labels={slides.map((item, i) => `Show background ${i + 1} of ${slides.length}: ${item.alt}`)}
            paused={autoplay.stopped}
            onTogglePause={autoplay.toggle}
          />
        ) : null}
      </div>
    </section>
  );
}
