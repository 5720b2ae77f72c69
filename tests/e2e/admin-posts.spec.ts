import fs from "node:fs";
import { expect, expectNoSeriousA11yViolations, gotoPage, test } from "#tests/e2e/support/fixtures";
import { photo } from "#tests/e2e/support/photos";
import { addMember, richTextEditor, signInAs } from "#tests/e2e/support/staff";

/**
 * Post authoring end to end, phone project only: an editor writes a post in the
 * rich-text editor (a heading, bold text, a list, a picture by its address), previews it,
 * publishes it; a visitor finds it on /blog, on its page and in /blog/rss.xml. And a category
 * renamed by an editor keeps its old address (301). The upload of a picture from disk belongs to
 * the picture pipeline (POST /admin/pictures) and is tested once both are merged.
 */

test.describe("post authoring", () => {
  test("an editor writes a post in the rich-text editor, previews and publishes it; a visitor finds it", async ({
    page,
    browser,
  }, testInfo) => {
    // A long flow (sign-in, an upload re-encoded into 25 files, the editor, a preview tab, a
    // visitor's two pages, two accessibility checks): about 30 s on a quiet machine.
    test.setTimeout(150_000);
    const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const title = `Posts E2E Harvest ${marker}`;
    const slug = `posts-e2e-harvest-${marker}`;
    // A picture the site already serves (a demo post's cover), inserted by its address.
    const demo = (await (await page.request.get("/api/posts/?page_size=1")).json()) as {
      results: Array<{ image: string }>;
    };
    const picture = demo.results[0]!.image;

    const editor = await addMember("editor");
    await signInAs(page, editor);
    // The cover: a photo from disk, uploaded to the picture library, then named in the post.
    const cover = testInfo.outputPath(`${marker}-harvest.jpg`);
    fs.writeFileSync(cover, await photo(marker, 60));
    await page.goto("/admin/pictures");
    await page.getByLabel("What the picture shows, for people who cannot see it").fill("The harvest field at dawn");
    await page.getByLabel(/^Picture \(JPEG, PNG or WebP, up to 15 MB\)/).setInputFiles(cover);
    await page.getByRole("button", { name: "Upload picture" }).click();
    const uploaded = page.getByRole("status").filter({ hasText: "The picture is uploaded." });
    await expect(uploaded).toBeVisible({ timeout: 45_000 });
    const coverName = (await uploaded.locator("code").textContent())!;
    expect(coverName).toMatch(/^photo-[0-9a-f]{12}$/);

    await page.goto("/admin/posts");
    await page.getByRole("link", { name: "New post" }).click();
    await expect(page.getByRole("heading", { name: "New post", level: 1 })).toBeVisible();

    await page.getByLabel("Title").fill(title);
    // Filled from the title as typed, and checked.
    await expect(page.getByLabel("Slug")).toHaveValue(slug);
    await expect(page.locator("#slug-status")).toHaveText(`Free: the post's address will be /blog/${slug}`);
    await page.getByLabel("Excerpt").fill("The harvest is plentiful.");

    // The rich-text editor replaces the textarea once the page runs.
    const { toolbar, content } = await richTextEditor(page);
    await content.click();
    await toolbar.getByRole("button", { name: "Heading 2" }).click();
    await page.keyboard.type("Sowing in tears");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Those who sow in tears ");
    await toolbar.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("will reap with songs of joy");
    await toolbar.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Bullet list" }).click();
    await page.keyboard.type("Pray for the workers");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Go into the fields");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Picture" }).click();
    const panel = page.getByRole("group", { name: "Insert a picture" });
    await panel.getByLabel("Picture description (for people who cannot see it)").fill("The harvest field");
    await panel.getByLabel("Or the picture's address").fill(picture);
    await panel.getByRole("button", { name: "Insert picture" }).click();
    await expect(content.getByRole("heading", { name: "Sowing in tears", level: 2 })).toBeVisible();
    await expect(content.getByRole("img", { name: "The harvest field" })).toBeVisible();

    await page.getByLabel("Cover image", { exact: true }).fill(coverName);

    await page.getByLabel("New tags").fill(`Posts E2E ${marker}`);
    await page.getByLabel("Author", { exact: true }).fill("Pastor E2E Posts");
    await expectNoSeriousA11yViolations(page);

    // Saved as a draft first: then Preview opens a new tab with the form as the public page shows it.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "The post is saved." })).toBeVisible();
    await expect(page.getByText("Draft: not on the site.")).toBeVisible();
    const [preview] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("button", { name: "Preview" }).click(),
    ]);
    await preview.waitForLoadState();
    await expect(preview.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(preview.getByRole("heading", { name: "Sowing in tears", level: 2 })).toBeVisible();
    await expect(preview.getByText("will reap with songs of joy")).toBeVisible();
    // Exact: the cover's description, "The harvest field at dawn", is on the page too.
    await expect(preview.getByRole("img", { name: "The harvest field", exact: true })).toBeVisible();
    await preview.close();

    await page.getByRole("radio", { name: /^Published/ }).check();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "The post is saved." })).toBeVisible();
    await expect(page.getByRole("link", { name: `/blog/${slug}` })).toBeVisible();

    // A visitor, with no staff cookie.
    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    try {
      await gotoPage(visitor, "/blog");
      await expect(visitor.getByRole("link", { name: title }).first()).toBeVisible();
      await gotoPage(visitor, `/blog/${slug}`);
      await expect(visitor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await expect(visitor.getByRole("heading", { name: "Sowing in tears", level: 2 })).toBeVisible();
      await expect(visitor.locator("strong", { hasText: "will reap with songs of joy" })).toBeVisible();
      await expect(visitor.getByText("Go into the fields")).toBeVisible();
      await expect(visitor.getByRole("img", { name: "The harvest field", exact: true })).toBeVisible();
      const coverImage = visitor.locator(`main img[src*="${coverName}"]`).first();
      await expect(coverImage).toBeVisible();
      expect(await coverImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expectNoSeriousA11yViolations(visitor);
      const feed = await visitor.request.get("/blog/rss.xml");
      expect(feed.status()).toBe(200);
      const xml = await feed.text();
      expect(xml).toContain(`<title>${title}</title>`);
      expect(xml).toContain(`/blog/${slug}</link>`);
    } finally {
      await visitor.close();
    }
  });

  test("a renamed category keeps its old address with a 301", async ({ page }) => {
    const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const editor = await addMember("editor");
    await signInAs(page, editor);
    await page.goto("/admin/categories");
    await page.getByLabel("Name", { exact: true }).first().fill(`Posts E2E Cat ${marker}`);
    await page.getByRole("button", { name: "Add category" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The category is added." })).toBeVisible();
    const item = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: `Posts E2E Cat ${marker}` }) });
    await item.getByText(`Rename “Posts E2E Cat ${marker}”`).click();
    await item.getByLabel("Name", { exact: true }).fill(`Posts E2E Renamed ${marker}`);
    await item.getByLabel("Slug").fill(`posts-e2e-renamed-${marker}`);
    await item.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The category is renamed." })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const old = await page.request.get(`/category/posts-e2e-cat-${marker}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/category/posts-e2e-renamed-${marker}`);
    await gotoPage(page, `/category/posts-e2e-cat-${marker}`);
    expect(new URL(page.url()).pathname).toBe(`/category/posts-e2e-renamed-${marker}`);
    await expect(page.getByRole("heading", { name: `Posts E2E Renamed ${marker}`, level: 1 })).toBeVisible();
  });
});
