import fs from "node:fs";
import { expect, gotoPage, test } from "#tests/e2e/support/fixtures";
import { photo } from "#tests/e2e/support/photos";
import { addMember, openStaffMenu, richTextEditor, signInAs } from "#tests/e2e/support/staff";

/**
 * The editors made for thumbs, phone project: a post's cover chosen in the picture picker's
 * dialog and shown on the public post with its description; a draft saved by itself while typing,
 * kept after a reload; leaving a form with unsaved changes asks first.
 */

test.describe("editors and the picture picker", () => {
  test("a post's cover picked from the library shows on the public post with its description", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const title = `Picked Cover ${marker}`;
    const description = `The harvest field at dawn ${marker}`;
    const file = testInfo.outputPath(`${marker}-field.jpg`);
    fs.writeFileSync(file, await photo(marker, 90));

    const editor = await addMember("editor");
    await signInAs(page, editor);
    await page.goto("/admin/pictures");
    await page.getByLabel("What the picture shows, for people who cannot see it").fill(description);
    await page.getByLabel(/^Picture \(JPEG, PNG or WebP/).setInputFiles(file);
    await page.getByRole("button", { name: "Upload picture" }).click();
    const uploaded = page.getByRole("status").filter({ hasText: "The picture is uploaded." });
    await expect(uploaded).toBeVisible({ timeout: 45_000 });
    const name = (await uploaded.locator("code").textContent())!;

    await page.goto("/admin/posts/new");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Excerpt").fill("Chosen from the library.");
    await (await richTextEditor(page)).content.click();
    await page.keyboard.type("The harvest is plentiful.");

    const cover = page.locator("[data-picture-field]").filter({ has: page.getByLabel("Cover image", { exact: true }) });
    await cover.getByRole("link", { name: "Choose from the library" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose: Cover image" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: description }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel("Cover image", { exact: true })).toHaveValue(name);
    await expect(cover.getByRole("img", { name: "The picture chosen" })).toHaveAttribute(
      "src",
      `/img/gen/${name}-640x360.webp`,
    );

    await page.getByRole("radio", { name: /^Published/ }).check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "The post is saved." })).toBeVisible();
    const path = (await page.getByRole("link", { name: /^\/blog\// }).textContent())!;

    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    try {
      await gotoPage(visitor, path);
      await expect(visitor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      const picture = visitor.getByRole("img", { name: description });
      await expect(picture).toBeVisible();
      expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`/img/gen/${name}-`);
    } finally {
      await visitor.close();
    }
  });

  test("a draft saves itself while typing (never published), and keeps the text after a reload", async ({ page }) => {
    test.setTimeout(90_000);
    const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await signInAs(page, await addMember("editor"));
    await page.goto("/admin/posts/new");
    await page.getByLabel("Title").fill(`Autosaved ${marker}`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "The post is saved." })).toBeVisible();

    const excerpt = `Typed and never saved by hand ${marker}`;
    await page.getByLabel("Excerpt").fill(excerpt);
    // The bar stays at the top of the phone's screen, with the quiet status.
    const bar = page.locator("[data-editor-bar]");
    await expect(bar.getByRole("status")).toHaveText(/^Saved \d{1,2}:\d{2}/, { timeout: 15_000 });
    await page.getByLabel("Publish at", { exact: true }).scrollIntoViewIfNeeded();
    expect(await bar.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(0);

    await page.reload();
    await expect(page.getByLabel("Excerpt")).toHaveValue(excerpt);
    await expect(page.getByText("Draft: not on the site.")).toBeVisible();
  });

  test("leaving with unsaved changes asks first: a link within the site, and closing the page", async ({ page }) => {
    test.setTimeout(60_000);
    await signInAs(page, await addMember("editor"));
    await page.goto("/admin/posts/new");
    await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    await page.getByLabel("Title").fill("Not saved yet");

    // A dialog counts once it is dismissed: the test must not end (and close the context) while
    // Chromium is still answering the page's beforeunload.
    const asked: string[] = [];
    page.on("dialog", async (dialog) => {
      await dialog.dismiss();
      asked.push(dialog.type());
    });
    await (await openStaffMenu(page)).getByRole("link", { name: "Posts" }).click();
    await expect.poll(() => asked).toEqual(["confirm"]);
    await expect(page).toHaveURL(/\/admin\/posts\/new$/);
    await expect(page.getByLabel("Title")).toHaveValue("Not saved yet");

    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toEqual(["confirm", "beforeunload"]);
  });
});
