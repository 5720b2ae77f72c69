import type { Browser, Page } from "@playwright/test";
import { allowConsoleErrors, expect, gotoPage, test } from "#tests/e2e/support/fixtures";
import { DESKTOP_TOO } from "#tests/e2e/support/widths";

/**
 * Keyboards and the first-visit overlay: the mobile menu's focus order, the sermon
 * modal's trap, focus after an in-app navigation, the overlay's Skip and Escape, the shorter
 * overlay for visitors asking for less, the salvation hero's pause, and the footer's quick links.
 */

const menuToggle = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });
const menu = (page: Page) => page.getByRole("dialog", { name: "Menu" });

/** The focused element's accessible name, as the tests below name controls. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return "<body>";
    return (element.getAttribute("aria-label") ?? element.textContent ?? "").trim();
  });
}

const MENU_ORDER = [
  "Close menu",
  "Home",
  "About Us",
  "Sermons",
  "Blog",
  "Salvation",
  "Contact Us",
  "About Our Church",
  "Dark mode",
  "Connect With Us",
];

test.describe("mobile menu", () => {
  test("opens on its first item, Tab wraps, Shift+Tab from Close reaches the end", async ({ page }) => {
    await gotoPage(page, "/about-us");
    // Twice: the second opening (the menu's code already loaded) is where focus used to land on
    // About Our Church.
    for (let opening = 0; opening < 2; opening += 1) {
      await menuToggle(page).focus();
      await page.keyboard.press("Enter");
      await expect(menu(page)).toBeVisible();
      await expect.poll(() => focusedName(page)).toBe("Close menu");
      const seen: string[] = [];
      for (let i = 0; i < MENU_ORDER.length; i += 1) {
        seen.push(await focusedName(page));
        await page.keyboard.press("Tab");
      }
      expect(seen).toEqual(MENU_ORDER);
      // Past the end it wraps to the first item.
      expect(await focusedName(page)).toBe("Close menu");
      await page.keyboard.press("Shift+Tab");
      expect(await focusedName(page)).toBe("Connect With Us");
      await page.keyboard.press("Tab");
      expect(await focusedName(page)).toBe("Close menu");
      await page.keyboard.press("Escape");
      await expect(menu(page)).toBeHidden();
      await expect(menuToggle(page)).toBeFocused();
    }
  });

  test("the About panel: focus goes in to Back, Escape returns to About Our Church", async ({ page }) => {
    await gotoPage(page, "/");
    await menuToggle(page).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => focusedName(page)).toBe("Close menu");
    for (let i = 0; i < MENU_ORDER.indexOf("About Our Church"); i += 1) await page.keyboard.press("Tab");
    expect(await focusedName(page)).toBe("About Our Church");
    await page.keyboard.press("Enter");
    await expect(menu(page).getByRole("heading", { name: "About Our Church" })).toBeVisible();
    await expect.poll(() => focusedName(page)).toBe("Back");
    // Within the panel, Tab reaches its link and wraps; the hidden main view is never reached.
    const inPanel: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press("Tab");
      inPanel.push(await focusedName(page));
    }
    expect(inPanel).toEqual(["More about us", "Close menu", "Back", "More about us"]);
    await page.keyboard.press("Escape");
    await expect.poll(() => focusedName(page)).toBe("About Our Church");
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
  });
});

test(
  "the sermon modal keeps Tab inside, the page behind stays put, Escape closes it",
  { tag: DESKTOP_TOO },
  async ({ page }) => {
    // The video frame with a control of its own, as YouTube's player has.
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>video</title><button>Play video</button>",
      }),
    );
    await gotoPage(page, "/sermons");
    const play = page.getByRole("button", { name: /^Play / }).first();
    await play.scrollIntoViewIfNeeded();
    await play.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole("button", { name: "Close video" });
    await expect(close).toBeFocused();
    const scrollBefore = await page.evaluate(() => window.scrollY);

    const inDialog = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return !!active && !!document.querySelector('[role="dialog"]')?.contains(active);
      });
    // Round the dialog both ways, through the video frame: focus never lands behind it.
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await inDialog(), `focus after ${key}`).toBe(true);
      expect(await page.evaluate(() => window.scrollY), "the page behind does not scroll").toBe(scrollBefore);
    }
    // The page behind is out of reach while the dialog is open.
    expect(await page.locator("footer").evaluate((footer) => footer.closest("[inert]") !== null)).toBe(true);

    // Escape from the dialog's surroundings (a click on its details), not only from its buttons.
    await dialog.getByText("Sermon From").click();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(play).toBeFocused();
    await expect(play).toBeInViewport();
    expect(await page.locator("footer").evaluate((footer) => footer.closest("[inert]") === null)).toBe(true);
  },
);

test("after following a link, focus is on the new page's main heading", async ({ page }) => {
  await gotoPage(page, "/");
  const link = page.locator("footer").getByRole("link", { name: "Sermons", exact: true });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/sermons$/);
  const heading = page.locator("main h1");
  await expect(heading).toBeFocused();
  // The next Tab continues in the new page, not back in the footer.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);
});

test("without JavaScript the footer's quick links reach every page of the header", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/contact-us");
    const footerLinks = await page
      .locator("footer nav a")
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    const headerLinks = await page
      .locator('header nav[aria-label="Main"] a')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(headerLinks.length).toBeGreaterThanOrEqual(6);
    for (const path of headerLinks) expect(footerLinks, `the footer links ${path}`).toContain(path);
  } finally {
    await context.close();
  }
});

/** A first visit: no first-load-completed flag, time stopped so only the visitor ends the overlay. */
async function firstVisit(browser: Browser, baseURL: string | undefined, init?: () => void) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  if (init) await page.addInitScript(init);
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 5000);
  return { context, page };
}

test.describe("first-visit overlay", () => {
  for (const key of ["Tab+Enter", "Escape"]) {
    test(`${key} ends it at once and sets first-load-completed`, async ({ browser, baseURL }) => {
      const { context, page } = await firstVisit(browser, baseURL);
      try {
        await page.goto("/about-us");
        const overlay = page.locator("[data-loading-overlay]");
        await expect(overlay).toBeVisible();
        // Hydrated (the overlay's timeline has started) and still there: time stands still.
        await expect(overlay.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "5");
        if (key === "Escape") {
          await page.keyboard.press("Escape");
        } else {
          await page.keyboard.press("Tab");
          await expect(overlay.getByRole("button", { name: "Skip" })).toBeFocused();
          await page.keyboard.press("Enter");
        }
        await expect(overlay).toHaveCount(0);
        await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
        expect(await page.evaluate(() => localStorage.getItem("first-load-completed"))).toBe("true");
      } finally {
        await context.close();
      }
    });
  }

  test("Skip works before the app's JavaScript has arrived", async ({ browser, baseURL }) => {
    const { context, page } = await firstVisit(browser, baseURL);
    try {
      allowConsoleErrors(page, /Failed to load resource/, /Failed to fetch dynamically imported module/);
      // The bundle never comes (a slow or broken link): the server's HTML is all there is.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto("/about-us");
      const overlay = page.locator("[data-loading-overlay]");
      await expect(overlay).toBeVisible();
      await overlay.getByRole("button", { name: "Skip" }).click();
      await expect(overlay).toBeHidden();
      await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem("first-load-completed"))).toBe("true");
    } finally {
      await context.close();
    }
  });

  const askingForLess: Array<[string, (page: Page) => Promise<void>, (() => void) | undefined]> = [
    ["reduced motion", (page) => page.emulateMedia({ reducedMotion: "reduce" }), undefined],
    [
      "Save-Data",
      async () => undefined,
      () => Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }),
    ],
  ];
  for (const [name, setUp, init] of askingForLess) {
    test(`with ${name} a first visit gets the 3 s minimum`, async ({ browser, baseURL }) => {
      const { context, page } = await firstVisit(browser, baseURL, init);
      try {
        await setUp(page);
        await page.goto("/coming-soon");
        const overlay = page.locator("[data-loading-overlay]");
        await expect(overlay.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "5");
        await page.clock.fastForward(3100);
        await expect(overlay.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
        await page.clock.fastForward(1000);
        await expect(overlay).toHaveCount(0);
      } finally {
        await context.close();
      }
    });
  }
});

test.describe("salvation hero slideshow", () => {
  test("stays still with reduced motion, and has a pause button", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoPage(page, "/salvation");
    const tiles = page.getByTestId("salvation-hero-tiles");
    const button = page.getByRole("button", { name: "Play background slideshow" });
    await expect(button).toBeVisible();
    await page.clock.fastForward(16_000);
    await expect(tiles).toHaveCount(0);
    // The visitor may still start it.
    await button.click();
    await expect(page.getByRole("button", { name: "Pause background slideshow" })).toBeVisible();
    await page.clock.fastForward(7_500);
    await expect(tiles).toHaveCount(1);
  });

  test("moves every 7 s until paused", async ({ page }) => {
    await gotoPage(page, "/salvation");
    const pause = page.getByRole("button", { name: "Pause background slideshow" });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect(page.getByRole("button", { name: "Play background slideshow" })).toBeVisible();
    await page.clock.fastForward(16_000);
    await expect(page.getByTestId("salvation-hero-tiles")).toHaveCount(0);
  });
});
