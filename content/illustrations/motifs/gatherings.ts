import { linearGradient, mix, n, radialGlow } from "#content/illustrations/context";
import { birds, clouds, hills, rays, ridgePath, sky, sparkles, stars, sun } from "#content/illustrations/elements";
import { bust, person, type FigureOptions } from "#content/illustrations/figures";
import { pine } from "#content/illustrations/flora";
import { crestHill } from "./landscapes";
import { DARK_PALETTES, WARM_PALETTES, type Motif } from "./types";

const people: Motif = {
  palettes: WARM_PALETTES,
  draw(scene) {
    const { H, anchorX, rng, palette } = scene;
    const crest = H * 0.74;
    let out = sky(scene, 0.72);
    out += rays(scene, anchorX, crest - 40, { count: 18, length: H * 1.2, opacity: 0.22 });
    out += sun(scene, anchorX + rng.range(-60, 60), crest - 60, rng.range(85, 110));
    out += hills(scene, { layers: 2, top: H * 0.64, bottom: H * 0.72, amplitude: 24 });
    out += crestHill(scene, anchorX, crest, palette.land[2], 1.1);
    const count = rng.int(5, 7);
    const spacing = 84;
    const dark = palette.land[2];
    let group = "";
    for (let i = 0; i < count; i += 1) {
      const offset = (i - (count - 1) / 2) * spacing + rng.range(-8, 8);
      const x = anchorX + offset;
      // Feet follow the curve of the crest.
      const ground = crest + (offset / 480) ** 2 * 60 + 6;
      const child = rng.chance(0.25);
      const options: FigureOptions = {
        style: rng.chance(0.5) ? "dress" : "trousers",
        arms: rng.chance(0.35) ? rng.pick(["both", "left", "right"] as const) : "down",
      };
      options.wrap = options.style === "dress" && rng.chance(0.6);
      group += person(x, ground, child ? rng.range(130, 155) : rng.range(215, 255), dark, options);
    }
    out += group;
    if (rng.chance(0.7)) out += birds(scene, rng.int(3, 5), anchorX + rng.pick([-1, 1]) * 280, H * 0.24, 110);
    return out;
  },
};

const hands: Motif = {
  palettes: DARK_PALETTES,
  draw(scene) {
    const { W, H, rng, palette, anchorX } = scene;
    const id = linearGradient(scene, [palette.sky[0], palette.sky[1], mix(palette.glow, palette.sky[1], 0.4)]);
    let out = `<rect width="${W}" height="${H}" fill="url(#${id})"/>`;
    const glowId = radialGlow(scene, palette.sun, 0.75, 0.25);
    out += `<ellipse cx="${n(anchorX)}" cy="${n(H * 0.62)}" rx="${n(W * 0.5)}" ry="${n(H * 0.42)}" fill="url(#${glowId})"/>`;
    // Stage lights fanning down from the rig.
    const count = Math.max(3, Math.round(W / 320));
    for (let i = 0; i < count; i += 1) {
      const x = ((i + 0.5) * W) / count;
      out += rays(scene, x, -20, {
        count: 3,
        length: H * 1.1,
        from: 0.3 * Math.PI,
        to: 0.7 * Math.PI,
        color: i % 2 === 0 ? palette.accent : palette.light,
        opacity: 0.3,
      });
      out += `<circle cx="${n(x)}" cy="6" r="16" fill="${palette.light}" opacity="0.9"/>`;
    }
    out += sparkles(scene, 8, { x: 0, y: H * 0.1, w: W, h: H * 0.35 }, palette.light);
    // Two rows of the crowd, the back row hazier; some hands raised in worship.
    const rows: Array<{ y: number; r: number; color: string; raise: number }> = [
      { y: H * 0.82, r: 30, color: mix(palette.land[1], palette.land[2], 0.45), raise: 0.35 },
      { y: H * 0.93, r: 42, color: palette.land[2], raise: 0.45 },
    ];
    for (const row of rows) {
      let heads = "";
      let arms = "";
      let palms = "";
      let x = -20 + rng.range(0, row.r);
      while (x < W + 20) {
        const hy = row.y + rng.range(-10, 10);
        heads += `<circle cx="${n(x)}" cy="${n(hy)}" r="${n(row.r)}"/>`;
        heads += `<rect x="${n(x - row.r * 1.9)}" y="${n(hy + row.r * 0.9)}" width="${n(row.r * 3.8)}" height="${n(H)}" rx="${n(row.r * 1.2)}"/>`;
        if (rng.chance(row.raise)) {
          for (const side of rng.chance(0.5) ? [-1, 1] : [rng.pick([-1, 1])]) {
            const sx = x + side * row.r * 1.4;
            const sy = hy + row.r * 1.3;
            const ex = sx + side * rng.range(0.6, 1.6) * row.r;
            const ey = sy - rng.range(3.4, 4.4) * row.r;
            const elbowX = sx + side * row.r * 0.9;
            const elbowY = sy - row.r * 1.9;
            arms += `M${n(sx)} ${n(sy)}L${n(elbowX)} ${n(elbowY)}L${n(ex)} ${n(ey)}`;
            palms += `<ellipse cx="${n(ex + side * 3)}" cy="${n(ey - row.r * 0.4)}" rx="${n(row.r * 0.34)}" ry="${n(row.r * 0.55)}" transform="rotate(${n(side * 12)} ${n(ex)} ${n(ey)})"/>`;
          }
        }
        x += row.r * 2.6 + rng.range(0, row.r * 0.8);
      }
      out +=
        `<path d="${arms}" fill="none" stroke="${row.color}" stroke-width="${n(row.r * 0.46)}" stroke-linecap="round" stroke-linejoin="round"/>` +
        `<g fill="${row.color}">${palms}${heads}</g>`;
    }
    return out;
  },
};

/** Warm brown skin tones for faceless avatars. */
const SKIN_TONES = ["#8a5a3c", "#6e4530", "#a06a48", "#5c3a28", "#7b4f35"] as const;
const WRAP_COLOURS = ["#c0392b", "#e6b023", "#1f8a70", "#8e44ad", "#d35400"] as const;

const portrait: Motif = {
  draw(scene) {
    const { W, H, rng, palette } = scene;
    const id = linearGradient(scene, [palette.sky[1], mix(palette.sky[1], palette.sky[0], 0.6)], [0, 0, 1, 1]);
    let out = `<rect width="${W}" height="${H}" fill="url(#${id})"/>`;
    const glowId = radialGlow(scene, palette.glow, 0.7, 0.3);
    out += `<circle cx="${n(W / 2)}" cy="${n(H * 0.42)}" r="${n(H * 0.5)}" fill="url(#${glowId})"/>`;
    const hair = rng.pick(["short", "wrap", "afro"] as const);
    out += bust(
      W / 2,
      H * 0.6,
      H * 0.46,
      {
        skin: rng.pick(SKIN_TONES),
        hair: "#1b1410",
        clothes: rng.pick([palette.light, palette.accent, mix(palette.land[2], "#ffffff", 0.12), "#2d4a91"]),
        wrap: rng.pick(WRAP_COLOURS),
      },
      hair,
    );
    return out;
  },
};

const youth: Motif = {
  palettes: ["midnight-gold", "royal-night", "harare-dusk", "lake-teal", "jacaranda"],
  draw(scene) {
    const { W, H, anchorX, rng, palette } = scene;
    let out = sky(scene, 0.62);
    out += stars(scene, 90, H * 0.5);
    out += sun(scene, anchorX + rng.pick([-1, 1]) * rng.range(220, 380), H * 0.2, 34, { rings: false });
    // The mountains of Nyanga, with pine plantations below.
    out += `<path d="${ridgePath(scene, H * 0.5, 90, 2)}" fill="${mix(palette.land[0], palette.sky[2], 0.3)}"/>`;
    out += `<path d="${ridgePath(scene, H * 0.6, 50, 2.6)}" fill="${palette.land[1]}"/>`;
    let pines = "";
    for (let x = -20; x < W + 20; x += rng.range(34, 60))
      pines += pine(x, H * 0.74 + rng.range(-10, 10), rng.range(0.7, 1.05), mix(palette.land[1], palette.land[2], 0.6));
    out += pines;
    const ground = H * 0.8;
    out += `<path d="${ridgePath(scene, ground, 8, 1)}" fill="${palette.land[2]}"/>`;
    // The campfire, its glow, and tents either side.
    const fireGlow = radialGlow(scene, palette.glow, 0.8, 0.25);
    out += `<ellipse cx="${n(anchorX)}" cy="${n(ground + 40)}" rx="360" ry="220" fill="url(#${fireGlow})"/>`;
    const tent = (x: number, s: number, open: number) =>
      `<path d="M${n(x - 110 * s)} ${n(ground + 60 * s)}L${n(x)} ${n(ground - 110 * s)}L${n(x + 110 * s)} ${n(ground + 60 * s)}Z" fill="${mix(palette.land[1], palette.glow, 0.22)}"/>` +
      `<path d="M${n(x)} ${n(ground - 110 * s)}L${n(x + 110 * s)} ${n(ground + 60 * s)}H${n(x + 40 * s)}Z" fill="${mix(palette.land[2], palette.glow, 0.12)}"/>` +
      `<path d="M${n(x - 30 * s * open)} ${n(ground + 60 * s)}L${n(x)} ${n(ground - 40 * s)}L${n(x + 30 * s * open)} ${n(ground + 60 * s)}Z" fill="${palette.accent}" opacity="0.85"/>`;
    out += tent(anchorX - 230, 1, 1) + tent(anchorX + 250, 0.85, 0.7);
    const fx = anchorX;
    const fy = ground + 70;
    out +=
      `<path d="M${n(fx - 44)} ${n(fy)}C${n(fx - 50)} ${n(fy - 50)} ${n(fx - 10)} ${n(fy - 60)} ${n(fx)} ${n(fy - 120)}C${n(fx + 14)} ${n(fy - 70)} ${n(fx + 52)} ${n(fy - 50)} ${n(fx + 44)} ${n(fy)}Z" fill="${mix(palette.glow, "#d4521f", 0.4)}"/>` +
      `<path d="M${n(fx - 24)} ${n(fy)}C${n(fx - 26)} ${n(fy - 30)} ${n(fx - 4)} ${n(fy - 40)} ${n(fx)} ${n(fy - 74)}C${n(fx + 8)} ${n(fy - 42)} ${n(fx + 28)} ${n(fy - 30)} ${n(fx + 24)} ${n(fy)}Z" fill="${palette.accent}"/>` +
      `<path d="M${n(fx - 60)} ${n(fy + 10)}L${n(fx + 60)} ${n(fy - 6)}M${n(fx - 60)} ${n(fy - 6)}L${n(fx + 60)} ${n(fy + 10)}" stroke="${palette.land[2]}" stroke-width="12" stroke-linecap="round"/>`;
    let sparks = "";
    for (let i = 0; i < 12; i += 1)
      sparks += `<circle cx="${n(fx + rng.range(-70, 70))}" cy="${n(fy - rng.range(100, 300))}" r="${n(rng.range(2, 4))}"/>`;
    out += `<g fill="${palette.accent}" opacity="0.8">${sparks}</g>`;
    for (const [dx, opts] of [
      [-120, { style: "trousers", arms: "both" }],
      [120, { style: "dress", wrap: true, arms: "down" }],
    ] as const) {
      out += person(anchorX + dx, ground + 78, 150, palette.land[2], opts);
    }
    return out;
  },
};

const child: Motif = {
  palettes: ["morning", "golden-hour", "harare-dusk", "jacaranda", "savanna", "lake-teal"],
  draw(scene) {
    const { W, H, anchorX, rng, palette } = scene;
    let out = sky(scene, 0.78);
    out += clouds(scene, rng.int(2, 4), { y: H * 0.15, h: H * 0.4 });
    const kiteSide = anchorX > W * 0.6 ? -1 : anchorX < W * 0.4 ? 1 : rng.pick([-1, 1]);
    out += sun(scene, anchorX - kiteSide * rng.range(220, 340), H * 0.34, rng.range(55, 70));
    out += hills(scene, { layers: 2, top: H * 0.6, bottom: H * 0.68, amplitude: 18 });
    const crest = H * 0.72;
    out += crestHill(scene, anchorX, crest, palette.land[2], 1.2);
    const h = 175;
    const dark = palette.land[2];
    out += person(anchorX, crest + 4, h, dark, {
      style: rng.chance(0.5) ? "dress" : "trousers",
      arms: kiteSide > 0 ? "right" : "left",
    });
    // The kite on its string, high over the hill.
    const handX = anchorX + kiteSide * h * 0.11 * 1.8;
    const handY = crest - h * 0.8 - h * 0.32;
    const kx = anchorX + kiteSide * rng.range(230, 320);
    const ky = H * rng.range(0.16, 0.24);
    const kite = `M${n(kx)} ${n(ky - 70)}L${n(kx + 48)} ${n(ky)}L${n(kx)} ${n(ky + 80)}L${n(kx - 48)} ${n(ky)}Z`;
    out +=
      `<path d="M${n(handX)} ${n(handY)}Q${n((handX + kx) / 2)} ${n((handY + ky) / 2 + 90)} ${n(kx)} ${n(ky + 80)}" fill="none" stroke="${palette.light}" stroke-width="2" opacity="0.8"/>` +
      `<path d="${kite}" fill="${palette.accent}"/>` +
      `<path d="M${n(kx)} ${n(ky - 70)}L${n(kx)} ${n(ky + 80)}L${n(kx + 48)} ${n(ky)}Z" fill="#c0392b" opacity="0.85"/>` +
      `<path d="M${n(kx - 48)} ${n(ky)}H${n(kx + 48)}M${n(kx)} ${n(ky - 70)}V${n(ky + 80)}" stroke="${palette.land[2]}" stroke-width="3" opacity="0.5"/>`;
    let tail = `M${n(kx)} ${n(ky + 80)}`;
    let bows = "";
    for (let i = 1; i <= 4; i += 1) {
      const tx = kx + Math.sin(i * 1.3) * 26;
      const ty = ky + 80 + i * 38;
      tail += `L${n(tx)} ${n(ty)}`;
      bows += `M${n(tx - 12)} ${n(ty - 7)}L${n(tx + 12)} ${n(ty + 7)}L${n(tx + 12)} ${n(ty - 7)}L${n(tx - 12)} ${n(ty + 7)}Z`;
    }
    out += `<path d="${tail}" fill="none" stroke="${palette.light}" stroke-width="2" opacity="0.8"/><path d="${bows}" fill="${palette.accent}"/>`;
    if (scene.variant >= 2) {
      out += person(anchorX - kiteSide * 100, crest + 16, 130, dark, {
        style: "dress",
        arms: kiteSide > 0 ? "right" : "left",
      });
    }
    return out;
  },
};

export const gatheringMotifs: Record<string, Motif> = { people, hands, portrait, youth, child };
