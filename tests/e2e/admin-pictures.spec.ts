import fs from "node:fs";
import { expect, expectNoSeriousA11yViolations, gotoPage, test } from "#tests/e2e/support/fixtures";
import { photo } from "#tests/e2e/support/photos";
import { addMember, openStaffMenu, signInAs } from "#tests/e2e/support/staff";

/**
 * Pictures end to end, phone project only: an editor uploads a photo from disk on
 * /admin/pictures (the plain form, no JavaScript), sets it as a sermon's Image by its name, then
 * replaces it through the picture field's upload in place (public/picture-field.js), described first; a visitor sees
 * the sermon's own picture on /sermons/{slug}.
 */

test.describe("pictures", () => {
  test("an editor uploads a photo, sets it as a sermon's image, replaces it with the field's upload; a visitor sees it", async ({
    page,
    browser,
  }, testInfo) => {
    // Two uploads, each re-encoded into 25 files: a few seconds each (tests/api/pictures.test.ts).
    test.setTimeout(120_000);
    const marker = `pictures${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const first = testInfo.outputPath(`${marker}-choir.jpg`);
    const second = testInfo.outputPath(`${marker}-baptism.jpg`);
    fs.writeFileSync(first, await photo(marker, 10));
    fs.writeFileSync(second, await photo(marker, 140));

    const editor = await addMember("editor");
    await signInAs(page, editor);
    await page.goto("/admin");
    await (await openStaffMenu(page)).getByRole("link", { name: "Pictures" }).click();
    await expect(page.getByRole("heading", { name: "Pictures", level: 1 })).toBeVisible();
    await page.getByLabel("What the picture shows, for people who cannot see it").fill(`The choir ${marker}`);
    await page.getByLabel(/^Picture \(JPEG, PNG or WebP, up to 15 MB\)/).setInputFiles(first);
    await page.getByRole("button", { name: "Upload picture" }).click();
    const notice = page.getByRole("status").filter({ hasText: "The picture is uploaded." });
    await expect(notice).toBeVisible({ timeout: 45_000 });
    const name = (await notice.locator("code").textContent())!;
    expect(name).toMatch(/^photo-[0-9a-f]{12}$/);
    const card = page.getByRole("listitem").filter({ has: page.locator(`input[value="${name}"]`) });
    await expect(card.getByText(`${marker}-choir.jpg`, { exact: true })).toBeVisible();
    await expect(card.getByText(/^480 × 360, \d+ KB$/)).toBeVisible();
    const thumbnail = card.getByRole("img", { name: `The choir ${marker}` });
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
    await expectNoSeriousA11yViolations(page);

    // The sermon, its Image typed from the library.
    const title = `Pictured ${marker}`;
    await page.goto("/admin/sermons/new");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Preacher").fill("Pastor E2E Pictures");
    await page.getByLabel("Date").fill("2001-05-06");
    await page.getByLabel("Description").fill("A sermon with a photograph of its own.");
    await page.getByLabel("Image (optional)", { exact: true }).fill(name);
    await page.getByLabel("Published (visitors can see it)").check();
    await page.getByRole("button", { name: "Create sermon" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The sermon is saved." })).toBeVisible();
    await expect(page.getByLabel("Image (optional)", { exact: true })).toHaveValue(name);
    await expect(page.getByRole("img", { name: "The picture chosen" })).toHaveAttribute(
      "src",
      `/img/gen/${name}-640x360.webp`,
    );
    const slug = (await page.getByRole("link", { name: /^\/sermons\// }).textContent())!.replace("/sermons/", "");

    // With JavaScript, the field's own upload: the name and the preview follow, then Save.
    // The description comes first: without it the file is not sent.
    await page.getByLabel(/^The picture \(JPEG/).setInputFiles(second);
    await expect(page.getByText("First describe the picture")).toBeVisible();
    await page.getByLabel("What it shows, for people who cannot see it").fill(`The baptism ${marker}`);
    await page.getByLabel(/^The picture \(JPEG/).setInputFiles(second);
    await expect(page.getByRole("status").filter({ hasText: /^Uploaded: photo-/ })).toBeVisible({ timeout: 45_000 });
    const replaced = await page.getByLabel("Image (optional)", { exact: true }).inputValue();
    expect(replaced).toMatch(/^photo-[0-9a-f]{12}$/);
    expect(replaced).not.toBe(name);
    await expect(page.getByRole("img", { name: "The picture chosen" })).toHaveAttribute(
      "src",
      `/img/gen/${replaced}-640x360.webp`,
    );
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The sermon is saved." })).toBeVisible();
    await expect(page.getByLabel("Image (optional)", { exact: true })).toHaveValue(replaced);
    await expectNoSeriousA11yViolations(page);

    // A visitor, with no staff cookie, sees the sermon's own picture.
    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    try {
      await gotoPage(visitor, `/sermons/${slug}`);
      await expect(visitor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      const picture = visitor.locator(`img[src*="/img/gen/${replaced}-"]`).first();
      await expect(picture).toBeVisible();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`/img/gen/${replaced}-`);
      const served = await visitor.request.get(`/img/gen/${replaced}-1200x630.jpg`);
      expect(served.status()).toBe(200);
      expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect((await served.body()).includes(Buffer.from("E2EPhone"))).toBe(false);
    } finally {
      await visitor.close();
    }
  });
});
