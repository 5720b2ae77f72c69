import { test as base, expect, type Page } from "@playwright/test";
import { createRequire } from "node:module";
import fs from "node:fs";

/**
 * `test` with a page that fails the test on any console error or uncaught exception, and with
 * the loading overlay's first-visit wait skipped (the overlay has its own tests).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      try {
        window.localStorage.setItem("first-load-completed", "true");
      } catch {
        // about:blank has no storage
      }
    });
    await use(page);
  },
});

export { expect };

/**
 * Opens a page as a visitor would (a full load) and waits until the loading overlay has gone,
 * so the page can be used. Returns the navigation response (status code checks).
 *
 * The overlay stays at least 3 s on every full load (SPEC §9): rather than wait, this installs
 * Playwright's clock (unless the test already did; time still flows normally) and fast-forwards
 * it past the overlay's minimum. The overlay's real timings have their own tests (frame.spec.ts).
 */
export async function gotoPage(page: Page, url: string) {
  const clockInstalled = await page.evaluate(() => "__pwClock" in globalThis).catch(() => false);
  if (!clockInstalled) await page.clock.install();
  const response = await page.goto(url);
  const overlay = page.locator("[data-loading-overlay]");
  const deadline = Date.now() + 20_000;
  while ((await overlay.count()) > 0) {
    if (Date.now() > deadline) break;
    await page.clock.fastForward(1000).catch(() => undefined);
    await overlay.waitFor({ state: "detached", timeout: 150 }).catch(() => undefined);
  }
  await expect(overlay).toHaveCount(0, { timeout: 20_000 });
  return response;
}

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Runs axe-core in the page and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target),
    }));
  });
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}
