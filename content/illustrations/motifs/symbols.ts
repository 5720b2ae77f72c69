import { linearGradient, mix, n, radialGlow, smoothThrough, type Scene } from "#content/illustrations/context";
import { birds, bokeh, clouds, hills, rays, sky, sparkles, stars, sun } from "#content/illustrations/elements";
import { crestHill } from "./landscapes";
import { DARK_PALETTES, WARM_PALETTES, type Motif } from "./types";

/** A dark backdrop: the palette's sky, deepened, with a glow where the subject stands. */
function stage(scene: Scene, glowX: number, glowY: number, glowR: number): string {
  const { W, H, palette } = scene;
  const id = linearGradient(scene, [
    palette.sky[0],
    mix(palette.sky[1], palette.sky[0], 0.35),
    mix(palette.sky[1], palette.land[2], 0.4),
  ]);
  const glowId = radialGlow(scene, mix(palette.glow, "#ff9466", 0.35), 0.6, 0.3);
  return (
    `<rect width="${W}" height="${H}" fill="url(#${id})"/>` +
    `<circle cx="${n(glowX)}" cy="${n(glowY)}" r="${n(glowR)}" fill="url(#${glowId})" style="mix-blend-mode:screen"/>`
  );
}

/** A table top the subject rests on. */
function surface(scene: Scene, top: number): string {
  const { W, H, palette } = scene;
  const id = linearGradient(scene, [mix(palette.land[1], palette.glow, 0.18), palette.land[2]]);
  return `<rect y="${n(top)}" width="${W}" height="${n(H - top)}" fill="url(#${id})"/>`;
}

const cross: Motif = {
  palettes: WARM_PALETTES,
  draw(scene) {
    const { H, anchorX, rng, palette } = scene;
    const crest = H * 0.7;
    let out = sky(scene, 0.68);
    if (palette.night) out += stars(scene, 60);
    out += rays(scene, anchorX, H * 0.42, { count: 22, length: H * 1.2, from: -Math.PI, to: Math.PI, opacity: 0.2 });
    out += sun(scene, anchorX, H * 0.42, rng.range(80, 100));
    out += hills(scene, { layers: 2, top: H * 0.64, bottom: H * 0.74, amplitude: 28 });
    out += crestHill(scene, anchorX, crest, palette.land[2], 0.9);
    const dark = palette.land[2];
    const beam = (x: number, base: number, s: number) =>
      `M${n(x - 13 * s)} ${n(base + 8)}V${n(base - 300 * s)}H${n(x + 13 * s)}V${n(base + 8)}Z` +
      `M${n(x - 92 * s)} ${n(base - 232 * s)}H${n(x + 92 * s)}V${n(base - 206 * s)}H${n(x - 92 * s)}Z`;
    let d = beam(anchorX, crest, 1);
    if (scene.variant >= 2) {
      d += beam(anchorX - 170, crest + 40, 0.68) + beam(anchorX + 170, crest + 40, 0.68);
    }
    out += `<path d="${d}" fill="${dark}"/>`;
    if (rng.chance(0.6)) out += birds(scene, rng.int(2, 4), anchorX + rng.pick([-1, 1]) * 260, H * 0.24, 90);
    return out;
  },
};

const dove: Motif = {
  palettes: ["morning", "golden-hour", "harare-dusk", "jacaranda", "lake-teal", "midnight-gold"],
  draw(scene) {
    const { H, anchorX, rng, palette } = scene;
    let out = sky(scene, 0.8);
    out += rays(scene, anchorX + rng.range(-200, 200), -60, {
      count: 12,
      length: H * 1.3,
      from: 0.15 * Math.PI,
      to: 0.85 * Math.PI,
      opacity: 0.3,
    });
    out += clouds(scene, rng.int(3, 5), { y: H * 0.15, h: H * 0.55 });
    out += hills(scene, { layers: 2, top: H * 0.8, bottom: H * 0.9, amplitude: 22 });
    const glowId = radialGlow(scene, palette.sun, 0.6, 0.3);
    const cy = H * 0.42;
    out += `<circle cx="${n(anchorX)}" cy="${n(cy)}" r="${n(H * 0.38)}" fill="url(#${glowId})"/>`;
    // The dove, drawn in a 200 x 130 box and scaled; facing left or right.
    const s = rng.range(2.1, 2.5);
    const flip = rng.chance(0.5) ? -1 : 1;
    const back = "M98 66C88 40 66 20 34 10L44 26L28 24L42 40L26 44L48 54C62 64 78 70 94 72Z";
    const front = "M84 70C86 44 100 20 132 2L130 18L146 10L140 28L156 24L146 42L158 42L142 58C134 70 124 76 112 78Z";
    const body =
      "M36 74C60 60 110 58 142 62C152 56 164 54 172 58L186 64L172 67C166 76 152 82 138 84C108 92 66 92 36 74Z" +
      "M42 74L4 58L12 74L2 88L40 84Z";
    const branch = "M182 67Q192 78 190 94";
    const leaves =
      "M186 74c8-6 16-4 18 0c-6 6-14 6-18 0Z" +
      "M189 84c-8-4-14-2-16 2c6 5 12 4 16-2Z" +
      "M190 92c8-4 15-1 16 3c-7 4-13 3-16-3Z";
    const transform = `translate(${n(anchorX - flip * 100 * s)} ${n(cy - 70 * s)}) scale(${n(flip * s)} ${n(s)})`;
    out +=
      `<g transform="${transform}">` +
      `<path d="${back}" fill="${mix(palette.light, palette.sky[1], 0.22)}"/>` +
      `<path d="${body}" fill="${palette.light}"/>` +
      `<path d="${front}" fill="${palette.light}"/>` +
      `<path d="${branch}" fill="none" stroke="#6f8f4e" stroke-width="2.4" stroke-linecap="round"/>` +
      `<path d="${leaves}" fill="#7fa35a"/>` +
      `<circle cx="166" cy="62" r="2.2" fill="${palette.land[2]}"/>` +
      `</g>`;
    out += sparkles(scene, 5, { x: anchorX - 320, y: H * 0.12, w: 640, h: H * 0.5 });
    return out;
  },
};

/** An open book: two curved pages over a dark cover, light rising from the gutter. */
function openBook(scene: Scene, x: number, base: number, s: number): string {
  const { palette } = scene;
  const cover =
    `M${n(x)} ${n(base + 14 * s)}C${n(x - 60 * s)} ${n(base - 4 * s)} ${n(x - 150 * s)} ${n(base - 6 * s)} ${n(x - 232 * s)} ${n(base + 10 * s)}` +
    `L${n(x - 232 * s)} ${n(base - 150 * s)}L${n(x + 232 * s)} ${n(base - 150 * s)}L${n(x + 232 * s)} ${n(base + 10 * s)}` +
    `C${n(x + 150 * s)} ${n(base - 6 * s)} ${n(x + 60 * s)} ${n(base - 4 * s)} ${n(x)} ${n(base + 14 * s)}Z`;
  const page = (side: number) =>
    `M${n(x)} ${n(base)}C${n(x + side * 60 * s)} ${n(base - 22 * s)} ${n(x + side * 140 * s)} ${n(base - 24 * s)} ${n(x + side * 220 * s)} ${n(base - 8 * s)}` +
    `L${n(x + side * 220 * s)} ${n(base - 168 * s)}C${n(x + side * 140 * s)} ${n(base - 184 * s)} ${n(x + side * 60 * s)} ${n(base - 180 * s)} ${n(x)} ${n(base - 160 * s)}Z`;
  const shade = linearGradient(
    scene,
    [mix(palette.light, palette.glow, 0.35), palette.light, palette.light],
    [0.5, 0, 0, 0],
  );
  const shadeRight = linearGradient(
    scene,
    [mix(palette.light, palette.glow, 0.35), palette.light, palette.light],
    [0.5, 0, 1, 0],
  );
  let lines = "";
  for (const side of [-1, 1]) {
    for (let i = 0; i < 6; i += 1) {
      const y = base - 140 * s + i * 20 * s;
      const x1 = x + side * 30 * s;
      const x2 = x + side * (190 - (i === 5 ? 60 : 0)) * s;
      lines += `M${n(x1)} ${n(y - 6 * s)}Q${n((x1 + x2) / 2)} ${n(y - 16 * s)} ${n(x2)} ${n(y - 2 * s)}`;
    }
  }
  return (
    `<path d="${cover}" fill="${mix(palette.land[2], "#243b74", 0.5)}"/>` +
    `<path d="${page(-1)}" fill="url(#${shade})"/><path d="${page(1)}" fill="url(#${shadeRight})"/>` +
    `<path d="${lines}" fill="none" stroke="${palette.land[1]}" stroke-width="${n(3 * s)}" stroke-linecap="round" opacity="0.22"/>` +
    `<path d="M${n(x)} ${n(base)}V${n(base - 160 * s)}" stroke="${mix(palette.light, palette.land[1], 0.35)}" stroke-width="${n(2 * s)}"/>`
  );
}

const book: Motif = {
  palettes: DARK_PALETTES,
  draw(scene) {
    const { H, anchorX, rng, palette } = scene;
    const base = H * 0.8;
    let out = stage(scene, anchorX, base - 120, H * 0.75);
    if (palette.night) out += stars(scene, 40, H * 0.35);
    out += rays(scene, anchorX, base - 150, {
      count: 12,
      length: H * 0.95,
      from: -0.92 * Math.PI,
      to: -0.08 * Math.PI,
      color: palette.sun,
      opacity: 0.35,
    });
    out += surface(scene, base - 10);
    out += `<ellipse cx="${n(anchorX)}" cy="${n(base + 22)}" rx="260" ry="20" fill="#000000" opacity="0.25"/>`;
    out += openBook(scene, anchorX, base, rng.range(1.05, 1.2));
    out += sparkles(scene, 7, { x: anchorX - 260, y: H * 0.12, w: 520, h: H * 0.4 }, palette.sun);
    return out;
  },
};

const bible: Motif = {
  palettes: DARK_PALETTES,
  draw(scene) {
    const { H, anchorX, rng, palette } = scene;
    const cx = anchorX;
    const cy = H * 0.8 - 160;
    let out = stage(scene, cx, cy, H * 0.7);
    out += rays(scene, cx, cy, { count: 16, length: H, from: -Math.PI, to: Math.PI, color: palette.sun, opacity: 0.2 });
    out += bokeh(scene, 8, { x: 0, y: 0, w: scene.W, h: H * 0.7 });
    out += surface(scene, H * 0.8);
    const angle = rng.range(-9, -4);
    const w = 250;
    const h = 340;
    const coverId = linearGradient(scene, ["#2d4a91", "#1c2d58", "#141f3d"], [0, 0, 1, 1]);
    let pageLines = "";
    for (let i = 0; i < 14; i += 1) pageLines += `M${n(w / 2 + 4)} ${n(-h / 2 + 18 + i * 23)}h20`;
    out +=
      `<ellipse cx="${n(cx + 10)}" cy="${n(cy + h / 2 - 6)}" rx="180" ry="16" fill="#000000" opacity="0.3"/>` +
      `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})">` +
      `<rect x="${n(-w / 2 + 10)}" y="${n(-h / 2 + 8)}" width="${n(w + 20)}" height="${n(h - 8)}" rx="10" fill="${palette.light}"/>` +
      `<path d="${pageLines}" stroke="${palette.glow}" stroke-width="2" opacity="0.45"/>` +
      `<rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${w}" height="${h}" rx="14" fill="url(#${coverId})"/>` +
      `<rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="26" height="${h}" rx="10" fill="#0b1226" opacity="0.55"/>` +
      `<rect x="${n(-w / 2 + 42)}" y="${n(-h / 2 + 20)}" width="${n(w - 62)}" height="${n(h - 40)}" rx="8" fill="none" stroke="${palette.accent}" stroke-width="3" opacity="0.75"/>` +
      `<path d="M${n(13)} ${n(-90)}h22v56h46v22h-46v110h-22v-110h-46v-22h46Z" fill="${palette.accent}"/>` +
      `</g>`;
    return out;
  },
};

const candle: Motif = {
  palettes: DARK_PALETTES,
  draw(scene) {
    const { W, H, anchorX, palette } = scene;
    const base = H * 0.84;
    let out = stage(scene, anchorX, base - 280, H * 0.8);
    out += bokeh(scene, 12, { x: 0, y: 0, w: W, h: H * 0.75 });
    out += surface(scene, base - 4);
    const sets: Array<[number, number, number]> =
      scene.variant % 2 === 0
        ? [[0, 300, 92]]
        : [
            [-120, 210, 80],
            [0, 300, 92],
            [115, 170, 76],
          ];
    const waxId = linearGradient(
      scene,
      [mix(palette.light, palette.glow, 0.25), palette.light, mix(palette.light, palette.land[1], 0.35)],
      [0, 0, 1, 0],
    );
    const flameOuter = radialGlow(scene, mix(palette.glow, "#ff9466", 0.3), 0.9, 0.25);
    for (const [dx, h, w] of sets) {
      const x = anchorX + dx;
      const top = base - h;
      const drip = `M${n(x - w / 2)} ${n(top + 8)}Q${n(x - w / 4)} ${n(top - 4)} ${n(x)} ${n(top + 6)}Q${n(x + w / 4)} ${n(top + 14)} ${n(x + w / 2)} ${n(top + 4)}V${n(base)}H${n(x - w / 2)}Z`;
      const fy = top - 14;
      const flame = `M${n(x)} ${n(fy - 78)}C${n(x + 10)} ${n(fy - 50)} ${n(x + 26)} ${n(fy - 28)} ${n(x + 20)} ${n(fy - 8)}C${n(x + 14)} ${n(fy + 8)} ${n(x - 14)} ${n(fy + 8)} ${n(x - 20)} ${n(fy - 8)}C${n(x - 26)} ${n(fy - 28)} ${n(x - 8)} ${n(fy - 50)} ${n(x)} ${n(fy - 78)}Z`;
      const inner = `M${n(x)} ${n(fy - 40)}C${n(x + 6)} ${n(fy - 26)} ${n(x + 11)} ${n(fy - 14)} ${n(x + 8)} ${n(fy - 6)}C${n(x + 4)} ${n(fy + 2)} ${n(x - 4)} ${n(fy + 2)} ${n(x - 8)} ${n(fy - 6)}C${n(x - 11)} ${n(fy - 14)} ${n(x - 6)} ${n(fy - 26)} ${n(x)} ${n(fy - 40)}Z`;
      out +=
        `<circle cx="${n(x)}" cy="${n(fy - 30)}" r="${n(150 + h * 0.2)}" fill="url(#${flameOuter})" style="mix-blend-mode:screen"/>` +
        `<path d="${drip}" fill="url(#${waxId})"/>` +
        `<path d="M${n(x)} ${n(top + 6)}v-18" stroke="${palette.land[2]}" stroke-width="4" stroke-linecap="round"/>` +
        `<path d="${flame}" fill="${palette.accent}"/><path d="${inner}" fill="${palette.light}"/>`;
    }
    out += `<ellipse cx="${n(anchorX)}" cy="${n(base + 6)}" rx="${n(W * 0.22)}" ry="18" fill="${palette.glow}" opacity="0.18"/>`;
    return out;
  },
};

/** A rough outline of Africa in a unit box (x east, y south). */
const AFRICA: ReadonlyArray<readonly [number, number]> = [
  [0.18, 0.06],
  [0.34, 0.0],
  [0.5, 0.07],
  [0.63, 0.05],
  [0.7, 0.12],
  [0.79, 0.3],
  [0.87, 0.38],
  [0.99, 0.38],
  [0.9, 0.53],
  [0.81, 0.66],
  [0.79, 0.78],
  [0.7, 0.88],
  [0.62, 0.98],
  [0.5, 1.03],
  [0.45, 0.95],
  [0.41, 0.8],
  [0.38, 0.66],
  [0.36, 0.56],
  [0.32, 0.48],
  [0.2, 0.47],
  [0.1, 0.44],
  [0.02, 0.35],
  [0.0, 0.27],
  [0.06, 0.17],
];

const globe: Motif = {
  palettes: ["midnight-gold", "royal-night", "harare-dusk", "lake-teal", "morning", "golden-hour"],
  draw(scene) {
    const { H, anchorX, rng, palette } = scene;
    const cx = anchorX;
    const cy = H * 0.5;
    const r = H * 0.3;
    let out = sky(scene, 0.95);
    out += stars(scene, 70, H);
    const halo = radialGlow(scene, palette.sun, 0.5, 0.55);
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.6)}" fill="url(#${halo})"/>`;
    const seaId = linearGradient(scene, ["#3c5fae", "#1c2d58", "#0b1226"], [0.2, 0, 0.8, 1]);
    const clip = scene.def(
      "clip",
      (id) => `<clipPath id="${id}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath>`,
    );
    let grid = "";
    for (let i = 1; i < 6; i += 1) {
      const y = cy - r + (2 * r * i) / 6;
      const half = Math.sqrt(r * r - (y - cy) ** 2);
      grid += `M${n(cx - half)} ${n(y)}Q${n(cx)} ${n(y + 18)} ${n(cx + half)} ${n(y)}`;
    }
    for (let i = 1; i < 5; i += 1) {
      const rx = (r * i) / 4.2;
      grid += `M${n(cx)} ${n(cy - r)}A${n(rx)} ${n(r)} 0 0 0 ${n(cx)} ${n(cy + r)}A${n(rx)} ${n(r)} 0 0 0 ${n(cx)} ${n(cy - r)}`;
    }
    const size = r * 1.15;
    const ax = cx - size * 0.48;
    const ay = cy - size * 0.52;
    const africa = smoothThrough(
      AFRICA.map(([x, y]) => [ax + x * size, ay + y * size] as const),
      true,
    );
    const madagascar = `M${n(ax + 0.9 * size)} ${n(ay + 0.78 * size)}m-10 0a10 26 20 1 0 20 0a10 26 20 1 0 -20 0`;
    const hx = ax + 0.71 * size;
    const hy = ay + 0.8 * size;
    const landId = linearGradient(scene, [palette.accent, mix(palette.accent, palette.glow, 0.6)], [0, 0, 1, 1]);
    const pin = radialGlow(scene, palette.light, 1, 0.3);
    out +=
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${seaId})"/>` +
      `<g clip-path="url(#${clip})">` +
      `<path d="${grid}" fill="none" stroke="${palette.light}" stroke-width="2" opacity="0.16"/>` +
      `<path d="${africa}${madagascar}" fill="url(#${landId})" opacity="0.92"/>` +
      `<circle cx="${n(cx - r * 0.35)}" cy="${n(cy - r * 0.4)}" r="${n(r * 0.9)}" fill="#ffffff" opacity="0.06"/>` +
      `</g>` +
      `<circle cx="${n(hx)}" cy="${n(hy)}" r="26" fill="url(#${pin})"/><circle cx="${n(hx)}" cy="${n(hy)}" r="6" fill="${palette.light}"/>`;
    const tilt = rng.range(-22, -12);
    out +=
      `<g transform="rotate(${n(tilt)} ${n(cx)} ${n(cy)})">` +
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r * 1.45)}" ry="${n(r * 0.38)}" fill="none" stroke="${palette.accent}" stroke-width="3" opacity="0.55" stroke-dasharray="2 14" stroke-linecap="round"/>` +
      `<circle cx="${n(cx + r * 1.45)}" cy="${n(cy)}" r="9" fill="${palette.accent}"/>` +
      `<circle cx="${n(cx - r * 1.2)}" cy="${n(cy + r * 0.21)}" r="6" fill="${palette.light}"/>` +
      `</g>`;
    return out;
  },
};

/** A heart centred on (x, y), about 2 x size wide. */
function heartPath(x: number, y: number, size: number): string {
  const s = size / 100;
  return (
    `M${n(x)} ${n(y + 90 * s)}C${n(x - 40 * s)} ${n(y + 55 * s)} ${n(x - 110 * s)} ${n(y + 10 * s)} ${n(x - 110 * s)} ${n(y - 40 * s)}` +
    `C${n(x - 110 * s)} ${n(y - 85 * s)} ${n(x - 50 * s)} ${n(y - 110 * s)} ${n(x)} ${n(y - 55 * s)}` +
    `C${n(x + 50 * s)} ${n(y - 110 * s)} ${n(x + 110 * s)} ${n(y - 85 * s)} ${n(x + 110 * s)} ${n(y - 40 * s)}` +
    `C${n(x + 110 * s)} ${n(y + 10 * s)} ${n(x + 40 * s)} ${n(y + 55 * s)} ${n(x)} ${n(y + 90 * s)}Z`
  );
}

const heart: Motif = {
  palettes: ["harare-dusk", "golden-hour", "jacaranda", "savanna", "terracotta", "royal-night"],
  draw(scene) {
    const { H, anchorX, rng, palette } = scene;
    const cy = H * 0.46;
    let out = sky(scene, 0.85);
    if (palette.night) out += stars(scene, 50);
    out += rays(scene, anchorX, cy, { count: 20, length: H, from: -Math.PI, to: Math.PI, opacity: 0.16 });
    const glowId = radialGlow(scene, palette.glow, 0.7, 0.3);
    out += `<circle cx="${n(anchorX)}" cy="${n(cy)}" r="${n(H * 0.45)}" fill="url(#${glowId})"/>`;
    let rings = "";
    for (let i = 3; i >= 1; i -= 1)
      rings += `<path d="${heartPath(anchorX, cy + 8 * i, 150 + i * 46)}" fill="none" stroke="${palette.light}" stroke-width="3" opacity="${n(0.4 - i * 0.09)}"/>`;
    out += rings;
    const fillId = linearGradient(
      scene,
      [mix(palette.glow, palette.light, 0.3), mix(palette.glow, "#c2412d", 0.45), mix("#9b2335", palette.land[2], 0.2)],
      [0.2, 0, 0.8, 1],
    );
    out += `<path d="${heartPath(anchorX, cy, 150)}" fill="url(#${fillId})"/>`;
    out += `<path d="${heartPath(anchorX - 50, cy - 50, 32)}" fill="#ffffff" opacity="0.2"/>`;
    let small = "";
    for (let i = 0; i < 6; i += 1) {
      small += heartPath(anchorX + rng.range(-380, 380), rng.range(H * 0.1, H * 0.7), rng.range(10, 22));
    }
    out += `<path d="${small}" fill="${palette.light}" opacity="0.35"/>`;
    out += hills(scene, { layers: 2, top: H * 0.84, bottom: H * 0.92, amplitude: 16 });
    return out;
  },
};

const crown: Motif = {
  palettes: DARK_PALETTES,
  draw(scene) {
    const { H, anchorX, palette } = scene;
    const cx = anchorX;
    const cy = H * 0.5;
    let out = stage(scene, cx, cy, H * 0.7);
    out += stars(scene, 50, H * 0.6);
    out += rays(scene, cx, cy - 20, {
      count: 20,
      length: H,
      from: -Math.PI,
      to: Math.PI,
      color: palette.accent,
      opacity: 0.22,
    });
    const goldId = linearGradient(scene, ["#fff1b8", palette.accent, "#a0700e"], [0, 0, 0, 1]);
    const s = 1.15;
    const top =
      `M${n(cx - 170 * s)} ${n(cy + 40 * s)}L${n(cx - 200 * s)} ${n(cy - 110 * s)}L${n(cx - 95 * s)} ${n(cy - 20 * s)}` +
      `L${n(cx)} ${n(cy - 150 * s)}L${n(cx + 95 * s)} ${n(cy - 20 * s)}L${n(cx + 200 * s)} ${n(cy - 110 * s)}L${n(cx + 170 * s)} ${n(cy + 40 * s)}Z`;
    const band = `M${n(cx - 175 * s)} ${n(cy + 34 * s)}h${n(350 * s)}v${n(66 * s)}q0 ${n(12 * s)} ${n(-12 * s)} ${n(12 * s)}h${n(-326 * s)}q${n(-12 * s)} 0 ${n(-12 * s)} ${n(-12 * s)}Z`;
    let jewels = "";
    const jewelColors = ["#c0392b", "#2d4a91", "#1f8a70", "#2d4a91", "#c0392b"];
    jewelColors.forEach((color, i) => {
      jewels += `<ellipse cx="${n(cx + (i - 2) * 66 * s)}" cy="${n(cy + 73 * s)}" rx="${n(14 * s)}" ry="${n(18 * s)}" fill="${color}"/>`;
    });
    out +=
      `<ellipse cx="${n(cx)}" cy="${n(cy + 130 * s)}" rx="${n(230 * s)}" ry="${n(22 * s)}" fill="#000000" opacity="0.3"/>` +
      `<path d="${top}" fill="url(#${goldId})"/>` +
      `<path d="${band}" fill="url(#${goldId})"/>` +
      `<path d="M${n(cx - 175 * s)} ${n(cy + 50 * s)}h${n(350 * s)}" stroke="#fff6d6" stroke-width="${n(3 * s)}" opacity="0.7"/>` +
      jewels +
      [-200, 0, 200]
        .map(
          (dx, i) =>
            `<circle cx="${n(cx + dx * s)}" cy="${n(cy + (i === 1 ? -150 : -110) * s)}" r="${n(15 * s)}" fill="#fff1b8"/>`,
        )
        .join("") +
      `<path d="M${n(cx - 8 * s)} ${n(cy - 40 * s)}l${n(8 * s)} ${n(-16 * s)}l${n(8 * s)} ${n(16 * s)}l${n(-8 * s)} ${n(16 * s)}Z" fill="#c0392b"/>`;
    out += sparkles(scene, 9, { x: cx - 330, y: cy - 260, w: 660, h: 420 }, palette.light);
    return out;
  },
};

/** One tongue of flame rising from (x, base). */
function tongue(x: number, base: number, w: number, h: number, lean: number): string {
  return (
    `M${n(x - w)} ${n(base)}C${n(x - w * 1.15)} ${n(base - h * 0.45)} ${n(x - w * 0.15 + lean * 0.3)} ${n(base - h * 0.55)} ${n(x + lean)} ${n(base - h)}` +
    `C${n(x + w * 0.45 + lean * 0.2)} ${n(base - h * 0.6)} ${n(x + w * 1.25)} ${n(base - h * 0.42)} ${n(x + w)} ${n(base)}Z`
  );
}

const fire: Motif = {
  palettes: DARK_PALETTES,
  draw(scene) {
    const { H, anchorX, rng, palette } = scene;
    const base = H * 0.82;
    let out = stage(scene, anchorX, base - 150, H * 0.85);
    out += surface(scene, base - 6);
    const layers: Array<[string, number]> = [
      [mix("#b4331c", palette.land[2], 0.15), 1],
      [mix(palette.glow, "#d4521f", 0.5), 0.78],
      [palette.accent, 0.56],
      [palette.light, 0.32],
    ];
    const tongues = Array.from({ length: 7 }, (_, i) => ({
      dx: (i - 3) * 46 + rng.range(-12, 12),
      h: (330 - Math.abs(i - 3) * 62) * rng.range(0.85, 1.1),
      w: rng.range(44, 62),
      lean: rng.range(-40, 40),
    }));
    for (const [color, scale] of layers) {
      let d = "";
      for (const t of tongues) {
        if (scale < 0.5 && Math.abs(t.dx) > 100) continue;
        d += tongue(anchorX + t.dx * scale, base, t.w * scale, t.h * scale, t.lean * scale);
      }
      out += `<path d="${d}" fill="${color}"/>`;
    }
    let embers = "";
    for (let i = 0; i < 22; i += 1) {
      embers += `<circle cx="${n(anchorX + rng.range(-240, 240))}" cy="${n(rng.range(H * 0.08, base - 200))}" r="${n(rng.range(2, 5))}"/>`;
    }
    out += `<g fill="${palette.accent}" opacity="0.8">${embers}</g>`;
    out += `<path d="M${n(anchorX - 170)} ${n(base + 10)}L${n(anchorX + 150)} ${n(base - 16)}M${n(anchorX - 150)} ${n(base - 16)}L${n(anchorX + 170)} ${n(base + 10)}" stroke="${palette.land[2]}" stroke-width="22" stroke-linecap="round"/>`;
    return out;
  },
};

const light: Motif = {
  palettes: ["morning", "golden-hour", "harare-dusk", "jacaranda", "lake-teal", "savanna"],
  draw(scene) {
    const { W, H, anchorX, rng, palette } = scene;
    let out = sky(scene, 0.75);
    const sx = anchorX + rng.range(-120, 120);
    out += rays(scene, sx, -90, {
      count: 16,
      length: H * 1.25,
      from: 0.12 * Math.PI,
      to: 0.88 * Math.PI,
      color: palette.light,
      opacity: 0.4,
    });
    const glowId = radialGlow(scene, palette.light, 0.7, 0.25);
    out += `<ellipse cx="${n(sx)}" cy="0" rx="${n(W * 0.35)}" ry="${n(H * 0.3)}" fill="url(#${glowId})"/>`;
    out += clouds(scene, rng.int(3, 5), { y: H * 0.08, h: H * 0.25 });
    out += hills(scene, { layers: 3, top: H * 0.66, bottom: H * 0.86, amplitude: 34 });
    out += sparkles(scene, 8, { x: sx - 300, y: H * 0.2, w: 600, h: H * 0.4 });
    if (rng.chance(0.6)) out += birds(scene, rng.int(3, 5), sx + rng.pick([-1, 1]) * 240, H * 0.4, 100);
    return out;
  },
};

/** An eighth note (or a beamed pair) with its head at (x, y). */
function note(x: number, y: number, s: number, beamed: boolean): string {
  const head = (hx: number, hy: number) =>
    `M${n(hx - 14 * s)} ${n(hy)}a${n(15 * s)} ${n(11 * s)} -20 1 0 ${n(28 * s)} 0a${n(15 * s)} ${n(11 * s)} -20 1 0 ${n(-28 * s)} 0Z`;
  if (beamed) {
    const x2 = x + 60 * s;
    const y2 = y - 12 * s;
    return (
      head(x, y) +
      head(x2, y2) +
      `M${n(x + 10 * s)} ${n(y - 4 * s)}v${n(-80 * s)}h${n(5 * s)}v${n(80 * s)}Z` +
      `M${n(x2 + 10 * s)} ${n(y2 - 4 * s)}v${n(-80 * s)}h${n(5 * s)}v${n(80 * s)}Z` +
      `M${n(x + 10 * s)} ${n(y - 84 * s)}L${n(x2 + 15 * s)} ${n(y2 - 84 * s)}v${n(14 * s)}L${n(x + 10 * s)} ${n(y - 70 * s)}Z`
    );
  }
  return (
    head(x, y) +
    `M${n(x + 10 * s)} ${n(y - 4 * s)}v${n(-84 * s)}h${n(5 * s)}v${n(84 * s)}Z` +
    `M${n(x + 15 * s)} ${n(y - 88 * s)}c${n(6 * s)} ${n(18 * s)} ${n(30 * s)} ${n(22 * s)} ${n(22 * s)} ${n(50 * s)}c${n(12 * s)} ${n(-30 * s)} ${n(-10 * s)} ${n(-34 * s)} ${n(-22 * s)} ${n(-44 * s)}Z`
  );
}

const music: Motif = {
  draw(scene) {
    const { W, H, anchorX, rng, palette } = scene;
    const ground = H * 0.86;
    let out = sky(scene, 0.8);
    if (palette.night) out += stars(scene, 60);
    out += sun(scene, anchorX + rng.range(-200, 200), ground - 40, rng.range(70, 90), { rings: false });
    // A staff of five flowing lines across the sky, with notes riding on it.
    const phase = rng.range(0, Math.PI * 2);
    const staffY = H * 0.36;
    const wave = (x: number) => staffY + Math.sin((x / W) * Math.PI * 2 + phase) * 60;
    let staff = "";
    for (let line = 0; line < 5; line += 1) {
      const points: Array<[number, number]> = [];
      for (let i = 0; i <= 12; i += 1) {
        const x = -20 + ((W + 40) * i) / 12;
        points.push([x, wave(x) + line * 22]);
      }
      staff += smoothThrough(points);
    }
    out += `<path d="${staff}" fill="none" stroke="${palette.light}" stroke-width="2.4" opacity="0.3"/>`;
    let notes = "";
    const count = Math.round(W / 220);
    for (let i = 0; i < count; i += 1) {
      const x = ((i + 0.5) * W) / count + rng.range(-40, 40);
      notes += note(x, wave(x) + rng.int(0, 4) * 11, rng.range(0.8, 1.05), rng.chance(0.4));
    }
    out += `<path d="${notes}" fill="${palette.light}" opacity="0.9"/>`;
    // Sound bars along the horizon, tallest near the anchor.
    const barsId = linearGradient(scene, [palette.accent, mix(palette.glow, palette.land[1], 0.4), palette.land[2]]);
    let bars = "";
    const bw = 22;
    for (let x = 6; x < W; x += bw + 10) {
      const near = Math.exp(-(((x - anchorX) / (W * 0.25)) ** 2));
      const h = 40 + near * 230 * rng.range(0.55, 1) + rng.range(0, 50);
      bars += `<rect x="${n(x)}" y="${n(ground - h)}" width="${bw}" height="${n(h + 40)}" rx="${bw / 2}"/>`;
    }
    out += `<g fill="url(#${barsId})">${bars}</g>`;
    out += `<rect y="${n(ground)}" width="${W}" height="${n(H - ground)}" fill="${palette.land[2]}"/>`;
    return out;
  },
};

/** Spotlight beams from above. */
function spotlights(scene: Scene, count: number): string {
  const { W, H, rng, palette } = scene;
  let out = "";
  for (let i = 0; i < count; i += 1) {
    const x = ((i + 0.5) * W) / count + rng.range(-60, 60);
    const target = x + rng.range(-260, 260);
    const id = linearGradient(scene, [
      [palette.sun, 0.35],
      [palette.sun, 0],
    ]);
    out += `<path d="M${n(x - 12)} -10L${n(x + 12)} -10L${n(target + 150)} ${n(H)}L${n(target - 150)} ${n(H)}Z" fill="url(#${id})"/>`;
  }
  return out;
}

const mic: Motif = {
  palettes: DARK_PALETTES,
  draw(scene) {
    const { W, H, anchorX, palette } = scene;
    const cx = anchorX;
    const headY = H * 0.3;
    let out = stage(scene, cx, headY + 60, H * 0.7);
    out += spotlights(scene, 3);
    out += bokeh(scene, 10, { x: 0, y: H * 0.1, w: W, h: H * 0.6 });
    const metalId = linearGradient(
      scene,
      [palette.light, mix(palette.light, "#8895b3", 0.55), "#3b4663"],
      [0, 0, 1, 0],
    );
    let grille = "";
    for (let i = 1; i < 7; i += 1) grille += `M${n(cx - 60)} ${n(headY - 80 + i * 23)}h120`;
    for (let i = 1; i < 5; i += 1) grille += `M${n(cx - 60 + i * 24)} ${n(headY - 90)}v160`;
    const clip = scene.def(
      "clip",
      (id) =>
        `<clipPath id="${id}"><rect x="${n(cx - 62)}" y="${n(headY - 95)}" width="124" height="170" rx="62"/></clipPath>`,
    );
    let waves = "";
    for (let i = 1; i <= 3; i += 1) {
      const r = 110 + i * 55;
      for (const side of [-1, 1]) {
        waves += `<path d="M${n(cx + side * r * 0.6)} ${n(headY - r * 0.8)}A${n(r)} ${n(r)} 0 0 ${side === 1 ? 1 : 0} ${n(cx + side * r * 0.6)} ${n(headY + r * 0.8)}" fill="none" stroke="${palette.accent}" stroke-width="6" stroke-linecap="round" opacity="${n(0.7 - i * 0.16)}"/>`;
      }
    }
    out +=
      waves +
      `<rect x="${n(cx - 62)}" y="${n(headY - 95)}" width="124" height="170" rx="62" fill="url(#${metalId})"/>` +
      `<path d="${grille}" clip-path="url(#${clip})" stroke="#1b1f2a" stroke-width="3" opacity="0.3"/>` +
      `<rect x="${n(cx - 68)}" y="${n(headY + 60)}" width="136" height="26" rx="8" fill="${palette.accent}"/>` +
      `<path d="M${n(cx - 52)} ${n(headY + 86)}L${n(cx - 26)} ${n(headY + 330)}H${n(cx + 26)}L${n(cx + 52)} ${n(headY + 86)}Z" fill="#1b1f2a"/>` +
      `<path d="M${n(cx)} ${n(headY + 330)}V${n(H * 0.95)}" stroke="#1b1f2a" stroke-width="12"/>` +
      `<ellipse cx="${n(cx)}" cy="${n(H * 0.95)}" rx="110" ry="18" fill="#1b1f2a"/>`;
    return out;
  },
};

const camera: Motif = {
  palettes: DARK_PALETTES,
  draw(scene) {
    const { W, H, anchorX, palette } = scene;
    const cx = anchorX;
    const cy = H * 0.5;
    let out = stage(scene, cx, cy, H * 0.75);
    out += bokeh(scene, 14, { x: 0, y: 0, w: W, h: H });
    const bodyId = linearGradient(scene, ["#56617f", "#2e3650", "#1a1f30"]);
    const glassId = linearGradient(scene, ["#5a7dc6", "#1c2d58", "#0b1226"], [0.2, 0, 0.8, 1]);
    const s = 1.1;
    const body = `M${n(cx - 230 * s)} ${n(cy - 110 * s)}h${n(460 * s)}a${n(28 * s)} ${n(28 * s)} 0 0 1 ${n(28 * s)} ${n(28 * s)}v${n(220 * s)}a${n(28 * s)} ${n(28 * s)} 0 0 1 ${n(-28 * s)} ${n(28 * s)}h${n(-460 * s)}a${n(28 * s)} ${n(28 * s)} 0 0 1 ${n(-28 * s)} ${n(-28 * s)}v${n(-220 * s)}a${n(28 * s)} ${n(28 * s)} 0 0 1 ${n(28 * s)} ${n(-28 * s)}Z`;
    const hump = `M${n(cx - 80 * s)} ${n(cy - 108 * s)}L${n(cx - 55 * s)} ${n(cy - 175 * s)}H${n(cx + 55 * s)}L${n(cx + 80 * s)} ${n(cy - 108 * s)}Z`;
    out +=
      `<ellipse cx="${n(cx)}" cy="${n(cy + 175 * s)}" rx="${n(280 * s)}" ry="${n(22 * s)}" fill="#000000" opacity="0.35"/>` +
      `<path d="${hump}" fill="#3a4461"/>` +
      `<path d="${body}" fill="url(#${bodyId})"/>` +
      `<rect x="${n(cx - 258 * s)}" y="${n(cy - 82 * s)}" width="${n(70 * s)}" height="${n(220 * s)}" rx="${n(24 * s)}" fill="#161a29"/>` +
      `<rect x="${n(cx + 150 * s)}" y="${n(cy - 128 * s)}" width="${n(56 * s)}" height="${n(20 * s)}" rx="${n(8 * s)}" fill="${palette.accent}"/>` +
      `<circle cx="${n(cx + 190 * s)}" cy="${n(cy - 70 * s)}" r="${n(8 * s)}" fill="#e74c3c"/>` +
      `<circle cx="${n(cx + 10 * s)}" cy="${n(cy + 10 * s)}" r="${n(150 * s)}" fill="#0d1020"/>` +
      `<circle cx="${n(cx + 10 * s)}" cy="${n(cy + 10 * s)}" r="${n(128 * s)}" fill="none" stroke="${palette.accent}" stroke-width="${n(4 * s)}" opacity="0.6"/>` +
      `<circle cx="${n(cx + 10 * s)}" cy="${n(cy + 10 * s)}" r="${n(108 * s)}" fill="#1b2135"/>` +
      `<circle cx="${n(cx + 10 * s)}" cy="${n(cy + 10 * s)}" r="${n(82 * s)}" fill="url(#${glassId})"/>` +
      `<circle cx="${n(cx + 10 * s)}" cy="${n(cy + 10 * s)}" r="${n(34 * s)}" fill="#05081a"/>` +
      `<path d="M${n(cx - 50 * s)} ${n(cy - 20 * s)}A${n(70 * s)} ${n(70 * s)} 0 0 1 ${n(cx + 20 * s)} ${n(cy - 62 * s)}" fill="none" stroke="#ffffff" stroke-width="${n(10 * s)}" stroke-linecap="round" opacity="0.45"/>` +
      `<circle cx="${n(cx + 40 * s)}" cy="${n(cy + 40 * s)}" r="${n(10 * s)}" fill="${palette.glow}" opacity="0.7"/>`;
    return out;
  },
};

export const symbolMotifs: Record<string, Motif> = {
  cross,
  dove,
  book,
  bible,
  candle,
  globe,
  heart,
  crown,
  fire,
  light,
  music,
  mic,
  camera,
};
