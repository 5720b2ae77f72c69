import {
  test,
  expect,
  gotoPage,
  expectNoSeriousA11yViolations,
  allowConsoleErrors,
  pausePageClock,
} from "#tests/e2e/support/fixtures";
import { queryRows, waitForRow } from "#tests/e2e/support/db";
import type { Page } from "@playwright/test";
import { DESKTOP_TOO } from "#tests/e2e/support/widths";

/**
 * The layout every page shares: loading overlay, header and mobile menu, theme, footer with its
 * newsletter form and QR code, scroll-to-top. (robots.txt and sitemap.xml:
 * tests/api/page-headers.test.ts.)
 */

const isPhone = (name: string) => name === "phone";
const menuToggle = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });
const menu = (page: Page) => page.getByRole("dialog", { name: "Menu" });

test.describe("loading overlay", () => {
  test("on a repeat visit it shows the quotation, reaches 100 and leaves after 3 s", async ({ page }) => {
    // Time stands still while the page loads, then moves only when the test says so.
    const start = Date.now();
    await page.clock.install({ time: start });
    // Far enough ahead that a busy machine cannot overtake it before the page loads.
    await page.clock.pauseAt(start + 5000);
    await page.goto("/about-us");
    const overlay = page.locator("[data-loading-overlay]");
    await expect(overlay).toBeVisible();
    await expect(overlay.getByText("Revelation 11:15")).toBeVisible();
    await expect(overlay.getByText(/The kingdoms of this world have become the kingdoms of our Lord/)).toBeVisible();
    // Preloading has begun; it finishes no sooner than the 3 s minimum.
    const progress = overlay.getByRole("progressbar");
    await expect(progress).toHaveAttribute("aria-valuenow", "5");
    await page.clock.fastForward(2500);
    await expect(overlay).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", "5");
    await page.clock.fastForward(600);
    await expect(progress).toHaveAttribute("aria-valuenow", "100");
    await page.clock.fastForward(600);
    await expect(overlay).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  });

  test("on a first visit it stays 10 s, then remembers first-load-completed", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    try {
      const start = Date.now();
      await page.clock.install({ time: start });
      // Far enough ahead that a busy machine cannot overtake it before the page loads.
      await page.clock.pauseAt(start + 5000);
      await page.goto("/coming-soon");
      const overlay = page.locator("[data-loading-overlay]");
      await expect(overlay.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "5");
      await page.clock.fastForward(6000);
      await expect(overlay).toBeVisible();
      await expect(overlay.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "5");
      expect(await page.evaluate(() => localStorage.getItem("first-load-completed"))).toBeNull();
      await page.clock.fastForward(4500);
      await page.clock.fastForward(600);
      await expect(overlay).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem("first-load-completed"))).toBe("true");
    } finally {
      await context.close();
    }
  });

  // Without JavaScript it is hidden and every page readable: no-javascript.spec.ts's sweep of every
  // route (no loading status or progress bar visible, the heading shown).

  test("does not come back on in-app navigation", async ({ page }) => {
    await gotoPage(page, "/");
    await page.locator("footer").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.locator("[data-loading-overlay]")).toHaveCount(0);
  });
});

test.describe("header", { tag: DESKTOP_TOO }, () => {
  test("desktop links and the Events label without a link", async ({ page }, testInfo) => {
    await gotoPage(page, "/about-us");
    if (isPhone(testInfo.project.name)) {
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      await expect(menuToggle(page)).toBeVisible();
      return;
    }
    await expect(menuToggle(page)).toBeHidden();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Home", "About Us", "Sermons", "Blog", "Salvation", "Contact Us"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "About Us", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByText("Events", { exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Events" })).toHaveCount(0);
    await nav.getByRole("link", { name: "Sermons", exact: true }).click();
    await expect(page).toHaveURL(/\/sermons$/);
    await expect(nav.getByRole("link", { name: "Sermons", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("hides when scrolling down past 100 px and shows when scrolling up", async ({ page }) => {
    await gotoPage(page, "/about-us");
    const header = page.locator("header").first();
    const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await expect(header).toHaveAttribute("data-hidden", "false");
    await scrollTo(60);
    await expect(header).toHaveAttribute("data-hidden", "false");
    await scrollTo(700);
    await expect(header).toHaveAttribute("data-hidden", "true");
    await expect(header).not.toBeInViewport();
    await scrollTo(500);
    await expect(header).toHaveAttribute("data-hidden", "false");
    await expect(header).toBeInViewport();
    await scrollTo(900);
    await expect(header).toHaveAttribute("data-hidden", "true");
    await scrollTo(80);
    await expect(header).toHaveAttribute("data-hidden", "false");
  });
});

test.describe("mobile menu", () => {
  test("opens from the right with aria-expanded, and closes on Escape with focus back on the toggle", async ({
    page,
  }) => {
    await gotoPage(page, "/");
    const toggle = menuToggle(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu(page)).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu(page)).toBeVisible();
    for (const label of ["Home", "About Us", "Sermons", "Blog", "Salvation", "Contact Us"]) {
      await expect(menu(page).getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(menu(page).getByText("Events", { exact: true })).toBeVisible();
    // Focus stays inside while it is open.
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press("Tab");
      expect(await menu(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("closes on a click outside it", async ({ page }) => {
    await gotoPage(page, "/");
    await menuToggle(page).click();
    await expect(menu(page)).toBeVisible();
    await page.mouse.click(15, 400);
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test("closes with its close button", async ({ page }) => {
    await gotoPage(page, "/");
    await menuToggle(page).click();
    await menu(page).getByRole("button", { name: "Close menu" }).click();
    await expect(menu(page)).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
  });

  test("closes on the browser's back", async ({ page }) => {
    await gotoPage(page, "/");
    await page.getByRole("link", { name: "About Our Church" }).first().click();
    await expect(page).toHaveURL(/\/about-us$/);
    await menuToggle(page).click();
    await expect(menu(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu(page)).toBeHidden();
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("closes when a link is followed, navigating 300 ms later", async ({ page }) => {
    await gotoPage(page, "/");
    await menuToggle(page).click();
    await pausePageClock(page);
    await menu(page).getByRole("link", { name: "Sermons", exact: true }).click();
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
    await page.clock.runFor(250);
    await expect(page).toHaveURL(/\/$/);
    await page.clock.runFor(100);
    await page.clock.resume();
    await expect(page).toHaveURL(/\/sermons$/);
    await expect(menu(page)).toBeHidden();
  });

  test("has the About-Our-Church view with a back button; Escape there returns to the main view", async ({ page }) => {
    await gotoPage(page, "/");
    await menuToggle(page).click();
    await menu(page).getByRole("button", { name: "About Our Church" }).click();
    const about = menu(page).getByRole("heading", { name: "About Our Church" });
    await expect(about).toBeVisible();
    await expect(menu(page).getByText("Our Mission")).toBeVisible();
    await expect(menu(page).getByText("Our Vision")).toBeVisible();
    await menu(page).getByRole("button", { name: "Back" }).click();
    await expect(about).toBeHidden();
    await expect(menu(page).getByRole("link", { name: "Sermons", exact: true })).toBeVisible();
    await menu(page).getByRole("button", { name: "About Our Church" }).click();
    await expect(about).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(about).toBeHidden();
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
  });

  test("Connect With Us goes to the contact page", async ({ page }) => {
    await gotoPage(page, "/");
    await menuToggle(page).click();
    await menu(page).getByRole("link", { name: "Connect With Us" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(menu(page)).toBeHidden();
  });
});

test.describe("theme", () => {
  test("the light/dark choice survives a reload", { tag: DESKTOP_TOO }, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme: "light" });
    await gotoPage(page, "/");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);
    if (isPhone(testInfo.project.name)) {
      await menuToggle(page).click();
      await menu(page).getByRole("switch", { name: "Dark mode" }).click();
      await expect(menu(page).getByRole("switch", { name: "Dark mode" })).toHaveAttribute("aria-checked", "true");
      await page.keyboard.press("Escape");
    } else {
      await page.locator("header").getByRole("switch", { name: "Dark mode" }).click();
    }
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await gotoPage(page, "/about-us");
    await expect(html).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
  });

  test("follows the system setting until a choice is made", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await gotoPage(page, "/");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  });
});

test.describe("footer", { tag: DESKTOP_TOO }, () => {
  test("social links, mission, contact details, quick links, service time and the QR code", async ({ page }) => {
    await gotoPage(page, "/contact-us");
    const footer = page.locator("footer").last();
    for (const label of ["Home", "About", "Sermons", "Blog", "Salvation", "Contact"]) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("href", "/contact-us");
    for (const network of ["Facebook", "YouTube", "Instagram", "WhatsApp"]) {
      const link = footer.getByRole("link", { name: new RegExp(`on ${network}`) });
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await expect(footer.getByText("To raise a Spirit-filled family of believers")).toBeVisible();
    await expect(footer.getByText("Sunday 3:30PM-5:30PM")).toBeVisible();
    await expect(footer.getByText("Wednesday 3:30PM-7:00PM")).toBeVisible();
    await expect(footer.getByRole("link", { name: "admin@kingdomlightministries.org" })).toHaveAttribute(
      "href",
      "mailto:admin@kingdomlightministries.org",
    );
    const qr = footer.getByRole("img", { name: /QR code linking to http/ });
    await expect(qr).toBeVisible();
    const svg = qr.locator("svg");
    await expect(svg).toHaveAttribute("width", "120");
    await expect(svg).toHaveAttribute("height", "120");
    await expectNoSeriousA11yViolations(page);
  });

  test("the scroll-to-top button appears after 300 px and goes back to the top", async ({ page }) => {
    await gotoPage(page, "/about-us");
    const button = page.getByRole("button", { name: "Scroll to top" });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test("the scroll-to-top button leaves the copyright line readable at the bottom of the page", async ({ page }) => {
    await gotoPage(page, "/");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = page.getByRole("button", { name: "Scroll to top" });
    await expect(button).toBeVisible();
    // Its slide-in over (transform back to none), the boxes are where they stay.
    await expect.poll(() => button.evaluate((element) => getComputedStyle(element).transform)).toBe("none");
    const copyright = page.getByText(/All rights reserved\./);
    await expect(copyright).toBeInViewport();
    // The line's text as drawn (each line box of it), against the button's box.
    const overlaps = await page.evaluate(() => {
      const line = [...document.querySelectorAll("footer p")].find((p) =>
        p.textContent?.includes("All rights reserved"),
      )!;
      const range = document.createRange();
      range.selectNodeContents(line);
      const text = [...range.getClientRects()];
      const button = document.querySelector('button[aria-label="Scroll to top"]')!.getBoundingClientRect();
      return text.filter(
        (box) =>
          box.left < button.right && box.right > button.left && box.top < button.bottom && box.bottom > button.top,
      ).length;
    });
    expect(overlaps).toBe(0);
  });
});

test.describe("footer newsletter", () => {
  const form = (page: Page) => page.locator("footer").getByRole("form", { name: "Newsletter" });

  test("an empty field is not sent", async ({ page }) => {
    await gotoPage(page, "/");
    let sent = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/newsletter/subscribe/")) sent += 1;
    });
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    const input = form(page).getByLabel("Email address");
    expect(await input.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await page.waitForTimeout(300);
    expect(sent).toBe(0);
    await expect(form(page).getByRole("status")).toHaveCount(0);
  });

  test("an address the server refuses shows its message for 5 s", async ({ page }) => {
    allowConsoleErrors(page, /status of 400/, /^Newsletter subscription failed/);
    await gotoPage(page, "/");
    const input = form(page).getByLabel("Email address");
    // The browser lets it through; the server does not.
    await input.fill("visitor@localhost");
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    const alert = form(page).getByRole("alert");
    await expect(alert).toHaveText("Enter a valid email address.");
    await expect(input).toHaveValue("visitor@localhost");
    await page.clock.fastForward(5100);
    await expect(alert).toHaveCount(0);
    // A malformed address is stopped by the browser before sending.
    await input.fill("not-an-email");
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    expect(await input.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  });

  test("a valid address is subscribed, says so for 3 s and is stored", async ({ page }, testInfo) => {
    await gotoPage(page, "/");
    const email = `footer-${testInfo.project.name}-${Date.now()}@example.org`;
    const input = form(page).getByLabel("Email address");
    await input.fill(email);
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(form(page).getByRole("status")).toHaveText("Successfully subscribed!");
    const row = await waitForRow<{ email: string; name: string }>(
      "SELECT email, name FROM newsletter_subscribers WHERE email = ?",
      email,
    );
    expect(row).toEqual({ email, name: "" });
    await page.clock.fastForward(3100);
    await expect(form(page).getByRole("status")).toHaveCount(0);
    await expect(input).toHaveValue("");
    expect(queryRows("SELECT id FROM newsletter_subscribers WHERE email = ?", email)).toHaveLength(1);
  });
});
