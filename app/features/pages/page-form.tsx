import type { ReactNode } from "react";
import {
  rowFieldId,
  rowInput,
  type PageDefinition,
  type PageErrors,
  type PageGroupField,
  type PageTextField,
  type PostedPage,
  type PostedRow,
} from "#contract/page-content";
import { PictureField } from "~/features/pictures/picture-field";
import { EditorBar } from "~/ui/staff/editor-bar";
import { problemOfErrors, sectionFolds } from "~/ui/staff/forms";
import {
  Button,
  Field,
  FieldError,
  FormSection,
  LABEL,
  Notice,
  Select,
  StaffForm,
  TextArea,
  useNamesInAddress,
} from "~/ui/staff/fields";

/**
 * The form of one built-in page (/admin/pages/:page), drawn from the page's definition
 * (contract/page-content.ts): a field per text, and for a repeating group its rows, each with an
 * order number and a "remove" box, then empty rows to fill in. Plain HTML: adding, removing and
 * reordering rows all work without JavaScript, in one save. Each of the definition's sections
 * folds (the first open, or those holding a refused field), under a sticky Save: the About page is
 * some thirty phone screens unfolded.
 */

/** Empty rows under a group's filled ones: room for new cards, slides, numbers. */
export const BLANK_ROWS = 2;

export function PageForm({
  definition,
  values,
  errors,
  children,
}: {
  definition: PageDefinition;
  values: PostedPage;
  errors: PageErrors;
  /** Hidden fields (the version the form is opened at). */
  children?: ReactNode;
}) {
  const folds = sectionFolds(
    errors,
    Object.fromEntries(definition.sections.map((section, index) => [index, section.fields.map((field) => field.key)])),
    useNamesInAddress(),
  );
  return (
    <StaffForm
      className="mt-4 space-y-4"
      problem={problemOfErrors(errors)}
      folded
      bar={
        <EditorBar status={definition.title}>
          <Button>Save {definition.title.toLowerCase()}</Button>
        </EditorBar>
      }
    >
      {children}
      {definition.sections.map((section, index) => (
        <FormSection key={section.title} title={section.title} {...folds[index]!}>
          <div className="space-y-6">
            {section.fields.map((field) =>
              field.kind === "group" ? (
                <GroupRows
                  key={field.key}
                  group={field}
                  rows={values.groups[field.key] ?? []}
                  errors={errors}
                  // The section's heading says it already: the legend stays for screen readers only.
                  quietLegend={field.label === section.title}
                />
              ) : (
                <TextInput
                  key={field.key}
                  field={field}
                  name={field.key}
                  id={field.key}
                  value={values.texts[field.key] ?? ""}
                  error={errors[field.key]}
                />
              ),
            )}
          </div>
        </FormSection>
      ))}
    </StaffForm>
  );
}

function TextInput({
  field,
  name,
  id,
  value,
  error,
  label = field.label,
}: {
  field: PageTextField;
  name: string;
  id: string;
  value: string;
  error?: string;
  label?: string;
}) {
  switch (field.kind) {
    case "text":
      return (
        <TextArea
          label={label}
          name={name}
          id={id}
          rows={value.length > 300 ? 8 : value.length > 80 ? 5 : 3}
          defaultValue={value}
          error={error}
          hint={hintOf(field)}
          required={field.required}
        />
      );
    case "picture":
      return (
        <PictureField
          label={label}
          name={name}
          id={id}
          value={value}
          error={error}
          hint={field.hint}
          aspect={field.shape}
        />
      );
    case "choice":
      return (
        <div>
          <label htmlFor={id} className={LABEL}>
            {label}
          </label>
          <Select
            id={id}
            name={name}
            defaultValue={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          >
            {field.options?.map((option) => (
              <option key={option} value={option}>
                {field.optionLabels?.[option] ?? option}
              </option>
            ))}
          </Select>
          {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
        </div>
      );
    default:
      return (
        <Field
          label={label}
          name={name}
          id={id}
          type={INPUT_TYPES[field.kind] ?? "text"}
          defaultValue={value}
          error={error}
          hint={hintOf(field)}
          required={field.required}
        />
      );
  }
}

/** The input a one-line field is typed into (phones and emails bring the phone's own keyboard). */
const INPUT_TYPES: Partial<Record<PageTextField["kind"], string>> = {
  datetime: "datetime-local",
  link: "url",
  phone: "tel",
  email: "email",
};

function hintOf(field: PageTextField): string | undefined {
  const limit = field.max ? `At most ${field.max} characters.` : "";
  return [field.hint, limit].filter(Boolean).join(" ") || undefined;
}

function GroupRows({
  group,
  rows,
  errors,
  quietLegend,
}: {
  group: PageGroupField;
  rows: PostedRow[];
  errors: PageErrors;
  quietLegend: boolean;
}) {
  const blank: PostedRow = { cells: {}, order: "", remove: false };
  // Blank rows only as far as the group may grow: a full group takes a new row once one is removed.
  const room = Math.max(0, Math.min(BLANK_ROWS, group.maxRows - rows.length));
  const shown = [...rows, ...Array.from({ length: room }, () => blank)];
  return (
    <fieldset id={group.key} className="space-y-4">
      <legend className={quietLegend ? "sr-only" : "text-base font-semibold text-brand-950 dark:text-white"}>
        {group.label}
      </legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {group.hint ? `${group.hint} ` : ""}Fill in an empty row to add one; change the order numbers to move rows; tick
        “Remove” to take one out.
      </p>
      {errors[group.key] ? <Notice tone="error">{errors[group.key]}</Notice> : null}
      {shown.map((row, index) => {
        const filled = index < rows.length;
        const orderId = rowFieldId(group.key, index, "order");
        return (
          <div
            key={index}
            className="space-y-3 rounded-md border border-slate-300 p-3 dark:border-brand-700"
            data-row={group.key}
          >
            <p className="text-sm font-semibold">
              {group.row} {index + 1}
              {filled ? "" : " (empty: fill in to add)"}
            </p>
            {group.fields.map((cell) => {
              const id = rowFieldId(group.key, index, cell.key);
              return (
                <TextInput
                  key={cell.key}
                  field={{ ...cell, required: filled && cell.required }}
                  name={rowInput(group.key, cell.key)}
                  id={id}
                  value={row.cells[cell.key] ?? ""}
                  error={errors[id]}
                />
              );
            })}
            <div className="flex flex-wrap items-end gap-4">
              <div className="w-28">
                <Field
                  label="Order"
                  name={rowInput(group.key, "order")}
                  id={orderId}
                  inputMode="numeric"
                  defaultValue={row.order || String(index + 1)}
                  error={errors[orderId]}
                />
              </div>
              {filled ? (
                <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium">
                  <input
                    type="checkbox"
                    name={rowInput(group.key, "remove")}
                    value={String(index)}
                    defaultChecked={row.remove}
                    className="h-5 w-5"
                  />
                  Remove {group.row.toLowerCase()} {index + 1}
                </label>
              ) : null}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
