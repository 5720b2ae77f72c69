import type { BackgroundSlide } from "~/ui/background-slideshow";

/** The coming-soon screen's backgrounds (three, changing every 5 s). */
export const comingSoonSlides: readonly BackgroundSlide[] = [
  { image: "sunrise-new-beginnings", alt: "Sunrise over the hills" },
  { image: "path-toward-the-light", alt: "A path leading toward the light" },
  { image: "hills-morning-glory", alt: "Morning light over the hills of Zimbabwe" },
];
