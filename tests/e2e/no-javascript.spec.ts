import type { Page } from "@playwright/test";
import { queryRows, waitForRow } from "#tests/e2e/support/db";
import { expect, test } from "#tests/e2e/support/fixtures";
import { reloadSendsNothing, submitExpectingRedirect } from "#tests/e2e/support/form-post";
import { STATIC_PAGES } from "~/lib/sitemap";

/**
 * The site with JavaScript off (Opera Mini's extreme mode, a bundle that failed), at
 * 390 px. Every route shows its content (no spinner waiting for a script), the menu opens, the
 * contact form lands on its own section with its success in sight, Play is a link. The other
 * public forms' posts (stored once, the 303, the thank-you, nothing sent again) are checked over
 * HTTP in tests/api/public-forms-no-js.test.ts, the newsletter forms' and the comments' included.
 */
test.use({ javaScriptEnabled: false });

const one = <T>(sql: string) => queryRows<T>(sql)[0]!;

function routes(): string[] {
  const post = one<{ slug: string; published_at: string }>(
    "SELECT slug, published_at FROM posts WHERE status = 'published' ORDER BY published_at DESC LIMIT 1",
  );
  const sermon = one<{ slug: string }>("SELECT slug FROM sermons WHERE published = 1 LIMIT 1");
  const tag = one<{ slug: string }>("SELECT t.slug FROM tags t JOIN post_tags pt ON pt.tag_id = t.id LIMIT 1");
  const category = one<{ slug: string }>(
    "SELECT c.slug FROM categories c JOIN posts p ON p.category_id = c.id LIMIT 1",
  );
  const month = new Date(post.published_at);
  const archive = `${month.toLocaleString("en-US", { month: "long", timeZone: "Africa/Harare" }).toLowerCase()}-${month.getUTCFullYear()}`;
  return [
    ...STATIC_PAGES.map((entry) => entry.path),
    `/sermons/${sermon.slug}`,
    "/blog/search?q=the",
    `/blog/${post.slug}`,
    `/tag/${tag.slug}`,
    `/category/${category.slug}`,
    `/archives/${archive}`,
  ];
}

/** No spinner is visible anywhere on the page (the overlay is hidden by CSS without JavaScript). */
async function expectNoSpinner(page: Page) {
  const spinners = page.locator('[role="status"][aria-label^="Loading"], [role="progressbar"]');
  for (const spinner of await spinners.all()) await expect(spinner).toBeHidden();
}

test("every route renders its content on the server", async ({ page }) => {
  for (const url of routes()) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).first(), url).toBeVisible();
    await expect(page.locator("main"), url).not.toBeEmpty();
    await expectNoSpinner(page);
  }
  // The sections that waited for a script on main: the blog teaser's posts, About's sermons.
  const latest = one<{ title: string }>(
    "SELECT title FROM posts WHERE status = 'published' ORDER BY published_at DESC LIMIT 1",
  ).title;
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Latest News" })).toBeVisible();
  await expect(page.locator("main").getByText(latest).first()).toBeAttached();
  const sermon = one<{ title: string }>(
    "SELECT title FROM sermons WHERE published = 1 ORDER BY preached_on DESC LIMIT 1",
  );
  await page.goto("/about-us");
  await expect(page.locator("main").getByText(sermon.title).first()).toBeAttached();
});

test("the menu opens at 390 px and leads to a page", async ({ page }) => {
  await page.goto("/about-us");
  const menu = page.getByRole("navigation", { name: "Menu" });
  await expect(menu).toBeHidden();
  await page.getByRole("link", { name: "Menu", exact: true }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Sermons" }).click();
  await expect(page).toHaveURL(/\/sermons$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the contact form: stored, its success page, a reload stores nothing more", async ({ page }, testInfo) => {
  const email = `reach-nojs-contact-${testInfo.project.name}-${Date.now()}@example.org`;
  await page.goto("/contact-us");
  const form = page.locator("#contact-form-panel");
  await form.getByLabel("First name").fill("Tendai");
  await form.getByLabel("Last name").fill("Moyo");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Subject").fill("Visiting on Sunday");
  await form.getByRole("textbox", { name: "Message" }).fill("Is there parking near the church?");
  await submitExpectingRedirect(page, form.getByRole("button", { name: "Send Message" }));
  await expect(page).toHaveURL(/\/contact-us\?sent=message#contact-form-panel$/);
  // The page opens on the form's section, with the success in sight (not 3.5 screens below).
  await expect(page.getByText("Your message has been sent successfully!")).toBeInViewport();
  await waitForRow("SELECT id FROM contact_messages WHERE email = ?", email);
  await reloadSendsNothing(page);
  await expect(page.getByText("Your message has been sent successfully!")).toBeVisible();
  expect(queryRows("SELECT id FROM contact_messages WHERE email = ?", email)).toHaveLength(1);
  expect(page.url()).not.toContain("reach-nojs");
});

test("Play on a sermon is a link to its page", async ({ page }) => {
  await page.goto("/sermons");
  const play = page.getByRole("link", { name: /^Play / }).first();
  await expect(play).toBeVisible();
  const href = await play.getAttribute("href");
  expect(href).toMatch(/^\/sermons\/[^/]+$|^https:\/\/www\.youtube\.com\/watch\?v=/);
  await play.click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
