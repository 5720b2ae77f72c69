import { linearGradient, mix, n, radialGlow, type Scene } from "#content/illustrations/context";
import { sky, sparkles } from "#content/illustrations/elements";
import type { Motif } from "./types";

/** Chevron bands after the walls of Great Zimbabwe, under a ringed sun. */
function chevrons(scene: Scene): string {
  const { W, H, anchorX, palette, rng } = scene;
  let out = sky(scene, 0.8);
  const cy = H * rng.range(0.34, 0.44);
  let rings = "";
  for (let i = 6; i >= 1; i -= 1) {
    rings += `<circle cx="${n(anchorX)}" cy="${n(cy)}" r="${n(i * 48)}" fill="${mix(palette.glow, palette.sky[1], i / 7)}" opacity="${n(0.5 + (6 - i) * 0.08)}"/>`;
  }
  out += rings;
  const bandTop = H * 0.62;
  const bandColors = [palette.land[0], palette.land[1], palette.land[2]];
  bandColors.forEach((color, index) => {
    out += `<rect y="${n(bandTop + index * 90)}" width="${W}" height="${n(H)}" fill="${color}"/>`;
  });
  let zig = "";
  const step = 44;
  for (let row = 0; row < 3; row += 1) {
    const y = bandTop + row * 90 + 45;
    let d = `M-20 ${n(y)}`;
    for (let x = -20, up = true; x < W + step; x += step / 2, up = !up)
      d += `L${n(x + step / 2)} ${n(up ? y - 18 : y + 18)}`;
    zig += d;
  }
  out += `<path d="${zig}" fill="none" stroke="${palette.accent}" stroke-width="6" stroke-linejoin="round" opacity="0.55"/>`;
  return out;
}

/** Stacked, flowing bands like contour lines. */
function waves(scene: Scene): string {
  const { W, H, palette, rng } = scene;
  let out = sky(scene, 0.6);
  const colors = [
    mix(palette.glow, palette.sky[1], 0.3),
    palette.land[0],
    mix(palette.land[0], palette.land[1], 0.5),
    palette.land[1],
    palette.land[2],
  ];
  colors.forEach((color, index) => {
    const base = H * (0.38 + index * 0.12);
    const amp = rng.range(20, 55);
    const phase = rng.range(0, Math.PI * 2);
    const freq = rng.range(1.2, 2.4);
    let d = `M-10 ${n(H + 10)}`;
    for (let i = 0; i <= 24; i += 1) {
      const x = -10 + ((W + 20) * i) / 24;
      d += `L${n(x)} ${n(base + Math.sin((i / 24) * Math.PI * freq + phase) * amp)}`;
    }
    d += `L${W + 10} ${n(H + 10)}Z`;
    out += `<path d="${d}" fill="${color}"/>`;
  });
  return out;
}

/** Soft overlapping orbs of light. */
function orbs(scene: Scene): string {
  const { W, H, palette, rng, anchorX } = scene;
  let out = sky(scene, 0.9);
  const colors = [palette.glow, palette.accent, palette.sky[2], palette.land[0], palette.sun];
  for (let i = 0; i < 7; i += 1) {
    const id = radialGlow(scene, colors[i % colors.length], 0.7, 0.55);
    const r = rng.range(140, 320);
    out += `<circle cx="${n(i === 0 ? anchorX : rng.range(0, W))}" cy="${n(rng.range(H * 0.1, H * 0.95))}" r="${n(r)}" fill="url(#${id})"/>`;
  }
  let rings = "";
  for (let i = 0; i < 3; i += 1) {
    rings += `<circle cx="${n(rng.range(W * 0.1, W * 0.9))}" cy="${n(rng.range(H * 0.15, H * 0.85))}" r="${n(rng.range(60, 180))}"/>`;
  }
  out += `<g fill="none" stroke="${palette.light}" stroke-width="2" opacity="0.22">${rings}</g>`;
  out += sparkles(scene, 5, { x: 0, y: 0, w: W, h: H * 0.6 });
  return out;
}

/** A sunburst of alternating wedges from a corner. */
function sunburst(scene: Scene): string {
  const { W, H, palette, rng } = scene;
  const fromLeft = rng.chance(0.5);
  const cx = fromLeft ? -40 : W + 40;
  const cy = H + 40;
  const id = linearGradient(
    scene,
    [palette.sky[0], palette.sky[1], palette.sky[2]],
    fromLeft ? [1, 0, 0, 1] : [0, 0, 1, 1],
  );
  let out = `<rect width="${W}" height="${H}" fill="url(#${id})"/>`;
  const count = 12;
  let d = "";
  for (let i = 0; i < count; i += 2) {
    const a1 = -Math.PI / 2 + (fromLeft ? 1 : -1) * ((i / count) * Math.PI * 0.5);
    const a2 = -Math.PI / 2 + (fromLeft ? 1 : -1) * (((i + 1) / count) * Math.PI * 0.5);
    const r = W * 2;
    d += `M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a1) * r)} ${n(cy + Math.sin(a1) * r)}L${n(cx + Math.cos(a2) * r)} ${n(cy + Math.sin(a2) * r)}Z`;
  }
  out += `<path d="${d}" fill="${palette.light}" opacity="0.06"/>`;
  for (let i = 5; i >= 1; i -= 1) {
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(i * 130)}" fill="${mix(palette.glow, palette.land[1], (5 - i) / 5)}" opacity="${n(0.35 + (5 - i) * 0.12)}"/>`;
  }
  return out;
}

export const abstractMotif: Motif = {
  draw(scene) {
    return [chevrons, waves, orbs, sunburst][scene.variant](scene);
  },
};
