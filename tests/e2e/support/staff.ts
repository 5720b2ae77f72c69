import { randomUUID } from "node:crypto";
import { execFileSync } from "node:child_process";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { allowConsoleErrors } from "./fixtures";
import { openDatabase } from "#server/db/connection";
import { addStaff, resetLink } from "#server/auth/accounts";
import { sessionCookieName, startSession } from "#server/auth/sessions";
import { COMMAND_LINE } from "#server/domain/activity/activity";

/**
 * Staff accounts for the end-to-end tests, written straight into the database the e2e server uses
 * (E2E_DB_FILE, set by playwright.config.ts), through the same functions as the command line.
 * Every test makes its own accounts (unique emails): tests run in parallel on one database.
 */

export const STAFF_PASSWORD = "Kingdom-light-test-42";

function databaseFile(): string {
  const file = process.env.E2E_DB_FILE;
  if (!file) throw new Error("E2E_DB_FILE is not set (playwright.config.ts sets it)");
  return file;
}

export async function withDatabase<T>(work: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>): Promise<T> {
  const database = openDatabase({ kind: "sqlite", file: databaseFile() });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@staff.example.org`;
}

export interface TestMember {
  id: number;
  name: string;
  email: string;
  password: string;
}

/** A member with a password, ready to sign in. */
export async function addMember(
  role: string,
  options: { name?: string; ministries?: string[] } = {},
): Promise<TestMember> {
  const email = uniqueEmail(role);
  const name = options.name ?? `Test ${role} ${email.slice(role.length + 1, role.length + 5)}`;
  const added = await withDatabase((db) =>
    addStaff(db, { email, name, role, ministries: options.ministries }, COMMAND_LINE, { password: STAFF_PASSWORD }),
  );
  return { id: added.member.id, name, email, password: STAFF_PASSWORD };
}

/** An invited member (no password yet) and the path of their one-time link. */
export async function addInvited(role: string): Promise<{ email: string; name: string; welcomePath: string }> {
  const email = uniqueEmail(role);
  const name = `Invited ${email.slice(role.length + 1, role.length + 5)}`;
  const added = await withDatabase((db) => addStaff(db, { email, name, role }, COMMAND_LINE));
  return { email, name, welcomePath: `/admin/welcome/${added.linkToken}` };
}

export async function newLinkFor(member: TestMember): Promise<string> {
  const { findStaffById } = await import("#server/auth/accounts");
  const token = await withDatabase(async (db) => resetLink(db, (await findStaffById(db, member.id))!, COMMAND_LINE));
  return `/admin/welcome/${token}`;
}

/** An admin added the way a church adds its first one: `npm run staff -- add ... --password-stdin`. */
export function addAdminWithTheCommandLine(): TestMember {
  const email = uniqueEmail("cli-admin");
  const name = "Pastor Tendai";
  const output = execFileSync(
    "npx",
    ["tsx", "tools/staff.ts", "add", "--email", email, "--name", name, "--role", "admin", "--password-stdin"],
    {
      input: STAFF_PASSWORD,
      env: { ...process.env, DATABASE_URL: `sqlite:${databaseFile()}` },
      encoding: "utf8",
    },
  );
  expect(output.trim().split("\n").at(-1)).toBe(`added ${email}`);
  return { id: 0, name, email, password: STAFF_PASSWORD };
}

/**
 * Signs the member in without the form: a session started in the database, its cookie handed to
 * the browser (a page's context, or a context of its own). For tests whose subject is not signing
 * in: the form has its own tests (admin-frame.spec.ts, account-mail.spec.ts), and skipping it
 * spares every other staff test two page loads.
 */
export async function signInAs(target: Page | BrowserContext, member: Pick<TestMember, "id">): Promise<void> {
  const context = "context" in target ? target.context() : target;
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("signInAs: the project has no baseURL (playwright.config.ts sets it)");
  const secret = await withDatabase((db) => startSession(db, member.id));
  // The e2e server speaks plain HTTP, so the cookie has no __Host- prefix.
  await context.addCookies([
    { name: sessionCookieName(false), value: secret, url: baseURL, httpOnly: true, sameSite: "Lax" },
  ]);
}

/** Signs in through the form, and lands where `next` (or the dashboard) leads. */
export async function signIn(page: Page, member: TestMember, path = "/admin/sign-in"): Promise<void> {
  await page.goto(path);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password").fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/admin\/sign-in/);
}

/**
 * Staff pages answer a refused form or a closed area with its status (400, 401, 403, 404, 410) and
 * the page: the browser logs each as a failed resource, which these tests cause on purpose.
 */
export function allowRefusalStatuses(page: Page): void {
  allowConsoleErrors(page, /Failed to load resource: the server responded with a status of 4\d\d/);
}

/**
 * The staff navigation, opened when it is folded into its Menu (a phone): its links are then
 * visible to click and count.
 */
/** Opens a staff list's filters, folded behind Filters on a phone (open already on a desktop). */
export async function openListFilters(page: Page): Promise<void> {
  const summary = page.locator("summary").filter({ hasText: "Filters" });
  if ((await summary.isVisible()) && !(await page.locator("details[open]").filter({ has: summary }).count())) {
    await summary.click();
  }
}

export async function openStaffMenu(page: Page) {
  const navigation = page.getByRole("navigation", { name: "Staff" });
  const summary = navigation.locator("summary");
  if ((await summary.isVisible()) && !(await navigation.locator("details[open]").count())) await summary.click();
  return navigation;
}

/** Opens a folded section of a long staff form (FormSection, a <details>) by its heading, when it is closed. */
export async function openFormSection(page: Page, title: string): Promise<void> {
  const section = page
    .locator("details[data-form-section]")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  if ((await section.getAttribute("open")) === null) await section.locator("summary").click();
  await expect(section).toHaveAttribute("open", "");
}

/**
 * The rich-text editor of a post or a page, once it has taken the plain textarea's place (it loads
 * lazily after the page starts): its Content box and its toolbar. Typing before that point would land
 * in the textarea the editor then replaces.
 */
export async function richTextEditor(page: Page) {
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });
  await expect(toolbar).toBeVisible();
  await expect(page.locator("textarea#content")).toBeHidden();
  return { toolbar, content: page.getByRole("textbox", { name: "Content" }) };
}
