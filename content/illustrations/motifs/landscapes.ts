import { linearGradient, mix, n, radialGlow, smoothThrough, type Scene } from "#content/illustrations/context";
import { birds, clouds, hills, rays, ridgePath, sky, stars, sun } from "#content/illustrations/elements";
import { acacia, baobab, balancingRocks, jacaranda, reeds } from "#content/illustrations/flora";
import { person } from "#content/illustrations/figures";
import { WARM_PALETTES, type Motif } from "./types";

/** A smooth single hill whose crest sits at (x, crest). */
export function crestHill(scene: Scene, x: number, crest: number, color: string, spread = 1): string {
  const { W, H } = scene;
  const width = W * 0.75 * spread;
  const d =
    `M${n(x - width)} ${n(H + 10)}C${n(x - width * 0.55)} ${n(crest + (H - crest) * 0.15)} ${n(x - width * 0.3)} ${n(crest)} ${n(x)} ${n(crest)}` +
    `C${n(x + width * 0.3)} ${n(crest)} ${n(x + width * 0.55)} ${n(crest + (H - crest) * 0.15)} ${n(x + width)} ${n(H + 10)}Z`;
  return `<path d="${d}" fill="${color}"/>`;
}

/** Night palettes get stars; others a few clouds. */
function atmosphere(scene: Scene, top = 0, height = scene.H * 0.35): string {
  if (scene.palette.night) return stars(scene, 70, height + top);
  return scene.rng.chance(0.6) ? clouds(scene, scene.rng.int(2, 4), { y: top + height * 0.35, h: height * 0.6 }) : "";
}

const sunrise: Motif = {
  palettes: WARM_PALETTES,
  draw(scene) {
    const { H, anchorX, rng } = scene;
    const horizon = H * rng.range(0.6, 0.68);
    let out = sky(scene, horizon / H);
    out += atmosphere(scene, 0, H * 0.3);
    out += rays(scene, anchorX, horizon, { count: 18, length: H * 1.3, opacity: 0.28 });
    out += sun(scene, anchorX, horizon - 12, rng.range(80, 110));
    if (rng.chance(0.7)) out += birds(scene, rng.int(3, 6), anchorX + rng.range(-260, 260), H * 0.28, 120);
    out += hills(scene, { layers: rng.int(3, 4), top: horizon - 20, bottom: H * 0.9, amplitude: 38 });
    return out;
  },
};

const hillsMotif: Motif = {
  palettes: WARM_PALETTES,
  draw(scene) {
    const { W, H, anchorX, rng, palette } = scene;
    let out = sky(scene, 0.66);
    out += atmosphere(scene);
    const sunX = anchorX > W / 2 ? anchorX - W * 0.32 : anchorX + W * 0.32;
    out += sun(scene, Math.min(W * 0.88, Math.max(W * 0.12, sunX)), H * rng.range(0.36, 0.46), rng.range(55, 75));
    out += hills(scene, { layers: 3, top: H * 0.52, bottom: H * 0.74, amplitude: 55 });
    out += balancingRocks(
      rng,
      anchorX,
      H * 0.86,
      rng.range(1.05, 1.25),
      mix(palette.land[1], palette.land[2], 0.7),
      palette.sun,
    );
    out += acacia(rng, anchorX + (anchorX > W / 2 ? -1 : 1) * W * 0.3, H * 0.84, 0.9, palette.land[2]);
    out += `<path d="${ridgePath(scene, H * 0.86, 10, 1.4)}" fill="${palette.land[2]}"/>`;
    if (rng.chance(0.6)) out += birds(scene, rng.int(3, 5), anchorX, H * 0.25, 140);
    return out;
  },
};

const water: Motif = {
  palettes: ["harare-dusk", "golden-hour", "jacaranda", "savanna", "morning", "lake-teal", "terracotta"],
  draw(scene) {
    const { W, H, anchorX, rng, palette } = scene;
    const horizon = H * rng.range(0.56, 0.62);
    let out = sky(scene, horizon / H);
    out += atmosphere(scene, 0, H * 0.3);
    const r = rng.range(60, 80);
    out += sun(scene, anchorX, horizon - r * 0.9, r);
    // Far shore.
    out += `<path d="${ridgePath(scene, horizon - 6, 22, 2.2)}" fill="${mix(palette.land[0], palette.sky[2], 0.35)}"/>`;
    out += `<path d="${ridgePath(scene, horizon + 4, 10, 3)}" fill="${palette.land[1]}"/>`;
    const waterId = linearGradient(scene, [
      mix(palette.sky[2], palette.land[1], 0.45),
      palette.land[1],
      palette.land[2],
    ]);
    out += `<rect y="${n(horizon + 8)}" width="${W}" height="${n(H - horizon)}" fill="url(#${waterId})"/>`;
    // The sun's path on the water.
    let stripes = "";
    for (let i = 0; i < 11; i += 1) {
      const y = horizon + 18 + i * i * 2.4 + i * 10;
      const width = r * 2.2 * (1 - i / 14) * rng.range(0.6, 1.1);
      stripes += `<rect x="${n(anchorX - width / 2 + rng.range(-12, 12))}" y="${n(y)}" width="${n(width)}" height="${n(4 + i * 0.6)}" rx="${n(2 + i * 0.3)}" opacity="${n(0.75 - i * 0.05)}"/>`;
    }
    out += `<g fill="${palette.sun}">${stripes}</g>`;
    let ripples = "";
    for (let i = 0; i < 9; i += 1) {
      const x = rng.range(0, W);
      const y = rng.range(horizon + 30, H - 20);
      ripples += `M${n(x)} ${n(y)}h${n(rng.range(40, 140))}`;
    }
    out += `<path d="${ripples}" stroke="${palette.light}" stroke-width="2" stroke-linecap="round" opacity="0.18"/>`;
    // A fishing boat on some pictures, reeds on the near shore.
    if (rng.chance(0.6)) {
      const bx = anchorX + (anchorX > W / 2 ? -1 : 1) * rng.range(180, 320);
      const by = horizon + rng.range(60, 110);
      out +=
        `<path d="M${n(bx - 70)} ${n(by)}Q${n(bx)} ${n(by + 26)} ${n(bx + 70)} ${n(by)}Z" fill="${palette.land[2]}"/>` +
        person(bx + 12, by + 2, 70, palette.land[2], { style: "trousers", arms: "down" }) +
        `<path d="M${n(bx - 20)} ${n(by - 60)}L${n(bx + 40)} ${n(by + 10)}" stroke="${palette.land[2]}" stroke-width="3"/>`;
    }
    const reedX = anchorX > W / 2 ? -20 : W - W * 0.22;
    out += reeds(rng, reedX, H + 5, W * 0.24, 1.2, palette.land[2]);
    return out;
  },
};

const tree: Motif = {
  palettes: WARM_PALETTES,
  draw(scene) {
    const { W, H, anchorX, rng, palette } = scene;
    let out = sky(scene, 0.7);
    out += atmosphere(scene, 0, H * 0.28);
    out += sun(scene, anchorX + rng.range(-90, 90), H * rng.range(0.42, 0.52), rng.range(85, 110));
    out += hills(scene, { layers: 2, top: H * 0.64, bottom: H * 0.72, amplitude: 18 });
    for (let i = 0; i < 4; i += 1) {
      const x = rng.range(0, W);
      if (Math.abs(x - anchorX) < 220) continue;
      out += acacia(rng, x, H * 0.75, rng.range(0.35, 0.55), mix(palette.land[1], palette.land[2], 0.4));
    }
    out += `<path d="${ridgePath(scene, H * 0.82, 12, 1.2)}" fill="${palette.land[2]}"/>`;
    out += baobab(rng, anchorX, H * 0.84, rng.range(1.25, 1.45), palette.land[2]);
    if (rng.chance(0.7)) out += birds(scene, rng.int(3, 6), anchorX + rng.range(-300, 300), H * 0.2, 120);
    return out;
  },
};

const pathMotif: Motif = {
  palettes: WARM_PALETTES,
  draw(scene) {
    const { H, anchorX, rng, palette } = scene;
    const horizon = H * 0.56;
    let out = sky(scene, horizon / H + 0.04);
    out += atmosphere(scene, 0, H * 0.3);
    out += rays(scene, anchorX, horizon - 40, { count: 14, length: H, opacity: 0.22 });
    out += sun(scene, anchorX, horizon - 40, rng.range(55, 70));
    out += hills(scene, { layers: 2, top: horizon - 10, bottom: horizon + 30, amplitude: 26 });
    out += `<path d="${ridgePath(scene, horizon + 60, 14, 1.6)}" fill="${mix(palette.land[1], palette.land[2], 0.5)}"/>`;
    // A winding road from the viewer to the sun.
    const phase = rng.range(0, Math.PI * 2);
    const left: Array<[number, number]> = [];
    const right: Array<[number, number]> = [];
    const steps = 10;
    for (let i = 0; i <= steps; i += 1) {
      const t = i / steps;
      const y = H + 20 - (H + 20 - (horizon + 50)) * (1 - (1 - t) ** 1.6);
      const x = anchorX + Math.sin(t * Math.PI * 1.6 + phase) * 150 * (1 - t) ** 1.1;
      const half = 200 * (1 - t) ** 1.5 + 3;
      left.push([x - half, y]);
      right.push([x + half, y]);
    }
    const road = `${smoothThrough(left)}L${n(right[steps][0])} ${n(right[steps][1])}${smoothThrough([...right].reverse()).replace(/^M/, "L")}Z`;
    const roadId = linearGradient(scene, [
      palette.sun,
      mix(palette.glow, palette.land[0], 0.3),
      mix(palette.glow, palette.land[1], 0.55),
    ]);
    out += `<path d="${road}" fill="url(#${roadId})" opacity="0.92"/>`;
    // Trees along the way.
    for (let i = 0; i < 5; i += 1) {
      const t = (i + 1) / 7;
      const side = i % 2 === 0 ? -1 : 1;
      const y = H + 20 - (H + 20 - (horizon + 50)) * (1 - (1 - t) ** 1.6);
      const x = anchorX + Math.sin(t * Math.PI * 1.6 + phase) * 150 * (1 - t) ** 1.1 + side * (320 * (1 - t) + 80);
      const s = 0.25 + (1 - t) * 0.7;
      out += rng.chance(0.5)
        ? jacaranda(rng, x, y, s, palette.land[2], mix("#8f6cc9", palette.land[2], 0.4))
        : acacia(rng, x, y, s, palette.land[2]);
    }
    return out;
  },
};

const city: Motif = {
  palettes: [
    "harare-dusk",
    "golden-hour",
    "jacaranda",
    "savanna",
    "midnight-gold",
    "terracotta",
    "royal-night",
    "morning",
  ],
  draw(scene) {
    const { W, H, anchorX, rng, palette } = scene;
    let out = sky(scene, 0.74);
    out += atmosphere(scene, 0, H * 0.3);
    out += sun(scene, anchorX + rng.range(-260, 260), H * rng.range(0.5, 0.6), rng.range(70, 95));
    out += `<path d="${ridgePath(scene, H * 0.68, 28, 1.6)}" fill="${mix(palette.land[0], palette.sky[2], 0.35)}"/>`;
    const ground = H * 0.88;
    // Two rows of buildings: a hazy back row, a dark front row with lit windows.
    const rows: Array<{ color: string; scale: number; windows: boolean }> = [
      { color: mix(palette.land[1], palette.sky[2], 0.2), scale: 1.15, windows: false },
      { color: palette.land[2], scale: 0.8, windows: true },
    ];
    for (const row of rows) {
      let shapes = "";
      let lights = "";
      let x = -30;
      while (x < W + 30) {
        const w = rng.range(46, 104);
        const near = Math.exp(-(((x + w / 2 - anchorX) / (W * 0.2)) ** 2));
        const h = (rng.range(70, 190) + 280 * near * rng.range(0.6, 1)) * row.scale;
        const top = ground - h;
        const kind = rng();
        if (kind < 0.15) {
          shapes += `M${n(x)} ${n(ground)}V${n(top + 20)}L${n(x + w * 0.5)} ${n(top - 16)}L${n(x + w)} ${n(top + 20)}V${n(ground)}Z`;
        } else if (kind < 0.3) {
          shapes += `M${n(x)} ${n(ground)}V${n(top + 30)}H${n(x + w * 0.18)}V${n(top)}H${n(x + w * 0.82)}V${n(top + 30)}H${n(x + w)}V${n(ground)}Z`;
        } else {
          shapes += `M${n(x)} ${n(ground)}V${n(top)}H${n(x + w)}V${n(ground)}Z`;
          if (kind > 0.8) shapes += `M${n(x + w * 0.5 - 2)} ${n(top)}V${n(top - 46)}h4V${n(top)}Z`;
        }
        if (row.windows) {
          for (let wy = top + 22; wy < ground - 20; wy += 22) {
            for (let wx = x + 10; wx < x + w - 14; wx += 16) {
              if (rng.chance(0.16)) lights += `M${n(wx)} ${n(wy)}h7v9h-7Z`;
            }
          }
        }
        x += w + rng.range(-6, 8);
      }
      out += `<path d="${shapes}" fill="${row.color}"/>`;
      if (lights) out += `<path d="${lights}" fill="${palette.accent}" opacity="0.8"/>`;
    }
    // A landmark tower with a tapered crown, near the anchor.
    const tx = anchorX + rng.range(-60, 60);
    const th = rng.range(420, 480);
    out +=
      `<path d="M${n(tx - 38)} ${n(ground)}V${n(ground - th + 60)}L${n(tx - 24)} ${n(ground - th + 20)}L${n(tx)} ${n(ground - th - 30)}` +
      `L${n(tx + 24)} ${n(ground - th + 20)}L${n(tx + 38)} ${n(ground - th + 60)}V${n(ground)}Z" fill="${palette.land[2]}"/>` +
      `<path d="M${n(tx - 14)} ${n(ground - th + 70)}V${n(ground - 20)}M${n(tx + 14)} ${n(ground - th + 70)}V${n(ground - 20)}" stroke="${palette.accent}" stroke-width="3" opacity="0.5"/>`;
    out += `<rect y="${n(ground - 2)}" width="${W}" height="${n(H - ground + 2)}" fill="${palette.land[2]}"/>`;
    if (scene.variant !== 1) {
      const count = Math.round(W / 280);
      for (let i = 0; i < count; i += 1) {
        const x = (W / count) * (i + 0.5) + rng.range(-50, 50);
        out += jacaranda(rng, x, H + 6, rng.range(0.7, 0.95), palette.land[2], mix("#8f6cc9", palette.land[2], 0.55));
      }
    }
    return out;
  },
};

const church: Motif = {
  palettes: WARM_PALETTES,
  draw(scene) {
    const { W, H, anchorX, rng, palette } = scene;
    let out = sky(scene, 0.7);
    out += atmosphere(scene, 0, H * 0.3);
    out += sun(scene, anchorX + rng.pick([-1, 1]) * rng.range(160, 240), H * rng.range(0.4, 0.5), rng.range(60, 80));
    out += hills(scene, { layers: 2, top: H * 0.6, bottom: H * 0.7, amplitude: 24 });
    const ground = H * 0.86;
    const s = rng.range(1.15, 1.3);
    const x = anchorX;
    const dark = palette.land[2];
    const glow = palette.accent;
    const towerSide = rng.pick([-1, 1]);
    const tx = x + towerSide * 150 * s;
    // Nave, roof and tower with a spire and a cross.
    let building =
      `M${n(x - 130 * s)} ${n(ground + 20)}V${n(ground - 150 * s)}L${n(x)} ${n(ground - 250 * s)}L${n(x + 130 * s)} ${n(ground - 150 * s)}V${n(ground + 20)}Z` +
      `M${n(tx - 38 * s)} ${n(ground + 20)}V${n(ground - 280 * s)}H${n(tx + 38 * s)}V${n(ground + 20)}Z` +
      `M${n(tx - 46 * s)} ${n(ground - 278 * s)}L${n(tx)} ${n(ground - 400 * s)}L${n(tx + 46 * s)} ${n(ground - 278 * s)}Z` +
      `M${n(tx - 4 * s)} ${n(ground - 398 * s)}v${n(-50 * s)}h${n(8 * s)}v${n(50 * s)}Z` +
      `M${n(tx - 18 * s)} ${n(ground - 432 * s)}h${n(36 * s)}v${n(8 * s)}h${n(-36 * s)}Z`;
    building += `M${n(x - 150 * s)} ${n(ground - 145 * s)}L${n(x)} ${n(ground - 262 * s)}L${n(x + 150 * s)} ${n(ground - 145 * s)}L${n(x + 140 * s)} ${n(ground - 138 * s)}L${n(x)} ${n(ground - 246 * s)}L${n(x - 140 * s)} ${n(ground - 138 * s)}Z`;
    out += `<path d="${ridgePath(scene, ground + 6, 6, 1)}" fill="${dark}"/>`;
    out += `<path d="${building}" fill="${dark}"/>`;
    const glowId = radialGlow(scene, glow, 0.5, 0.4);
    out += `<ellipse cx="${n(x)}" cy="${n(ground - 60 * s)}" rx="${n(160 * s)}" ry="${n(110 * s)}" fill="url(#${glowId})"/>`;
    // Arched, lit windows and door.
    const arch = (cx: number, bottom: number, w: number, h: number) =>
      `M${n(cx - w / 2)} ${n(bottom)}V${n(bottom - h + w / 2)}A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(cx + w / 2)} ${n(bottom - h + w / 2)}V${n(bottom)}Z`;
    let lit = arch(x, ground, 52 * s, 92 * s);
    for (const dx of [-85, 85]) lit += arch(x + dx * s, ground - 50 * s, 28 * s, 64 * s);
    lit += `M${n(x)} ${n(ground - 188 * s)}m${n(-18 * s)} 0a${n(18 * s)} ${n(18 * s)} 0 1 0 ${n(36 * s)} 0a${n(18 * s)} ${n(18 * s)} 0 1 0 ${n(-36 * s)} 0`;
    lit += arch(tx, ground - 170 * s, 22 * s, 52 * s);
    out += `<path d="${lit}" fill="${glow}" opacity="0.92"/>`;
    // Trees either side, people arriving on some pictures.
    for (const side of [-1, 1]) {
      const treeX = x + side * rng.range(330, 430) * s;
      if (treeX < -60 || treeX > W + 60) continue;
      out += rng.chance(0.5)
        ? jacaranda(rng, treeX, ground + 8, rng.range(0.9, 1.15), dark, mix("#8f6cc9", palette.land[2], 0.45))
        : acacia(rng, treeX, ground + 8, rng.range(0.9, 1.1), dark);
    }
    if (scene.variant % 2 === 0) {
      const walkers = [-1, 1].map((side, i) =>
        person(x + side * (210 + i * 30) * s, ground + 6, rng.range(66, 82), dark, {
          style: i === 0 ? "dress" : "trousers",
          wrap: i === 0,
        }),
      );
      out += walkers.join("");
    }
    return out;
  },
};

export const landscapeMotifs: Record<string, Motif> = {
  sunrise,
  hills: hillsMotif,
  water,
  tree,
  path: pathMotif,
  city,
  church,
};
