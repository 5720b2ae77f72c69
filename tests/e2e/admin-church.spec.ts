import { expect } from "@playwright/test";
import { test } from "#tests/e2e/support/fixtures";
import { addMember, allowRefusalStatuses, signIn, withDatabase } from "#tests/e2e/support/staff";
import { DEMO_CHURCH } from "#content/demo/church";
import { CHANGES_THE_SITE } from "#tests/e2e/support/widths";
import { writeChurch } from "#server/domain/church/church";

/**
 * /admin/church at phone size: an admin changes the church's name and office phone, and after a
 * reload the contact page and the footer show them. The demo church's details are put back after,
 * as every other spec expects them.
 */

test.beforeEach(({ page }) => allowRefusalStatuses(page));
test.afterEach(async () => withDatabase((db) => writeChurch(db, DEMO_CHURCH)));

test(
  "an admin changes the church's name and office phone; the contact page and footer show them",
  { tag: CHANGES_THE_SITE },
  async ({ page }) => {
    const admin = await addMember("admin");
    await signIn(page, admin);
    await page.goto("/admin/church");
    await expect(page.getByRole("heading", { name: "Church details" })).toBeVisible();
    await page.screenshot({ path: "test-results/admin-church-390.png", fullPage: true });
    await page.getByLabel("Church name").fill("Grace Harvest Church");
    await page.getByLabel("Phone 1: number").fill("0242 700 999");
    await page.getByRole("button", { name: "Save church details" }).click();
    await expect(page.getByText("The church's details are saved.")).toBeVisible();

    await page.goto("/contact-us");
    await page.reload();
    const visit = page.getByRole("region", { name: "Get In Touch" });
    await expect(visit.getByRole("link", { name: "0242 700 999" })).toHaveAttribute("href", "tel:+263242700999");
    const footer = page.locator("footer");
    await expect(footer.getByRole("heading", { name: "Grace Harvest Church" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "0242 700 999" })).toBeVisible();
  },
);
