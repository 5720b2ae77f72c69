import { useId, useRef, useState, type FormEvent } from "react";
import type { CommentNode } from "#contract/types";
import { validateForm } from "#contract/validation";
import { honeypotOf } from "~/ui/forms/honeypot";
import { useFormFields } from "~/ui/hooks/use-form-fields";
import { useSubmission } from "~/ui/hooks/use-submission";
import { api } from "~/lib/api";
import { CommentForm, type CommentFields } from "./comment-form";
import { CommentList } from "./comment-list";
import { COMMENT_FORM, commentFormMessage } from "./comment-rules";
import { countComments, insertComment, localComment, type DisplayComment } from "./comment-tree";
import { COMMENT_TEXT } from "./constants";
import { commentCountLabel } from "./format";
import type { CommentActionResult } from "./types";
import { COMMENT_FORM_ID, REPLY_PARAM } from "./reply-target";

const EMPTY: CommentFields = { name: "", email: "", text: "" };

/**
 * A post's comments and the form: threaded approved comments; Reply scrolls to the
 * form and targets a comment; a sent comment is added at once, locally, under its parent, and
 * waits for approval on the server.
 */
export function CommentSection({
  postSlug,
  initialComments,
  outcome = null,
  createComment = api.createComment,
  initialReplyTo = null,
}: {
  postSlug: string;
  initialComments: CommentNode[];
  /** The answer of a comment posted without JavaScript. */
  outcome?: CommentActionResult | null;
  createComment?: typeof api.createComment;
  /** The reply target the address sets (no JavaScript: ?replyto=, app/features/blog/reply-target.ts). */
  initialReplyTo?: number | null;
}) {
  const [comments, setComments] = useState<DisplayComment[]>(initialComments);
  const [replyTo, setReplyTo] = useState<number | null>(initialReplyTo);
  const fields = useFormFields<CommentFields>(outcome && !outcome.ok && outcome.values ? outcome.values : EMPTY);
  const submission = useSubmission({ errorMessage: () => COMMENT_TEXT.failed });
  const formRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const nameId = useId();
  const headingId = useId();

  const startReply = (comment: DisplayComment) => {
    setReplyTo(comment.id);
    formRef.current?.scrollIntoView({ block: "start" });
    document.getElementById(nameId)?.focus({ preventScroll: true });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The form's rules, as the route action checks them.
    const invalid = commentFormMessage(validateForm(COMMENT_FORM, fields.values));
    if (invalid) {
      submission.fail(invalid);
      return;
    }
    const name = fields.values.name.trim();
    const email = fields.values.email.trim();
    const text = fields.values.text.trim();
    const parent = replyTo;
    const honeypot = honeypotOf(event.currentTarget);
    const sent = await submission.submit(
      () => createComment({ post_slug: postSlug, name, email, text, parent, ...honeypot }),
      COMMENT_TEXT.success,
    );
    if (!sent) return;
    setComments((tree) => insertComment(tree, localComment({ name, text, parent })));
    fields.setValues(EMPTY);
    setReplyTo(null);
  };

  return (
    <section aria-labelledby={headingId} className="mt-14">
      <h2 id={headingId} className="text-2xl font-bold text-brand-900 dark:text-white">
        {commentCountLabel(countComments(comments))}
      </h2>
      <div className="mt-6">
        <CommentList comments={comments} onReply={startReply} />
      </div>
      <div
        ref={formRef}
        id={COMMENT_FORM_ID}
        className="mt-10 scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-brand-900 dark:ring-brand-800"
      >
        <CommentForm
          values={fields.values}
          onChange={fields.onChange}
          onSubmit={onSubmit}
          replying={replyTo !== null}
          onCancelReply={() => setReplyTo(null)}
          submission={submission}
          titleId={titleId}
          nameId={nameId}
          parent={replyTo}
          action={`/blog/${encodeURIComponent(postSlug)}${replyTo === null ? "" : `?${REPLY_PARAM}=${replyTo}`}#${COMMENT_FORM_ID}`}
          outcome={outcome}
        />
      </div>
    </section>
  );
}
