import { expect } from "@playwright/test";
import { test } from "#tests/e2e/support/fixtures";
import { addMember, allowRefusalStatuses, openFormSection, signInAs, withDatabase } from "#tests/e2e/support/staff";
import { DEMO_PAGES } from "#content/demo/pages";
import type { PageDocument } from "#contract/page-content";
import { CHANGES_THE_SITE } from "#tests/e2e/support/widths";
import { shoot } from "#tests/e2e/support/screenshots";

/**
 * /admin/pages at phone size: a ministry leader rewrites their ministry's vision and sees it on
 * the public page; the coming-soon form saves without JavaScript; the loading screen set to never
 * leaves a full load without an overlay. The demo's pages are put back after, as every other spec
 * expects them.
 */

test.beforeEach(({ page }) => allowRefusalStatuses(page));
/** Puts the demo's document of `key` back: only the page a test changed, as the tests run side by side. */
async function restore(key: keyof typeof DEMO_PAGES): Promise<void> {
  await writePage(key, DEMO_PAGES[key]);
}

/** Stores `document` as page `key`'s, as a save does (the content version moves with the row). */
async function writePage(key: keyof typeof DEMO_PAGES, document: PageDocument): Promise<void> {
  const row = { content: JSON.stringify(document), updated_at: new Date().toISOString() };
  await withDatabase((db) =>
    db
      .insertInto("page_contents")
      .values({ page: key, ...row })
      .onConflict((oc) => oc.column("page").doUpdateSet(row))
      .execute(),
  );
}

test.describe("a ministry's page", { tag: CHANGES_THE_SITE }, () => {
  test.afterEach(async () => restore("intercession"));

  test("a ministry leader rewrites their ministry's vision and sees it on the public page", async ({ page }) => {
    const leader = await addMember("ministry-leader", { ministries: ["intercession"] });
    await signInAs(page, leader);
    await page.goto("/admin/pages");
    await expect(page.getByRole("link", { name: "Youth & Young Adults ministry" })).toHaveCount(0);
    await page.getByRole("link", { name: "Intercession ministry" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Intercession ministry" })).toBeVisible();
    await shoot(page, "page-editor-ministry", [390]);
    // The long form folds: each section opens on its own; Save stays in the bar at the top.
    await openFormSection(page, "Vision");
    await page.getByLabel("The vision").fill("We meet to pray at dawn.\n\nEveryone is welcome to join us.");
    await page.getByRole("button", { name: "Save intercession ministry" }).click();
    await expect(page.getByText("The page is saved.")).toBeVisible();

    await page.goto("/intercession");
    const vision = page.locator("#intercession-vision");
    await expect(vision.getByText("We meet to pray at dawn.")).toBeVisible();
    await expect(vision.getByText("Everyone is welcome to join us.")).toBeVisible();
  });
});

test.describe("without JavaScript", { tag: CHANGES_THE_SITE }, () => {
  test.use({ javaScriptEnabled: false });
  test.afterEach(async () => restore("coming-soon"));

  test("the coming-soon form saves", async ({ page }) => {
    const editor = await addMember("editor");
    await signInAs(page, editor);
    await page.goto("/admin/pages/coming-soon");
    await shoot(page, "page-editor-coming-soon", [390]);
    await page.getByLabel("Counting down to").fill("2099-06-01T10:00");
    await page.getByLabel("Words under the heading").fill("Our new hall opens soon.");
    // Without JavaScript the sections open by hand too.
    await openFormSection(page, "Background pictures");
    await page.getByRole("checkbox", { name: "Remove picture 3" }).check();
    await page.getByRole("button", { name: "Save coming soon" }).click();
    await expect(page.getByText("The page is saved.")).toBeVisible();
    await expect(page.getByLabel("Counting down to")).toHaveValue("2099-06-01T10:00");
    await openFormSection(page, "Background pictures");
    await expect(page.getByRole("checkbox", { name: "Remove picture 2" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Remove picture 3" })).toHaveCount(0);

    await page.goto("/coming-soon");
    await expect(page.getByText("Our new hall opens soon.")).toBeVisible();
    await expect(page.getByRole("timer")).toBeVisible();
  });
});

test.describe("the loading screen", { tag: CHANGES_THE_SITE }, () => {
  test.afterEach(async () => restore("loading"));

  test("set to never: a new visitor's full load has no overlay, not even in the server's HTML", async ({
    browser,
    baseURL,
  }) => {
    // The choice as its form saves it (the form itself: contract/page-content.ts, tests/api/pages.test.ts).
    await writePage("loading", { ...DEMO_PAGES.loading, show: "never" });
    // A first visit (no first-load-completed: the design would hold it 10 s), at 390 px.
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true });
    try {
      const page = await context.newPage();
      const response = await page.goto("/about-us");
      const html = await response!.text();
      expect(html).not.toContain("data-loading-overlay");
      expect(html).not.toContain("overlay-skip");
      await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeInViewport();
      await expect(page.locator("[data-loading-overlay]")).toHaveCount(0);
      // Hydrated, and a later full load: still none.
      await page.waitForLoadState("load");
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeInViewport();
      await expect(page.locator("[data-loading-overlay]")).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem("first-load-completed"))).toBeNull();
    } finally {
      await context.close();
    }
  });
});
