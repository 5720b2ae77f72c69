import type { Page } from "@playwright/test";
import { expect, test } from "#tests/e2e/support/fixtures";
import { queryRows, waitForRow } from "#tests/e2e/support/db";
import { reloadSendsNothing, submitExpectingRedirect } from "#tests/e2e/support/form-post";

/**
 * The newsletter forms without JavaScript: both post (never GET) to /newsletter,
 * which subscribes and sends the visitor back to the page with the form's text. The address never
 * appears in any URL the browser asks for or ends on, and a reload does not post again.
 */
test.describe("newsletter forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  /** Every URL the page asks for, with its method (the address must be in none of them). */
  function recordRequests(page: Page): Array<{ method: string; url: string }> {
    const requests: Array<{ method: string; url: string }> = [];
    page.on("request", (request) => requests.push({ method: request.method(), url: request.url() }));
    return requests;
  }

  function expectNowhere(email: string, urls: string[]) {
    for (const url of urls) {
      expect(url).not.toContain(email);
      expect(decodeURIComponent(url)).not.toContain(email);
    }
  }

  async function expectOneRowAfterReload(page: Page, email: string) {
    await reloadSendsNothing(page);
    expect(queryRows("SELECT id FROM newsletter_subscribers WHERE email = ?", email)).toHaveLength(1);
  }

  test("the footer form posts, is stored with an empty name, and comes back saying so", async ({ page }, testInfo) => {
    const email = `footer-nojs-${testInfo.project.name}-${Date.now()}@example.org`;
    const requests = recordRequests(page);
    await page.goto("/about-us");
    const form = page.locator("footer").getByRole("form", { name: "Newsletter" });
    await form.getByLabel("Email address").fill(email);
    await submitExpectingRedirect(page, form.getByRole("button", { name: "Subscribe" }));

    await expect(page).toHaveURL(/\/about-us\?newsletter=footer\.subscribed#newsletter-footer$/);
    await expect(form.getByRole("status")).toHaveText("Successfully subscribed!");
    const row = await waitForRow<{ email: string; name: string }>(
      "SELECT email, name FROM newsletter_subscribers WHERE email = ?",
      email,
    );
    expect(row).toEqual({ email, name: "" });
    expect(requests.find((request) => new URL(request.url).pathname === "/newsletter")?.method).toBe("POST");
    expectNowhere(email, [...requests.map((request) => request.url), page.url()]);
    await expectOneRowAfterReload(page, email);
  });

  test("the sidebar form posts, is stored, and comes back to the page with its messages", async ({
    page,
  }, testInfo) => {
    const email = `sidebar-nojs-${testInfo.project.name}-${Date.now()}@example.org`;
    const requests = recordRequests(page);
    await page.goto("/blog");
    const sidebar = page.getByRole("complementary", { name: "Blog sidebar" });
    const newsletter = sidebar.getByRole("region", { name: "Newsletter" });

    // Blank: the form's own message, nothing stored.
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/blog\?newsletter=sidebar\.empty#newsletter-sidebar$/);
    await expect(newsletter.getByText("Please enter an email address.")).toBeVisible();

    await newsletter.getByLabel("Email address").fill(email);
    await submitExpectingRedirect(page, newsletter.getByRole("button", { name: "Subscribe" }));
    // The earlier notice is replaced, not kept.
    await expect(page).toHaveURL(/\/blog\?newsletter=sidebar\.subscribed#newsletter-sidebar$/);
    await expect(newsletter.getByText("Successfully subscribed!")).toBeVisible();
    const row = await waitForRow<{ email: string; name: string }>(
      "SELECT email, name FROM newsletter_subscribers WHERE email = ?",
      email,
    );
    expect(row).toEqual({ email, name: "" });
    expectNowhere(email, [...requests.map((request) => request.url), page.url()]);
    await expectOneRowAfterReload(page, email);
  });

  test("an address the server refuses comes back with its message, and is nowhere in the URL", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto("/blog");
    const newsletter = page
      .getByRole("complementary", { name: "Blog sidebar" })
      .getByRole("region", { name: "Newsletter" });
    await newsletter.getByLabel("Email address").fill("visitor@localhost");
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(newsletter.getByText("Enter a valid email address.")).toBeVisible();
    expectNowhere("visitor@localhost", [...requests.map((request) => request.url), page.url()]);
  });
});
