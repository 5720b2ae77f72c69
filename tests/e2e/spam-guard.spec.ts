import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { test, expect, gotoPage } from "#tests/e2e/support/fixtures";
import { queryRows } from "#tests/e2e/support/db";
import { startProductionServer } from "#tools/lib/production-server";

/**
 * The guards before every stored submission (docs/api.md): the honeypot through a real form, and
 * the rate limit on a form posted without JavaScript. The shared e2e server runs without limits
 * (one address sends every form), so the limit is checked on a second server started here.
 */

const unique = (label: string, project: string) =>
  `${label}-${project}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

test.describe("spam guards", () => {
  test("a bot that fills the honeypot is told its message was sent, and nothing is stored", async ({
    page,
  }, testInfo) => {
    await gotoPage(page, "/contact-us");
    const subject = unique("Cheap pills", testInfo.project.name);
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await form.getByLabel("First name").fill("Spam");
    await form.getByLabel("Last name").fill("Bot");
    await form.getByLabel("Email").fill("bot@example.com");
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Message").fill("Buy now.");
    // A bot fills every input it finds, the hidden one included (people cannot see or reach it).
    await form.locator('input[name="website"]').fill("https://spam.example", { force: true });
    const sent = page.waitForResponse((response) => response.url().endsWith("/api/contact/contact/submit/"));
    await form.getByRole("button", { name: "Send Message" }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ subject, website: "https://spam.example" });
    await expect(form.getByRole("status")).toHaveText("Your message has been sent successfully!");
    expect(queryRows("SELECT id FROM contact_messages WHERE subject = ?", subject)).toEqual([]);
  });
});

test.describe("rate limit on a form posted without JavaScript", () => {
  const port = Number(process.env.E2E_PORT ?? 4173) + 1;
  const origin = `http://127.0.0.1:${port}`;
  let server: Awaited<ReturnType<typeof startProductionServer>> | null = null;
  let dir = "";

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // A copy of the e2e database, already migrated and seeded: the server starts in seconds.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-limits-"));
    const file = path.join(dir, "site.db");
    const source = new Database(process.env.E2E_DB_FILE!, { readonly: true, fileMustExist: true });
    await source.backup(file);
    source.close();
    server = await startProductionServer({
      port,
      setting: "E2E_PORT",
      command: "npx playwright test",
      databaseUrl: `sqlite:${file}`,
      // A copy of the seeded e2e database.
      demoContent: false,
      rateLimits: true,
      stdio: "ignore",
      // Counted in this process, by the address the request came from.
      env: { REDIS_URL: "", TRUST_PROXY: "" },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("the eleventh post in a minute shows the form again with DRF's message, 429, and the API counts it", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: origin, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto("/contact-us");
      // The API's token, as the browser client gets it (the page holds none).
      const token = ((await (await context.request.get("/api/csrf/")).json()) as { csrfToken: string }).csrfToken;
      // Ten posts (the limit) of an incomplete form: refused, but counted.
      for (let i = 0; i < 10; i++) {
        const refused = await context.request.post("/contact-us", {
          form: { intent: "message" },
          headers: { origin },
        });
        expect(refused.status(), `post ${i + 1}`).toBe(400);
      }
      const form = page.getByRole("form", { name: "Send Us a Message" });
      await form.getByLabel("First name").fill("Rudo");
      await form.getByLabel("Last name").fill("Banda");
      await form.getByLabel("Email").fill("rudo@example.org");
      await form.getByLabel("Subject").fill("Eleventh");
      await form.getByLabel("Message").fill("One too many.");
      const posted = page.waitForResponse((response) => response.request().method() === "POST");
      await form.getByRole("button", { name: "Send Message" }).click();
      const response = await posted;
      expect(response.status()).toBe(429);
      expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
      const again = page.getByRole("form", { name: "Send Us a Message" });
      await expect(again.getByRole("alert")).toHaveText(
        /^Request was throttled\. Expected available in \d+ seconds?\.$/,
      );
      await expect(again.getByLabel("Subject")).toHaveValue("Eleventh");
      // The API endpoint shares the counter: a bot gains nothing by switching.
      const api = await context.request.post("/api/contact/contact/submit/", {
        data: { name: "Rudo", email: "rudo@example.org", message: "Hi" },
        headers: { origin, "x-csrftoken": token },
      });
      expect(api.status()).toBe(429);
    } finally {
      await context.close();
    }
  });
});
