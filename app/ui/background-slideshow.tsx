import { useHighWaterMark } from "~/ui/hooks/use-high-water-mark";
import type { PictureUse } from "#contract/images";
import { BACKGROUND_SLIDE_SHAPE } from "#contract/picture-shapes";
import { useSavesData } from "~/ui/hooks/use-saves-data";
import { ResponsiveImage } from "./responsive-image";

export interface BackgroundSlide {
  /** A generated illustration name (drawn in BACKGROUND_SLIDE_SHAPE). */
  image: string;
  alt: string;
}

/** Every slide's picture: the slides after the first are rendered in the browser (docs/decisions/021). */
export function backgroundSlidePictures(slides: readonly BackgroundSlide[]): PictureUse[] {
  return slides.map((slide) => ({ name: slide.image, aspect: BACKGROUND_SLIDE_SHAPE }));
}

/**
 * Full-bleed background images that cross-fade to `index` (hero and coming-soon slideshows).
 * The first image loads at once with high priority; each later one is only requested when the
 * slide before it is showing, so a visitor who leaves early never pays for the rest. The HTML holds
 * the first alone; the next is added once the page knows the visitor does not save data.
 */
export function BackgroundSlideshow({
  slides,
  index,
  fadeMs = 1000,
  className = "",
}: {
  slides: readonly BackgroundSlide[];
  index: number;
  fadeMs?: number;
  className?: string;
}) {
  const saving = useSavesData();
  const loadUpTo = useHighWaterMark(index) + (saving === false ? 1 : 0);
  return (
    <div className={`absolute inset-0 -z-10 overflow-hidden ${className}`}>
      {slides.map((slide, i) =>
        i <= loadUpTo ? (
          <div
            key={slide.image}
            aria-hidden={i !== index}
            className={`absolute inset-0 transition-opacity ease-in-out ${i === index ? "opacity-100" : "opacity-0"}`}
            style={{ transitionDuration: `${fadeMs}ms` }}
          >
            <ResponsiveImage
              name={slide.image}
              aspect={BACKGROUND_SLIDE_SHAPE}
              alt={i === index ? slide.alt : ""}
              sizes="100vw"
              priority={i === 0}
              className="h-full w-full object-cover"
            />
          </div>
        ) : null,
      )}
    </div>
  );
}
