/**
 * A responsive grid of sermon cards (1, 2 or 3 columns).
 *
 * Props:
 * - sermons: NormalizedSermon[] (see ./normalize.ts);
 * - columns: 1 | 2 | 3, the most columns on wide screens (default 3); phones always show one;
 * - onPlay(sermon, button): passed to every card's Play button;
 * - headingLevel: the cards' title level, "h2" or "h3" (default "h3");
 * - className: extra classes on the list;
 * - eagerFirst: the grid starts in the first screen: the first card's picture is not lazy.
 */
import { SermonCard } from "./sermon-card";
import type { NormalizedSermon } from "./normalize";

export interface SermonGridProps {
  sermons: readonly NormalizedSermon[];
  columns?: 1 | 2 | 3;
  onPlay?: (sermon: NormalizedSermon, button: HTMLButtonElement) => void;
  headingLevel?: "h2" | "h3";
  className?: string;
  eagerFirst?: boolean;
}

const COLUMN_CLASSES: Record<1 | 2 | 3, string> = {
  1: "grid-cols-1",
  2: "grid-cols-1 sm:grid-cols-2",
  3: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3",
};

const IMAGE_SIZES: Record<1 | 2 | 3, string> = {
  1: "(min-width: 768px) 640px, 100vw",
  2: "(min-width: 640px) 50vw, 100vw",
  3: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
};

export function SermonGrid({
  sermons,
  columns = 3,
  onPlay,
  headingLevel,
  className,
  eagerFirst = false,
}: SermonGridProps) {
  return (
    <ul className={`grid gap-6 lg:gap-8 ${COLUMN_CLASSES[columns]} ${className ?? ""}`}>
      {sermons.map((sermon, index) => (
        <li key={sermon.id}>
          <SermonCard
            sermon={sermon}
            onPlay={onPlay}
            headingLevel={headingLevel}
            imageSizes={IMAGE_SIZES[columns]}
            eager={eagerFirst && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
