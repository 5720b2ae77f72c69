import { test as base, expect, type Page } from "@playwright/test";
import { createRequire } from "node:module";
import fs from "node:fs";

/**
 * `test` with a page that fails the test on any console error or uncaught exception, and with
 * the loading overlay's first-visit wait skipped (the overlay has its own tests).
 */
const allowedErrors = new WeakMap<Page, RegExp[]>();

/**
 * Lets a test expect some console errors on this page: a request the server refuses on purpose
 * makes the browser log "Failed to load resource: ... 400", and the form logs the failure.
 */
export function allowConsoleErrors(page: Page, ...patterns: RegExp[]): void {
  allowedErrors.set(page, [...(allowedErrors.get(page) ?? []), ...patterns]);
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      const allowed = allowedErrors.get(page) ?? [];
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, "console errors on the page").toEqual([]);
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
 * The overlay stays at least 3 s on every full load: rather than wait, this installs
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

/**
 * Stops the page's clock (installed by gotoPage) a moment after the page's own "now", which
 * gotoPage has moved ahead of the real time. Move it on with page.clock.runFor / fastForward.
 */
export async function pausePageClock(page: Page): Promise<number> {
  // The page's time keeps flowing between reading it and pausing: on a loaded machine the first
  // target may already be past, so read again and aim a little further ahead.
  for (const margin of [50, 250, 1000]) {
    const target = (await page.evaluate(() => Date.now())) + margin;
    try {
      await page.clock.pauseAt(target);
      return target;
    } catch (error) {
      if (!String(error).includes("past")) throw error;
    }
  }
  throw new Error("pausePageClock: the page clock ran ahead of every target");
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
  // Let fades and slides settle first: axe reads colours mid-transition as low contrast.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // Evaluated through the DevTools protocol: an inline <script> tag would be refused by the page's
  // Content-Security-Policy (server/http/security-headers.ts), as any script the server did not render.
  // axe is half a megabyte of script: compiled once per document, not once per check.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
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
