import { expect, expectNoSeriousA11yViolations, gotoPage, test } from "#tests/e2e/support/fixtures";
import { addMember, signInAs, withDatabase } from "#tests/e2e/support/staff";
import { shoot } from "#tests/e2e/support/screenshots";
import { CHANGES_THE_SITE } from "#tests/e2e/support/widths";

/**
 * The staff calendar in a phone's browser (390 px): an editor creates a monthly youth event with
 * 10 places from /admin/events, a visitor finds it on /events, and the editor deletes it again.
 * A leader moves the next Sunday service and the home page's countdown follows. Both change
 * /events and the home page while they run: they run with the tests that change the site, and put
 * back what they changed. What the server answers (roles, refusals, the
 * CSV, the messages) is tested over HTTP in tests/api/events-admin-pages.test.ts.
 */

const HARARE_OFFSET_MS = 2 * 3_600_000;
const MINUTE = 60_000;

/** A time as the date-time field holds it, in Harare: "2026-11-29T15:30". */
function harareWallTime(at: Date): string {
  return new Date(at.getTime() + HARARE_OFFSET_MS).toISOString().slice(0, 16);
}

/** The next start of a demo weekly service (Harare, 15:30) on `weekday` (0 Sunday) after `now`. */
function nextDemoStart(weekday: number, now: Date): Date {
  const harare = new Date(now.getTime() + HARARE_OFFSET_MS);
  for (let days = 0; days < 8; days++) {
    const day = new Date(Date.UTC(harare.getUTCFullYear(), harare.getUTCMonth(), harare.getUTCDate() + days, 15, 30));
    const start = new Date(day.getTime() - HARARE_OFFSET_MS);
    if (day.getUTCDay() === weekday && start > now) return start;
  }
  throw new Error("no such weekday");
}

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

  test("a leader moves the next Sunday service, and the home page's countdown follows", async ({
    page,
    browser,
    baseURL,
  }) => {
    const now = new Date();
    const sunday = nextDemoStart(0, now);
    const wednesday = nextDemoStart(3, now);
    // Moved to a quarter of an hour from now: the next service of all, unless Wednesday's starts first.
    const moved = new Date(Math.ceil((now.getTime() + 15 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE);
    test.skip(
      wednesday < new Date(moved.getTime() + 10 * MINUTE),
      "Wednesday's service starts within the next half hour",
    );
    const occurrence = harareWallTime(sunday);

    const leader = await addMember("leader");
    await signInAs(page, leader);
    await page.goto("/admin/events");
    await page.getByRole("link", { name: "Sunday Service" }).first().click();
    await page.getByRole("link", { name: "Dates and registrations" }).click();
    const date = page.locator("details").filter({ has: page.locator(`input[id="start-${occurrence}"]`) });
    await date.getByText("Change this date…").click();
    await date.getByLabel("Starts", { exact: true }).fill(harareWallTime(moved));
    await date.getByLabel("Ends", { exact: true }).fill(harareWallTime(new Date(moved.getTime() + 90 * MINUTE)));
    await date.getByRole("button", { name: "Save this date" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The date is changed." })).toBeVisible();

    const visitor = await browser.newPage({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true });
    try {
      await gotoPage(visitor, "/");
      const countdown = visitor.getByRole("region", { name: "Join Us for Our Next Service" });
      await expect(countdown.getByText("Sunday Service", { exact: true })).toBeVisible();
      await expect(countdown.locator("time").first()).toHaveAttribute("datetime", moved.toISOString());
    } finally {
      await visitor.close();
      // Put back: the date as the series has it (its change removed, as Restore does).
      await withDatabase((db) => db.deleteFrom("event_exceptions").where("occurrence", "=", occurrence).execute());
    }
  });
});
