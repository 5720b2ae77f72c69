import { useHighWaterMark } from "~/hooks/useHighWaterMark";
import { ResponsiveImage } from "./ResponsiveImage";

export interface BackgroundSlide {
  /** A generated illustration name (wide). */
  image: string;
  alt: string;
}

/**
 * Full-bleed background images that cross-fade to `index` (hero and coming-soon slideshows).
 * The first image loads at once with high priority; each later one is only requested when the
 * slide before it is showing, so a visitor who leaves early never pays for the rest.
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
  const loadUpTo = useHighWaterMark(index) + 1;
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
              aspect="wide"
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
