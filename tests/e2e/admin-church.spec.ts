import { expect } from "@playwright/test";
import { gotoPage, test } from "#tests/e2e/support/fixtures";
import { waitForRow } from "#tests/e2e/support/db";
import { addMember, allowRefusalStatuses, openFormSection, signInAs, withDatabase } from "#tests/e2e/support/staff";
import { DEMO_CHURCH } from "#content/demo/church";
import { CHANGES_THE_SITE } from "#tests/e2e/support/widths";
import { shoot } from "#tests/e2e/support/screenshots";
import { startSmtpSink } from "#tests/support/smtp-sink";
import { writeChurch } from "#server/domain/church/church";
import { createJobRunner } from "#server/jobs/runner";
import { mailJobs } from "#server/mail/worker";
import { smtpTransport } from "#server/mail/transport";

/**
 * /admin/church at phone size: an admin changes the church's name (and the sender name of mails
 * with it) and office phone, and after a reload the contact page, the footer and the home page's
 * structured data show them; the next notice mail, sent by the site's mail worker through a real
 * SMTP server on loopback (the e2e server has no mail server of its own), comes from the new name
 * and carries it. The demo church's details are put back after, as every other spec expects them.
 */

test.beforeEach(({ page }) => allowRefusalStatuses(page));
test.afterEach(async () => withDatabase((db) => writeChurch(db, DEMO_CHURCH)));

const NEW_NAME = "Grace Harvest Church";

test(
  "an admin changes the church's name and office phone; the pages, the structured data and the next notice mail show them",
  { tag: CHANGES_THE_SITE },
  async ({ page, baseURL }) => {
    const admin = await addMember("admin");
    await signInAs(page, admin);
    await page.goto("/admin/church");
    await expect(page.getByRole("heading", { name: "Church details" })).toBeVisible();
    await shoot(page, "church-details", [390]);
    await page.getByLabel("Church name").fill(NEW_NAME);
    await openFormSection(page, "Mail");
    await page.getByLabel("Sender name of mails").fill(NEW_NAME);
    await openFormSection(page, "Phone numbers");
    await page.getByLabel("Phone 1: number").fill("0242 700 999");
    await page.getByRole("button", { name: "Save church details" }).click();
    await expect(page.getByText("The church's details are saved.")).toBeVisible();

    await page.goto("/contact-us");
    await page.reload();
    const visit = page.getByRole("region", { name: "Get In Touch" });
    await expect(visit.getByRole("link", { name: "0242 700 999" })).toHaveAttribute("href", "tel:+263242700999");
    const footer = page.locator("footer");
    await expect(footer.getByRole("heading", { name: NEW_NAME })).toBeVisible();
    await expect(footer.getByRole("link", { name: "0242 700 999" })).toBeVisible();

    // The home page's structured data: what search engines read of the church.
    await page.goto("/");
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    ) as { name?: string; telephone?: string };
    expect(jsonLd).toMatchObject({ name: NEW_NAME, telephone: "+263242700999" });

    // The next notice: a visitor's private prayer request, which an admin hears of at once.
    await page.context().clearCookies();
    await gotoPage(page, "/contact-us");
    await page.getByRole("button", { name: "Submit Prayer Request" }).click();
    const form = page.getByRole("form", { name: "Submit Your Prayer Request" });
    const request = `Church details ${admin.id}: please pray for our new building.`;
    await form.getByLabel("Your name").fill("Tariro");
    await form.getByLabel("Email").fill(`tariro.${admin.id}@example.org`);
    await form.getByLabel("Prayer request").fill(request);
    await form.getByRole("button", { name: "Send Prayer Request" }).click();
    await expect(form.getByRole("status")).toContainText("Your prayer request has been submitted.");
    // The server's own worker makes the notice mail (it has no SMTP server, so the mail waits).
    await waitForRow("select id from mail_outbox where recipient = ? and kind = 'notice'", admin.email);

    const sink = await startSmtpSink();
    try {
      await withDatabase(async (db) => {
        const worker = createJobRunner({
          db,
          engine: "sqlite",
          jobs: mailJobs({
            db,
            engine: "sqlite",
            siteUrl: baseURL!,
            mail: { smtpUrl: null, from: null, perMinute: 10_000 },
            transport: smtpTransport(`smtp://127.0.0.1:${sink.port}`),
            batchSize: 100,
          }),
        });
        try {
          await expect
            .poll(async () => {
              await worker.tick();
              return sink.received.some((mail) => mail.to === admin.email);
            })
            .toBe(true);
        } finally {
          await worker.stop();
        }
      });
    } finally {
      await sink.stop();
    }
    const mail = sink.received.find((received) => received.to === admin.email)!;
    expect(mail.raw).toMatch(new RegExp(`^From: "?${NEW_NAME}"? <`, "m"));
    expect(mail.text).toContain(NEW_NAME);
    expect(mail.text).not.toContain(DEMO_CHURCH.name);
    expect(mail.html).toContain(`font-weight:bold;font-size:18px">${NEW_NAME}</p>`);
    expect(mail.html).not.toContain(request);
  },
);
