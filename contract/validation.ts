import type { ValidationErrors } from "./types";

/**
 * The one validator of the site (docs/decisions/012-one-validation-definition.md). What is valid
 * is plain data (field rules: contract/submissions.ts for the API's request bodies, and each
 * form's fields next to the form); this module interprets that data the same way on the server
 * (the API and the pages' no-JavaScript posts) and in the browser (the forms' own checks), with
 * Django REST Framework's messages (docs/api.md, Conventions). No zod here: it ships to the browser.
 */

export const MESSAGES = {
  required: "This field is required.",
  blank: "This field may not be blank.",
  nullValue: "This field may not be null.",
  notString: "Not a valid string.",
  email: "Enter a valid email address.",
  boolean: "Must be a valid boolean.",
  integer: "A valid integer is required.",
  nullCharacter: "Null characters are not allowed.",
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  notObject: "Expected a dictionary of items.",
  invalidChoice: (value: string) => `"${value}" is not a valid choice.`,
  notADictionary: (pythonType: string) => `Invalid data. Expected a dictionary, but got ${pythonType}.`,
  throttled: (seconds: number) =>
    `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? "" : "s"}.`,
} as const;

export const NON_FIELD_ERRORS = "non_field_errors";

// Django's EmailValidator, simplified: a local part, an @, a dotted domain with a 2+ letter TLD.
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * Text, trimmed. Absent, null or blank is "" when optional. A single-line field folds every run of
 * line breaks and other control characters (TAB excepted) into one space, so nothing typed into a
 * name or a subject can ever start a new header line of a mail.
 */
export interface TextRule {
  type: "text";
  max: number;
  required: boolean;
  lines: "single" | "multi";
  format?: "email";
}

/** true or false; absent is `default`. */
export interface BooleanRule {
  type: "boolean";
  default: boolean;
}

/** A whole number of at least `min`; absent or null is null. */
export interface IntegerRule {
  type: "integer";
  min: number;
}

/** A JSON object of at most `maxJsonLength` characters once serialised; absent or null is {}. */
export interface ObjectRule {
  type: "object";
  maxJsonLength: number;
}

export type FieldRule = TextRule | BooleanRule | IntegerRule | ObjectRule;

type FieldValue<R extends FieldRule> = R extends TextRule
  ? string
  : R extends BooleanRule
    ? boolean
    : R extends IntegerRule
      ? number | null
      : Record<string, unknown>;

/** A request body's rules: its fields, and what the body allows beyond them. */
export interface BodyRules<F extends Record<string, FieldRule> = Record<string, FieldRule>> {
  fields: F;
  /**
   * Several fields that carry one value (the prayer request comes as `request` or `request_text`):
   * the first that holds text is kept under `into`, the others dropped; none is `required` on `into`.
   */
  oneOf?: { into: keyof F & string; from: ReadonlyArray<keyof F & string> };
  /** Keys the fields do not name are kept (as `extra`), up to this many characters of JSON. */
  extra?: { maxJsonLength: number; message: string; ignore: readonly string[] };
}

type OneOfDropped<B extends BodyRules> = B["oneOf"] extends { into: infer I; from: ReadonlyArray<infer K> }
  ? Exclude<K, I>
  : never;

/** What a valid body becomes: every field with its value (optional ones defaulted). */
export type BodyValues<B extends BodyRules> = Omit<
  { [K in keyof B["fields"]]: FieldValue<B["fields"][K]> },
  OneOfDropped<B>
>;

/** One field's check: the value as kept, or the message that says what is wrong with it. */
export type FieldResult<V = unknown> = { ok: true; value: V } | { ok: false; message: string };

/** The messages of a form's invalid fields, by field name in the form's order; empty when the form may be sent. */
export type FormErrors = Partial<Record<string, string>>;

/** A form's checks, one per field: the engine runs every one. */
export type FieldChecks<T> = { [K in keyof T]: () => FieldResult<T[K]> };

/** Every field's value; or every invalid field's message, with the values of the valid ones. */
export type CheckedFields<T> = { ok: true; values: T } | { ok: false; errors: FormErrors; values: Partial<T> };

/**
 * The one validation engine of the site's forms and request bodies, public and staff: every
 * field's check runs (none stops at the first failure), so the answer holds each field's value,
 * or every invalid field's message at once.
 */
export function checkFields<T extends Record<string, unknown>>(checks: FieldChecks<T>): CheckedFields<T> {
  const values: Record<string, unknown> = {};
  const errors: FormErrors = {};
  for (const [name, check] of Object.entries(checks) as Array<[string, () => FieldResult]>) {
    const result = check();
    if (result.ok) values[name] = result.value;
    else errors[name] = result.message;
  }
  return Object.keys(errors).length > 0
    ? { ok: false, errors, values: values as Partial<T> }
    : { ok: true, values: values as T };
}

/** Each field's rule as a check of `values` (the engine's input). */
function checksOf<R>(
  rules: Record<string, R>,
  check: (rule: R, value: unknown) => FieldResult,
  values: Readonly<Record<string, unknown>>,
): FieldChecks<Record<string, unknown>> {
  return Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, () => check(rule, values[name])]));
}

// Control characters are the point here (C0 but TAB, DEL, C1, and Unicode's line separators).
// eslint-disable-next-line no-control-regex
const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u2028\u2029]+/g;

/** One line: runs of line breaks and control characters (not TAB) become one space. */
export function foldLine(value: string): string {
  return value.replace(LINE_BREAKS_AND_CONTROLS, " ");
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function fail(message: string): FieldResult {
  return { ok: false, message };
}

function checkText(rule: TextRule, value: unknown): FieldResult {
  if (value === undefined) return rule.required ? fail(MESSAGES.required) : { ok: true, value: "" };
  if (value === null) return rule.required ? fail(MESSAGES.nullValue) : { ok: true, value: "" };
  if (typeof value !== "string") return fail(MESSAGES.notString);
  if (value.includes("\u0000")) return fail(MESSAGES.nullCharacter);
  const text = (rule.lines === "single" ? foldLine(value) : value).trim();
  if (text.length > rule.max) return fail(MESSAGES.tooLong(rule.max));
  if (text === "") return rule.required ? fail(MESSAGES.blank) : { ok: true, value: "" };
  if (rule.format === "email" && !EMAIL_PATTERN.test(text)) return fail(MESSAGES.email);
  return { ok: true, value: text };
}

/** One field's value against its rule: the value as stored, or DRF's message. */
export function checkField(rule: FieldRule, value: unknown): FieldResult {
  switch (rule.type) {
    case "text":
      return checkText(rule, value);
    case "boolean":
      if (value === undefined) return { ok: true, value: rule.default };
      if (value === null) return fail(MESSAGES.nullValue);
      return typeof value === "boolean" ? { ok: true, value } : fail(MESSAGES.boolean);
    case "integer":
      if (value === undefined || value === null) return { ok: true, value: null };
      return Number.isSafeInteger(value) && (value as number) >= rule.min
        ? { ok: true, value }
        : fail(MESSAGES.integer);
    case "object":
      if (value === undefined || value === null) return { ok: true, value: {} };
      if (!isPlainObject(value)) return fail(MESSAGES.notObject);
      // The API's JSON parser bounds the nesting, so this cannot overflow the stack.
      return JSON.stringify(value).length > rule.maxJsonLength
        ? fail(MESSAGES.tooLong(rule.maxJsonLength))
        : { ok: true, value };
  }
}

/** The Python type name DRF would report for a parsed JSON value. */
function pythonTypeName(value: unknown): string {
  if (value === null) return "NoneType";
  if (Array.isArray(value)) return "list";
  switch (typeof value) {
    case "string":
      return "str";
    case "boolean":
      return "bool";
    case "number":
      return Number.isInteger(value) ? "int" : "float";
    default:
      return "dict";
  }
}

export type BodyResult<B extends BodyRules> =
  | {
      ok: true;
      values: BodyValues<B>;
      /** The keys the rules do not name (only for rules with `extra`; {} otherwise). */
      extra: Record<string, unknown>;
      /** The body as sent (the honeypot is read from it). */
      body: Record<string, unknown>;
    }
  | { ok: false; errors: ValidationErrors };

/**
 * A parsed request body (undefined: no body, read as {}) against its rules: every field's message
 * at once, as DRF answers; a body that is not a JSON object is a `non_field_errors` message.
 */
export function validateBody<B extends BodyRules>(rules: B, rawBody: unknown): BodyResult<B> {
  const body = rawBody === undefined ? {} : rawBody;
  if (!isPlainObject(body)) {
    return { ok: false, errors: { [NON_FIELD_ERRORS]: [MESSAGES.notADictionary(pythonTypeName(body))] } };
  }
  const checked = checkFields(checksOf(rules.fields, checkField, body));
  const values: Record<string, unknown> = { ...checked.values };
  const errors: ValidationErrors = {};
  if (!checked.ok) for (const [name, message] of Object.entries(checked.errors)) errors[name] = [message!];
  if (rules.oneOf) {
    const { into, from } = rules.oneOf;
    const found = from.map((name) => values[name]).find((value) => typeof value === "string" && value !== "");
    for (const name of from) delete values[name];
    values[into] = found ?? "";
    if (found === undefined && from.every((name) => !errors[name])) errors[into] = [MESSAGES.required];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  let extra: Record<string, unknown> = {};
  if (rules.extra) {
    const named = new Set([...Object.keys(rules.fields), ...rules.extra.ignore]);
    extra = Object.fromEntries(Object.entries(body).filter(([key]) => !named.has(key)));
    if (JSON.stringify(extra).length > rules.extra.maxJsonLength) {
      return { ok: false, errors: { [NON_FIELD_ERRORS]: [rules.extra.message] } };
    }
  }
  return { ok: true, values: values as BodyValues<B>, extra, body };
}

/**
 * A form's field: the request-body rule it feeds, and whether this form requires it, on top
 * of the rule's own (the contact page requires a subject the API does not). `room` is what the
 * form adds to the value before sending (a subject prefix, the hospitality interests), kept free
 * within the rule's limit.
 */
export interface FormField {
  rule: TextRule;
  required: boolean;
  room?: number;
  /** The only values the form offers (a select). */
  choices?: readonly string[];
}

export type FormRules = Record<string, FormField>;

/** Whether a form field must be filled in (its input's `required`). */
export function formFieldRequired(field: FormField): boolean {
  return field.required || field.rule.required;
}

/** A form field's longest value (its input's maxLength). */
export function formFieldMax(field: FormField): number {
  return field.rule.max - (field.room ?? 0);
}

/**
 * What the visitor typed against the form's rules: a required field left blank is "This field is
 * required." (it was not filled in); otherwise the body rule it feeds decides.
 */
export function validateForm(form: FormRules, values: Readonly<Record<string, unknown>>): FormErrors {
  const checked = checkFields(checksOf(form, checkFormField, values));
  return checked.ok ? {} : checked.errors;
}

function checkFormField(field: FormField, raw: unknown): FieldResult {
  const typed = typeof raw === "string" && foldLine(raw).trim() !== "" ? raw : undefined;
  const result = checkText({ ...field.rule, required: formFieldRequired(field), max: formFieldMax(field) }, typed);
  if (result.ok && field.choices && typed !== undefined && !field.choices.includes(result.value as string)) {
    return fail(MESSAGES.invalidChoice(result.value as string));
  }
  return result;
}

/** The first message of a form's errors (in the form's order), or null when there is none. */
export function firstError(errors: FormErrors): string | null {
  return Object.values(errors).find((message): message is string => Boolean(message)) ?? null;
}

/** The first message of the API's errors, or null. */
export function firstMessage(errors: ValidationErrors): string | null {
  return Object.values(errors).flat()[0] ?? null;
}
