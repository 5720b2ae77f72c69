/**
 * The one id rule of the back office, for every id a staff form or a staff path carries.
 *
 * Every table's id is PostgreSQL `serial` (a 4-byte `integer`) or SQLite's `integer primary key`
 * (8 bytes), and every column that points at a row is `integer` on both. So an id is a whole number
 * from 1 to 2^31 - 1: PostgreSQL refuses a larger one as a query parameter (an error, not "no
 * row"), and SQLite could hold one, but no row of ours ever gets it. An id outside that range names
 * no row: it gets the same answer as an unknown id, and never reaches a query.
 */

/** The largest value of a PostgreSQL `integer`. */
export const MAX_ROW_ID = 2_147_483_647;

/** Whether `id` can name a row: a whole number from 1 to MAX_ROW_ID. */
export function isRowId(id: unknown): id is number {
  return typeof id === "number" && Number.isSafeInteger(id) && id >= 1 && id <= MAX_ROW_ID;
}

/**
 * An id as a form field or a path segment writes it: digits only, no sign, no leading zero, no
 * exponent or spaces ("1e3", " 7", "07" are not ids), within range; else null.
 */
export function rowIdOf(text: string | null | undefined): number | null {
  if (typeof text !== "string" || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return isRowId(id) ? id : null;
}
