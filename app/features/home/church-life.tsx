import type { PictureUse } from "#contract/images";
import { CHURCH_LIFE_SHAPE } from "#contract/picture-shapes";
import { ResponsiveImage } from "~/ui/responsive-image";
import { LikeButton } from "~/ui/like-button";
import { SlideControls } from "~/ui/slide-controls";
import { useChurch } from "~/lib/church";
import { useAutoplay } from "~/ui/hooks/use-autoplay";
import { useHighWaterMark } from "~/ui/hooks/use-high-water-mark";
import { useRotation } from "~/ui/hooks/use-rotation";
import { useScrolledPast } from "~/ui/hooks/use-scrolled-past";
import {
  FURTHER_IMAGE_COUNT,
  FURTHER_IMAGE_INTERVAL_MS,
  FURTHER_SCROLL_FLAG_PX,
  FURTHER_SCROLL_FLAG_SECONDARY_PX,
  INITIAL_LIKE_COUNT,
} from "~/lib/constants";
import type { HomeContent } from "./content";

/** The pictures: those after the first are rendered once the rotation reaches them (docs/decisions/021). */
export function churchLifePictures(life: HomeContent["life"]): PictureUse[] {
  return life.images.slice(0, FURTHER_IMAGE_COUNT).map((item) => ({ name: item.image, aspect: CHURCH_LIFE_SHAPE }));
}

/**
 * The home page's further component: up to five church-life pictures (the page's document,
 * /admin/pages/home) rotating every 7 s, a like count starting at 142, and two scroll flags. Past
 * 50 px of scroll the rotation may start (a visitor who never scrolls never downloads the other
 * pictures); past 100 px the picture settles into place with a gentle lift. Without pictures the
 * section is left out.
 */
export function ChurchLife({ life }: { life: HomeContent["life"] }) {
  return life.images.length > 0 ? <ChurchLifeGallery life={life} /> : null;
}

function ChurchLifeGallery({ life }: { life: HomeContent["life"] }) {
  const images = life.images.slice(0, FURTHER_IMAGE_COUNT);
  const church = useChurch();
  const started = useScrolledPast(FURTHER_SCROLL_FLAG_SECONDARY_PX);
  const settled = useScrolledPast(FURTHER_SCROLL_FLAG_PX);
  const autoplay = useAutoplay();
  const rotation = useRotation(images.length, FURTHER_IMAGE_INTERVAL_MS, autoplay.paused || !started);
  const current = images[rotation.index] ?? images[0]!;
  // The next picture is fetched ahead once the visitor has started scrolling.
  const loadUpTo = useHighWaterMark(rotation.index) + (started ? 1 : 0);

  return (
    <section
      aria-labelledby="church-life-heading"
      className="surface-dark overflow-hidden bg-brand-950 py-16 text-white md:py-24"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 sm:px-6 lg:px-8 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">Our church family</p>
          <h2 id="church-life-heading" className="mt-2 text-3xl font-extrabold md:text-4xl">
            {`Life at ${church.shortName}`}
          </h2>
          {life.intro ? <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-200">{life.intro}</p> : null}
          <div className="mt-8 flex items-center gap-4">
            <LikeButton initialCount={INITIAL_LIKE_COUNT} label={`life at ${church.shortName}`} tone="onDark" />
            <span className="text-sm text-slate-300">people love what God is doing here</span>
          </div>
        </div>
        {/* A div, not a figure: ARIA does not allow role="group" on figure (axe aria-allowed-role). */}
        <div
          role="group"
          aria-roledescription="carousel"
          aria-label="Church life pictures"
          data-settled={settled ? "true" : "false"}
          className={`transition-transform duration-700 ease-out ${settled ? "translate-y-0" : "translate-y-6"}`}
          {...autoplay.regionProps}
        >
          <div className="relative aspect-[4/3] overflow-hidden rounded-3xl bg-brand-900 shadow-2xl ring-1 ring-white/10">
            {images.map((item, i) =>
              i <= loadUpTo ? (
                <div
                  key={i}
                  aria-hidden={i !== rotation.index}
                  className={`absolute inset-0 transition-opacity duration-1000 ${i === rotation.index ? "opacity-100" : "opacity-0"}`}
                >
                  <ResponsiveImage
                    name={item.image}
                    aspect={CHURCH_LIFE_SHAPE}
                    alt={i === rotation.index ? item.caption : ""}
                    sizes="(min-width: 1024px) 45vw, 100vw"
                    className="h-full w-full object-cover"
                  />
                </div>
              ) : null,
            )}
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <span className="text-slate-200" aria-live={autoplay.stopped ? "polite" : "off"}>
              {current.caption}
            </span>
            {images.length > 1 ? (
              <SlideControls
                tone="onDark"
                count={images.length}
                index={rotation.index}
                onSelect={rotation.goTo}
                itemLabel="picture"
                paused={autoplay.stopped}
                onTogglePause={autoplay.toggle}
              />
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
