import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

import { CONTROL_CLASS, FieldFrame } from "./field-frame";

/**
 * The public forms' skin of the field kit (./field-frame.tsx): labelled controls with one look
 * across the site. Each takes the usual HTML attributes (name, value, onChange, required,
 * type...) and a visible label.
 */
const controlClass = CONTROL_CLASS.public;

interface LabelProps {
  label: ReactNode;
  /** Shown after the label for optional fields. */
  optional?: boolean;
  className?: string;
}

export function TextField({
  label,
  optional,
  className,
  id,
  ...input
}: LabelProps & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame
      look="public"
      id={fieldId}
      label={label}
      optional={optional}
      required={input.required}
      className={className}
    >
      {() => <input id={fieldId} className={controlClass} {...input} />}
    </FieldFrame>
  );
}

export function TextArea({
  label,
  optional,
  className,
  id,
  rows = 5,
  ...textarea
}: LabelProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame
      look="public"
      id={fieldId}
      label={label}
      optional={optional}
      required={textarea.required}
      className={className}
    >
      {() => <textarea id={fieldId} rows={rows} className={controlClass} {...textarea} />}
    </FieldFrame>
  );
}

export function SelectField({
  label,
  optional,
  className,
  id,
  options,
  ...select
}: LabelProps &
  SelectHTMLAttributes<HTMLSelectElement> & { options: ReadonlyArray<string | { value: string; label: string }> }) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame
      look="public"
      id={fieldId}
      label={label}
      optional={optional}
      required={select.required}
      className={className}
    >
      {() => (
        <select id={fieldId} className={controlClass} {...select}>
          {/* HTML: a required select's first option must have an empty value. Disabled and hidden:
              never chosen nor listed, so the product's options stay the ones a visitor sees. */}
          {select.required ? (
            <option value="" disabled hidden>
              Choose one
            </option>
          ) : null}
          {options.map((option) => {
            const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </FieldFrame>
  );
}

export function CheckboxField({ label, className, id, ...input }: LabelProps & InputHTMLAttributes<HTMLInputElement>) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className={`flex items-start gap-3 ${className ?? ""}`}>
      <input
        id={fieldId}
        type="checkbox"
        className="mt-1 h-4 w-4 rounded border-slate-500 accent-brand-600"
        {...input}
      />
      <label htmlFor={fieldId} className="text-sm text-slate-700 dark:text-slate-200">
        {label}
      </label>
    </div>
  );
}

/** The form's submit button: disabled and relabelled while submitting. */
export function SubmitButton({
  submitting,
  label,
  submittingLabel,
  className,
}: {
  submitting: boolean;
  label: ReactNode;
  submittingLabel: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={submitting}
      aria-busy={submitting}
      className={`inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 dark:bg-accent-500 dark:text-brand-950 dark:hover:bg-accent-400 ${className ?? ""}`}
    >
      {submitting ? submittingLabel : label}
    </button>
  );
}

/** A success or error message, announced to screen readers. */
export function FormMessage({ kind, children }: { kind: "success" | "error"; children: ReactNode }) {
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      className={
        kind === "success"
          ? "rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-800 dark:border-green-700 dark:bg-green-950 dark:text-green-200"
          : "rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800 dark:border-red-700 dark:bg-red-950 dark:text-red-200"
      }
    >
      {children}
    </div>
  );
}
