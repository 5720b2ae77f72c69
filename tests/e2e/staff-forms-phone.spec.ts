import fs from "node:fs";
import sharp from "sharp";
import { expect, expectNoSeriousA11yViolations, test } from "#tests/e2e/support/fixtures";
import { queryRows } from "#tests/e2e/support/db";
import { addMember, allowRefusalStatuses, richTextEditor, signInAs } from "#tests/e2e/support/staff";
import { shoot } from "#tests/e2e/support/screenshots";

/**
 * The staff forms on a 390 px phone, where only a browser shows it: a save pressed without a
 * signal stays on the page and what was typed comes back after a reload (public/editor-form.js,
 * docs/decisions/044); a refused form's summary is where the page lands, with the focus, without
 * JavaScript; choosing the ministry leader's role opens the ministries; a folded section opens for
 * the field the browser refuses; the logo's preview shows a square logo whole.
 */

const marker = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.beforeEach(({ page }) => allowRefusalStatuses(page));

test("a save pressed offline stays on the page; after a reload the typed page is offered back, restored and saved", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const slug = `plan-your-visit-${marker()}`;
  const editor = await addMember("editor");
  await signInAs(page, editor);
  await page.goto("/admin/pages/own/new");
  await page.getByLabel("Title").fill("Plan your visit");
  await page.getByLabel("Address").fill(slug);
  // The rich-text editor takes the textarea's place once the page runs.
  const { content } = await richTextEditor(page);
  await content.click();
  await page.keyboard.type("We meet at 9 am; parking is behind the hall.");

  await context.setOffline(true);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const bar = page.locator("[data-editor-bar]");
  await expect(bar.getByRole("status")).toHaveText(
    "You are offline: nothing was sent. What you typed is kept on this device: save again once you are back online.",
  );
  await expect(page).toHaveURL(/\/admin\/pages\/own\/new$/);
  await expect(page.getByRole("heading", { name: "New page", level: 1 })).toBeVisible();

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByLabel("Title")).toHaveValue("");
  const offer = page.locator("[data-draft-offer]");
  await expect(offer).toContainText(/^You have changes from \d\d:\d\d that were not saved\./);
  await shoot(page, "staff-draft-offer", [390]);
  await expectNoSeriousA11yViolations(page);
  await offer.getByRole("button", { name: "Restore them" }).click();
  await expect(offer).toHaveText("Your changes are back in the form: check them, then save.");
  await expect(page.getByLabel("Title")).toHaveValue("Plan your visit");
  await expect(page.getByLabel("Address")).toHaveValue(slug);
  await expect(content).toContainText("parking is behind the hall");

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "The page is saved." })).toBeVisible();
  const [saved] = queryRows<{ title: string; content: string }>(
    "SELECT title, content FROM own_pages WHERE slug = ?",
    slug,
  );
  expect(saved?.title).toBe("Plan your visit");
  expect(saved?.content).toContain("parking is behind the hall");
  // The save arrived: nothing is offered any more.
  await page.goto("/admin/pages/own/new");
  await expect(page.getByLabel("Title")).toBeVisible();
  await expect(page.locator("[data-draft-offer]")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused invitation lands on its summary, focused, with the ministries open", async ({ page }) => {
    const admin = await addMember("admin");
    await signInAs(page, admin);
    await page.goto("/admin/staff");
    const invite = page.getByRole("region", { name: "Invite" });
    await invite.getByLabel("Name").fill("Rudo Leader");
    await invite.getByLabel("Email").fill(`rudo-${marker()}@example.org`);
    await invite.getByLabel("Role").selectOption("ministry-leader");
    await invite.getByRole("button", { name: "Invite" }).click();

    const summary = page.locator("#form-problems");
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    await expect(summary).toContainText("Nothing was saved: one field needs your attention.");
    const link = summary.getByRole("link", { name: "A ministry leader leads at least one ministry." });
    await expect(link).toHaveAttribute("href", "#invite-ministries");
    await expect(page.locator("#invite-ministries")).toHaveAttribute("open", "");
    await link.click();
    await expect(invite.getByRole("checkbox", { name: "Youth & Young Adults" })).toBeInViewport();
    await shoot(page, "staff-invite-refused", [390]);
  });
});

test("choosing the ministry leader's role opens the ministries", async ({ page }) => {
  const admin = await addMember("admin");
  await signInAs(page, admin);
  await page.goto("/admin/staff");
  const invite = page.getByRole("region", { name: "Invite" });
  const youth = invite.getByRole("checkbox", { name: "Youth & Young Adults" });
  await expect(youth).toBeHidden();
  await invite.getByLabel("Role").selectOption("ministry-leader");
  await expect(youth).toBeVisible();
});

test("a field the browser refuses in a folded section opens it, and nothing is sent", async ({ page }) => {
  const admin = await addMember("admin");
  await signInAs(page, admin);
  await page.goto("/admin/church");
  const mail = page.locator("#section-mail");
  await mail.locator("summary").click();
  await mail.getByLabel("Sender name of mails").fill("");
  await mail.locator("summary").click();
  await expect(mail.getByLabel("Sender name of mails")).toBeHidden();
  await page.getByRole("button", { name: "Save church details" }).click();
  await expect(mail).toHaveAttribute("open", "");
  await expect(mail.getByLabel("Sender name of mails")).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/church$/);
});

test("the logo's preview shows a square logo whole", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const name = marker();
  // A ring that touches every edge: a banner's crop would cut its top and bottom off.
  const file = testInfo.outputPath(`${name}-logo.png`);
  const ring = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480"><rect width="480" height="480" fill="#fff"/><circle cx="240" cy="240" r="228" fill="none" stroke="#b91c1c" stroke-width="24"/><text x="240" y="260" font-size="40" text-anchor="middle">${name}</text></svg>`;
  fs.writeFileSync(file, await sharp(Buffer.from(ring)).png().toBuffer());
  const admin = await addMember("admin");
  await signInAs(page, admin);
  await page.goto("/admin/pictures");
  await page.getByLabel("What the picture shows, for people who cannot see it").fill(`Our logo ${name}`);
  await page.getByLabel(/^Picture \(JPEG, PNG or WebP, up to 15 MB\)/).setInputFiles(file);
  await page.getByRole("button", { name: "Upload picture" }).click();
  const notice = page.getByRole("status").filter({ hasText: "The picture is uploaded." });
  await expect(notice).toBeVisible({ timeout: 45_000 });
  const picture = (await notice.locator("code").textContent())!;

  // Chosen in the library without saving: the field shows it, its section open.
  await page.goto(`/admin/church?logo=${picture}`);
  const logo = page.locator("#section-logo");
  await expect(logo).toHaveAttribute("open", "");
  const preview = logo.getByRole("img", { name: "The picture chosen" });
  await expect(preview).toHaveAttribute("src", `/img/gen/${picture}-640x640.webp`);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
  const box = (await preview.boundingBox())!;
  expect(Math.round(box.width)).toBe(Math.round(box.height));
  await shoot(page, "church-logo-preview", [390]);

  // Chosen in the library's dialog: the preview in the logo's shape too, not the library's banner.
  await logo.getByRole("button", { name: "No picture" }).click();
  await expect(preview).toBeHidden();
  await logo.getByRole("link", { name: "Choose from the library" }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: `Our logo ${name}` })
    .click();
  await expect(preview).toHaveAttribute("src", `/img/gen/${picture}-640x640.webp`);
});
