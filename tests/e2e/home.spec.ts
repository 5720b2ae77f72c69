import { test, expect, gotoPage, expectNoSeriousA11yViolations, pausePageClock } from "#tests/e2e/support/fixtures";
import { DESKTOP_TOO } from "#tests/e2e/support/widths";

/** The home page: meta, next-service countdown, salvation teaser, blog teaser, its accessibility. */

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

  test("countdown to the next service in Harare time, ticking each second, with calendar links", async ({ page }) => {
    await gotoPage(page, "/");
    const section = page.getByRole("region", { name: "Join Us for Our Next Service" });
    await expect(section.getByText(/^(Midweek Service|Sunday Service)$/)).toBeVisible();
    await expect(section.getByText(/(Wednesday|Sunday), \d{1,2} [A-Z][a-z]+ \d{4}/)).toBeVisible();
    const timer = section.getByRole("timer");
    // "1 day", "2 days": each unit in the singular for one.
    await expect(timer).toHaveAttribute(
      "aria-label",
      /: \d+ (day|days), \d+ (hour|hours), \d+ (minute|minutes) and \d+ (second|seconds)$/,
    );
    const seconds = timer.locator('[data-unit="seconds"]');
    await pausePageClock(page);
    const before = await seconds.textContent();
    await page.clock.runFor(1000);
    await expect(seconds).not.toHaveText(before!);
    await page.clock.resume();

    const calendar = section.getByRole("link", { name: /Add to Calendar/ });
    await expect(calendar).toHaveAttribute("target", "_blank");
    const href = (await calendar.getAttribute("href"))!;
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    // Services start at 15:30 in Harare (13:30 UTC) and end at 19:00 on Wednesdays, 17:30 on Sundays.
    expect(url.searchParams.get("dates")).toMatch(/^(\d{8})T133000Z\/\1T(170000|153000)Z$/);
    expect(url.searchParams.get("location")).toContain("Harare");

    const ics = section.getByRole("link", { name: /Download \.ics/ });
    await expect(ics).toHaveAttribute("download", /\.ics$/);
    const icsHref = (await ics.getAttribute("href"))!;
    expect(icsHref.startsWith("data:text/calendar")).toBe(true);
    expect(decodeURIComponent(icsHref)).toContain("BEGIN:VEVENT");
    // DTSTAMP is when the file was made, not the service's start.
    const ics_ = decodeURIComponent(icsHref);
    expect(ics_.match(/DTSTAMP:(\w+)/)?.[1]).not.toBe(ics_.match(/DTSTART:(\w+)/)?.[1]);
  });

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
