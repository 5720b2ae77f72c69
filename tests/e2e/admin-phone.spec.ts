import { expect, expectNoSeriousA11yViolations, test } from "#tests/e2e/support/fixtures";
import { insertComment, insertPost, uniqueSlug } from "#tests/e2e/support/blog-fixtures";
import { queryRows } from "#tests/e2e/support/db";
import { addMember, allowRefusalStatuses, signInAs } from "#tests/e2e/support/staff";
import { shoot } from "#tests/e2e/support/screenshots";

/**
 * The back office on a 390 px phone: the navigation folded into one Menu (with JavaScript off
 * and on), the list filters folded behind Filters, and a comment approved then undone in place.
 * Screenshots at 390 and 1280 px of the pages this changed.
 */

test.beforeEach(({ page }) => allowRefusalStatuses(page));

for (const javaScriptEnabled of [false, true]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the staff navigation is one Menu on a phone that opens by touch and keyboard", async ({ page }) => {
      const editor = await addMember("editor");
      await signInAs(page, editor);
      await page.goto("/admin");
      const menu = page.getByRole("navigation", { name: "Staff" });
      const summary = menu.locator("summary");
      await expect(summary).toContainText("Menu");
      await expect(summary).toContainText("Dashboard");
      // Folded: the first content is on the first screen.
      await expect(menu.getByRole("link", { name: "Posts" })).toBeHidden();
      const box = await menu.boundingBox();
      expect(box!.height).toBeLessThan(60);
      await expect(page.getByRole("link", { name: "New post" })).toBeVisible();
      await expect(page.getByRole("link", { name: "New sermon" })).toBeVisible();

      await summary.click();
      await expect(menu.getByRole("link", { name: "Posts" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
      await expect(menu.getByRole("link", { name: "View site" })).toHaveAttribute("href", "/");
      // axe runs in the page: with JavaScript on.
      if (javaScriptEnabled) await expectNoSeriousA11yViolations(page);
      // The keyboard closes and opens it as well.
      await summary.focus();
      await page.keyboard.press("Enter");
      await expect(menu.getByRole("link", { name: "Posts" })).toBeHidden();
      await page.keyboard.press("Space");
      await menu.getByRole("link", { name: "Sermons" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Sermons" })).toBeVisible();
    });
  });
}

// Which roles' dashboards offer New post and New sermon is checked over HTTP:
// tests/api/staff-roles.test.ts.

test("list filters fold behind Filters with their count; a comment approved and undone keeps its place", async ({
  page,
}, testInfo) => {
  const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const postId = insertPost({
    slug: uniqueSlug("phone-undo", testInfo.project.name),
    title: `Phone Post ${marker}`,
    content: "<p>For the phone.</p>",
    publishedAt: "2025-04-02T08:00:00.000Z",
  });
  const ids = [1, 2, 3].map((n) =>
    insertComment({ postId, name: `Reader ${n} ${marker}`, text: `Comment ${n} ${marker}`, status: "pending" }),
  );
  const editor = await addMember("editor");
  await signInAs(page, editor);
  await page.goto(`/admin/comments?q=${marker}`);
  const filters = page.locator("summary").filter({ hasText: "Filters" });
  await expect(filters).toContainText("1 active");
  await expect(page.getByRole("searchbox", { name: "Search comments" })).toBeHidden();
  await expect(page.getByText(`Comment 1 ${marker}`)).toBeInViewport();
  await filters.click();
  await expect(page.getByRole("searchbox", { name: "Search comments" })).toHaveValue(marker);

  await page.getByRole("button", { name: `Approve the comment by Reader 2 ${marker}` }).click();
  await expect(page).toHaveURL(new RegExp(`q=${marker}.*#moderated$`));
  const notice = page.locator("#moderated");
  await expect(notice).toContainText("1 comment approved.");
  await expect(notice).toBeInViewport();
  const status = (id: number) =>
    queryRows<{ status: string }>("SELECT status FROM comments WHERE id = ?", id)[0]!.status;
  expect(status(ids[1]!)).toBe("approved");
  await expectNoSeriousA11yViolations(page);
  await shoot(page, "phone-comments-undo", [390]);
  await notice.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Undone: the comment is pending again." })).toBeVisible();
  expect(status(ids[1]!)).toBe("pending");
  await expect(page).toHaveURL(new RegExp(`q=${marker}`));
});
