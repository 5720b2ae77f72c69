import { test, expect, gotoPage, expectNoSeriousA11yViolations, pausePageClock } from "#tests/e2e/support/fixtures";
import { DESKTOP_TOO } from "#tests/e2e/support/widths";

/** About Us: hero, vision card, mandate, ministries carousel, latest sermons with the leader card. */

test.describe("about us", { tag: DESKTOP_TOO }, () => {
  test("hero with breadcrumb Home > About Us, and its meta", async ({ page }) => {
    const response = await gotoPage(page, "/about-us");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("About Us | Kingdom Light Ministries");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/about-us$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http.*-1200x630\.jpg$/);
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByText("About Us")).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Apostle Farai Makoni", { exact: true })).toBeVisible();
  });

  // The vision card (the demo church's six slides, dots choose, a new one every 9 s, wrapping
  // round) runs on the component's own clock: app/features/about/vision-card.test.tsx.

  test("mandate: the fourth item first, choosing switches the content (scrolling to it on phones)", async ({
    page,
  }, testInfo) => {
    await gotoPage(page, "/about-us");
    const tabs = page.getByRole("tablist", { name: "Our mandate" }).getByRole("tab");
    await expect(tabs).toHaveCount(4);
    await expect(tabs.nth(3)).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText("Establish the Kingdom");
    await expect(panel).toContainText("Revelation 11:15");
    await tabs.nth(0).click();
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(panel).toContainText("Preach the Gospel");
    await expect(panel).toContainText("Mark 16:15");
    if (testInfo.project.name === "phone") {
      await expect.poll(() => panel.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(150);
    }
    // Arrow keys move between the items.
    await tabs.nth(0).press("ArrowDown");
    await expect(tabs.nth(1)).toBeFocused();
    await expect(panel).toContainText("Matthew 28:19-20");
  });

  test("ministries carousel: 4 a slide, 2 slides, ends disabled, blocked during a transition, join links", async ({
    page,
  }) => {
    await gotoPage(page, "/about-us");
    const section = page.getByRole("region", { name: "Our Ministries" });
    const previous = section.getByRole("button", { name: "Previous ministries" });
    const next = section.getByRole("button", { name: "Next ministries" });
    const active = section.locator('[aria-roledescription="slide"][data-active="true"]');
    const progress = section.locator("[data-progress]");
    await expect(section.locator('[aria-roledescription="slide"]')).toHaveCount(2);
    await expect(active.getByRole("link")).toHaveCount(4);
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(progress).toHaveAttribute("data-progress", "50");

    const first = active.getByRole("link", { name: /Intercession/ });
    await expect(first).toHaveAttribute("href", "/intercession");
    await expect(first).toHaveAttribute("target", "_blank");
    await expect(active.getByRole("link", { name: /Evangelism & Outreach/ })).toHaveAttribute("href", "/evangelism");

    await pausePageClock(page);
    await next.click();
    await expect(active).toHaveAttribute("aria-label", "2 of 2");
    await expect(progress).toHaveAttribute("data-progress", "100");
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    // A move during the transition is refused.
    await previous.click();
    await expect(active).toHaveAttribute("aria-label", "2 of 2");
    await expect(active.getByRole("link", { name: /Children's/ })).toHaveAttribute("href", "/childrens-ministry");
    await expect(active.getByRole("link", { name: /Hospitality & Ushering/ })).toHaveAttribute("href", "/hospitality");
    await page.clock.runFor(500);
    await section.getByRole("button", { name: "Show page of ministries 1 of 2" }).click();
    await expect(active).toHaveAttribute("aria-label", "1 of 2");
    await expect(previous).toBeDisabled();
    await page.clock.resume();

    const [popup] = await Promise.all([page.waitForEvent("popup"), first.click()]);
    await expect(popup).toHaveURL(/\/intercession$/);
    await popup.close();
  });

  test("latest sermons with the leader card and its heart toggle", async ({ page }) => {
    await gotoPage(page, "/about-us");
    const section = page.getByRole("region", { name: "Latest Sermons" });
    await expect(section.getByRole("heading", { name: "Pastor Tinashe Moyo" })).toBeVisible();
    const heart = section.getByRole("button", { name: /^Like Pastor Tinashe Moyo/ });
    await expect(heart).toHaveText("87");
    await heart.click();
    await expect(heart).toHaveText("88");
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await heart.click();
    await expect(heart).toHaveText("87");
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    // The leader card and five sermons: 1, 2 or 3 columns.
    const cells = section.locator("ul").first().locator(":scope > li");
    await expect(cells).toHaveCount(6);
    const columns = await cells.evaluateAll(
      (items) => new Set(items.map((li) => Math.round(li.getBoundingClientRect().left))).size,
    );
    expect(columns).toBe(page.viewportSize()!.width < 640 ? 1 : 3);
  });

  test("no serious accessibility violation, light and dark", async ({ page }) => {
    await gotoPage(page, "/about-us");
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expectNoSeriousA11yViolations(page);
  });
});
