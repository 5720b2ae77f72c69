import { test, expect, gotoPage, expectNoSeriousA11yViolations } from "#tests/e2e/support/fixtures";
import { DESKTOP_TOO } from "#tests/e2e/support/widths";

/** The home page: meta, the next service in another time zone, salvation teaser, its accessibility. */

test.describe("home", { tag: DESKTOP_TOO }, () => {
  test("meta: title, description, canonical, Open Graph and Twitter card with an image", async ({ page }) => {
    const response = await gotoPage(page, "/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Kingdom Light Ministries");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Harare/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http.*-1200x630\.jpg$/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    const imageResponse = await page.request.get(image!);
    expect(imageResponse.status()).toBe(200);
  });

  // The hero (the first picture and message in the server's HTML, dots, the pause, backgrounds
  // every 5 s and messages every 7 s, Connect With Us) runs on the component's own clock:
  // app/features/home/home-hero.test.tsx.

  // The countdown (the next service in Harare time, its words, a tick every second, the calendar
  // links) runs on the component's own clock: app/features/home/next-service.test.tsx.

  test("a visitor whose clock is in another time zone sees Harare's service times", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, timezoneId: "America/Los_Angeles" });
    const page = await context.newPage();
    try {
      await page.addInitScript(() => localStorage.setItem("first-load-completed", "true"));
      await gotoPage(page, "/");
      const section = page.getByRole("region", { name: "Join Us for Our Next Service" });
      await expect(section.getByText(/3:30 PM - (5:30|7:00) PM/).first()).toBeVisible();
      const href = (await section.getByRole("link", { name: /Add to Calendar/ }).getAttribute("href"))!;
      expect(new URL(href).searchParams.get("dates")).toMatch(/^\d{8}T133000Z\//);
    } finally {
      await context.close();
    }
  });

  test("salvation teaser: one card open at a time, Discover Journey", async ({ page }) => {
    await gotoPage(page, "/");
    const section = page.getByRole("region", { name: "Find New Life in Christ" });
    const eternal = section.getByRole("button", { name: /Eternal Life/ });
    const growth = section.getByRole("button", { name: /Spiritual Growth/ });
    await expect(eternal).toHaveAttribute("aria-expanded", "true");
    await expect(growth).toHaveAttribute("aria-expanded", "false");
    await expect(section.getByText(/For God so loved the world/)).toBeVisible();
    await growth.click();
    await expect(growth).toHaveAttribute("aria-expanded", "true");
    await expect(eternal).toHaveAttribute("aria-expanded", "false");
    await expect(section.getByText(/For God so loved the world/)).toBeHidden();
    await expect(section.getByText(/grow in the grace and knowledge/)).toBeVisible();
    await growth.click();
    await expect(growth).toHaveAttribute("aria-expanded", "false");
    await section.getByRole("link", { name: "Discover Journey" }).click();
    await expect(page).toHaveURL(/\/salvation$/);
  });

  // The blog teaser (Latest News linking to the posts, the Featured Stories carousel: its 500 ms
  // lock, Next, Previous, a turn every 5 s, the active story's link) runs on the component's own
  // clock: app/features/home/blog-teaser.test.tsx.

  // Church life (the like count from 142, five pictures every 7 s once scrolled, settling past
  // 100 px) runs on the component's own clock: app/features/home/church-life.test.tsx.

  test("no serious accessibility violation, light and dark", async ({ page }) => {
    await gotoPage(page, "/");
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expectNoSeriousA11yViolations(page);
  });
});
