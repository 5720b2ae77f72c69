import { checkFields, foldLine, MESSAGES, type FieldResult, type FormErrors } from "#contract/validation";

/** What the staff forms share: the one rule for every text they send, one-line fields, and refusals. */

/**
 * A refusal the person who asked can act on (the command line prints it, a page shows it): one
 * field's message, or every invalid field's of a form (`errors`, from contract/validation.ts's
 * checkFields), the first of them as the message.
 */
export class StaffInputError extends Error {
  readonly errors: FormErrors;

  constructor(
    message: string,
    readonly field?: string,
    errors?: FormErrors,
  ) {
    super(message);
    this.name = "StaffInputError";
    this.errors = errors ?? (field ? { [field]: message } : {});
  }

  /** A form's refusal: every invalid field's message (at least one). */
  static every(errors: FormErrors): StaffInputError {
    const [field, message] = Object.entries(errors).find(([, text]) => text) ?? [];
    return new StaffInputError(message ?? "", field, errors);
  }
}

/** The words a staff form shows next to a field that holds a NUL: the public API's (contract/validation.ts). */
export const NULL_CHARACTER = MESSAGES.nullCharacter;

/**
 * The rule every text a staff form sends passes before anything reads it, as the public API's
 * bodies do: a NUL is refused, never stored or stripped. Nobody types one; PostgreSQL cannot store
 * one in a text column (the query fails), and SQLite would keep it and show it raw.
 */
export function staffText(value: string, field: string): string {
  if (value.includes("\u0000")) throw new StaffInputError(NULL_CHARACTER, field);
  return value;
}

/** A staff field's check as the engine takes it: its value, or the refusal it threw as its message. */
function fieldResult<V>(check: () => V): FieldResult<V> {
  try {
    return { ok: true, value: check() };
  } catch (error) {
    if (error instanceof StaffInputError) return { ok: false, message: error.message };
    throw error;
  }
}

/**
 * A staff form's fields checked on the public forms' engine (contract/validation.ts checkFields),
 * one check per field under the form's field name: the values, or one refusal that carries every
 * invalid field's message, so the page shows each by its field at once.
 */
export function checkStaffFields<T extends Record<string, unknown>>(checks: { [K in keyof T]: () => T[K] }): T {
  const entries = Object.entries(checks) as Array<[string, () => unknown]>;
  const checked = checkFields(Object.fromEntries(entries.map(([name, check]) => [name, () => fieldResult(check)])));
  if (!checked.ok) throw StaffInputError.every(checked.errors);
  return checked.values as T;
}

/**
 * Every text field of a form's input at once (a repeated field's values too), each under its own
 * name: a form passes here first, so a field added to it later is covered without a thought.
 */
export function staffFormText(fields: object): void {
  checkStaffFields(
    Object.fromEntries(
      Object.entries(fields).map(([field, value]) => [
        field,
        () => {
          for (const text of [value].flat()) if (typeof text === "string") staffText(text, field);
          return value;
        },
      ]),
    ),
  );
}

/** A refusal as a page shows it: the first message and its field, and every invalid field's message. */
export interface StaffRefusal {
  message: string;
  field?: string;
  errors?: FormErrors;
}

/** The rule's answer in the shape most staff operations return: the message and its field, or null. */
export function staffFormProblem(fields: object): StaffRefusal | null {
  try {
    staffFormText(fields);
    return null;
  } catch (error) {
    return refusalOf(error);
  }
}

/**
 * A one-line field: the NUL rule, then line breaks and other control characters folded as the
 * public single-line fields fold them, spaces folded, trimmed, at most `limit` characters; null when
 * empty and optional.
 */
export function oneLineField(
  value: string,
  limit: number,
  field: string,
  label: string,
  required: boolean,
): string | null {
  const trimmed = foldLine(staffText(value, field)).replace(/\s+/g, " ").trim();
  if (!trimmed) {
    if (required) throw new StaffInputError(`${label} is required.`, field);
    return null;
  }
  if (trimmed.length > limit) throw new StaffInputError(`${label} is too long (at most ${limit} characters).`, field);
  return trimmed;
}

/**
 * A field of several lines: the NUL rule, line breaks made plain newlines, trimmed, at most
 * `limit` characters; null when empty and optional.
 */
export function multiLineField(
  value: string,
  limit: number,
  field: string,
  label: string,
  required: boolean,
): string | null {
  const trimmed = staffText(value, field).replace(/\r\n?/g, "\n").trim();
  if (!trimmed) {
    if (required) throw new StaffInputError(`${label} is required.`, field);
    return null;
  }
  if (trimmed.length > limit) throw new StaffInputError(`${label} is too long (at most ${limit} characters).`, field);
  return trimmed;
}

/** A refusal as the page shows it (the message, its field, every field's message); anything else is a fault and goes up. */
export function refusalOf(error: unknown): StaffRefusal {
  if (!(error instanceof StaffInputError)) throw error;
  if (!error.field) return { message: error.message };
  return { message: error.message, field: error.field, errors: error.errors };
}
