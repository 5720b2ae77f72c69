import { test, expect, gotoPage } from "#tests/e2e/support/fixtures";
import { waitForRow } from "#tests/e2e/support/db";

/**
 * Public pages set no cookie and hold no token, so a fresh browser has no csrftoken when
 * it first sends a form. The browser client (app/lib/api.ts) fetches it from GET /api/csrf/ then,
 * once, and echoes it as X-CSRFToken (Django's semantics, docs/api.md, CSRF).
 */
test("a fresh browser's first submission fetches the API's token once and is stored", async ({
  page,
  context,
}, testInfo) => {
  await gotoPage(page, "/contact-us");
  expect(await context.cookies()).toEqual([]);

  const subject = `cache first ${testInfo.project.name} ${Date.now()}`;
  const form = page.getByRole("form", { name: "Send Us a Message" });
  await form.getByLabel("First name").fill("Nyasha");
  await form.getByLabel("Last name").fill("Cache");
  await form.getByLabel("Email").fill("cache.first@example.org");
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill("A first message from a browser that has no cookie yet.");

  const tokenRequests: string[] = [];
  const submitted: Array<string | null> = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/csrf/")) tokenRequests.push(request.url());
    if (request.url().endsWith("/api/contact/contact/submit/"))
      submitted.push(request.headers()["x-csrftoken"] ?? null);
  });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText("Your message has been sent successfully!");
  await waitForRow("SELECT id FROM contact_messages WHERE subject = ?", subject);

  const token = (await context.cookies()).find((cookie) => cookie.name === "csrftoken");
  expect(token?.value).toMatch(/^[A-Za-z0-9]{32}$/);
  expect(tokenRequests).toHaveLength(1);
  expect(submitted).toEqual([token!.value]);

  // The second submission echoes the cookie it now has, without asking again.
  await form.getByLabel("First name").fill("Nyasha");
  await form.getByLabel("Last name").fill("Cache");
  await form.getByLabel("Email").fill("cache.first@example.org");
  await form.getByLabel("Subject").fill(`${subject} again`);
  await form.getByLabel("Message").fill("And a second one.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("status")).toHaveText("Your message has been sent successfully!");
  expect(tokenRequests).toHaveLength(1);
  expect(submitted).toEqual([token!.value, token!.value]);
});
