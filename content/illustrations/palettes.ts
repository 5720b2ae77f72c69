/**
 * Colour sets in the site's colours (navy brand, gold accent) and warm African sunset tones.
 * Every palette keeps its top and its foreground dark enough for white text laid over a hero.
 */
export interface Palette {
  key: string;
  /** Sky from the top of the picture to the horizon. */
  sky: readonly [string, string, string];
  /** The sun's disc and its glow. */
  sun: string;
  glow: string;
  /** Land layers, far to near; the last is the darkest silhouette. */
  land: readonly [string, string, string];
  /** Gold for details (window lights, jewels, sparkles). */
  accent: string;
  /** Cream for light subjects (the dove, pages, candle wax). */
  light: string;
  /** Dark skies get stars. */
  night: boolean;
}

export const PALETTES: readonly Palette[] = [
  {
    key: "harare-dusk",
    sky: ["#0b1226", "#2d3f7c", "#e08a52"],
    sun: "#ffe4a8",
    glow: "#f6a94b",
    land: ["#4b3a6e", "#2a2450", "#121530"],
    accent: "#efc54a",
    light: "#fff5df",
    night: false,
  },
  {
    key: "golden-hour",
    sky: ["#1c2d58", "#8c4f5c", "#f2ac4e"],
    sun: "#fff1c4",
    glow: "#f8c25c",
    land: ["#85504f", "#51304a", "#231a36"],
    accent: "#f5db86",
    light: "#fff8e6",
    night: false,
  },
  {
    key: "jacaranda",
    sky: ["#141f3d", "#5a4194", "#ec9d7b"],
    sun: "#ffe3bd",
    glow: "#f4a78a",
    land: ["#6e519c", "#41316f", "#1b1841"],
    accent: "#efc54a",
    light: "#fff3ea",
    night: false,
  },
  {
    key: "savanna",
    sky: ["#2a1533", "#a4412f", "#f5b244"],
    sun: "#fff2cb",
    glow: "#ffb64a",
    land: ["#7c302b", "#4b1d28", "#1f0d18"],
    accent: "#f5db86",
    light: "#fff6e2",
    night: false,
  },
  {
    key: "midnight-gold",
    sky: ["#070c1c", "#141f3d", "#2f4b8f"],
    sun: "#f5d77a",
    glow: "#e6b023",
    land: ["#23396c", "#16234a", "#0a1024"],
    accent: "#efc54a",
    light: "#fdf3d6",
    night: true,
  },
  {
    key: "morning",
    sky: ["#243b74", "#6d8dcf", "#f6d59e"],
    sun: "#fffaf0",
    glow: "#ffe1a0",
    land: ["#4868b3", "#2d4a91", "#17264d"],
    accent: "#efc54a",
    light: "#fffdf6",
    night: false,
  },
  {
    key: "terracotta",
    sky: ["#1e1a33", "#7b3c3d", "#e59150"],
    sun: "#ffe7b3",
    glow: "#f2a05a",
    land: ["#8e4b37", "#5a2e2e", "#27161e"],
    accent: "#f5db86",
    light: "#fff4e4",
    night: false,
  },
  {
    key: "lake-teal",
    sky: ["#0b1f33", "#215d72", "#efb862"],
    sun: "#fff2cd",
    glow: "#f5c36c",
    land: ["#2a6070", "#173e50", "#0a2132"],
    accent: "#efc54a",
    light: "#f4fbfb",
    night: false,
  },
  {
    key: "royal-night",
    sky: ["#0b1226", "#2b2366", "#7a3f7e"],
    sun: "#ffd98a",
    glow: "#f0a955",
    land: ["#3b2f6e", "#231d4b", "#0f0d26"],
    accent: "#efc54a",
    light: "#fdf1dc",
    night: true,
  },
];

export function paletteByKey(key: string): Palette {
  const palette = PALETTES.find((candidate) => candidate.key === key);
  if (!palette) throw new Error(`Unknown palette ${key}`);
  return palette;
}
