import { queryRows, waitForRow } from "#tests/e2e/support/db";
import { insertComment, insertPost, uniqueSlug } from "#tests/e2e/support/blog-fixtures";
import { expect, expectNoSeriousA11yViolations, gotoPage, test } from "#tests/e2e/support/fixtures";
import { shoot } from "#tests/e2e/support/screenshots";
import { addMember, signInAs } from "#tests/e2e/support/staff";

/**
 * The comment queue in Chromium at 390 px: a visitor comments through the real form,
 * an editor approves it from the queue, and after a reload the comment is on the post page; a
 * bulk action; a staff reply shown as from the church; the admin's blocklist and the queue's
 * hints; axe on the queue and the settings page; screenshots at 390 and 1280 px. The post is the test's own and published long ago, in a month the demo already has:
 * the newest posts, the archives and the comment counts other tests compare do not move.
 */

function statusOf(id: number): string {
  return queryRows<{ status: string }>("SELECT status FROM comments WHERE id = ?", id)[0]!.status;
}

test.describe("the comment queue", () => {
  test("a visitor's comment, approved by an editor, is on the post after a reload; bulk spam; a church reply", async ({
    page,
    browser,
  }, testInfo) => {
    const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const slug = uniqueSlug("moderation", testInfo.project.name);
    const title = `Moderated Post ${marker}`;
    const postId = insertPost({
      slug,
      title,
      content: "<p>A post for the comment queue.</p>",
      publishedAt: "2025-04-02T08:00:00.000Z",
    });
    const blocked = `jackpot${marker}`;
    const bulk = [1, 2].map((n) =>
      insertComment({
        postId,
        name: `Bulk ${n} ${marker}`,
        text: `Cheap ${blocked} deals ${n} https://a.example www.b.example`,
        status: "pending",
      }),
    );
    const editor = await addMember("editor");

    // The admin adds a word to the blocklist (a word of this test's own: no other comment has it).
    const admin = await addMember("admin");
    const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await signInAs(adminContext, admin);
    const settings = await adminContext.newPage();
    await settings.goto("/admin/settings");
    await settings.getByLabel("Words and phrases to look out for").fill(`casino\n${blocked}`);
    await settings.getByRole("button", { name: "Save blocklist" }).click();
    await expect(settings.getByRole("status")).toHaveText("The blocklist is saved.");
    await expectNoSeriousA11yViolations(settings);
    await shoot(settings, "comments-settings", [390]);
    await adminContext.close();

    // The visitor, through the real form.
    await gotoPage(page, `/blog/${slug}`);
    const form = page.getByRole("form", { name: "Leave a Comment" });
    const text = `Thank you for this word ${marker}`;
    await form.getByLabel("Name").fill(`Rufaro ${marker}`);
    await form.getByLabel("Email").fill(`rufaro.${marker}@example.org`);
    await form.getByLabel("Comment").fill(text);
    await form.getByRole("button", { name: "Post Comment" }).click();
    await expect(form.getByText("Your comment has been submitted successfully and is pending approval.")).toBeVisible();
    const stored = await waitForRow<{ id: number }>(
      "SELECT id FROM comments WHERE post_id = ? AND text = ?",
      postId,
      text,
    );

    // The editor, in a context of their own.
    const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await signInAs(staffContext, editor);
    const staff = await staffContext.newPage();
    await staff.goto(`/admin/comments?q=${marker}`);
    await expect(staff.getByRole("heading", { level: 1, name: "Comments" })).toBeVisible();
    const card = staff.locator(`#comment-${stored.id}`);
    await expect(card).toContainText(text);
    await expect(card).toContainText(`On ${title}`);
    await expect(card).toContainText("First comment");
    await expect(staff.locator(`#comment-${bulk[0]}`)).toContainText("2 links");
    await expect(staff.locator(`#comment-${bulk[0]}`)).toContainText(`Blocked word: ${blocked}`);
    await expectNoSeriousA11yViolations(staff);
    await shoot(staff, "comments-queue");

    await card.getByRole("button", { name: `Approve the comment by Rufaro ${marker}` }).click();
    await expect(staff.getByRole("status")).toHaveText("1 comment approved.");
    await expect(staff).toHaveURL(new RegExp(`q=${marker}`));
    expect(statusOf(stored.id)).toBe("approved");

    // The visitor reloads: the comment is public, counted.
    await page.reload();
    await expect(page.getByRole("article", { name: `Comment by Rufaro ${marker}` })).toContainText(text);
    await expect(page.getByRole("heading", { name: "1 Comment", exact: true })).toBeVisible();

    // Bulk: both ticked, marked as spam at once.
    for (const id of bulk) await staff.locator(`#comment-${id}`).getByRole("checkbox").check();
    await staff
      .getByRole("group", { name: "With the ticked comments" })
      .getByRole("button", { name: "Mark as spam" })
      .click();
    await expect(staff.getByRole("status")).toHaveText("2 comments marked as spam.");
    for (const id of bulk) expect(statusOf(id)).toBe("spam");
    await shoot(staff, "comments-queue-after-bulk", [390]);

    // A reply from the church, from the Approved tab.
    await staff.goto(`/admin/comments?status=approved&q=${marker}`);
    const approved = staff.locator(`#comment-${stored.id}`);
    await approved.locator("summary", { hasText: "Reply" }).click();
    await approved.getByLabel(/Your reply/).fill(`You are welcome, Rufaro ${marker}.`);
    await approved.getByRole("button", { name: "Send reply" }).click();
    await expect(staff.getByRole("status")).toHaveText("Your reply is published.");
    await page.reload();
    const reply = page.getByRole("article", { name: `Comment by ${editor.name}` });
    await expect(reply).toContainText(`You are welcome, Rufaro ${marker}.`);
    await expect(reply.getByText("Church", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "2 Comments", exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, "comments-post-with-church-reply", [390]);
    await staffContext.close();
  });
});
