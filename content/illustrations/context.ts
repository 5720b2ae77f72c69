import type { Palette } from "./palettes";

/**
 * What a motif draws with: the canvas in design units (always 900 high, as wide as the aspect
 * needs), a seeded random source, the palette, and a place to put gradients and patterns.
 */
export interface Scene {
  /** Design width: 900 x the aspect ratio (1600 wide, 1200 card, 900 square, 1714 share). */
  W: number;
  /** Design height: always 900. */
  H: number;
  rng: Random;
  palette: Palette;
  /** Horizontal anchor of the main subject, in design units. */
  anchorX: number;
  /** Output pixels per design unit (small pictures skip fine detail). */
  pixelsPerUnit: number;
  /** Composition variant, 0..3, picked from the name. */
  variant: number;
  /** Adds a definition (gradient, pattern, mask) and returns its id. */
  def(prefix: string, build: (id: string) => string): string;
}

export interface Random {
  /** A float in [0, 1). */
  (): number;
  range(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** FNV-1a, 32 bits: a stable hash of a name. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast, seeded generator; the same seed always draws the same picture. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (() => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Random;
  next.range = (min, max) => min + (max - min) * next();
  next.int = (min, maxInclusive) => Math.floor(min + (maxInclusive - min + 1) * next());
  next.pick = (items) => items[Math.floor(next() * items.length)];
  next.chance = (probability) => next() < probability;
  return next;
}

/** Rounds a coordinate to one decimal: smaller SVG, same picture. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A smooth path through points (Catmull-Rom as cubic Béziers). */
export function smoothThrough(points: ReadonlyArray<readonly [number, number]>, closed = false): string {
  if (points.length < 2) return "";
  const pts = closed
    ? [points[points.length - 1], ...points, points[0], points[1]]
    : [points[0], ...points, points[points.length - 1]];
  let d = `M${n(pts[1][0])} ${n(pts[1][1])}`;
  for (let i = 1; i < pts.length - 2; i += 1) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    const [x2, y2] = pts[i + 1];
    const [x3, y3] = pts[i + 2];
    const c1x = x1 + (x2 - x0) / 6;
    const c1y = y1 + (y2 - y0) / 6;
    const c2x = x2 - (x3 - x1) / 6;
    const c2y = y2 - (y3 - y1) / 6;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(x2)} ${n(y2)}`;
  }
  return closed ? `${d}Z` : d;
}

function toRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Mixes two #rrggbb colours: t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = toRgb(a);
  const cb = toRgb(b);
  const channel = (i: number) =>
    Math.round(ca[i] + (cb[i] - ca[i]) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** A linear gradient definition through evenly spaced colours (x1,y1 → x2,y2 in bounding-box units). */
export function linearGradient(
  scene: Scene,
  colors: ReadonlyArray<string | readonly [string, number]>,
  direction: readonly [number, number, number, number] = [0, 0, 0, 1],
): string {
  return scene.def("lg", (id) => {
    const stops = colors
      .map((color, index) => {
        const [value, opacity] = typeof color === "string" ? [color, 1] : color;
        const offset = colors.length === 1 ? 0 : index / (colors.length - 1);
        return `<stop offset="${n(offset)}" stop-color="${value}"${opacity < 1 ? ` stop-opacity="${opacity}"` : ""}/>`;
      })
      .join("");
    const [x1, y1, x2, y2] = direction;
    return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops}</linearGradient>`;
  });
}

/** A radial glow: the colour at the centre fading to transparent. */
export function radialGlow(scene: Scene, color: string, opacity = 1, middle = 0.35): string {
  return scene.def("rg", (id) => {
    return (
      `<radialGradient id="${id}">` +
      `<stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
      `<stop offset="${middle}" stop-color="${color}" stop-opacity="${n(opacity * 0.45)}"/>` +
      `<stop offset="1" stop-color="${color}" stop-opacity="0"/>` +
      `</radialGradient>`
    );
  });
}
