import { CheckboxField, FormMessage, SubmitButton, TextArea, TextField } from "~/ui/forms/fields";
import { describedBy, FieldError } from "~/ui/forms/field-frame";
import { Honeypot } from "~/ui/forms/honeypot";
import { formFieldMax, formFieldRequired } from "#contract/validation";
import type { FormContent } from "~/features/ministries/types";
import { INTEREST_PREFIX, INTERESTS_FIELD, FORM_TEXT, type FieldSpec, type FormDefinition } from "./definitions";
import { FORM_ID_FIELD, postHref } from "./posted";
import type { MinistryFormState } from "./use-ministry-form";

/**
 * The <form> of any ministry form: its fields from the definition, the page's labels, field
 * errors under the fields, optional interest checkboxes and the submit button. The native
 * required and email checks apply too; JavaScript checks the form's rules (blank-only input,
 * the server's email pattern and limits).
 * Without JavaScript the form posts to the page itself (hidden form id), and the
 * route action answers.
 */
export function FormFields({
  content,
  definition,
  state,
  children,
}: {
  content: FormContent;
  definition: FormDefinition;
  state: MinistryFormState;
  /** Extra buttons beside the submit button (Go Back). */
  children?: React.ReactNode;
}) {
  const submitting = state.status === "submitting";
  const fieldId = (field: FieldSpec) => `${content.id}-${field.name}`;

  return (
    <form
      method="post"
      action={postHref(content.id)}
      onSubmit={state.onSubmit}
      aria-label={content.heading}
      className="grid gap-5 sm:grid-cols-2"
    >
      <input type="hidden" name={FORM_ID_FIELD} value={content.id} />
      <Honeypot />
      {state.postedError ? (
        <div className="sm:col-span-2">
          <FormMessage kind="error">
            {definition.flow === "children" ? <strong className="block">{FORM_TEXT.problemHeading}</strong> : null}
            {state.postedError}
          </FormMessage>
        </div>
      ) : null}
      {definition.fields.map((field) => {
        const id = fieldId(field);
        const error = state.errors[field.name];
        const common = {
          id,
          name: field.name,
          label: content.labels?.[field.name] ?? field.label,
          required: formFieldRequired(field),
          optional: !formFieldRequired(field),
          value: String(state.values[field.name] ?? ""),
          onChange: state.onChange,
          disabled: submitting,
          placeholder: content.placeholders?.[field.name],
          autoComplete: field.autoComplete,
          maxLength: formFieldMax(field),
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(id, null, error),
        };
        return (
          <div key={field.name} className={field.half ? "" : "sm:col-span-2"}>
            {field.kind === "textarea" ? (
              <TextArea {...common} rows={field.rows ?? 5} />
            ) : (
              <TextField {...common} type={field.kind} inputMode={field.kind === "tel" ? "tel" : undefined} />
            )}
            {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
          </div>
        );
      })}

      {definition.interests ? (
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {FORM_TEXT.interestsLegend}{" "}
            <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
          </legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {definition.interests.map((option) => {
              const key = `${INTEREST_PREFIX}${option.id}`;
              return (
                <CheckboxField
                  key={option.id}
                  id={`${content.id}-interest-${option.id}`}
                  name={INTERESTS_FIELD}
                  value={option.id}
                  label={option.label}
                  checked={state.values[key] === true}
                  disabled={submitting}
                  onChange={(event) => state.set(key, event.target.checked)}
                />
              );
            })}
          </div>
        </fieldset>
      ) : null}

      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <SubmitButton submitting={submitting} label={content.submitLabel} submittingLabel={state.submittingLabel} />
        {children}
      </div>
    </form>
  );
}
