import type { CDPSession, Page } from "@playwright/test";
import { allowConsoleErrors, expect, gotoPage, test } from "#tests/e2e/support/fixtures";
import { everyPublicRoute, pageSettled } from "#tests/e2e/support/routes";

/**
 * Small screens and large text: on every public route, at the phone widths visitors
 * have, and at 390 px with Chromium's default font size at 32 px (a visitor's "very large" text
 * setting: the browser's own preference through the DevTools protocol, not a zoom), the page is
 * never wider than the screen (no sideways scroll) and the header's Menu button stays on screen.
 * Measured once the overlay has gone, with JavaScript running (carousels, countdowns drawn).
 */

const WIDTHS = [320, 360, 390, 412, 480];
const HEIGHT = 800;

interface Fit {
  scrollWidth: number;
  viewport: number;
  menu: { left: number; right: number; top: number; bottom: number } | null;
  fontSize: string;
  /** The elements that stick out on the right, to say what to fix. */
  overflowing: string[];
}

function measure(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const button = document.querySelector<HTMLElement>('header button[aria-label="Menu"]');
    const box = button?.getBoundingClientRect();
    const overflowing: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      const rect = element.getBoundingClientRect();
      if (rect.right > viewport + 0.5 && rect.width > 0 && overflowing.length < 8) {
        // Only the innermost culprits say what to fix; skip parts clipped or fixed on purpose.
        const style = getComputedStyle(element);
        if (element.closest("[inert]") || style.position === "fixed" || style.position === "absolute") continue;
        const widerChild = Array.from(element.children).some(
          (child) => child.getBoundingClientRect().right > viewport + 0.5,
        );
        if (widerChild) continue;
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${String(element.className).slice(0, 60)}`;
        overflowing.push(`${name} right=${Math.round(rect.right)}`);
      }
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      viewport,
      menu: box ? { left: box.left, right: box.right, top: box.top, bottom: box.bottom } : null,
      fontSize: getComputedStyle(document.documentElement).fontSize,
      overflowing,
    };
  });
}

async function expectFits(page: Page, label: string) {
  await pageSettled(page);
  const fit = await measure(page);
  expect(fit.scrollWidth, `${label}: page width (sticking out: ${fit.overflowing.join(", ")})`).toBe(fit.viewport);
  expect(fit.menu, `${label}: the Menu button`).not.toBeNull();
  expect(fit.menu!.left, `${label}: Menu button's left edge`).toBeGreaterThanOrEqual(0);
  expect(fit.menu!.right, `${label}: Menu button's right edge`).toBeLessThanOrEqual(fit.viewport);
  expect(fit.menu!.top, `${label}: Menu button's top edge`).toBeGreaterThanOrEqual(0);
  return fit;
}

test.describe("no sideways scroll", () => {
  // The widths are set here, so the phone project alone runs them (untagged).
  test.describe.configure({ timeout: 180_000 });

  // Each route is opened once, at the widest width, and measured at each width down to the
  // narrowest: the layout is the style sheet's, which follows the viewport, and going down means a
  // script's measure taken at load could only make the page too wide (a failure), never hide one.
  test(`every route at ${WIDTHS.join(", ")} px`, async ({ page, baseURL }) => {
    // The 404 screen is one of the routes: the browser logs its status.
    allowConsoleErrors(page, /status of 404/);
    const routes = await everyPublicRoute(baseURL!);
    expect(routes.length).toBeGreaterThanOrEqual(21);
    const narrowing = [...WIDTHS].sort((a, b) => b - a);
    const failures: string[] = [];
    for (const route of routes) {
      await page.setViewportSize({ width: narrowing[0], height: HEIGHT });
      await gotoPage(page, route);
      for (const width of narrowing) {
        await page.setViewportSize({ width, height: HEIGHT });
        try {
          await expectFits(page, `${route} at ${width} px`);
        } catch (error) {
          failures.push(String((error as Error).message).split("\n")[0]);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test("every route at 390 px with a 32 px default font size", async ({ page, baseURL }) => {
    allowConsoleErrors(page, /status of 404/);
    const routes = await everyPublicRoute(baseURL!);
    await page.setViewportSize({ width: 390, height: 844 });
    const cdp: CDPSession = await page.context().newCDPSession(page);
    await cdp.send("Page.enable");
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
    const failures: string[] = [];
    for (const route of routes) {
      await gotoPage(page, route);
      try {
        const fit = await expectFits(page, `${route} at 390 px, 32 px text`);
        expect(fit.fontSize, "the root font size follows the preference").toBe("32px");
      } catch (error) {
        failures.push(String((error as Error).message).split("\n")[0]);
      }
    }
    expect(failures).toEqual([]);
  });
});
