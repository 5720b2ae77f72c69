import { n } from "./context";

export interface FigureOptions {
  /** Dress or trousers. */
  style: "dress" | "trousers";
  /** A doek (head wrap) instead of short hair. */
  wrap?: boolean;
  /** Raised arms, as in worship or a wave. */
  arms?: "down" | "left" | "right" | "both";
}

/**
 * A standing person as a flat silhouette, feet on `ground`, `h` tall. Drawn with fill and thick
 * round strokes in one colour so groups read as one shape.
 */
export function person(x: number, ground: number, h: number, color: string, options: FigureOptions): string {
  const hw = h * 0.11;
  const shoulderY = ground - h * 0.8;
  const headR = h * 0.075;
  const headY = shoulderY - headR * 1.45;
  let body =
    `M${n(x - hw)} ${n(shoulderY + h * 0.05)}Q${n(x - hw)} ${n(shoulderY)} ${n(x - hw * 0.55)} ${n(shoulderY)}` +
    `L${n(x + hw * 0.55)} ${n(shoulderY)}Q${n(x + hw)} ${n(shoulderY)} ${n(x + hw)} ${n(shoulderY + h * 0.05)}`;
  let legs = "";
  if (options.style === "dress") {
    body += `L${n(x + hw * 1.45)} ${n(ground - h * 0.2)}L${n(x - hw * 1.45)} ${n(ground - h * 0.2)}Z`;
    legs = `M${n(x - hw * 0.42)} ${n(ground - h * 0.22)}V${n(ground)}M${n(x + hw * 0.42)} ${n(ground - h * 0.22)}V${n(ground)}`;
  } else {
    body +=
      `L${n(x + hw * 0.9)} ${n(ground - h * 0.44)}L${n(x + hw * 0.82)} ${n(ground)}L${n(x + hw * 0.12)} ${n(ground)}` +
      `L${n(x)} ${n(ground - h * 0.3)}L${n(x - hw * 0.12)} ${n(ground)}L${n(x - hw * 0.82)} ${n(ground)}` +
      `L${n(x - hw * 0.9)} ${n(ground - h * 0.44)}Z`;
  }
  const arms = options.arms ?? "down";
  let armPath = "";
  const armDown = (side: number) =>
    `M${n(x + side * hw * 0.85)} ${n(shoulderY + h * 0.05)}L${n(x + side * hw * 1.15)} ${n(ground - h * 0.42)}`;
  const armUp = (side: number) =>
    `M${n(x + side * hw * 0.8)} ${n(shoulderY + h * 0.04)}L${n(x + side * hw * 1.5)} ${n(shoulderY - h * 0.14)}L${n(x + side * hw * 1.8)} ${n(shoulderY - h * 0.32)}`;
  armPath += arms === "left" || arms === "both" ? armUp(-1) : armDown(-1);
  armPath += arms === "right" || arms === "both" ? armUp(1) : armDown(1);
  const head = `<circle cx="${n(x)}" cy="${n(headY)}" r="${n(headR)}"/>`;
  const wrap = options.wrap
    ? `<path d="M${n(x - headR * 1.15)} ${n(headY - headR * 0.1)}Q${n(x - headR * 1.3)} ${n(headY - headR * 2.1)} ${n(x + headR * 0.2)} ${n(headY - headR * 1.9)}Q${n(x + headR * 1.6)} ${n(headY - headR * 1.7)} ${n(x + headR * 1.15)} ${n(headY - headR * 0.1)}Z"/>`
    : "";
  return (
    `<g fill="${color}">${head}${wrap}<path d="${body}"/></g>` +
    `<path d="${armPath}${legs}" fill="none" stroke="${color}" stroke-width="${n(h * 0.065)}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

export interface BustColors {
  skin: string;
  hair: string;
  clothes: string;
  /** The head wrap's colour, when the style is "wrap". */
  wrap: string;
}

/** Head and shoulders for an avatar, centred on (x, y) with the given radius: faceless and flat. */
export function bust(x: number, y: number, r: number, colors: BustColors, hair: "short" | "wrap" | "afro"): string {
  const headR = r * 0.3;
  const headY = y - r * 0.22;
  const shoulders =
    `M${n(x - r * 0.8)} ${n(y + r)}C${n(x - r * 0.8)} ${n(y + r * 0.38)} ${n(x - r * 0.48)} ${n(y + r * 0.22)} ${n(x)} ${n(y + r * 0.22)}` +
    `C${n(x + r * 0.48)} ${n(y + r * 0.22)} ${n(x + r * 0.8)} ${n(y + r * 0.38)} ${n(x + r * 0.8)} ${n(y + r)}Z`;
  const neck = `<rect x="${n(x - headR * 0.42)}" y="${n(headY + headR * 0.5)}" width="${n(headR * 0.84)}" height="${n(r * 0.34)}" rx="${n(headR * 0.2)}" fill="${colors.skin}"/>`;
  const collar = `<path d="M${n(x - headR * 0.62)} ${n(y + r * 0.22)}L${n(x)} ${n(y + r * 0.46)}L${n(x + headR * 0.62)} ${n(y + r * 0.22)}Z" fill="${colors.skin}"/>`;
  let back = "";
  let top = "";
  if (hair === "wrap") {
    top =
      `<path d="M${n(x - headR * 1.08)} ${n(headY - headR * 0.05)}Q${n(x - headR * 1.35)} ${n(headY - headR * 2.1)} ${n(x + headR * 0.1)} ${n(headY - headR * 1.95)}` +
      `Q${n(x + headR * 1.7)} ${n(headY - headR * 1.75)} ${n(x + headR * 1.1)} ${n(headY - headR * 0.05)}` +
      `Q${n(x)} ${n(headY - headR * 0.55)} ${n(x - headR * 1.08)} ${n(headY - headR * 0.05)}Z" fill="${colors.wrap}"/>` +
      `<circle cx="${n(x + headR * 0.95)}" cy="${n(headY - headR * 1.55)}" r="${n(headR * 0.38)}" fill="${colors.wrap}"/>`;
  } else if (hair === "afro") {
    back = `<circle cx="${n(x)}" cy="${n(headY - headR * 0.3)}" r="${n(headR * 1.32)}" fill="${colors.hair}"/>`;
  } else {
    top = `<path d="M${n(x - headR * 1.02)} ${n(headY - headR * 0.05)}A${n(headR * 1.02)} ${n(headR * 1.08)} 0 0 1 ${n(x + headR * 1.02)} ${n(headY - headR * 0.05)}Q${n(x)} ${n(headY - headR * 0.62)} ${n(x - headR * 1.02)} ${n(headY - headR * 0.05)}Z" fill="${colors.hair}"/>`;
  }
  return (
    `${back}${neck}<path d="${shoulders}" fill="${colors.clothes}"/>${collar}` +
    `<circle cx="${n(x)}" cy="${n(headY)}" r="${n(headR)}" fill="${colors.skin}"/>${top}`
  );
}
