import { linearGradient, mix, n, radialGlow, smoothThrough, type Scene } from "./context";

/** The sky: a vertical gradient from the palette's top colour to its horizon at `horizon` (0..1 of the height). */
export function sky(scene: Scene, horizon = 0.72): string {
  const [top, middle, low] = scene.palette.sky;
  const id = scene.def("sky", (gid) => {
    return (
      `<linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${top}"/>` +
      `<stop offset="${n(horizon * 0.55)}" stop-color="${middle}"/>` +
      `<stop offset="${n(horizon)}" stop-color="${low}"/>` +
      `<stop offset="1" stop-color="${mix(low, scene.palette.land[0], 0.5)}"/>` +
      `</linearGradient>`
    );
  });
  return `<rect width="${scene.W}" height="${scene.H}" fill="url(#${id})"/>`;
}

/** A sun (or moon on night palettes): wide glow, soft halo rings and a bright disc. */
export function sun(scene: Scene, x: number, y: number, r: number, options: { rings?: boolean } = {}): string {
  const { sun: disc, glow } = scene.palette;
  const glowId = radialGlow(scene, glow, 0.75, 0.3);
  const discId = linearGradient(scene, [mix(disc, "#ffffff", 0.4), disc, mix(disc, glow, 0.5)]);
  let out = `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 4.2)}" fill="url(#${glowId})"/>`;
  if (options.rings !== false) {
    for (let i = 3; i >= 1; i -= 1) {
      out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * (1 + i * 0.42))}" fill="${disc}" opacity="${n(0.07 + (3 - i) * 0.03)}"/>`;
    }
  }
  out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#${discId})"/>`;
  return out;
}

/** Light rays fanning out from a point, as thin translucent wedges. */
export function rays(
  scene: Scene,
  x: number,
  y: number,
  options: { count?: number; length?: number; from?: number; to?: number; color?: string; opacity?: number } = {},
): string {
  const count = options.count ?? 14;
  const length = options.length ?? scene.W;
  const from = options.from ?? -Math.PI;
  const to = options.to ?? 0;
  const color = options.color ?? scene.palette.sun;
  const id = scene.def("rays", (gid) => {
    return (
      `<radialGradient id="${gid}" cx="${n(x)}" cy="${n(y)}" r="${n(length)}" gradientUnits="userSpaceOnUse">` +
      `<stop offset="0" stop-color="${color}" stop-opacity="${options.opacity ?? 0.32}"/>` +
      `<stop offset="1" stop-color="${color}" stop-opacity="0"/>` +
      `</radialGradient>`
    );
  });
  const step = (to - from) / count;
  let d = "";
  for (let i = 0; i < count; i += 1) {
    const a = from + step * (i + 0.5) + scene.rng.range(-0.2, 0.2) * step;
    const half = step * scene.rng.range(0.12, 0.3);
    d +=
      `M${n(x)} ${n(y)}L${n(x + Math.cos(a - half) * length)} ${n(y + Math.sin(a - half) * length)}` +
      `L${n(x + Math.cos(a + half) * length)} ${n(y + Math.sin(a + half) * length)}Z`;
  }
  return `<path d="${d}" fill="url(#${id})"/>`;
}

/** The outline of a ridge across the picture, closed at the bottom. */
export function ridgePath(scene: Scene, baseY: number, amplitude: number, bumps = 3): string {
  const { rng, W, H } = scene;
  const phase1 = rng.range(0, Math.PI * 2);
  const phase2 = rng.range(0, Math.PI * 2);
  const steps = 10;
  const points: Array<[number, number]> = [];
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    const y =
      baseY -
      amplitude * (0.55 * Math.sin(t * Math.PI * bumps + phase1) + 0.3 * Math.sin(t * Math.PI * bumps * 2.3 + phase2)) -
      amplitude * rng.range(-0.12, 0.12);
    points.push([-60 + t * (W + 120), y]);
  }
  return `${smoothThrough(points)}L${W + 60} ${H + 10}L-60 ${H + 10}Z`;
}

/**
 * Layered hills from `top` (the farthest ridge) down to `bottom` (the nearest), hazy in the
 * distance and dark in front.
 */
export function hills(
  scene: Scene,
  options: { layers?: number; top?: number; bottom?: number; amplitude?: number } = {},
): string {
  const layers = options.layers ?? 3;
  const top = options.top ?? scene.H * 0.62;
  const bottom = options.bottom ?? scene.H * 0.86;
  const amplitude = options.amplitude ?? 40;
  const [far, middle, near] = scene.palette.land;
  const haze = scene.palette.sky[2];
  let out = "";
  for (let i = 0; i < layers; i += 1) {
    const t = layers === 1 ? 1 : i / (layers - 1);
    const base = top + (bottom - top) * t;
    const color = t < 0.5 ? mix(mix(far, haze, 0.35), middle, t * 2) : mix(middle, near, (t - 0.5) * 2);
    out += `<path d="${ridgePath(scene, base, amplitude * (0.7 + t * 0.6), scene.rng.range(1.6, 3.2))}" fill="${color}"/>`;
  }
  return out;
}

/** Small stars in the upper part of the sky (night palettes). */
export function stars(scene: Scene, count: number, maxY = scene.H * 0.5): string {
  const { rng, W } = scene;
  let small = "";
  let bright = "";
  for (let i = 0; i < count; i += 1) {
    const x = rng.range(0, W);
    const y = rng.range(0, maxY) * rng.range(0.4, 1);
    if (rng.chance(0.12)) bright += sparklePath(x, y, rng.range(5, 9));
    else small += `M${n(x)} ${n(y)}m-1.6 0a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0 -3.2 0`;
  }
  return (
    `<path d="${small}" fill="${scene.palette.light}" opacity="0.7"/>` +
    (bright ? `<path d="${bright}" fill="${scene.palette.light}" opacity="0.9"/>` : "")
  );
}

/** A four-pointed sparkle centred on (x, y). */
export function sparklePath(x: number, y: number, size: number): string {
  const s = size;
  const k = size * 0.22;
  return (
    `M${n(x)} ${n(y - s)}Q${n(x + k)} ${n(y - k)} ${n(x + s)} ${n(y)}` +
    `Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + s)}Q${n(x - k)} ${n(y + k)} ${n(x - s)} ${n(y)}` +
    `Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - s)}Z`
  );
}

export function sparkles(
  scene: Scene,
  count: number,
  area: { x: number; y: number; w: number; h: number },
  color?: string,
): string {
  const { rng } = scene;
  let d = "";
  for (let i = 0; i < count; i += 1) {
    d += sparklePath(area.x + rng.range(0, area.w), area.y + rng.range(0, area.h), rng.range(6, 16));
  }
  return `<path d="${d}" fill="${color ?? scene.palette.light}" opacity="0.85"/>`;
}

/** A few birds in flight, as simple gull-wing strokes. */
export function birds(scene: Scene, count: number, x: number, y: number, spread = 160): string {
  const { rng } = scene;
  let d = "";
  for (let i = 0; i < count; i += 1) {
    const bx = x + rng.range(-spread, spread);
    const by = y + rng.range(-spread * 0.4, spread * 0.4);
    const s = rng.range(9, 16);
    d += `M${n(bx - s)} ${n(by - s * 0.35)}Q${n(bx - s * 0.45)} ${n(by - s * 0.55)} ${n(bx)} ${n(by)}Q${n(bx + s * 0.45)} ${n(by - s * 0.55)} ${n(bx + s)} ${n(by - s * 0.35)}`;
  }
  return `<path d="${d}" fill="none" stroke="${scene.palette.land[2]}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round" opacity="0.75"/>`;
}

/** A soft flat cloud: overlapping round lobes on a flat, rounded base. */
export function cloud(x: number, y: number, width: number, color: string, opacity: number): string {
  const h = width * 0.3;
  return (
    `<g fill="${color}" opacity="${n(opacity)}">` +
    `<rect x="${n(x)}" y="${n(y - h * 0.42)}" width="${n(width)}" height="${n(h * 0.42)}" rx="${n(h * 0.21)}"/>` +
    `<circle cx="${n(x + width * 0.3)}" cy="${n(y - h * 0.42)}" r="${n(h * 0.36)}"/>` +
    `<circle cx="${n(x + width * 0.55)}" cy="${n(y - h * 0.5)}" r="${n(h * 0.5)}"/>` +
    `<circle cx="${n(x + width * 0.76)}" cy="${n(y - h * 0.38)}" r="${n(h * 0.3)}"/>` +
    `</g>`
  );
}

export function clouds(scene: Scene, count: number, area: { y: number; h: number }): string {
  const { rng, W } = scene;
  let out = "";
  for (let i = 0; i < count; i += 1) {
    const width = rng.range(160, 320);
    out += cloud(
      rng.range(-width * 0.3, W - width * 0.7),
      area.y + rng.range(0, area.h),
      width,
      scene.palette.light,
      rng.range(0.12, 0.24),
    );
  }
  return out;
}

/** Soft bokeh circles (candles, cameras, stage lights). */
export function bokeh(scene: Scene, count: number, area: { x: number; y: number; w: number; h: number }): string {
  const { rng } = scene;
  const id = radialGlow(scene, scene.palette.accent, 0.55, 0.6);
  let out = "";
  for (let i = 0; i < count; i += 1) {
    const r = rng.range(14, 48);
    out += `<circle cx="${n(area.x + rng.range(0, area.w))}" cy="${n(area.y + rng.range(0, area.h))}" r="${n(r)}" fill="url(#${id})" opacity="${n(rng.range(0.35, 0.8))}"/>`;
  }
  return out;
}

/**
 * The finishing touch every picture gets: a halftone dot texture fading out from a top corner
 * (drawn as one path: librsvg renders fill patterns slowly) and a gentle vignette that keeps
 * white text readable. Tiny pictures skip the dots, which would only blur.
 */
export function finish(scene: Scene): string {
  const { W, H, rng } = scene;
  let out = "";
  if (scene.pixelsPerUnit * W >= 400) {
    const fromLeft = rng.chance(0.5);
    const reach = Math.max(W, H) * 0.6;
    const step = 18;
    let d = "";
    for (let y = step / 2; y < H; y += step) {
      for (let x = step / 2; x < W; x += step) {
        const distance = Math.hypot(fromLeft ? x : W - x, y);
        if (distance > reach) continue;
        const r = 2.5 * (1 - distance / reach) + 0.35;
        d += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
      }
    }
    out += `<path d="${d}" fill="#ffffff" opacity="0.09"/>`;
  }
  const vignette = scene.def("vig", (id) => {
    return (
      `<radialGradient id="${id}" cx="0.5" cy="0.45" r="0.75">` +
      `<stop offset="0.55" stop-color="#05081a" stop-opacity="0"/><stop offset="1" stop-color="#05081a" stop-opacity="0.38"/>` +
      `</radialGradient>`
    );
  });
  return `${out}<rect width="${W}" height="${H}" fill="url(#${vignette})"/>`;
}
