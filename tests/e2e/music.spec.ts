import type { Page } from "@playwright/test";
import { test, expect, gotoPage, expectNoSeriousA11yViolations } from "#tests/e2e/support/fixtures";
import { DESKTOP_TOO } from "#tests/e2e/support/widths";

/**
 * The worship/music page: the six tabs with three in the bar, the active tab in
 * the URL hash (following hash changes, only the six ids), the no-op on the active tab, the
 * scroll under 768 px, the 500 ms transition, the lazily loaded sections, real ARIA tabs.
 */

const panel = (page: Page) => page.getByRole("tabpanel");

/**
 * The section modules the browser has asked for so far, by name (dev: source files; build: named
 * chunks), and every script it has asked for. The build may fold a small section into another
 * section's chunk (vite.config.ts, experimentalMinChunkSize), so a section that loads "when first
 * opened" is one whose click brings new scripts, and whose absence before the click is checked by name.
 */
function sectionRequests(page: Page): string[] & { scripts: string[] } {
  const seen = Object.assign([] as string[], { scripts: [] as string[] });
  page.on("request", (request) => {
    if (request.resourceType() === "script") seen.scripts.push(request.url());
    const match = /(About|Team|Music|Gallery|Events|Join)Section[.-]/.exec(request.url());
    if (match) seen.push(match[1]);
  });
  return seen;
}

test(
  "the bar shows About, Our Team and Join Us as ARIA tabs; About is shown first; sections load when first opened",
  { tag: DESKTOP_TOO },
  async ({ page }) => {
    const requested = sectionRequests(page);
    const response = await gotoPage(page, "/music");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Worship & Music Ministry" })).toBeVisible();

    const tablist = page.getByRole("tablist", { name: "Worship and music" });
    const tabs = tablist.getByRole("tab");
    await expect(tabs).toHaveText(["About", "Our Team", "Join Us"]);
    await expect(tablist.getByRole("tab", { name: "About" })).toHaveAttribute("aria-selected", "true");
    await expect(panel(page)).toHaveAccessibleName("About");
    await expect(panel(page).getByRole("heading", { name: "Worship that flows from a life with God" })).toBeVisible();
    await expect(panel(page)).toHaveCSS("animation-duration", "0.5s");
    await expectNoSeriousA11yViolations(page);

    expect(requested).not.toContain("Team");
    const scriptsBeforeTeam = requested.scripts.length;
    await tablist.getByRole("tab", { name: "Our Team" }).click();
    await expect(page).toHaveURL(/\/music#team$/);
    await expect(tablist.getByRole("tab", { name: "Our Team" })).toHaveAttribute("aria-selected", "true");
    await expect(tablist.getByRole("tab", { name: "About" })).toHaveAttribute("aria-selected", "false");
    await expect(panel(page)).toHaveAccessibleName("Our Team");
    const members = panel(page).getByRole("listitem");
    await expect(members).toHaveCount(8);
    await expect(members.first()).toContainText("Pastor Tendai Mukanya");
    await expect(members.first()).toContainText("Worship Pastor");
    expect(requested.scripts.length, "opening Our Team brought its code").toBeGreaterThan(scriptsBeforeTeam);
    expect(requested).not.toContain("Join");

    // Choosing the active tab again does nothing: no new history entry, no scroll. On a phone the
    // switch to Our Team scrolls smoothly to the content 100 ms later: that scroll arrives first.
    if ((page.viewportSize()?.width ?? 0) < 768) {
      await expect
        .poll(() =>
          panel(page).evaluate((element) => {
            const content = element.parentElement!;
            return Math.round(
              content.getBoundingClientRect().top - parseFloat(getComputedStyle(content).scrollMarginTop),
            );
          }),
        )
        .toBe(0);
    }
    const historyLength = await page.evaluate(() => history.length);
    await page.evaluate(() => window.scrollTo(0, 200));
    await tablist.getByRole("tab", { name: "Our Team" }).click();
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(200);

    await tablist.getByRole("tab", { name: "Join Us" }).click();
    await expect(page).toHaveURL(/\/music#join$/);
    await expect(panel(page).getByRole("heading", { name: "Join the worship team" })).toBeVisible();
    await expect(panel(page).getByRole("heading", { name: "Why we serve" })).toBeVisible();
    await expect(panel(page).getByRole("figure")).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);

    // Back and forward follow the hash.
    await page.goBack();
    await expect(page).toHaveURL(/\/music#team$/);
    await expect(tablist.getByRole("tab", { name: "Our Team" })).toHaveAttribute("aria-selected", "true");
    await page.goBack();
    await expect(tablist.getByRole("tab", { name: "About" })).toHaveAttribute("aria-selected", "true");
  },
);

test("the three tabs hidden from the bar open by their hash; other hashes are refused", async ({ page }) => {
  await gotoPage(page, "/music#gallery");
  const tablist = page.getByRole("tablist");
  await expect(panel(page)).toHaveAccessibleName("Gallery");
  await expect(panel(page).getByRole("figure")).toHaveCount(6);
  for (const tab of await tablist.getByRole("tab").all()) await expect(tab).toHaveAttribute("aria-selected", "false");
  await expect(tablist.getByRole("tab", { name: "About" })).toHaveAttribute("tabindex", "0");
  await expectNoSeriousA11yViolations(page);

  await page.evaluate(() => (window.location.hash = "events"));
  await expect(panel(page)).toHaveAccessibleName("Events");
  const events = panel(page).getByRole("listitem");
  await expect(events).toHaveCount(6);
  await expect(events.first()).toContainText("Easter Sunday Worship Celebration");
  await expect(events.first()).toContainText("Sunday, 20 April 2025");
  await expect(events.first()).toContainText("3:30 PM - 5:30 PM");
  await expect(events.last()).toContainText("Saturday, 21 June 2025");

  await page.evaluate(() => (window.location.hash = "contact"));
  await expect(page).toHaveURL(/#contact$/);
  await page.waitForTimeout(200);
  await expect(panel(page)).toHaveAccessibleName("Events");

  await page.evaluate(() => (window.location.hash = "music"));
  await expect(panel(page)).toHaveAccessibleName("Music");
  const songs = panel(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(songs).toHaveCount(5);
  await expect(songs.first()).toContainText("Mwari Wakanaka");

  await page.goBack();
  await page.goBack();
  await expect(panel(page)).toHaveAccessibleName("Events");
});

test(
  "links inside the sections reach the hidden tabs; the arrow keys move along the bar",
  { tag: DESKTOP_TOO },
  async ({ page }) => {
    await gotoPage(page, "/music");
    await panel(page)
      .getByRole("link", { name: /Gallery/ })
      .click();
    await expect(page).toHaveURL(/\/music#gallery$/);
    await expect(panel(page)).toHaveAccessibleName("Gallery");

    const tablist = page.getByRole("tablist");
    await tablist.getByRole("tab", { name: "About" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tablist.getByRole("tab", { name: "Our Team" })).toBeFocused();
    await expect(tablist.getByRole("tab", { name: "Our Team" })).toHaveAttribute("aria-selected", "true");
    await expect(panel(page)).toHaveAccessibleName("Our Team");
    await page.keyboard.press("End");
    await expect(tablist.getByRole("tab", { name: "Join Us" })).toBeFocused();
    await expect(page).toHaveURL(/#join$/);
    await page.keyboard.press("ArrowRight");
    await expect(tablist.getByRole("tab", { name: "About" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tablist.getByRole("tab", { name: "Join Us" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(tablist.getByRole("tab", { name: "About" })).toHaveAttribute("aria-selected", "true");
    await expect(tablist.getByRole("tab", { name: "Our Team" })).toHaveAttribute("tabindex", "-1");
  },
);

test(
  "switching a tab scrolls to the content under 768 px, and not on wider screens",
  { tag: DESKTOP_TOO },
  async ({ page }, testInfo) => {
    await gotoPage(page, "/music");
    const phone = testInfo.project.name === "phone";
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("tab", { name: "Our Team" }).click();
    await expect(panel(page)).toHaveAccessibleName("Our Team");
    if (phone) {
      await expect
        .poll(() =>
          page.evaluate(() => Math.round(document.querySelector("[role=tabpanel]")!.getBoundingClientRect().top)),
        )
        .toBeLessThan(150);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    } else {
      await page.waitForTimeout(400);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
  },
);
