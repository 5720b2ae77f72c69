import fs from "node:fs";
import { expect, expectNoSeriousA11yViolations, test } from "#tests/e2e/support/fixtures";
import { insertComment, insertPost, insertSermonInCategory, uniqueSlug } from "#tests/e2e/support/blog-fixtures";
import { queryRows } from "#tests/e2e/support/db";
import { photo } from "#tests/e2e/support/photos";
import { addMember, allowRefusalStatuses, signInAs } from "#tests/e2e/support/staff";
import { shoot } from "#tests/e2e/support/screenshots";

/**
 * The staff forms on a 390 px phone: a sermon category renamed (a taken name refused by its
 * field) and deleted (its sermon left uncategorised on /sermons), and a bulk moderation undone.
 * Screenshots at 390 and 1280 px of the pages this changed (with E2E_SHOTS_DIR).
 */

test.beforeEach(({ page }) => allowRefusalStatuses(page));

test("a sermon category is renamed, refused a taken name by its field, and deleted: its sermon shows uncategorised", async ({
  page,
}, testInfo) => {
  const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const slug = uniqueSlug("phone-sermon", testInfo.project.name);
  const title = `Phone Sermon ${marker}`;
  insertSermonInCategory({ slug, title, category: `Hope ${marker}` });
  insertSermonInCategory({ slug: `${slug}-b`, title: `${title} B`, category: `Joy ${marker}` });
  const editor = await addMember("editor");
  await signInAs(page, editor);
  await page.goto("/admin/sermons");
  await page.getByRole("link", { name: "Sermon categories" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sermon categories" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Hope ${marker}` }) });
  await expect(card).toContainText("1 sermon");

  // A name another sermon category has: refused by its field, what was typed kept.
  await card.getByText(`Rename “Hope ${marker}”`).click();
  await card.getByLabel("Name").fill(`joy ${marker}`);
  await card.getByRole("button", { name: "Save name" }).click();
  const refused = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Hope ${marker}` }) });
  await expect(refused.getByLabel("Name")).toHaveValue(`joy ${marker}`);
  await expect(refused.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(refused).toContainText(`There is already a sermon category named "Joy ${marker}"`);
  await expectNoSeriousA11yViolations(page);

  await refused.getByLabel("Name").fill(`Living Hope ${marker}`);
  await refused.getByLabel("Slug").fill("");
  await refused.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The sermon category is renamed." })).toBeVisible();
  const renamed = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `Living Hope ${marker}` }) });
  await expect(renamed).toBeVisible();
  await shoot(page, "staff-forms-sermon-categories");

  await renamed.getByText(`Delete “Living Hope ${marker}”…`).click();
  await expect(renamed).toContainText("1 sermon use it: they keep their other categories");
  await renamed.getByRole("button", { name: `Yes, delete “Living Hope ${marker}”` }).click();
  await expect(page.getByRole("status").filter({ hasText: "The sermon category is deleted." })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Living Hope ${marker}` })).toHaveCount(0);
  expect(queryRows("SELECT id FROM sermon_categories WHERE name = ?", `Living Hope ${marker}`)).toEqual([]);

  await page.goto(`/sermons/${slug}`);
  await expect(page.getByText("Uncategorized").first()).toBeVisible();
});

test("ticked comments approved together are undone together, in place", async ({ page }, testInfo) => {
  const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const postId = insertPost({
    slug: uniqueSlug("phone-bulk-undo", testInfo.project.name),
    title: `Bulk Post ${marker}`,
    content: "<p>For the phone.</p>",
    publishedAt: "2025-04-02T08:00:00.000Z",
  });
  const ids = [1, 2, 3].map((n) =>
    insertComment({ postId, name: `Bulk Reader ${n} ${marker}`, text: `Bulk ${n} ${marker}`, status: "pending" }),
  );
  const editor = await addMember("editor");
  await signInAs(page, editor);
  await page.goto(`/admin/comments?q=${marker}`);
  for (const n of [1, 3]) await page.getByRole("checkbox", { name: new RegExp(`Bulk Reader ${n} ${marker}`) }).check();
  await page.getByRole("group", { name: "With the ticked comments" }).getByRole("button", { name: "Approve" }).click();
  const notice = page.locator("#moderated");
  await expect(notice).toContainText("2 comments approved.");
  await expect(notice).toBeInViewport();
  const status = (id: number) =>
    queryRows<{ status: string }>("SELECT status FROM comments WHERE id = ?", id)[0]!.status;
  expect([status(ids[0]!), status(ids[1]!), status(ids[2]!)]).toEqual(["approved", "pending", "approved"]);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, "staff-forms-comments-bulk-undo");

  await notice.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Undone: 2 comments are pending again." })).toBeVisible();
  expect([status(ids[0]!), status(ids[1]!), status(ids[2]!)]).toEqual(["pending", "pending", "pending"]);
  await expect(page).toHaveURL(new RegExp(`q=${marker}`));
});

test("the sermon editor, the newsletter, the settings and the outbox as they now look", async ({ page }) => {
  const admin = await addMember("admin");
  await signInAs(page, admin);
  await page.goto("/admin/sermons/new");
  await page.getByLabel("Title", { exact: true }).fill(`Shot Sermon ${Date.now().toString(36)}`);
  await page.getByLabel("Date", { exact: true }).fill("2025-06-01");
  await page.getByLabel("Preacher").fill("Pastor Shot");
  await page.getByLabel("Description").fill("A sermon for the screenshots.");
  await page.getByLabel("YouTube link or id").fill("https://youtu.be/dQw4w9WgXcQ");
  await page.getByRole("button", { name: "Create sermon" }).click();
  await expect(page).toHaveURL(/\/admin\/sermons\/\d+\?saved=1/);
  // A draft saves itself as typed: the bar says when.
  await page.getByLabel("Series (optional)").fill("Autosaved series");
  await expect(page.locator("[data-editor-status]")).toContainText(/Saved \d{1,2}:\d\d/);
  await shoot(page, "staff-forms-sermon-editor-autosave");

  await page.goto("/admin/newsletter");
  await page.getByLabel("Subject").fill("Half a subject");
  await expect(page.locator("[data-editor-status]")).toContainText(/Saved \d{1,2}:\d\d/);
  await shoot(page, "staff-forms-newsletter");

  await page.goto("/admin/settings");
  await page.getByLabel("Words and phrases to look out for").fill(`${"a".repeat(101)}\n${"b".repeat(120)}\nok`);
  await page.getByRole("button", { name: "Save blocklist" }).click();
  await expect(page.locator("#blocklist-error")).toContainText("are longer.");
  await expect(page.locator("#form-problems").getByRole("link")).toHaveAttribute("href", "#blocklist");
  await shoot(page, "staff-forms-settings-errors");

  await page.goto("/admin/outbox");
  await shoot(page, "staff-forms-outbox");
});

test("the post editor's in-text picture goes up in resumable pieces, described, and is inserted", async ({
  page,
}, testInfo) => {
  const marker = `intext${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const file = testInfo.outputPath(`${marker}.jpg`);
  fs.writeFileSync(file, await photo(marker, 60));
  const editor = await addMember("editor");
  await signInAs(page, editor);
  await page.goto("/admin/posts/new");
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });
  await expect(toolbar).toBeVisible();
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") uploads.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await toolbar.getByRole("button", { name: "Picture" }).click();
  const panel = page.getByRole("group", { name: "Insert a picture" });
  // The description first: without it the file is not sent.
  await panel.getByLabel(/^Upload a picture/).setInputFiles(file);
  await expect(panel.getByRole("alert")).toContainText("First describe the picture");
  await panel.getByLabel("Picture description (for people who cannot see it)").fill(`The choir ${marker}`);
  await panel.getByLabel(/^Upload a picture/).setInputFiles(file);
  const content = page.getByRole("textbox", { name: "Content" });
  await expect(content.getByRole("img", { name: `The choir ${marker}` })).toBeVisible({ timeout: 45_000 });
  // Through the resumable endpoint, then handed in by its id: never the file in one POST.
  expect(uploads).toContain("POST /admin/uploads");
  expect(uploads.some((request) => request.startsWith("PATCH /admin/uploads/"))).toBe(true);
  expect(uploads).toContain("POST /admin/pictures");
  expect(queryRows("SELECT name FROM pictures WHERE alt = ?", `The choir ${marker}`)).toHaveLength(1);
});
