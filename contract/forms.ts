import type { FormField, FormRules } from "./validation";

/**
 * A public form defined once: its fields by name, each with what is valid in it, and the request
 * body its values become. From that one definition follow the values type, the empty values, the
 * rules the browser and the route action check (contract/validation.ts validateForm), the reader
 * of a post without JavaScript and the body sent to the API, so a field is named in one place.
 */

/** A text field (input, textarea, select): its rule, and what it holds before anything is typed. */
export interface TextFieldDefinition extends FormField {
  initial?: string;
}

/**
 * A checkbox: ticked or not. Posted without JavaScript, a ticked box is its name present in the
 * form, or, for a group of boxes sharing one name, `posted.value` among that name's values.
 */
export interface CheckboxDefinition {
  checkbox: true;
  initial: boolean;
  posted?: { name: string; value: string };
}

export type FieldDefinition = TextFieldDefinition | CheckboxDefinition;

export type FieldDefinitions = Record<string, FieldDefinition>;

/** A form's values: a string per text field, a boolean per checkbox (either, for a field not known until run time). */
export type FormValuesOf<F extends FieldDefinitions> = {
  [K in keyof F]: F[K] extends CheckboxDefinition
    ? boolean
    : F[K] extends TextFieldDefinition
      ? string
      : string | boolean;
};

export interface DefinedForm<F extends FieldDefinitions, P> {
  fields: F;
  /** Every field at its initial value (a new object each time). */
  empty(): FormValuesOf<F>;
  /** What is valid in these values: the text fields' rules (a form may vary them with the values). */
  rules(values: FormValuesOf<F>): FormRules;
  /** The values of a form posted without JavaScript. */
  read(form: FormData): FormValuesOf<F>;
  /** The request body the API receives for these values. */
  payload(values: FormValuesOf<F>): P;
}

/** A text field of a posted form: "" when absent or a file. The one reader of every form post. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export function isCheckbox(field: FieldDefinition): field is CheckboxDefinition {
  return "checkbox" in field;
}

function isTicked(form: FormData, name: string, field: CheckboxDefinition): boolean {
  if (!field.posted) return form.get(name) !== null;
  return form.getAll(field.posted.name).includes(field.posted.value);
}

export function defineForm<const F extends FieldDefinitions, P>(definition: {
  fields: F;
  payload: (values: FormValuesOf<F>) => P;
  /** Rules that depend on what was typed (the salvation form's limits follow its subject). */
  rules?: (values: FormValuesOf<F>) => FormRules;
}): DefinedForm<F, P> {
  const { fields, payload } = definition;
  const entries = Object.entries(fields);
  const textRules: FormRules = Object.fromEntries(
    entries.filter((entry): entry is [string, TextFieldDefinition] => !isCheckbox(entry[1])),
  );
  const valuesFrom = (valueOf: (name: string, field: FieldDefinition) => string | boolean) =>
    Object.fromEntries(entries.map(([name, field]) => [name, valueOf(name, field)])) as FormValuesOf<F>;
  return {
    fields,
    empty: () => valuesFrom((_, field) => (isCheckbox(field) ? field.initial : (field.initial ?? ""))),
    rules: definition.rules ?? (() => textRules),
    read: (form) =>
      valuesFrom((name, field) => (isCheckbox(field) ? isTicked(form, name, field) : formText(form, name))),
    payload,
  };
}
