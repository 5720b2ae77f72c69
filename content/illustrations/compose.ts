import { createRandom, hashString, type Scene } from "./context";
import { finish } from "./elements";
import { abstractMotif } from "#content/illustrations/motifs/abstract";
import { gatheringMotifs } from "#content/illustrations/motifs/gatherings";
import { landscapeMotifs } from "#content/illustrations/motifs/landscapes";
import { symbolMotifs } from "#content/illustrations/motifs/symbols";
import type { Motif } from "#content/illustrations/motifs/types";
import { PALETTES, paletteByKey } from "./palettes";

/** Every motif the first word of a name can pick; any other first word gets an abstract pattern. */
export const MOTIFS: Readonly<Record<string, Motif>> = {
  ...landscapeMotifs,
  ...symbolMotifs,
  ...gatheringMotifs,
};

export const MOTIF_NAMES = Object.keys(MOTIFS);

/** Design height of every picture; the width follows the aspect ratio. */
const DESIGN_HEIGHT = 900;

/**
 * The illustration for a name, as an SVG document `width` x `height` pixels. The first word of
 * the name picks the motif; the whole name, hashed, picks palette, composition and details, so
 * the same name always gives the same picture and different names look different.
 */
export function composeIllustration(name: string, width: number, height: number): string {
  const [first] = name.split("-");
  const motif = MOTIFS[first] ?? abstractMotif;
  const seed = hashString(name);
  const rng = createRandom(seed);
  const allowed = motif.palettes ?? PALETTES.map((palette) => palette.key);
  const palette = paletteByKey(allowed[seed % allowed.length]);
  const variant = (seed >>> 8) % 4;

  const H = DESIGN_HEIGHT;
  const W = Math.round((DESIGN_HEIGHT * width) / height);
  const ratio = W / H;
  const anchors = ratio > 1.6 ? [0.3, 0.5, 0.7] : ratio > 1.2 ? [0.38, 0.5, 0.62] : [0.5];
  const anchorX = W * anchors[(seed >>> 12) % anchors.length];

  const defs: string[] = [];
  let counter = 0;
  const scene: Scene = {
    W,
    H,
    rng,
    palette,
    anchorX,
    pixelsPerUnit: height / H,
    variant,
    def(prefix, build) {
      counter += 1;
      const id = `${prefix}${counter}`;
      defs.push(build(id));
      return id;
    },
  };
  const body = motif.draw(scene) + finish(scene);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${defs.join("")}</defs>${body}</svg>`
  );
}
