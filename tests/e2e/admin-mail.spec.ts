import { randomUUID } from "node:crypto";
import { expect, expectNoSeriousA11yViolations, test } from "#tests/e2e/support/fixtures";
import { queryRows, waitForRow } from "#tests/e2e/support/db";
import { addMember, signInAs } from "#tests/e2e/support/staff";
import { shoot } from "#tests/e2e/support/screenshots";
import { openDatabase } from "#server/db/connection";

/**
 * Mail in a browser: a visitor's subscription confirmed through the mailed link's page (the
 * e2e server has no SMTP_URL, so the mail is read from the outbox), and an admin's outbox (the
 * banner), newsletter (the confirm step) and notice choices, at 390 and 1280 px.
 */

/** A confirmed subscriber of this test's own, so the newsletter has someone to send to whatever ran before. */
async function addConfirmedSubscriber(email: string): Promise<void> {
  const database = openDatabase({ kind: "sqlite", file: process.env.E2E_DB_FILE! });
  try {
    const now = new Date().toISOString();
    await database.db
      .insertInto("newsletter_subscribers")
      .values({
        email,
        email_normalized: email,
        name: "",
        created_at: now,
        confirmed_at: now,
        unsubscribe_token: randomUUID(),
      })
      .execute();
  } finally {
    await database.close();
  }
}

test.describe("mail", () => {
  test("a subscription is confirmed by the button on the mailed link's page, not by opening it", async ({ page }) => {
    const email = `confirm-e2e-${Date.now()}@example.org`;
    await page.goto("/about-us");
    const form = page.locator("footer").getByRole("form", { name: "Newsletter" });
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Successfully subscribed!").first()).toBeVisible();
    const mail = await waitForRow<{ text_body: string }>(
      "select text_body from mail_outbox where recipient = ? and kind = 'confirmation'",
      email,
    );
    const link = /\/newsletter\/confirm\/[^\s]+/.exec(mail.text_body)![0];

    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
    expect(
      queryRows<{ confirmed_at: string | null }>(
        "select confirmed_at from newsletter_subscribers where email_normalized = ?",
        email,
      )[0]!.confirmed_at,
    ).toBeNull();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, "confirm");
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { name: "You are subscribed" })).toBeVisible();
    expect(
      queryRows<{ confirmed_at: string | null }>(
        "select confirmed_at from newsletter_subscribers where email_normalized = ?",
        email,
      )[0]!.confirmed_at,
    ).not.toBeNull();
  });

  test("an admin's outbox, newsletter and notices", async ({ page }) => {
    const admin = await addMember("admin");
    await signInAs(page, admin);

    await page.goto("/admin/outbox");
    await expect(page.getByText(/Mail is not set up yet\. \d+ mails? waits? here/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, "outbox");

    await addConfirmedSubscriber(`newsletter-e2e-${Date.now()}@example.org`);
    await page.goto("/admin/newsletter");
    await page.getByLabel("Subject").fill("A test of the confirm step");
    await page.getByLabel("Text").fill("Hello church.\n\nSee you on Sunday.");
    await shoot(page, "newsletter");
    await page.getByRole("button", { name: /^Send to \d+ confirmed subscribers?$/ }).click();
    await expect(page.getByRole("heading", { name: "Send it?" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, "newsletter-confirm");
    // Not sent: back to the text, as it was.
    await page.getByRole("button", { name: "Back to editing" }).click();
    await expect(page.getByLabel("Subject")).toHaveValue("A test of the confirm step");

    await page.goto("/admin/account");
    await page.getByLabel("Messages").selectOption("immediately");
    await page.getByRole("button", { name: "Save notices" }).click();
    await expect(page.getByText("Your choices are saved.")).toBeVisible();
    await expect(page.getByLabel("Messages")).toHaveValue("immediately");
    await shoot(page, "account");
  });
});
