import { expect, expectNoSeriousA11yViolations, gotoPage, test } from "#tests/e2e/support/fixtures";
import { addMember, richTextEditor, signInAs } from "#tests/e2e/support/staff";
import { CHANGES_THE_SITE } from "#tests/e2e/support/widths";

/**
 * Pages staff make, phone project only: an editor writes "Plan your visit" in the rich-text
 * editor, puts it in the footer's quick links and publishes it; a visitor finds it in the footer
 * and opens it.
 */

const marker = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe("pages staff make", { tag: CHANGES_THE_SITE }, () => {
  test("an editor creates Plan your visit, adds it to the footer and publishes it; a visitor finds it in the footer and opens it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const slug = `plan-your-visit-${marker()}`;
    const editor = await addMember("editor");
    await signInAs(page, editor);
    await page.goto("/admin/pages/own");
    await page.getByRole("link", { name: "New page" }).click();
    await expect(page.getByRole("heading", { name: "New page", level: 1 })).toBeVisible();

    await page.getByLabel("Title").fill("Plan your visit");
    await page.getByLabel("Address").fill(slug);
    // The post editor's rich-text field takes the textarea's place once the page runs.
    const { toolbar, content } = await richTextEditor(page);
    await content.click();
    await toolbar.getByRole("button", { name: "Heading 2" }).click();
    await page.keyboard.type("Sunday mornings");
    await page.keyboard.press("Enter");
    await page.keyboard.type("We meet at 9 am; ");
    await toolbar.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("parking is behind the hall");
    await page.getByLabel("Show in the footer's quick links").check();
    await page.getByLabel("Position in the footer").fill("1");
    await page.getByRole("radio", { name: /^Published/ }).check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "The page is saved." })).toBeVisible();
    await expect(page.getByRole("link", { name: `/${slug}` })).toBeVisible();

    // A visitor, with no staff cookie: the footer's quick link, then the page.
    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    try {
      await gotoPage(visitor, "/");
      const footerLink = visitor
        .getByRole("navigation", { name: "Quick Links" })
        .locator(`a[href="/${slug}"]`, { hasText: "Plan your visit" });
      await footerLink.scrollIntoViewIfNeeded();
      await expect(footerLink).toBeVisible();
      await footerLink.click();
      await expect(visitor).toHaveURL(new RegExp(`/${slug}$`));
      await expect(visitor.getByRole("heading", { name: "Plan your visit", level: 1 })).toBeVisible();
      await expect(visitor.getByRole("heading", { name: "Sunday mornings", level: 2 })).toBeVisible();
      await expect(visitor.locator("strong", { hasText: "parking is behind the hall" })).toBeVisible();
      await expectNoSeriousA11yViolations(visitor);
    } finally {
      await visitor.close();
    }
  });

  // The same form without JavaScript (an address the site uses refused in words with what was
  // typed kept, then saved as a draft, "Draft: not on the site.") is the form's plain post, checked
  // over HTTP on both engines: tests/api/own-pages.test.ts.
});
