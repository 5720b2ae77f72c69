import type { AppLoadContext } from "react-router";
import { commentSchema } from "../../../contract/schemas";
import { formText, isBotPost, isTrustedFormPost, readForm } from "~/lib/formPost.server";
import { COMMENT_TEXT } from "./constants";
import type { CommentActionResult } from "./types";

/**
 * The comment form without JavaScript: the same rules (SPEC §5) and messages (SPEC §8) as the
 * browser-side form, through the comment service; the comment is stored pending.
 */
export async function handleCommentPost(
  request: Request,
  context: AppLoadContext,
  postSlug: string,
): Promise<CommentActionResult> {
  const form = await readForm(request);
  if (!form || !isTrustedFormPost(request, context, form)) return { ok: false, message: COMMENT_TEXT.failed };
  const values = { name: formText(form, "name"), email: formText(form, "email"), text: formText(form, "text") };
  const throttled = await context.guard.throttle("comments");
  if (throttled) return { ok: false, message: throttled.message, retryAfter: throttled.retryAfter, values };
  if (!values.name.trim() || !values.email.trim() || !values.text.trim()) {
    return { ok: false, message: COMMENT_TEXT.required, values };
  }
  const parentText = formText(form, "parent");
  const parsed = commentSchema.safeParse({
    post_slug: postSlug,
    ...values,
    parent: /^\d+$/.test(parentText) ? Number(parentText) : null,
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? COMMENT_TEXT.failed, values };
  try {
    // A bot that filled the honeypot gets the same checks and answer; nothing is stored.
    const result = await context.services.comments.create(parsed.data, {
      store: !isBotPost(context, "comments", form),
    });
    if (!result.ok) return { ok: false, message: COMMENT_TEXT.failed, values };
    return { ok: true, message: COMMENT_TEXT.success };
  } catch (error) {
    console.error("Comment (no JavaScript) failed:", error);
    return { ok: false, message: COMMENT_TEXT.failed, values };
  }
}
