import { test, expect, gotoPage, expectNoSeriousA11yViolations, allowConsoleErrors } from "#tests/e2e/support/fixtures";
import { queryRows, waitForRow } from "#tests/e2e/support/db";
import { insertComment, insertPost, uniqueSlug } from "#tests/e2e/support/blog-fixtures";

/**
 * Comments through the page: a comment and a reply are stored pending,
 * shown at once with the awaiting-approval message, and gone from the public page after a reload.
 */

interface CommentRow {
  id: number;
  parent_id: number | null;
  name: string;
  email: string;
  text: string;
  status: string;
}

test("a comment and a reply: stored pending, shown locally, gone after a reload", async ({ page }, testInfo) => {
  const slug = uniqueSlug("comments", testInfo.project.name);
  const postId = insertPost({
    slug,
    title: "Serving Tea After the Sunday Service",
    content: "<p>Thank you to everyone who stayed to serve.</p>",
  });
  const parentId = insertComment({ postId, name: "Rudo Chikomba", text: "It was lovely to meet the new families." });

  await gotoPage(page, `/blog/${slug}`);
  await expect(page.getByRole("heading", { name: "1 Comment", exact: true })).toBeVisible();
  const form = page.getByRole("form", { name: "Leave a Comment" });

  // Required fields, trimmed.
  await form.getByLabel("Name").fill("   ");
  await form.getByLabel("Email").fill("farai@example.org");
  await form.getByLabel("Comment").fill("Thank you!");
  await form.getByRole("button", { name: "Post Comment" }).click();
  await expect(form.getByText("Please fill in all required fields.")).toBeVisible();

  // A top-level comment.
  const text = `Blessings from Chitungwiza ${testInfo.project.name}`;
  await form.getByLabel("Name").fill("Farai Ndlovu");
  await form.getByLabel("Comment").fill(text);
  await form.getByRole("button", { name: "Post Comment" }).click();
  await expect(form.getByText("Your comment has been submitted successfully and is pending approval.")).toBeVisible();
  const mine = page.getByRole("article", { name: "Comment by Farai Ndlovu" });
  await expect(mine).toContainText(text);
  await expect(mine.getByText("Awaiting approval")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("");
  await expect(form.getByLabel("Comment")).toHaveValue("");
  const stored = await waitForRow<CommentRow>("SELECT * FROM comments WHERE post_id = ? AND text = ?", postId, text);
  expect(stored).toMatchObject({
    name: "Farai Ndlovu",
    email: "farai@example.org",
    status: "pending",
    parent_id: null,
  });

  // A reply: the form's title, the bar and Cancel Reply follow the target.
  await page.getByRole("button", { name: "Reply to Rudo Chikomba" }).click();
  const replyForm = page.getByRole("form", { name: "Leave a Reply" });
  await expect(replyForm).toBeInViewport();
  await expect(replyForm.getByText("Replying to a comment")).toBeVisible();
  await replyForm.getByRole("button", { name: "Cancel Reply" }).click();
  await expect(page.getByRole("form", { name: "Leave a Comment" })).toBeVisible();
  await expect(page.getByText("Replying to a comment")).toHaveCount(0);

  await page.getByRole("button", { name: "Reply to Rudo Chikomba" }).click();
  const reply = `Amen, sister ${testInfo.project.name}`;
  await replyForm.getByLabel("Name").fill("Tendai Moyo");
  await replyForm.getByLabel("Email").fill("tendai@example.org");
  await replyForm.getByLabel("Comment").fill(reply);
  await replyForm.getByRole("button", { name: "Post Comment" }).click();
  await expect(page.getByText("Your comment has been submitted successfully and is pending approval.")).toBeVisible();
  // Under its parent, and the reply target cleared.
  const thread = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("article", { name: "Comment by Rudo Chikomba" }) });
  await expect(thread.getByRole("article", { name: "Comment by Tendai Moyo" })).toContainText(reply);
  await expect(page.getByRole("form", { name: "Leave a Comment" })).toBeVisible();
  const storedReply = await waitForRow<CommentRow>(
    "SELECT * FROM comments WHERE post_id = ? AND text = ?",
    postId,
    reply,
  );
  expect(storedReply).toMatchObject({ parent_id: parentId, status: "pending" });
  await expectNoSeriousA11yViolations(page);

  // Pending comments are not public.
  await page.reload();
  await expect(page.getByRole("article", { name: "Comment by Rudo Chikomba" })).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
  await expect(page.getByText(reply)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "1 Comment", exact: true })).toBeVisible();
  expect(queryRows("SELECT id FROM comments WHERE post_id = ? AND status = 'pending'", postId)).toHaveLength(2);
});

test("a failed submission shows the form's error text and keeps the text", async ({ page }, testInfo) => {
  const slug = uniqueSlug("comment-fail", testInfo.project.name);
  insertPost({ slug, title: "Prayer Chain Update", content: "<p>Keep praying.</p>" });
  // The refused request and its log line are what this test sets up.
  allowConsoleErrors(page, /status of 500/, /Form submission failed/);
  await gotoPage(page, `/blog/${slug}`);
  await page.route("**/api/comments/create/", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"detail":"Server Error"}' }),
  );
  const form = page.getByRole("form", { name: "Leave a Comment" });
  await form.getByLabel("Name").fill("Nyasha");
  await form.getByLabel("Email").fill("nyasha@example.org");
  await form.getByLabel("Comment").fill("Praying with you.");
  await form.getByRole("button", { name: "Post Comment" }).click();
  await expect(form.getByText("Failed to submit comment. Please try again later.")).toBeVisible();
  await expect(form.getByLabel("Comment")).toHaveValue("Praying with you.");
  await expect(page.getByRole("article", { name: "Comment by Nyasha" })).toHaveCount(0);
});

// The comment form without JavaScript (refused with what was typed kept, then stored pending once,
// the success after the 303) and Reply as a link are checked over HTTP on both engines:
// tests/api/public-forms-no-js.test.ts.
