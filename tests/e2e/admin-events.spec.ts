import { expect, expectNoSeriousA11yViolations, gotoPage, test } from "#tests/e2e/support/fixtures";
import { addMember, signInAs } from "#tests/e2e/support/staff";
import { shoot } from "#tests/e2e/support/screenshots";
import { CHANGES_THE_SITE } from "#tests/e2e/support/widths";

/**
 * The staff calendar in a phone's browser (390 px): an editor creates a monthly youth event with
 * 10 places from /admin/events, a visitor finds it on /events, and the editor deletes it again.
 * It changes /events (and the youth ministry's dates) while it runs: it runs with the tests that
 * change the site, and puts back what it changed. What the server answers (roles, refusals, the
 * CSV, the messages) is tested over HTTP in tests/api/events-admin-pages.test.ts.
 */

/** The Harare date `days` from today. */
function harareDate(days: number): string {
  return new Date(Date.now() + 2 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

test.describe("staff calendar", { tag: CHANGES_THE_SITE }, () => {
  test("an editor creates a monthly youth event with 10 places, and it appears on /events", async ({
    page,
    browser,
    baseURL,
  }) => {
    const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const title = `Youth Worship Night ${marker}`;
    const day = harareDate(3);

    const editor = await addMember("editor");
    await signInAs(page, editor);
    await page.goto("/admin/events");
    await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
    await shoot(page, "admin-events");
    await page.getByRole("link", { name: "New event" }).click();
    await expect(page.getByRole("heading", { name: "New event", level: 1 })).toBeVisible();

    await page.getByLabel("Title", { exact: true }).fill(title);
    const description = page.getByRole("textbox", { name: "Description" });
    await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    await description.fill("Songs, a short talk and supper.");
    await page.getByLabel("Place", { exact: true }).fill("Youth hall");
    await page.getByLabel("Published (on the site)").check();
    await page.getByLabel("Ministry").selectOption("youth");
    await page.getByLabel("Starts", { exact: true }).fill(`${day}T18:00`);
    await page.getByLabel("Ends", { exact: true }).fill(`${day}T20:30`);
    await page.getByLabel("Repeats", { exact: true }).selectOption("monthly");
    await page.getByLabel(/^The same date/).check();
    await page.getByLabel("After a number of dates").check();
    await page.getByLabel("Number of dates", { exact: true }).fill("3");
    await page.getByLabel("People register for each date").check();
    await page.getByLabel("Places per date (empty: no limit)").fill("10");
    await shoot(page, "admin-event-form");
    await page.getByRole("button", { name: "Create event" }).click();

    await expect(page.getByRole("status").filter({ hasText: "The event is saved." })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Edit event", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Places per date (empty: no limit)")).toHaveValue("10");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("link", { name: "Dates and registrations" }).click();
    await expect(page.getByText("0 confirmed · 0 waiting · 0 cancelled · 10 places left")).toHaveCount(3);
    await shoot(page, "admin-event-dates");

    const visitor = await browser.newPage({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true });
    try {
      await gotoPage(visitor, "/events?ministry=youth");
      await expect(visitor.getByRole("link", { name: new RegExp(title) }).first()).toBeVisible();
    } finally {
      await visitor.close();
    }

    // Put back: the event goes again.
    await page.getByRole("link", { name: title }).first().click();
    await page.getByText("Delete this event…").click();
    await page.getByRole("button", { name: `Yes, delete “${title}”` }).click();
    await expect(page.getByRole("status").filter({ hasText: "The event is deleted." })).toBeVisible();
  });
});
