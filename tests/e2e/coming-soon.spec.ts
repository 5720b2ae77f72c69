import {
  test,
  expect,
  gotoPage,
  expectNoSeriousA11yViolations,
  pausePageClock,
  allowConsoleErrors,
} from "#tests/e2e/support/fixtures";

/** The coming-soon screen and unknown paths (docs/product.md, Coming soon and unknown addresses). */

test.describe("coming soon", () => {
  test("/coming-soon: heading, no countdown (the demo's date has passed: never a row of zeros), Back to Home, no Oops", async ({
    page,
  }) => {
    const response = await gotoPage(page, "/coming-soon");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Coming Soon | Kingdom Light Ministries");
    await expect(page.getByRole("heading", { level: 1, name: "COMING SOON" })).toBeVisible();
    await expect(page.getByRole("timer")).toHaveCount(0);
    await expect(page.getByText("Oops! The page you're looking for isn't available yet.")).toHaveCount(0);
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the background changes every 5 s over three pictures", async ({ page }) => {
    await gotoPage(page, "/coming-soon");
    const shown = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll("section [aria-hidden='false'] img")).map((img) =>
          img.getAttribute("src"),
        ),
      );
    await page.mouse.move(0, 0);
    await pausePageClock(page);
    const first = await shown();
    expect(first).toHaveLength(1);
    await page.clock.runFor(5000);
    await expect.poll(shown).not.toEqual(first);
    await page.clock.resume();
  });

  test("an unknown path answers 404 with the Oops text", async ({ page }) => {
    // The browser logs the document's 404 itself.
    allowConsoleErrors(page, /status of 404/);
    const response = await gotoPage(page, "/ministry/mens-fellowship");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! The page you're looking for isn't available yet.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "COMING SOON" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectNoSeriousA11yViolations(page);
  });

  test("no serious accessibility violation", async ({ page }) => {
    await gotoPage(page, "/coming-soon");
    await expectNoSeriousA11yViolations(page);
  });
});
