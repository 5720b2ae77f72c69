import type { Page } from "@playwright/test";
import { allowConsoleErrors, expect, gotoPage, test } from "#tests/e2e/support/fixtures";
import { everyPublicRoute, pageSettled } from "#tests/e2e/support/routes";
import { DESKTOP_ONLY, DESKTOP_TOO } from "#tests/e2e/support/widths";

/**
 * Contrast a person can see (WCAG 1.4.11 and 1.4.3), where axe does not look: the
 * computed focus outline of every control, the border of every form field and the colour of every
 * slideshow dot, each against the colours behind it (the ancestors' backgrounds and gradients,
 * composited), in both themes, must reach 3:1; the home hero's paragraph must reach 4.5:1 over
 * the brightest pixel of each slide behind it, read from a screenshot.
 */

interface Finding {
  what: string;
  ratio: number;
}

/** Runs in the page: every measured pair with its contrast ratio. */
function measureInPage(): Finding[] {
  const canvas = document.createElement("canvas");
  canvas.width = 1;
  canvas.height = 1;
  const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
  ctx.globalCompositeOperation = "copy";
  type RGBA = [number, number, number, number];
  // The browser turns any CSS colour (oklab, color-mix, color(srgb ...)) into sRGB for us.
  const toRgba = (color: string): RGBA => {
    ctx.fillStyle = "#000";
    ctx.fillStyle = color;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: RGBA, bottom: RGBA): RGBA => {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1) as RGBA;
  };
  const luminance = ([r, g, b]: RGBA) => {
    const f = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const ratio = (a: RGBA, b: RGBA) => {
    const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  const COLOR = /(?:rgba?|hsla?|oklab|oklch|lab|lch|color)\([^()]*\)|#[0-9a-f]{3,8}\b/gi;
  /** Every colour the area behind `from` can have: backgrounds and gradient stops, composited. */
  const backgroundsBehind = (from: Element | null): RGBA[] => {
    const layers: RGBA[][] = [];
    for (let node = from; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const image = style.backgroundImage.includes("gradient") ? (style.backgroundImage.match(COLOR) ?? []) : [];
      const colors = [...image.map(toRgba), toRgba(style.backgroundColor)].filter((c) => c[3] > 0);
      if (colors.length === 0) continue;
      layers.push(image.length > 0 ? image.map(toRgba) : colors);
      if (layers[layers.length - 1].every((c) => c[3] >= 0.999)) break;
    }
    let result: RGBA[] = [toRgba(getComputedStyle(document.documentElement).backgroundColor || "#fff")];
    if (result[0][3] === 0) result = [[255, 255, 255, 1]];
    for (const layer of layers.reverse()) result = layer.flatMap((top) => result.map((bottom) => over(top, bottom)));
    return result;
  };
  const worst = (color: string, behind: RGBA[]) => {
    const fg = toRgba(color);
    return Math.min(...behind.map((bg) => ratio(over(fg, bg), bg)));
  };
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
  const shown = (element: HTMLElement) =>
    !element.closest("[inert]") &&
    !element.closest('[aria-hidden="true"]') &&
    element.checkVisibility({ visibilityProperty: true, opacityProperty: true });

  const findings: Finding[] = [];
  const focusable = Array.from(
    document.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input, select, textarea, summary"),
  ).filter((element) => element.tabIndex >= 0 && element.getAttribute("type") !== "hidden" && shown(element));
  for (const element of focusable) {
    element.focus({ preventScroll: true });
    // A control with a colour transition fades its outline in: read the colour it settles on.
    for (const animation of element.getAnimations()) animation.finish();
    const style = getComputedStyle(element);
    if (!element.matches(":focus-visible")) continue;
    const width = parseFloat(style.outlineWidth);
    if (style.outlineStyle === "none" || width < 2) {
      findings.push({ what: `focus outline of ${name(element)} (none or under 2px)`, ratio: 0 });
      continue;
    }
    findings.push({
      what: `focus outline of ${name(element)}`,
      ratio: worst(style.outlineColor, backgroundsBehind(element.parentElement)),
    });
  }
  (document.activeElement as HTMLElement | null)?.blur();
  for (const field of Array.from(document.querySelectorAll<HTMLElement>("input, select, textarea"))) {
    const type = field.getAttribute("type");
    if (type === "hidden" || type === "checkbox" || type === "radio" || field.tabIndex < 0 || !shown(field)) continue;
    const style = getComputedStyle(field);
    findings.push({
      what: `border of ${name(field)} ${field.getAttribute("name") ?? ""}`,
      ratio: worst(style.borderTopColor, backgroundsBehind(field.parentElement)),
    });
  }
  for (const dot of Array.from(document.querySelectorAll<HTMLElement>('button[aria-label^="Show "] > span'))) {
    if (!shown(dot.parentElement!)) continue;
    findings.push({
      what: `dot of ${name(dot.parentElement!)}`,
      ratio: worst(getComputedStyle(dot).backgroundColor, backgroundsBehind(dot.parentElement)),
    });
  }
  return findings.map((f) => ({ what: f.what, ratio: Math.round(f.ratio * 100) / 100 }));
}

async function openInTheme(page: Page, path: string, theme: "light" | "dark") {
  await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
  await gotoPage(page, path);
  await pageSettled(page);
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
  // A key press first: focus moved by script then shows its outline as it would for a keyboard user.
  await page.keyboard.press("Shift");
}

for (const theme of ["light", "dark"] as const) {
  // Measured once, at 1280 px, where every control of a page is on screen at once (the header's
  // links, not the closed phone menu's); the colours are the same at every width.
  test(
    `outlines, field borders and dots reach 3:1 in the ${theme} theme`,
    { tag: DESKTOP_ONLY },
    async ({ page, baseURL }) => {
      test.setTimeout(240_000);
      allowConsoleErrors(page, /status of 404/);
      const failures: string[] = [];
      let measured = 0;
      for (const path of await everyPublicRoute(baseURL!)) {
        await openInTheme(page, path, theme);
        const findings = await page.evaluate(measureInPage);
        measured += findings.length;
        for (const finding of findings) {
          if (finding.ratio < 3) failures.push(`${path}: ${finding.what} ${finding.ratio}:1`);
        }
      }
      expect(measured, "controls measured").toBeGreaterThan(100);
      expect(failures).toEqual([]);
    },
  );
}

test("the home hero's paragraph reaches 4.5:1 over every slide", { tag: DESKTOP_TOO }, async ({ page }) => {
  await gotoPage(page, "/");
  const hero = page.locator('section[aria-label="Welcome"]');
  await hero.getByRole("button", { name: "Pause slideshow" }).click();
  const dots = hero.getByRole("button", { name: /^Show background / });
  const count = await dots.count();
  expect(count).toBe(3);
  const worstRatios: number[] = [];
  for (let slide = 0; slide < count; slide += 1) {
    await dots.nth(slide).click();
    // The cross-fade has ended and the slide's picture has arrived.
    await expect(hero.locator("img[alt]:not([alt=''])")).toHaveCount(1);
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity),
    );
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('section[aria-label="Welcome"] img')).every(
        (img) => img.complete,
      ),
    );
    const paragraph = page.locator('[data-active="true"] p.mt-5');
    const textColor = await paragraph.evaluate((element) => getComputedStyle(element).color);
    // The background alone: the words made transparent, then a screenshot of their box.
    await paragraph.evaluate((element) => element.style.setProperty("color", "transparent"));
    const box = (await paragraph.boundingBox())!;
    const shot = await page.screenshot({ clip: box });
    await paragraph.evaluate((element) => element.style.removeProperty("color"));
    const worst = await page.evaluate(
      async ({ png, text }) => {
        // An <img> (the page's policy allows data: pictures, not fetching them).
        const bitmap = new Image();
        bitmap.src = `data:image/png;base64,${png}`;
        await bitmap.decode();
        const canvas = document.createElement("canvas");
        canvas.width = bitmap.width;
        canvas.height = bitmap.height;
        const ctx = canvas.getContext("2d")!;
        ctx.drawImage(bitmap, 0, 0);
        const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
        const f = (c: number) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        const lum = (r: number, g: number, b: number) => 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
        let brightest = 0;
        for (let i = 0; i < data.length; i += 4)
          brightest = Math.max(brightest, lum(data[i], data[i + 1], data[i + 2]));
        // The text colour (oklch in Tailwind 4) in sRGB, through the same canvas.
        ctx.fillStyle = text;
        ctx.fillRect(0, 0, 1, 1);
        const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
        const fg = lum(r, g, b);
        return (Math.max(fg, brightest) + 0.05) / (Math.min(fg, brightest) + 0.05);
      },
      { png: shot.toString("base64"), text: textColor },
    );
    expect
      .soft(worst, `slide ${slide + 1}: the paragraph over its brightest background pixel`)
      .toBeGreaterThanOrEqual(4.5);
    worstRatios.push(Math.round(worst * 100) / 100);
  }
  console.log(`hero paragraph, worst contrast per slide: ${worstRatios.join(", ")}`);
});
