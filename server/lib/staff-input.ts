import { foldLine, MESSAGES } from "#contract/validation";
import { StaffInputError } from "#server/auth/accounts";

/** What the staff forms share: the one rule for every text they send, one-line fields, and refusals. */

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

/**
 * Every text field of a form's input at once (a repeated field's values too), each under its own
 * name: a form passes here first, so a field added to it later is covered without a thought.
 */
export function staffFormText(fields: object): void {
  for (const [field, value] of Object.entries(fields)) {
    for (const text of [value].flat()) if (typeof text === "string") staffText(text, field);
  }
}

/** The rule's answer in the shape most staff operations return: the message and its field, or null. */
export function staffFormProblem(fields: object): { message: string; field?: string } | null {
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

/** A refusal as the page shows it (the message and its field); anything else is a fault and goes up. */
export function refusalOf(error: unknown): { message: string; field?: string } {
  if (error instanceof StaffInputError)
    return error.field ? { message: error.message, field: error.field } : { message: error.message };
  throw error;
}
