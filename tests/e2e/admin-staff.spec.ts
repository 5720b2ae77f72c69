import { expect } from "@playwright/test";
import { expectNoSeriousA11yViolations, test } from "#tests/e2e/support/fixtures";
import { addMember, allowRefusalStatuses, signIn, signInAs, uniqueEmail } from "#tests/e2e/support/staff";

/** The admin's own areas: staff accounts and the activity log. */

test.beforeEach(({ page }) => allowRefusalStatuses(page));

test("an admin invites a member and sees the one-time link once, which opens the welcome page", async ({ page }) => {
  const admin = await addMember("admin");
  await signInAs(page, admin);
  await page.goto("/admin/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const email = uniqueEmail("invited");
  const invite = page.getByRole("region", { name: "Invite" });
  await invite.getByLabel("Name").fill("Sister Rudo");
  await invite.getByLabel("Email").fill(email);
  await invite.getByLabel("Role").selectOption("editor");
  await invite.getByRole("button", { name: "Invite", exact: true }).click();
  // The e2e server has no mail server: the page says the invitation waits, and gives the link to pass on.
  await expect(page.getByText("Mail is not set up yet, so this invitation waits in the outbox")).toBeVisible();
  const link = (await page.getByLabel(/The link, to copy/).inputValue()).trim();
  expect(link).toMatch(/\/admin\/welcome\//);
  expect(page.url()).not.toContain("welcome");
  await expect(page.locator(`li:has-text("${email}")`).getByText("Invited", { exact: true })).toBeVisible();

  await page.context().clearCookies();
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Sister Rudo" })).toBeVisible();
});

test("an admin cannot disable or demote themselves, and can disable someone else", async ({ page }) => {
  const admin = await addMember("admin");
  const editor = await addMember("editor");
  await signInAs(page, admin);
  await page.goto("/admin/staff");

  // Disable asks first.
  await page.getByRole("link", { name: `Disable ${admin.name}` }).click();
  await page.getByRole("button", { name: `Yes, disable ${admin.name}` }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Nothing was done: You cannot disable your own account. Ask another admin.",
  );

  const own = page.locator(`#staff-${admin.id}`);
  await own.getByText("Change role").click();
  await own.getByLabel("Role").selectOption("editor");
  await own.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toContainText("You cannot change your own role.");

  await page.getByRole("link", { name: `Disable ${editor.name}` }).click();
  await expect(page.getByText(`Disable ${editor.name}? They are signed out everywhere`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: `Yes, disable ${editor.name}` }).click();
  await expect(page.getByRole("status")).toHaveText(`${editor.name}'s account is disabled and signed out everywhere.`);
  await expect(page.locator(`#staff-${editor.id}`).getByText("Disabled", { exact: true })).toBeVisible();
});

test("the activity page lists a sign-in, filters by item, and each account links to its history", async ({ page }) => {
  const admin = await addMember("admin");
  // Through the form: the sign-in is what the activity page lists.
  await signIn(page, admin);
  await page.goto("/admin/staff");
  await page.getByRole("link", { name: `History of ${admin.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/activity\\?item=staff(:|%3A)${admin.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  await expect(page.getByText(`${admin.name} signed in`)).toBeVisible();
  await expect(page.getByText("Role: none → admin")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto("/admin/activity");
  await page.getByLabel("Action").selectOption("sign-in");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/action=sign-in/);
  await expect(page.getByText(`${admin.name} signed in`)).toBeVisible();
});

// A staff form posted without the session's token (403, nothing changed) is checked over HTTP:
// tests/api/staff-roles.test.ts and, for every staff form, staff-guard.test.ts.
