import { SlideControls } from "~/ui/slide-controls";
import { useAutoplay } from "~/ui/hooks/use-autoplay";
import { useCarousel } from "~/ui/hooks/use-carousel";
import { VISION_CARD_FADE_MS, VISION_CARD_INTERVAL_MS, VISION_CARD_SLIDES } from "~/lib/constants";
import type { VisionSlide } from "./content";

/**
 * The rotating vision/mission/values card: up to six slides (the page's document), a new one
 * every 9 s with a 600 ms cross-fade, dots to choose, a pause button; arrow keys move between slides.
 */
export function VisionCard({ slides: all }: { slides: VisionSlide[] }) {
  const slides = all.slice(0, VISION_CARD_SLIDES);
  const autoplay = useAutoplay();
  const carousel = useCarousel({
    count: slides.length,
    wrap: true,
    intervalMs: VISION_CARD_INTERVAL_MS,
    paused: autoplay.paused,
  });
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Our vision, mission and values"
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") carousel.next();
        else if (event.key === "ArrowLeft") carousel.previous();
      }}
      className="surface-dark relative overflow-hidden rounded-3xl bg-brand-900 p-6 text-white shadow-xl sm:p-10"
      {...autoplay.regionProps}
    >
      <div aria-hidden="true" className="absolute -top-24 -right-24 h-64 w-64 rounded-full bg-accent-400/20 blur-3xl" />
      <div className="relative grid" aria-live={autoplay.stopped ? "polite" : "off"}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}: ${slide.title || slide.label}`}
            aria-hidden={i !== carousel.index}
            data-active={i === carousel.index ? "true" : undefined}
            className={`col-start-1 row-start-1 transition-opacity ease-in-out ${
              i === carousel.index ? "opacity-100" : "pointer-events-none opacity-0"
            }`}
            style={{ transitionDuration: `${VISION_CARD_FADE_MS}ms` }}
          >
            <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">{slide.label}</p>
            {slide.title ? <h3 className="mt-2 text-2xl font-extrabold sm:text-3xl">{slide.title}</h3> : null}
            <p className="mt-4 text-lg leading-relaxed text-slate-100">{slide.body}</p>
            {slide.scripture ? (
              <blockquote className="mt-6 border-l-4 border-accent-400 pl-4">
                <p className="font-serif text-slate-100 italic">&ldquo;{slide.scripture.text}&rdquo;</p>
                {slide.scripture.reference ? (
                  <footer className="mt-1 text-sm font-semibold text-accent-300">{slide.scripture.reference}</footer>
                ) : null}
              </blockquote>
            ) : null}
          </div>
        ))}
      </div>
      {slides.length > 1 ? (
        <SlideControls
          className="relative mt-8"
          tone="onDark"
          count={slides.length}
          index={carousel.index}
          onSelect={carousel.goTo}
          labels={slides.map((slide) => `Show ${slide.label.toLowerCase()}${slide.title ? `: ${slide.title}` : ""}`)}
          paused={autoplay.stopped}
          onTogglePause={autoplay.toggle}
        />
      ) : null}
    </div>
  );
}
