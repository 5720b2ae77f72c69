import { X } from "lucide-react";
import type { ChangeEvent, FormEvent } from "react";
import { formFieldMax } from "#contract/validation";
import { FormMessage, SubmitButton, TextArea, TextField } from "~/ui/forms/fields";
import { Honeypot } from "~/ui/forms/honeypot";
import type { Submission } from "~/ui/hooks/use-submission";
import { COMMENT_FORM } from "./comment-rules";
import { COMMENT_TEXT } from "./constants";
import type { CommentActionResult } from "./types";
import { useHydrated } from "~/ui/hooks/use-hydrated";
import { COMMENT_FORM_ID } from "./reply-target";

export interface CommentFields extends Record<string, string> {
  name: string;
  email: string;
  text: string;
}

const CANCEL_CLASS =
  "inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-red-700 hover:text-red-900 dark:text-red-300 dark:hover:text-red-200";

/**
 * The comment form: Name, Email (type email) and Comment; the title and the
 * Replying to a comment bar follow the reply target. State lives in CommentSection.
 */
export function CommentForm({
  values,
  onChange,
  onSubmit,
  replying,
  onCancelReply,
  submission,
  titleId,
  nameId,
  parent,
  action,
  outcome,
}: {
  values: CommentFields;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  replying: boolean;
  onCancelReply: () => void;
  submission: Submission;
  titleId: string;
  /** Id of the Name field, focused when the visitor chooses Reply. */
  nameId: string;
  parent: number | null;
  action: string;
  /** The no-JavaScript answer, shown while the browser-side form has nothing to say. */
  outcome?: CommentActionResult | null;
}) {
  const submitting = submission.status === "submitting";
  const hydrated = useHydrated();
  return (
    <form method="post" action={action} onSubmit={onSubmit} aria-labelledby={titleId} className="space-y-4">
      <input type="hidden" name="parent" value={parent ?? ""} />
      <Honeypot />
      <h3 id={titleId} className="text-2xl font-bold text-brand-900 dark:text-white">
        {replying ? COMMENT_TEXT.replyTitle : COMMENT_TEXT.title}
      </h3>
      {replying ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand-50 px-4 py-2 text-brand-900 dark:bg-brand-800 dark:text-slate-100">
          <span className="font-medium">{COMMENT_TEXT.replyingTo}</span>
          {hydrated ? (
            <button type="button" onClick={onCancelReply} className={CANCEL_CLASS}>
              <X aria-hidden="true" className="h-4 w-4" />
              {COMMENT_TEXT.cancelReply}
            </button>
          ) : (
            <a href={`?#${COMMENT_FORM_ID}`} className={CANCEL_CLASS}>
              <X aria-hidden="true" className="h-4 w-4" />
              {COMMENT_TEXT.cancelReply}
            </a>
          )}
        </div>
      ) : null}
      <p className="text-sm text-slate-600 dark:text-slate-300">
        All fields are required. Your email address will not be published.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={nameId}
          label="Name"
          name="name"
          autoComplete="name"
          aria-required="true"
          maxLength={formFieldMax(COMMENT_FORM.name)}
          value={values.name}
          onChange={onChange}
          disabled={submitting}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          aria-required="true"
          maxLength={formFieldMax(COMMENT_FORM.email)}
          value={values.email}
          onChange={onChange}
          disabled={submitting}
        />
      </div>
      <TextArea
        label="Comment"
        name="text"
        rows={5}
        aria-required="true"
        maxLength={formFieldMax(COMMENT_FORM.text)}
        value={values.text}
        onChange={onChange}
        disabled={submitting}
      />
      <SubmitButton submitting={submitting} label={COMMENT_TEXT.submit} submittingLabel={COMMENT_TEXT.submitting} />
      {submission.message && (submission.status === "success" || submission.status === "error") ? (
        <FormMessage kind={submission.status}>{submission.message}</FormMessage>
      ) : submission.status === "idle" && outcome ? (
        <FormMessage kind={outcome.ok ? "success" : "error"}>{outcome.message}</FormMessage>
      ) : null}
    </form>
  );
}
