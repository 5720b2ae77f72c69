import type { BrowserContext, Page } from "@playwright/test";
import { queryRows } from "#tests/e2e/support/db";
import { allowConsoleErrors, expect, gotoPage, test } from "#tests/e2e/support/fixtures";

/**
 * A form sent while the connection is gone is kept on the device and sent once it is
 * back (also after the page was closed), stored once; a refusal from the server is never kept.
 */
const OFFLINE = "You're offline. We'll send this as soon as you're back online.";
const SUCCESS = "Your message has been sent successfully!";

const rowsFor = (email: string) => queryRows("SELECT id FROM contact_messages WHERE email = ?", email);

async function fillMessage(page: Page, email: string) {
  const form = page.locator("#contact-form-panel");
  await form.getByLabel("First name").fill("Kuda");
  await form.getByLabel("Last name").fill("Chikore");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Subject").fill("Lost signal in a kombi");
  await form.getByRole("textbox", { name: "Message" }).fill("Sent between Avondale and town.");
  return form;
}

/** Fills the message form and sends it with the browser offline: the offline text shows, nothing is stored. */
async function sendOffline(page: Page, context: BrowserContext, email: string) {
  allowConsoleErrors(page, /ERR_INTERNET_DISCONNECTED/);
  await gotoPage(page, "/contact-us");
  const form = await fillMessage(page, email);
  await context.setOffline(true);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText(OFFLINE)).toBeVisible();
  expect(rowsFor(email)).toHaveLength(0);
  return form;
}

test("sent offline: the offline text, then once back online the row arrives once and the success shows", async ({
  page,
  context,
}, testInfo) => {
  const email = `reach-offline-${testInfo.project.name}-${Date.now()}@example.org`;
  const form = await sendOffline(page, context, email);

  await context.setOffline(false);
  await expect(form.getByText(SUCCESS)).toBeVisible();
  expect(rowsFor(email)).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem("outbox:v1"))).toBeNull();
});

test("sent offline, page closed: opened again online, it is sent once and the success shows", async ({
  page,
  context,
}, testInfo) => {
  const email = `reach-offline-reopen-${testInfo.project.name}-${Date.now()}@example.org`;
  await sendOffline(page, context, email);
  await page.close();

  await context.setOffline(false);
  expect(rowsFor(email)).toHaveLength(0);
  const again = await context.newPage();
  await gotoPage(again, "/contact-us");
  await expect(again.locator("#contact-form-panel").getByText(SUCCESS)).toBeVisible();
  expect(rowsFor(email)).toHaveLength(1);
  // Once only: another visit sends nothing more.
  await gotoPage(again, "/contact-us");
  await expect(again.locator("#contact-form-panel").getByText(SUCCESS)).toHaveCount(0);
  expect(rowsFor(email)).toHaveLength(1);
});

test("a 400 from the server is shown as before and never kept", async ({ page }, testInfo) => {
  const email = `reach-offline-400-${testInfo.project.name}-${Date.now()}@example.org`;
  await page.route("**/api/contact/contact/submit/", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ email: ["Enter a valid email address."] }),
    }),
  );
  allowConsoleErrors(page, /status of 400/, /Form submission failed/);
  await gotoPage(page, "/contact-us");
  const form = await fillMessage(page, email);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Enter a valid email address.")).toBeVisible();
  await expect(form.getByText(OFFLINE)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("outbox:v1"))).toBeNull();
});
