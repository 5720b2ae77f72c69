import { useCallback, useMemo, useState, type FormEvent } from "react";
import { honeypotOf } from "~/ui/forms/honeypot";
import { useFormFields } from "~/ui/hooks/use-form-fields";
import { useSubmission, type SubmissionStatus } from "~/ui/hooks/use-submission";
import { serverErrorMessage } from "~/lib/api";
import { validateForm } from "#contract/validation";
import { FLOW_BEHAVIOUR, FORM_TEXT, type FieldName, type FormDefinition, type FormValues } from "./definitions";
import type { MinistryFormResult } from "./posted";

/**
 * The machinery every ministry form shares: controlled fields (useFormFields), the submission
 * state machine (useSubmission) with the flow's timings and error handling, the form's rules
 * checked before sending (the same the route action checks), and the payload built by the form's pure builder. A form posted without
 * JavaScript starts from the route action's result (`posted`) until the visitor moves on.
 */
export function useMinistryForm(
  definition: FormDefinition,
  options: { onSuccess?: () => void; posted?: MinistryFormResult | null } = {},
) {
  const behaviour = FLOW_BEHAVIOUR[definition.flow];
  const empty = useMemo(() => definition.form.empty(), [definition]);
  const [posted, setPosted] = useState<MinistryFormResult | null>(options.posted ?? null);
  const fields = useFormFields<FormValues>(posted?.values ?? empty);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>(posted?.errors ?? {});
  const { setValues, onChange: changeField } = fields;

  const clear = useCallback(() => {
    setValues(empty);
    setErrors({});
  }, [setValues, empty]);

  const submission = useSubmission({
    successResetMs: behaviour.successResetMs,
    silentErrors: behaviour.silentErrors,
    errorMessage: (error) => serverErrorMessage(error, FORM_TEXT.errorFallback),
    onReset: clear,
  });
  const { submit, reset: resetSubmission } = submission;
  const { onSuccess } = options;

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setPosted(null);
      const found = validateForm(definition.form.rules(fields.values), fields.values);
      setErrors(found);
      const firstInvalid = definition.fields.find((field) => found[field.name]);
      if (firstInvalid) {
        const control = event.currentTarget.elements.namedItem(firstInvalid.name);
        if (control instanceof HTMLElement) control.focus();
        return;
      }
      const body = { ...definition.form.payload(fields.values), ...honeypotOf(event.currentTarget) };
      const ok = await submit(() => definition.send(body));
      if (ok) onSuccess?.();
    },
    [definition, fields.values, submit, onSuccess],
  );

  const onChange = useCallback(
    (event: Parameters<typeof changeField>[0]) => {
      const name = event.target.name as FieldName;
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      changeField(event);
    },
    [changeField],
  );

  /** Back to an idle form (Send another message, Try Again); after a success, an empty one. */
  const reset = useCallback(() => {
    if (posted) {
      setPosted(null);
      if (posted.ok) clear();
    }
    resetSubmission();
  }, [posted, clear, resetSubmission]);

  // A posted result stands for the submission's outcome until the visitor moves on. Without
  // JavaScript a failure shows its message above the kept answers (there is no Try Again).
  let status: SubmissionStatus = submission.status;
  let message = submission.message;
  if (posted) {
    status = posted.ok ? "success" : "idle";
    message = null;
  }

  return {
    values: fields.values,
    set: fields.set,
    onChange,
    errors,
    status,
    message,
    /** A failure of a no-JavaScript post, shown above the form (field errors show by their fields). */
    postedError:
      posted &&
      !posted.ok &&
      (!behaviour.silentErrors || posted.retryAfter || posted.storageRefused) &&
      Object.keys(posted.errors).length === 0
        ? posted.message
        : null,
    reset,
    onSubmit,
    submittingLabel: behaviour.submittingLabel,
  };
}

export type MinistryFormState = ReturnType<typeof useMinistryForm>;
