/**
 * The salvation hero's background slideshow: every 7 s the next of three
 * illustrations builds up over the current one in an 8 x 8 grid of tiles, the effect lasting
 * 1.5 s. CSS does the animation; the first picture is the hero's own (priority) image, so this
 * layer draws nothing until the first change. Like every slideshow of the site it has a pause
 * button and stays still when the visitor asked for reduced motion (useAutoplay).
 *
 * Props: images (illustration names, 16:9), intervalMs, tiles (per side), effectMs.
 */
import { useEffect, useState, type CSSProperties } from "react";
import { slideImageUrls } from "./slide-image-urls";
import { PauseButton } from "~/ui/slide-controls";
import { useAutoplay } from "~/ui/hooks/use-autoplay";
import { useRotation } from "~/ui/hooks/use-rotation";
import { SALVATION_HERO_INTERVAL_MS, SALVATION_HERO_TILES, SALVATION_HERO_TILE_EFFECT_MS } from "~/lib/constants";
import "./tiles.css";

export interface TiledSlideshowProps {
  images: readonly string[];
  intervalMs?: number;
  tiles?: number;
  effectMs?: number;
}

/** AVIF with a WebP fallback, phone width under 768 px, desktop width above (custom properties). */
function backgroundVars(name: string): CSSProperties {
  const urls = slideImageUrls(name);
  const set = ([avif, webp]: [string, string]) =>
    `image-set(url("${avif}") type("image/avif"), url("${webp}") type("image/webp"))`;
  return { "--slide-sm": set(urls.sm), "--slide-lg": set(urls.lg) } as CSSProperties;
}

const backgroundClass = "bg-[image:var(--slide-sm)] md:bg-[image:var(--slide-lg)]";

export function TiledSlideshow({
  images,
  intervalMs = SALVATION_HERO_INTERVAL_MS,
  tiles = SALVATION_HERO_TILES,
  effectMs = SALVATION_HERO_TILE_EFFECT_MS,
}: TiledSlideshowProps) {
  const autoplay = useAutoplay();
  const { index } = useRotation(images.length, intervalMs, autoplay.paused);
  const [mounted, setMounted] = useState(false);
  const [changed, setChanged] = useState(false);
  // True while the tiles build up; afterwards the picture is drawn whole (no seams between tiles).
  const [building, setBuilding] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (index === 0 && !changed) return;
    setChanged(true);
    setBuilding(true);
    const timer = setTimeout(() => setBuilding(false), effectMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on each change of picture
  }, [index, effectMs]);

  const current = images[index];
  const previous = images[(index - 1 + images.length) % images.length];
  const upcoming = images[(index + 1) % images.length];
  // Each tile grows in over part of the effect; the wave's delays fill the rest.
  const tileMs = Math.round(effectMs * 0.45);
  const spread = effectMs - tileMs;
  const diagonals = Math.max(1, 2 * (tiles - 1));

  return (
    <>
      <div className="mt-6 flex justify-center">
        <PauseButton
          paused={autoplay.stopped}
          onToggle={autoplay.toggle}
          itemLabel="background slideshow"
          tone="onDark"
        />
      </div>
      <div
        aria-hidden="true"
        className={`pointer-events-none absolute inset-0 -z-10 overflow-hidden ${changed ? "bg-brand-900" : ""}`}
      >
        {changed ? (
          <>
            <div
              className={`absolute inset-0 bg-cover bg-center opacity-60 ${backgroundClass}`}
              style={backgroundVars(building ? previous : current)}
            />
            {building ? (
              <div
                key={index}
                className="absolute inset-0 grid opacity-60"
                style={
                  {
                    gridTemplateColumns: `repeat(${tiles}, 1fr)`,
                    gridTemplateRows: `repeat(${tiles}, 1fr)`,
                    containerType: "size",
                    "--cover-w": "max(100cqw, 100cqh * 16 / 9)",
                    "--cover-h": "max(100cqh, 100cqw * 9 / 16)",
                  } as CSSProperties
                }
                data-testid="salvation-hero-tiles"
              >
                {Array.from({ length: tiles * tiles }, (_, cell) => {
                  const row = Math.floor(cell / tiles);
                  const col = cell % tiles;
                  // Each tile shows its part of the picture as `background-size: cover` would draw it
                  // over the whole hero (container query units: the grid is the container).
                  const style = {
                    ...backgroundVars(current),
                    backgroundSize: "var(--cover-w) var(--cover-h)",
                    backgroundPosition:
                      `calc((100cqw - var(--cover-w)) / 2 - ${col} * 100cqw / ${tiles}) ` +
                      `calc((100cqh - var(--cover-h)) / 2 - ${row} * 100cqh / ${tiles})`,
                    "--tile-duration": `${tileMs}ms`,
                    "--tile-delay": `${Math.round(((row + col) / diagonals) * spread)}ms`,
                  } as CSSProperties;
                  return <div key={cell} className={`salvation-tile ${backgroundClass}`} style={style} />;
                })}
              </div>
            ) : null}
            <div className="absolute inset-0 bg-gradient-to-b from-brand-950/70 via-brand-900/50 to-brand-950/80" />
          </>
        ) : null}
        {/* Fetch the next picture ahead of its turn (after hydration only: the first paint stays light). */}
        {mounted ? (
          <div className={`absolute h-px w-px opacity-0 ${backgroundClass}`} style={backgroundVars(upcoming)} />
        ) : null}
      </div>
    </>
  );
}
