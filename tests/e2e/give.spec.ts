import { test, expect, gotoPage, expectNoSeriousA11yViolations } from "#tests/e2e/support/fixtures";
import { shoot } from "#tests/e2e/support/screenshots";

/**
 * Giving in a phone's browser (390 px), with JavaScript, against the simulated Paynow the e2e
 * server runs (tools/e2e-server.ts: its test number 0771111111 pays after 5 s): a $10 tithe by
 * EcoCash, from the form to its private page, which follows the gift until it is paid and offers
 * the receipt. Refusals, the result URL and the page without JavaScript are tested over HTTP
 * (tests/api/giving-http.test.ts).
 */

test.describe("giving", () => {
  test("a $10 tithe by EcoCash reaches paid, its page following it, and shows the receipt", async ({ page }) => {
    await gotoPage(page, "/give");
    await expect(page.getByRole("heading", { level: 1, name: "Give" })).toBeVisible();
    await shoot(page, "give");
    await page.getByRole("radio", { name: "10", exact: true }).check();
    await page.getByRole("radio", { name: "US dollars" }).check();
    await page.getByLabel("Give to").selectOption({ label: "Tithe" });
    await page.getByRole("radio", { name: "EcoCash" }).check();
    await page.getByLabel("Your mobile money number").fill("077 111 1111");
    await page.getByRole("button", { name: "Give now" }).click();

    await expect(page).toHaveURL(/\/give\/gift\/[^/]+$/);
    await expect(page.getByText("Approve the payment on your phone")).toBeVisible();
    await shoot(page, "give-pending");
    await expectNoSeriousA11yViolations(page);
    // No reload: the page asks again by itself until Paynow's answer is in.
    await expect(page.getByText("Thank you! Your gift was received.")).toBeVisible({ timeout: 20_000 });
    await shoot(page, "give-paid");
    await page.getByRole("link", { name: "Your receipt" }).click();
    await expect(page.getByText("USD 10.00")).toBeVisible();
    await expect(page.getByText(/\d{4}-\d{4}/)).toBeVisible();
    await shoot(page, "give-receipt");
  });
});
