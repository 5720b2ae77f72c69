import type { AppLoadContext } from "react-router";
import { formText } from "#contract/forms";
import { readForm, takeFormPost } from "~/lib/form-post.server";
import { COMMENT_FORM, commentFormMessage } from "./comment-rules";
import { COMMENT_TEXT } from "./constants";
import type { CommentActionResult } from "./types";

/**
 * The comment form without JavaScript: the form's rules and messages, as in the
 * browser, then the same submission handler as the API (app/lib/form-post.server.ts); the comment is stored
 * pending. An unknown post or parent is the failure message.
 */
export async function handleCommentPost(
  request: Request,
  context: AppLoadContext,
  postSlug: string,
): Promise<CommentActionResult> {
  const form = await readForm(request);
  if (!form) return { ok: false, message: COMMENT_TEXT.failed };
  const values = { name: formText(form, "name"), email: formText(form, "email"), text: formText(form, "text") };
  const parentText = formText(form, "parent");
  const post = await takeFormPost(request, context, {
    kind: "comments",
    form,
    rules: COMMENT_FORM,
    values,
    body: () => ({ post_slug: postSlug, ...values, parent: /^\d+$/.test(parentText) ? Number(parentText) : null }),
  });
  switch (post.status) {
    case "sent":
      return { ok: true, message: COMMENT_TEXT.success };
    case "throttled":
      return { ok: false, message: post.message, retryAfter: post.retryAfter, values };
    case "invalid":
      return { ok: false, message: commentFormMessage(post.errors) ?? COMMENT_TEXT.failed, values };
    case "storage-refused":
      return { ok: false, message: post.message, values, storageRefused: true };
    case "refused":
    case "failed":
      return { ok: false, message: COMMENT_TEXT.failed, values };
  }
}
