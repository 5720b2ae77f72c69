import fs from "node:fs";
import { silentMp3 } from "#tests/fixtures/mp3";
import { expect, expectNoSeriousA11yViolations, gotoPage, test } from "#tests/e2e/support/fixtures";
import { addMember, signInAs } from "#tests/e2e/support/staff";
import { shoot } from "#tests/e2e/support/screenshots";

/**
 * Sermon authoring end to end, phone project only: an editor adds a sermon with a
 * pasted youtu.be link and an MP3 from disk, publishes it; a visitor plays its audio on
 * /sermons/{slug} and finds it in the podcast feed. The sermon is dated 2001, so it is never the
 * latest on the home and About pages; it stays published (one change to the sermon count, not two).
 */

test.describe("sermon authoring", () => {
  test("an editor adds a sermon with a youtu.be link and an MP3; a visitor listens and finds it in the podcast", async ({
    page,
    browser,
  }, testInfo) => {
    const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const title = `Old Paths ${marker}`;
    const mp3 = silentMp3(20);
    const file = testInfo.outputPath(`sermon-${marker}.mp3`);
    fs.writeFileSync(file, mp3);

    const editor = await addMember("editor");
    await signInAs(page, editor);
    await page.goto("/admin/sermons");
    await page.getByRole("link", { name: "New sermon" }).click();
    await expect(page.getByRole("heading", { name: "New sermon", level: 1 })).toBeVisible();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Preacher").fill("Pastor E2E Moyo");
    await page.getByLabel("Date").fill("2001-03-04");
    await page.getByLabel("Series (optional)").fill("Ancient Paths");
    await page.getByLabel("New category (optional)").fill(`E2E Sermons ${marker}`);
    await page.getByLabel("Scripture (optional)").fill("Jeremiah 6:16");
    await page.getByLabel("Description").fill("Stand at the crossroads and look; ask for the ancient paths.");
    await page.getByLabel("YouTube link or id").fill("https://youtu.be/dQw4w9WgXcQ?si=Share123");
    await page.getByLabel("Published (visitors can see it)").check();
    await page.getByRole("button", { name: "Create sermon" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The sermon is saved." })).toBeVisible();
    await expect(page.getByLabel("YouTube link or id")).toHaveValue("dQw4w9WgXcQ");
    const slug = (await page.getByRole("link", { name: /^\/sermons\// }).textContent())!.replace("/sermons/", "");

    await page.getByLabel("Audio file (MP3 or M4A, up to 100 MB)").setInputFiles(file);
    await page.getByRole("button", { name: "Upload audio" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The audio is uploaded." })).toBeVisible();
    await expect(page.getByText("Current audio: MP3, 319 KB, 0:20.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, "sermon-editor");

    // A visitor, with no staff cookie.
    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    try {
      await gotoPage(visitor, `/sermons/${slug}`);
      await expect(visitor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await expect(visitor.getByRole("button", { name: "Play video" })).toBeVisible();
      await expect(visitor.getByText(/about \d+ MB an hour in 360p/)).toBeVisible();
      await expect(visitor.locator("iframe")).toHaveCount(0);
      await expect(visitor.getByText("Jeremiah 6:16")).toBeVisible();
      await expect(visitor.getByRole("link", { name: /Download audio/ })).toBeVisible();
      const audio = visitor.locator("audio");
      await expect(audio).toHaveAttribute("preload", "none");
      const played = await audio.evaluate(async (element: HTMLAudioElement) => {
        element.muted = true;
        await element.play();
        const start = performance.now();
        while (element.currentTime === 0 && performance.now() - start < 8000)
          await new Promise((r) => setTimeout(r, 100));
        element.pause();
        return { currentTime: element.currentTime, duration: element.duration, error: element.error?.code ?? null };
      });
      expect(played.error).toBeNull();
      expect(played.currentTime).toBeGreaterThan(0);
      expect(Math.round(played.duration)).toBe(20);
      await expectNoSeriousA11yViolations(visitor);
      await shoot(visitor, "sermon-page");

      const feed = await visitor.request.get("/sermons/podcast.xml");
      expect(feed.status()).toBe(200);
      const xml = await feed.text();
      const item = xml.split("<item>").find((entry) => entry.includes(`/sermons/${slug}</link>`));
      expect(item).toBeDefined();
      expect(item).toContain(`<title>${title}</title>`);
      expect(item).toContain(`length="${mp3.length}" type="audio/mpeg"`);
      expect(item).toContain("<itunes:duration>0:20</itunes:duration>");
    } finally {
      await visitor.close();
    }
  });
});
