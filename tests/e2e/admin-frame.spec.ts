import { expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations, test } from "#tests/e2e/support/fixtures";
import {
  addAdminWithTheCommandLine,
  addInvited,
  addMember,
  allowRefusalStatuses,
  openStaffMenu,
  signIn,
  signInAs,
  STAFF_PASSWORD,
} from "#tests/e2e/support/staff";
import { DESKTOP_TOO } from "#tests/e2e/support/widths";
import { AREAS_EACH_ROLE_OPENS } from "#tests/support/staff-access";
import { areaByKey } from "#server/auth/areas";
import type { StaffRole } from "#server/auth/permissions";

/**
 * The staff side's sign-in and layout: sign-in, the layout and its navigation by role, the
 * 403 and 404 pages, the one-time link, the account page. The pages run no JavaScript at all.
 */

test.beforeEach(({ page }) => allowRefusalStatuses(page));

/** The navigation's labels a role sees, from the one table of who opens what (tests/support/staff-access.ts). */
function labelsOf(role: StaffRole): string[] {
  return AREAS_EACH_ROLE_OPENS[role].map((key) => areaByKey(key).label);
}

async function navigationLabels(page: Page): Promise<string[]> {
  const texts = await (await openStaffMenu(page)).getByRole("link").allInnerTexts();
  // The label, without its badge's count; the way out to the site is not an area.
  return texts.map((text) => text.replace(/,?\s*\d+\s*waiting$/, "").trim()).filter((text) => text !== "View site");
}

test(
  "an admin added by the command line signs in, comes back to the page asked for, sees every area and signs out",
  { tag: DESKTOP_TOO },
  async ({ page }) => {
    const admin = addAdminWithTheCommandLine();

    await page.goto("/admin/account");
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Faccount$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
    await expect((await openStaffMenu(page)).getByRole("link", { name: "Account" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await (await openStaffMenu(page)).getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByText(admin.name)).toBeVisible();
    expect(await navigationLabels(page)).toEqual(labelsOf("admin"));
    // The demo content has pending comments: a badge, and its count in the link's name.
    await expect((await openStaffMenu(page)).getByRole("link", { name: /^Comments\s*,\s*\d+ waiting$/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Newest" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Signed in already: the sign-in page sends them on.
    await page.goto("/admin/sign-in");
    await expect(page).toHaveURL(/\/admin$/);

    const cookies = await page.context().cookies();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);

    // The old cookie is dead on the server, not only forgotten by the browser.
    const sessionCookie = cookies.find((cookie) => cookie.name.endsWith("staff_session"))!;
    const replay = await page.request.get("/admin", {
      headers: { cookie: `${sessionCookie.name}=${sessionCookie.value}` },
      maxRedirects: 0,
    });
    expect(replay.status()).toBe(303);
    expect(replay.headers()["location"]).toBe("/admin/sign-in");
  },
);

test("staff pages are plain HTML: no script file but the staff forms' one plain script, no module preloads", async ({
  page,
}) => {
  const scriptsOf = async (path: string) =>
    [...(await (await page.request.get(path)).text()).matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  const modulePreloads = async (path: string) =>
    (await (await page.request.get(path)).text()).includes("modulepreload");
  // The way in runs nothing.
  expect(await scriptsOf("/admin/sign-in")).toEqual([]);
  expect(await modulePreloads("/admin/sign-in")).toBe(false);
  const admin = await addMember("admin");
  await signIn(page, admin);
  for (const path of ["/admin", "/admin/account", "/admin/staff", "/admin/activity"]) {
    // public/editor-form.js (drafts, the offline save, folded sections): every signed-in page.
    expect(await scriptsOf(path), path).toEqual(["/editor-form.js"]);
    expect(await modulePreloads(path), path).toBe(false);
  }
});

test("the staff menu's links are at least 44 px tall on a phone", async ({ page }) => {
  const admin = await addMember("admin");
  await signInAs(page, admin);
  await page.goto("/admin");
  const navigation = await openStaffMenu(page);
  const heights = await navigation
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(10);
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
});

// The menu each role sees, the 403 page inside the staff layout and the staff side's own 404 are
// checked over HTTP (tests/api/staff-roles.test.ts, the staff layout by role); here, what only a
// browser checks of those two pages: their accessibility.
test("the permission page and the staff side's Page not found pass the accessibility check", async ({ page }) => {
  const editor = await addMember("editor");
  await signIn(page, editor);
  expect((await page.goto("/admin/prayer-requests"))?.status()).toBe(403);
  await expect(page.getByText("You do not have permission to see this page.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect((await page.goto("/admin/no-such-room"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("sign-in works from the keyboard alone", async ({ page }) => {
  const leader = await addMember("leader");
  await page.goto("/admin/sign-in");
  const email = page.getByLabel("Email");
  for (
    let presses = 0;
    presses < 5 && !(await email.evaluate((field) => field === document.activeElement));
    presses++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(email).toBeFocused();
  await page.keyboard.type(leader.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type(leader.password);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("a wrong password gives the one message, keeps the email and answers 401", async ({ page }) => {
  const editor = await addMember("editor");
  await page.goto("/admin/sign-in");
  await page.getByLabel("Email").fill(editor.email);
  await page.getByLabel("Password").fill("not the password at all");
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Sign in" }).click();
  expect((await answer).status()).toBe(401);
  await expect(page.getByRole("alert")).toHaveText("Wrong email or password.");
  await expect(page.getByLabel("Email")).toHaveValue(editor.email);
  await expectNoSeriousA11yViolations(page);
});

test("a one-time link lets a new member choose a password, once, signed in at once", async ({ page }) => {
  const invited = await addInvited("leader");
  await page.goto(invited.welcomePath);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${invited.name}` })).toBeVisible();
  await expect(page.getByText("at least 10 characters")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("New password", { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel("Repeat the new password").fill(`${STAFF_PASSWORD}x`);
  await page.getByRole("button", { name: "Set password" }).click();
  // Summed up at the top (a link to the field) and said by the field itself.
  await expect(page.locator("#form-problems").getByRole("link", { name: "The two passwords differ." })).toHaveAttribute(
    "href",
    "#repeat",
  );
  await expect(page.locator("#repeat-error")).toHaveText("The two passwords differ.");

  await page.getByLabel("New password", { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel("Repeat the new password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Set password" }).click();
  // Signed in with it, as a reset link does: no second sign-in.
  await expect(page).toHaveURL(/\/admin\?welcome=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("Your password is set, and you are signed in. Welcome!")).toBeVisible();

  const again = await page.goto(invited.welcomePath);
  expect(again?.status()).toBe(410);
  await expect(page.getByText("This link has expired or has been used. Ask an admin for a new one.")).toBeVisible();
  await expect(page.locator("form")).toHaveCount(0);
});

test("the account page changes the password with the current one", async ({ page }) => {
  const editor = await addMember("editor");
  await signIn(page, editor);
  await page.goto("/admin/account");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(editor.email);
  await expectNoSeriousA11yViolations(page);

  const newPassword = "Another-long-phrase-77";
  await page.getByLabel("Current password").fill("wrong current password");
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Repeat the new password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your current password is not right.").first()).toBeVisible();

  await page.getByLabel("Current password").fill(editor.password);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Repeat the new password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/admin\/account\?changed=password$/);
  await expect(page.getByRole("status")).toContainText("Your password is changed.");

  await page.getByRole("button", { name: "Sign out", exact: true }).first().click();
  await signIn(page, { ...editor, password: newPassword });
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("sign out everywhere ends the member's sessions on every device", async ({ page, browser }) => {
  const leader = await addMember("leader");
  const phone = await browser.newContext();
  const otherPage = await phone.newPage();
  await signIn(otherPage, leader);
  await signIn(page, leader);

  await page.goto("/admin/account");
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);

  await otherPage.goto("/admin/account");
  await expect(otherPage).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Faccount$/);
  await phone.close();
});
