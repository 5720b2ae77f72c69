import { useCallback, useMemo, useState, type FormEvent } from "react";
import { useFormFields } from "~/hooks/useFormFields";
import { useSubmission } from "~/hooks/useSubmission";
import { serverErrorMessage } from "~/lib/api";
import {
  FLOW_BEHAVIOUR,
  FORM_TEXT,
  initialValues,
  validate,
  type FieldName,
  type FormDefinition,
  type FormValues,
} from "./definitions";

/**
 * The machinery every ministry form shares: controlled fields (useFormFields), the submission
 * state machine (useSubmission) with the flow's timings and error handling, SPEC §5 checks
 * before sending, and the payload built by the form's pure builder.
 */
export function useMinistryForm(definition: FormDefinition, options: { onSuccess?: () => void } = {}) {
  const behaviour = FLOW_BEHAVIOUR[definition.flow];
  const initial = useMemo(() => initialValues(definition), [definition]);
  const fields = useFormFields<FormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const { clear, onChange: changeField } = fields;

  const submission = useSubmission({
    successResetMs: behaviour.successResetMs,
    silentErrors: behaviour.silentErrors,
    errorMessage: (error) => serverErrorMessage(error, FORM_TEXT.errorFallback),
    onReset: clear,
  });
  const { submit } = submission;
  const { onSuccess } = options;

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const found = validate(definition.fields, fields.values);
      setErrors(found);
      const firstInvalid = definition.fields.find((field) => found[field.name]);
      if (firstInvalid) {
        const control = event.currentTarget.elements.namedItem(firstInvalid.name);
        if (control instanceof HTMLElement) control.focus();
        return;
      }
      const body = definition.build(fields.values, new Date());
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

  return {
    values: fields.values,
    set: fields.set,
    onChange,
    errors,
    status: submission.status,
    message: submission.message,
    reset: submission.reset,
    onSubmit,
    submittingLabel: behaviour.submittingLabel,
  };
}

export type MinistryFormState = ReturnType<typeof useMinistryForm>;
