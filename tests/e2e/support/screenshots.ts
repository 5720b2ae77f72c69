import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

/**
 * Screenshots for a person to open and look at, taken only when E2E_SHOTS_DIR names a folder
 * (`E2E_SHOTS_DIR=test-results/shots npx playwright test …`). A test run alone does not take them:
 * nobody opens them there, and a full-page screenshot of a long staff page costs seconds of a
 * loaded machine (one outlasted its test's minute in CI).
 */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

/** The widths the site is looked at: the phone most visitors hold, and a desktop. */
export const SHOT_WIDTHS: readonly number[] = [390, 1280];

/** Full-page screenshots of the page as it is, one per width (`<name>-<width>.png`); the width is put back after. */
export async function shoot(page: Page, name: string, widths: readonly number[] = SHOT_WIDTHS): Promise<void> {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  const before = page.viewportSize() ?? { width: 390, height: 844 };
  for (const width of widths) {
    if (width !== page.viewportSize()?.width) await page.setViewportSize({ width, height: before.height });
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
  }
  if (page.viewportSize()?.width !== before.width) await page.setViewportSize(before);
}

/** Just the width the page has now (a test that runs on both projects). */
export function currentWidth(page: Page): readonly number[] {
  return [page.viewportSize()?.width ?? 390];
}
