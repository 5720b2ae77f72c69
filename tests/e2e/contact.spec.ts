import type { Page } from "@playwright/test";
import { test, expect, gotoPage, expectNoSeriousA11yViolations, allowConsoleErrors } from "#tests/e2e/support/fixtures";
import { waitForRow } from "#tests/e2e/support/db";

/** Contact: Get In Touch cards, the message form and the prayer form. */

const unique = (label: string, project: string) =>
  `${label}-${project}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

async function fillMessage(
  page: Page,
  values: { first: string; last: string; email: string; subject: string; message: string; phone?: string },
) {
  const form = page.getByRole("form", { name: "Send Us a Message" });
  await form.getByLabel("First name").fill(values.first);
  await form.getByLabel("Last name").fill(values.last);
  await form.getByLabel("Email").fill(values.email);
  if (values.phone) await form.getByLabel("Phone").fill(values.phone);
  await form.getByLabel("Subject").fill(values.subject);
  await form.getByLabel("Message").fill(values.message);
  return form;
}

test.describe("contact", () => {
  test("hero, breadcrumb and the Get In Touch cards as links", async ({ page }) => {
    const response = await gotoPage(page, "/contact-us");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Contact Us | Kingdom Light Ministries");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByText("Contact Us")).toHaveAttribute("aria-current", "page");

    const cards = page.getByRole("region", { name: "Get In Touch" });
    await expect(cards.getByText(/Harare/).first()).toBeVisible();
    const phones = cards.locator('a[href^="tel:"]');
    await expect(phones).toHaveCount(3);
    for (const href of await phones.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^tel:\+263\d{8,10}$/);
    }
    const mail = cards.locator('a[href^="mailto:"]');
    await expect(mail).toHaveCount(1);
    await expect(mail).toHaveAttribute("href", "mailto:admin@kingdomlightministries.org");
  });

  test("the message form sends, shows success, clears, and is stored", async ({ page }, testInfo) => {
    await gotoPage(page, "/contact-us");
    const subject = unique("Visiting on Sunday", testInfo.project.name);
    const form = await fillMessage(page, {
      first: "  Tendai ",
      last: "Moyo ",
      email: "tendai@example.org",
      phone: "+263 77 123 4567",
      subject,
      message: "We are new in Harare. Is there a children's class during the service?",
    });
    let body: Record<string, unknown> | null = null;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact/contact/submit/")) body = request.postDataJSON();
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText("Your message has been sent successfully!");
    await expect(form.getByLabel("First name")).toHaveValue("");
    await expect(form.getByLabel("Subject")).toHaveValue("");
    expect(body).toEqual({
      name: "Tendai Moyo",
      email: "tendai@example.org",
      message: "We are new in Harare. Is there a children's class during the service?",
      form_type: "Contact Page Form",
      subject,
      phone: "+263 77 123 4567",
    });
    const row = await waitForRow<{ name: string; form_type: string; phone: string; email: string }>(
      "SELECT name, form_type, phone, email FROM contact_messages WHERE subject = ?",
      subject,
    );
    expect(row).toEqual({
      name: "Tendai Moyo",
      form_type: "Contact Page Form",
      phone: "+263 77 123 4567",
      email: "tendai@example.org",
    });
  });

  test("required fields are checked before sending, spaces alone included", async ({ page }) => {
    await gotoPage(page, "/contact-us");
    let sent = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/contact/")) sent += 1;
    });
    const form = await fillMessage(page, {
      first: "Grace",
      last: "   ",
      email: "grace@example.org",
      subject: "Hello",
      message: "Hi",
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("Last name")).toBeFocused();
    expect(await form.getByLabel("Last name").evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    await page.waitForTimeout(300);
    expect(sent).toBe(0);
  });

  test("when the server refuses, its message shows and the data stays", async ({ page }) => {
    allowConsoleErrors(page, /status of 400/, /^Form submission failed/);
    await gotoPage(page, "/contact-us");
    const form = await fillMessage(page, {
      first: "Farai",
      last: "Ncube",
      // The browser accepts it; the server's rule does not.
      email: "farai@localhost",
      subject: "Prayer meeting",
      message: "What time does the Wednesday prayer meeting start?",
    });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText("Enter a valid email address.");
    await expect(form.getByLabel("First name")).toHaveValue("Farai");
    await expect(form.getByLabel("Email")).toHaveValue("farai@localhost");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("the Need Prayer box toggles to the prayer form, which is private by default and stored", async ({
    page,
  }, testInfo) => {
    await gotoPage(page, "/contact-us");
    const toggle = page.getByRole("button", { name: "Submit Prayer Request" });
    await toggle.click();
    await expect(page.getByRole("button", { name: "Back to Contact Form" })).toBeVisible();
    const form = page.getByRole("form", { name: "Submit Your Prayer Request" });
    await expect(form.getByRole("heading", { name: "Submit Your Prayer Request" })).toBeFocused();
    await expect(page.getByRole("form", { name: "Send Us a Message" })).toHaveCount(0);
    const keepPrivate = form.getByLabel(/Keep my request private/);
    await expect(keepPrivate).toBeChecked();

    const request = unique("Please pray for my mother's healing", testInfo.project.name);
    await form.getByLabel("Your name").fill("Chipo Dube");
    await form.getByLabel("Email").fill("chipo@example.org");
    await form.getByLabel("Prayer request").fill(request);
    await form.getByRole("button", { name: "Send Prayer Request" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "Your prayer request has been submitted. Our team will be praying for you.",
    );
    await expect(form.getByLabel("Prayer request")).toHaveValue("");
    const row = await waitForRow<{ name: string; is_private: number; phone: string }>(
      "SELECT name, is_private, phone FROM prayer_requests WHERE request = ?",
      request,
    );
    expect(row).toEqual({ name: "Chipo Dube", is_private: 1, phone: "" });

    await page.getByRole("button", { name: "Back to Contact Form" }).click();
    await expect(page.getByRole("form", { name: "Send Us a Message" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit Prayer Request" })).toBeVisible();
  });

  test("a prayer request can be shared with the prayer team (not private)", async ({ page }, testInfo) => {
    await gotoPage(page, "/contact-us");
    await page.getByRole("button", { name: "Submit Prayer Request" }).click();
    const form = page.getByRole("form", { name: "Submit Your Prayer Request" });
    const request = unique("Thanksgiving for a new job", testInfo.project.name);
    await form.getByLabel("Your name").fill("Tafadzwa");
    await form.getByLabel("Email").fill("tafadzwa@example.org");
    await form.getByLabel("Phone").fill("0771234567");
    await form.getByLabel("Prayer request").fill(request);
    await form.getByLabel(/Keep my request private/).uncheck();
    await form.getByRole("button", { name: "Send Prayer Request" }).click();
    await expect(form.getByRole("status")).toBeVisible();
    const row = await waitForRow<{ is_private: number; phone: string }>(
      "SELECT is_private, phone FROM prayer_requests WHERE request = ?",
      request,
    );
    expect(row).toEqual({ is_private: 0, phone: "0771234567" });
  });

  // Without JavaScript the message form's post (stored with the whole name, the 303, the success)
  // is checked over HTTP: tests/api/public-forms-no-js.test.ts; its landing on the form's section
  // in no-javascript.spec.ts.

  test("no serious accessibility violation on either form", async ({ page }) => {
    await gotoPage(page, "/contact-us");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Submit Prayer Request" }).click();
    await expect(page.getByRole("form", { name: "Submit Your Prayer Request" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expectNoSeriousA11yViolations(page);
  });
});
