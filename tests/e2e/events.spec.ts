import { test, expect, gotoPage, expectNoSeriousA11yViolations } from "#tests/e2e/support/fixtures";
import { shoot } from "#tests/e2e/support/screenshots";

/**
 * The calendar in a phone's browser (390 px): a visitor opens /events, opens an event and registers
 * without JavaScript, landing on the confirmation with its WhatsApp share; the pages pass axe in
 * light and dark. What the server answers (refusals, caching, feeds) is tested over HTTP in
 * tests/api/events-*.test.ts.
 */

const EVENT = "/events/songwriters-workshop";

test.describe("events", () => {
  test("a visitor registers for an event without JavaScript and sees the confirmation", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    try {
      await page.goto("/events");
      await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Next service" })).toBeVisible();
      await shoot(page, "events");
      await page
        .getByRole("link", { name: /Songwriters/ })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${EVENT}$`));
      await expect(page.getByRole("heading", { name: "Register" })).toBeVisible();
      await shoot(page, "event");

      const form = page.locator(`#register form`);
      const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.org`;
      await form.getByLabel("Your name").fill("Tatenda Browser");
      await form.getByLabel(/^Email/).fill(email);
      await form.getByLabel("How many people (you included)").fill("2");
      await form.getByLabel(/Do you play an instrument/).fill("Guitar");
      await form.getByRole("button", { name: "Register" }).click();

      await expect(page).toHaveURL(/\/events\/registration\/[\w-]+\?sent=(confirmed|waitlisted)#confirmation$/);
      const confirmation = page.locator("#confirmation");
      await expect(
        confirmation.getByRole("heading", { name: /You are registered|You are on the waiting list/ }),
      ).toBeVisible();
      await expect(confirmation).toContainText("Songwriters");
      await expect(confirmation).toContainText("for 2 people");
      await expect(confirmation.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
        "href",
        /^https:\/\/wa\.me\/\?text=/,
      );
      await expect(page.getByRole("button", { name: "Cancel my registration" })).toBeVisible();
      await shoot(page, "event-registered");
    } finally {
      await context.close();
    }
  });

  test("no serious accessibility violation on /events and an event's page, light and dark", async ({ page }) => {
    for (const path of ["/events", EVENT]) {
      await gotoPage(page, path);
      await page.emulateMedia({ colorScheme: "light" });
      await expectNoSeriousA11yViolations(page);
      await page.emulateMedia({ colorScheme: "dark" });
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await expectNoSeriousA11yViolations(page);
      if (path === EVENT) await shoot(page, "event-dark");
    }
  });
});
