import type { ReactNode } from "react";

/**
 * The one field kit's core, for the public forms and the staff forms alike: a field's label, its
 * hint and its error around its control, which gets the ids that describe it (aria-describedby)
 * and is marked invalid by its skin while the error shows. `look` gives the public side its look
 * (a required star, "(optional)") and the staff side its own; app/ui/forms/fields.tsx and
 * app/ui/staff/fields.tsx are the two skins.
 */
export type FieldLook = "public" | "staff";

export const LABEL_CLASS: Record<FieldLook, string> = {
  public: "block text-sm font-medium text-slate-700 dark:text-slate-200",
  staff: "block text-sm font-semibold text-brand-950 dark:text-slate-100",
};

export const CONTROL_CLASS: Record<FieldLook, string> = {
  public:
    "mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-base text-ink shadow-sm " +
    "placeholder:text-slate-500 disabled:opacity-60 dark:border-slate-400 dark:bg-brand-900 dark:text-slate-100",
  staff:
    "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-500 aria-[invalid=true]:border-red-700 dark:border-slate-500 dark:bg-brand-900 dark:text-slate-100 dark:aria-[invalid=true]:border-red-400",
};

/** A field's error under it, the id its control names in aria-describedby. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
      {children}
    </p>
  );
}

/** The ids that describe a field's control: its hint's and its error's, when shown. */
export function describedBy(id: string, hint?: ReactNode, error?: ReactNode): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

export function FieldFrame({
  look,
  id,
  label,
  required,
  optional,
  hint,
  error,
  className,
  children,
}: {
  look: FieldLook;
  id: string;
  label: ReactNode;
  /** The public look marks a required field with a star and an optional one with "(optional)". */
  required?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const decorated = look === "public";
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASS[look]}>
        {label}
        {decorated && required ? (
          <span aria-hidden="true" className="text-red-600">
            {" "}
            *
          </span>
        ) : null}
        {decorated && optional ? (
          <span className="font-normal text-slate-500 dark:text-slate-400"> (optional)</span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
      {children(describedBy(id, hint, error))}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
