import { StaffInputError } from "./accounts";

/** What the staff content forms share (sermons, posts, categories and tags): one-line fields and refusals. */

/** A one-line field: spaces folded, trimmed, at most `limit` characters; null when empty and optional. */
export function oneLineField(
  value: string,
  limit: number,
  field: string,
  label: string,
  required: boolean,
): string | null {
  const trimmed = value.replace(/\s+/g, " ").trim();
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
