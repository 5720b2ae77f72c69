import type { Browser, Page, TestInfo } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, gotoPage, test } from "#tests/e2e/support/fixtures";
import { queryRows, waitForRow } from "#tests/e2e/support/db";
import { addMember, allowRefusalStatuses, signInAs, type TestMember } from "#tests/e2e/support/staff";
import { shoot } from "#tests/e2e/support/screenshots";

/**
 * The inbox end to end at 390 px: what a visitor sends through the real public forms
 * reaches the staff member who may act on it, and nobody else. Phone project only (CI time).
 */

function marker(testInfo: TestInfo): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${testInfo.workerIndex}`;
}

/** A staff member's own browser context, signed in. */
async function staffPage(browser: Browser, baseURL: string | undefined, member: TestMember): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInAs(page, member);
  return page;
}

test.describe("the inbox", () => {
  test("a visitor's private prayer request reaches a leader, who prays and marks it done; an editor cannot reach it", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const mark = marker(testInfo);
    const name = `Chipo ${mark}`;
    const request = `Inbox ${mark}: please pray for my father's operation on Friday.`;

    await gotoPage(page, "/contact-us");
    await page.getByRole("button", { name: "Submit Prayer Request" }).click();
    const form = page.getByRole("form", { name: "Submit Your Prayer Request" });
    await expect(form.getByLabel(/Keep my request private/)).toBeChecked();
    await form.getByLabel("Your name").fill(name);
    await form.getByLabel("Email").fill(`chipo.${mark}@example.org`);
    await form.getByLabel("Prayer request").fill(request);
    await form.getByRole("button", { name: "Send Prayer Request" }).click();
    await expect(form.getByRole("status")).toContainText("Your prayer request has been submitted.");
    const { id } = await waitForRow<{ id: number }>("SELECT id FROM prayer_requests WHERE request = ?", request);

    const leader = await staffPage(browser, baseURL, await addMember("leader"));
    await leader.goto(`/admin/prayer-requests?q=${encodeURIComponent(mark)}`);
    const card = leader.getByRole("listitem").filter({ hasText: name });
    await expect(card.getByText("Private: open to read")).toBeVisible();
    await expect(leader.getByText(request)).toHaveCount(0);
    await card.getByRole("link", { name }).click();
    await expect(leader.getByRole("heading", { level: 1, name: `Prayer request from ${name}` })).toBeVisible();
    await expect(leader.getByText(request)).toBeVisible();
    await expect(leader.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
      "href",
      `mailto:chipo.${mark}@example.org?subject=Your%20prayer%20request`,
    );
    expect(
      queryRows("SELECT id FROM activity_log WHERE action = 'prayer-request.opened' AND item_id = ?", String(id)),
    ).toHaveLength(1);

    await leader.getByRole("button", { name: "I prayed for this" }).click();
    await expect(leader.getByRole("status").filter({ hasText: "you prayed for this request" })).toBeVisible();
    await expect(leader.getByText(/1\s*time prayed for/)).toBeVisible();
    await leader.getByRole("form", { name: "Prayed for" }).getByRole("button", { name: "Done" }).click();
    await expect(leader.getByRole("status").filter({ hasText: "Status saved." })).toBeVisible();
    await expect(leader.getByRole("form", { name: "Status" }).getByRole("button", { name: "Done" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await leader.getByLabel("New note").fill(`Called ${mark} back`);
    await leader.getByRole("button", { name: "Add note" }).click();
    await expect(leader.getByText(`Called ${mark} back`)).toBeVisible();
    await expectNoSeriousA11yViolations(leader);
    await shoot(leader, "inbox-prayer-request");
    expect(queryRows<{ status: string }>("SELECT status FROM prayer_requests WHERE id = ?", id)).toEqual([
      { status: "done" },
    ]);

    // Done leaves the waiting view, not the default one.
    await leader.goto(`/admin/prayer-requests?q=${encodeURIComponent(mark)}&status=waiting`);
    await expect(leader.getByText(name)).toHaveCount(0);
    await leader.goto(`/admin/prayer-requests?q=${encodeURIComponent(mark)}`);
    await expect(leader.getByRole("listitem").filter({ hasText: name }).getByText("Prayed for 1 time")).toBeVisible();
    await expectNoSeriousA11yViolations(leader);
    await shoot(leader, "inbox-prayer-requests");

    const editor = await staffPage(browser, baseURL, await addMember("editor"));
    allowRefusalStatuses(editor);
    for (const path of [`/admin/prayer-requests/${id}`, "/admin/prayer-requests"]) {
      const refused = await editor.goto(path);
      expect(refused?.status(), path).toBe(403);
      await expect(editor.getByText(request)).toHaveCount(0);
      await expect(editor.getByText(name)).toHaveCount(0);
    }
    await leader.context().close();
    await editor.context().close();
  });

  test("an intercession ministry leader sees the intercession application, not the children's inquiry", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const mark = marker(testInfo);
    await gotoPage(page, "/intercession");
    await expect(page.locator("[data-ministry-loading]")).toHaveCount(0);
    const application = page.locator("#intercession-application");
    await application.getByLabel("First Name").fill("Tendai");
    await application.getByLabel("Last Name").fill(`Intercessor ${mark}`);
    await application.getByLabel("Email Address").fill(`tendai.${mark}@example.org`);
    await application.getByLabel("Subject").fill("Early morning prayer watch");
    await application.getByLabel("Why would you like to join?").fill("I want to pray with a team.");
    await application.getByRole("button", { name: "Submit Application" }).click();
    await expect(application.getByRole("status")).toContainText("Application received!");
    const { id: intercessionId } = await waitForRow<{ id: number }>(
      "SELECT id FROM ministry_applications WHERE email = ?",
      `tendai.${mark}@example.org`,
    );

    await gotoPage(page, "/children");
    await expect(page.locator("[data-ministry-loading]")).toHaveCount(0);
    const inquiry = page.locator("#children-inquiry");
    await inquiry.getByLabel("First Name").fill("Chiedza");
    await inquiry.getByLabel("Last Name").fill(`Parent ${mark}`);
    await inquiry.getByLabel("Email Address").fill(`chiedza.${mark}@example.org`);
    await inquiry.getByLabel("Phone Number").fill("0772 145 590");
    await inquiry.getByLabel("Subject").fill("Registering my daughter");
    await inquiry.getByLabel("Message").fill("She is six and loves to sing.");
    await inquiry.getByRole("button", { name: "Send Inquiry" }).click();
    const { id: childrenId } = await waitForRow<{ id: number }>(
      "SELECT id FROM ministry_applications WHERE email = ?",
      `chiedza.${mark}@example.org`,
    );

    const leader = await staffPage(
      browser,
      baseURL,
      await addMember("ministry-leader", { ministries: ["intercession"] }),
    );
    allowRefusalStatuses(leader);
    await leader.goto(`/admin/applications?q=${encodeURIComponent(mark)}`);
    await expect(leader.getByRole("link", { name: `Tendai Intercessor ${mark}` })).toBeVisible();
    await expect(leader.getByText(`Parent ${mark}`)).toHaveCount(0);
    await expectNoSeriousA11yViolations(leader);
    await shoot(leader, "inbox-applications");

    const refused = await leader.goto(`/admin/applications/${childrenId}`);
    expect(refused?.status()).toBe(404);
    await expect(leader.getByText("She is six")).toHaveCount(0);

    await leader.goto(`/admin/applications/${intercessionId}`);
    await expect(leader.getByText("I want to pray with a team.")).toBeVisible();
    await leader.getByRole("button", { name: "In progress", exact: true }).click();
    await expect(leader.getByRole("status").filter({ hasText: "Status saved." })).toBeVisible();
    await expectNoSeriousA11yViolations(leader);
    await shoot(leader, "inbox-application");

    // An admin sees the children's inquiry, with its number ready for WhatsApp.
    const admin = await staffPage(browser, baseURL, await addMember("admin"));
    await admin.goto(`/admin/applications/${childrenId}`);
    await expect(admin.getByRole("link", { name: "Reply on WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/263772145590\?text=Hello%20/,
    );
    await leader.context().close();
    await admin.context().close();
  });
});
