import { n, smoothThrough, type Random } from "./context";

/** A baobab: a bottle-shaped trunk and a crown of thick, crooked branches (bare, as in the dry season). */
export function baobab(rng: Random, x: number, ground: number, s: number, color: string): string {
  const top = ground - 190 * s;
  const trunk =
    `M${n(x - 92 * s)} ${n(ground)}` +
    `C${n(x - 70 * s)} ${n(ground - 40 * s)} ${n(x - 84 * s)} ${n(ground - 120 * s)} ${n(x - 58 * s)} ${n(top + 36 * s)}` +
    `Q${n(x - 48 * s)} ${n(top)} ${n(x - 30 * s)} ${n(top - 8 * s)}` +
    `L${n(x + 30 * s)} ${n(top - 8 * s)}` +
    `Q${n(x + 48 * s)} ${n(top)} ${n(x + 58 * s)} ${n(top + 36 * s)}` +
    `C${n(x + 84 * s)} ${n(ground - 120 * s)} ${n(x + 70 * s)} ${n(ground - 40 * s)} ${n(x + 92 * s)} ${n(ground)}Z`;
  let branches = "";
  let twigs = "";
  const count = rng.int(6, 8);
  for (let i = 0; i < count; i += 1) {
    const angle = -Math.PI + 0.15 + ((Math.PI - 0.3) * (i + 0.5)) / count + rng.range(-0.08, 0.08);
    const length = rng.range(60, 85) * s * (0.55 + Math.abs(Math.cos(angle)) * 0.75);
    const sx = x + Math.cos(angle) * 26 * s;
    const sy = top + 4 * s;
    const ex = sx + Math.cos(angle) * length;
    const ey = sy + Math.sin(angle) * length * 0.55;
    const mx = (sx + ex) / 2 + rng.range(-14, 14) * s;
    const my = (sy + ey) / 2 + rng.range(-10, 10) * s;
    branches += `M${n(sx)} ${n(sy)}Q${n(mx)} ${n(my)} ${n(ex)} ${n(ey)}`;
    for (let k = 0; k < 2; k += 1) {
      const a = angle + (k === 0 ? -1 : 1) * rng.range(0.3, 0.6);
      const l = rng.range(22, 38) * s;
      twigs += `M${n(ex)} ${n(ey)}L${n(ex + Math.cos(a) * l)} ${n(ey + Math.sin(a) * l)}`;
    }
  }
  return (
    `<g fill="none" stroke="${color}" stroke-linecap="round">` +
    `<path d="${branches}" stroke-width="${n(20 * s)}"/>` +
    `<path d="${twigs}" stroke-width="${n(8 * s)}"/>` +
    `</g><path d="${trunk}" fill="${color}"/>`
  );
}

/** An umbrella thorn acacia: slim forked trunk under a flat canopy. */
export function acacia(rng: Random, x: number, ground: number, s: number, color: string): string {
  const top = ground - 130 * s;
  const lean = rng.range(-12, 12) * s;
  const trunk =
    `M${n(x - 5 * s)} ${n(ground)}Q${n(x + lean)} ${n(ground - 60 * s)} ${n(x - 40 * s + lean)} ${n(top)}` +
    `M${n(x + 2 * s)} ${n(ground - 50 * s)}Q${n(x + 20 * s + lean)} ${n(ground - 90 * s)} ${n(x + 44 * s + lean)} ${n(top)}` +
    `M${n(x - 2 * s)} ${n(ground - 40 * s)}L${n(x + lean * 0.5)} ${n(top)}`;
  const cx = x + lean;
  let canopy = `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(120 * s)}" ry="${n(16 * s)}"/>`;
  for (let i = 0; i < 5; i += 1) {
    canopy += `<ellipse cx="${n(cx + rng.range(-85, 85) * s)}" cy="${n(top - rng.range(6, 16) * s)}" rx="${n(rng.range(30, 55) * s)}" ry="${n(rng.range(10, 17) * s)}"/>`;
  }
  return (
    `<path d="${trunk}" fill="none" stroke="${color}" stroke-width="${n(7 * s)}" stroke-linecap="round"/>` +
    `<g fill="${color}">${canopy}</g>`
  );
}

/** A pine of the Nyanga plantations: stacked tiers. */
export function pine(x: number, ground: number, s: number, color: string): string {
  let d = `M${n(x - 4 * s)} ${n(ground)}h${n(8 * s)}v${n(-30 * s)}h${n(-8 * s)}Z`;
  for (let i = 0; i < 3; i += 1) {
    const base = ground - 22 * s - i * 34 * s;
    const half = (46 - i * 11) * s;
    d += `M${n(x - half)} ${n(base)}L${n(x)} ${n(base - 62 * s)}L${n(x + half)} ${n(base)}Z`;
  }
  return `<path d="${d}" fill="${color}"/>`;
}

/** A jacaranda, Harare's purple street tree: a dark forked trunk under a wide, spreading canopy of blossom. */
export function jacaranda(
  rng: Random,
  x: number,
  ground: number,
  s: number,
  trunkColor: string,
  bloom: string,
): string {
  const top = ground - 118 * s;
  const trunk =
    `M${n(x)} ${n(ground)}L${n(x + 2 * s)} ${n(ground - 56 * s)}` +
    `M${n(x + 2 * s)} ${n(ground - 52 * s)}Q${n(x - 14 * s)} ${n(top + 30 * s)} ${n(x - 62 * s)} ${n(top + 4 * s)}` +
    `M${n(x + 2 * s)} ${n(ground - 56 * s)}Q${n(x + 16 * s)} ${n(top + 26 * s)} ${n(x + 58 * s)} ${n(top)}` +
    `M${n(x + 2 * s)} ${n(ground - 60 * s)}L${n(x + 6 * s)} ${n(top - 10 * s)}`;
  let blossom = "";
  const lobes: Array<[number, number, number, number]> = [
    [-78, 2, 40, 26],
    [-40, -16, 48, 30],
    [8, -24, 54, 32],
    [56, -12, 46, 28],
    [92, 6, 34, 22],
    [-18, 8, 50, 24],
    [36, 10, 48, 22],
  ];
  for (const [dx, dy, rx, ry] of lobes) {
    blossom += `<ellipse cx="${n(x + dx * s + rng.range(-6, 6) * s)}" cy="${n(top + dy * s)}" rx="${n(rx * s)}" ry="${n(ry * s)}"/>`;
  }
  let dots = "";
  for (let i = 0; i < 16; i += 1) {
    const dx = rng.range(-100, 110) * s;
    const dy = rng.range(-48, 20) * s;
    dots += `<circle cx="${n(x + dx)}" cy="${n(top + dy)}" r="${n(rng.range(3, 6) * s)}"/>`;
  }
  return (
    `<path d="${trunk}" fill="none" stroke="${trunkColor}" stroke-width="${n(8 * s)}" stroke-linecap="round"/>` +
    `<g fill="${bloom}">${blossom}</g><g fill="#c9b2ea" opacity="0.3">${dots}</g>`
  );
}

/** Reeds at the water's edge. */
export function reeds(rng: Random, x: number, ground: number, width: number, s: number, color: string): string {
  let d = "";
  const count = Math.round(width / (10 * s));
  for (let i = 0; i < count; i += 1) {
    const bx = x + rng.range(0, width);
    const h = rng.range(50, 120) * s;
    const bend = rng.range(-25, 25) * s;
    d += `M${n(bx)} ${n(ground)}Q${n(bx + bend * 0.2)} ${n(ground - h * 0.6)} ${n(bx + bend)} ${n(ground - h)}`;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(3.2 * s)}" stroke-linecap="round"/>`;
}

/** A rounded, slightly irregular boulder. */
export function boulder(rng: Random, cx: number, cy: number, rx: number, ry: number): string {
  const points: Array<[number, number]> = [];
  const count = 9;
  for (let i = 0; i < count; i += 1) {
    const a = (i / count) * Math.PI * 2;
    const jitter = rng.range(0.9, 1.06);
    points.push([cx + Math.cos(a) * rx * jitter, cy + Math.sin(a) * ry * jitter]);
  }
  return smoothThrough(points, true);
}

/** Balancing rocks, the granite kopjes around Harare and Epworth: boulders perched on boulders. */
export function balancingRocks(
  rng: Random,
  x: number,
  ground: number,
  s: number,
  color: string,
  light: string,
): string {
  const lean = rng.pick([-1, 1]);
  const rocks = [
    boulder(rng, x - 70 * s, ground - 50 * s, 105 * s, 58 * s),
    boulder(rng, x + 80 * s, ground - 40 * s, 90 * s, 46 * s),
    boulder(rng, x + lean * 20 * s, ground - 142 * s, 92 * s, 50 * s),
    boulder(rng, x + lean * 48 * s, ground - 222 * s, 58 * s, 36 * s),
    boulder(rng, x - lean * 190 * s, ground - 24 * s, 60 * s, 30 * s),
  ];
  // Rim light on the upper edges, on the side the light comes from.
  const rim = (cx: number, cy: number, rx: number, ry: number) =>
    `M${n(cx - rx * 0.75)} ${n(cy - ry * 0.62)}Q${n(cx)} ${n(cy - ry * 1.22)} ${n(cx + rx * 0.75)} ${n(cy - ry * 0.62)}`;
  const rims =
    rim(x - 70 * s, ground - 50 * s, 105 * s, 58 * s) +
    rim(x + lean * 20 * s, ground - 142 * s, 92 * s, 50 * s) +
    rim(x + lean * 48 * s, ground - 222 * s, 58 * s, 36 * s);
  return (
    `<path d="${rocks.join("")}" fill="${color}"/>` +
    `<path d="${rims}" fill="none" stroke="${light}" stroke-width="${n(5 * s)}" stroke-linecap="round" opacity="0.3"/>`
  );
}
