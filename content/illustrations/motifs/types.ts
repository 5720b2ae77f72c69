import type { Scene } from "#content/illustrations/context";

export interface Motif {
  /** Palettes that suit the subject (keys of PALETTES); all of them when absent. */
  palettes?: readonly string[];
  /** Returns the picture's SVG body (without the outer <svg> and the finish). */
  draw(scene: Scene): string;
}

/** Palettes with a dark sky: candles, fire, crowns, stage lights. */
export const DARK_PALETTES = ["midnight-gold", "royal-night", "harare-dusk", "terracotta", "lake-teal"] as const;
/** Palettes with a warm, bright horizon: sunrises, landscapes. */
export const WARM_PALETTES = [
  "harare-dusk",
  "golden-hour",
  "jacaranda",
  "savanna",
  "morning",
  "terracotta",
  "lake-teal",
] as const;
