import { stringify } from "csv-stringify/sync";

/**
 * CSV downloads of the back office (the subscribers' export). Quoting is csv-stringify's
 * (docs/decisions/015-csv-export.md); the formula escaping is ours: a spreadsheet runs a cell that
 * starts with `=`, `+`, `-` or `@` (and, in some, a tab or carriage return) as a formula, so such a
 * cell gets a leading `'`, which makes it plain text (OWASP's advice for CSV injection).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetSafe(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** A header row and the rows, every cell made safe, lines ended CRLF (RFC 4180), with a BOM so Excel reads UTF-8. */
export function csvOf(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const safe = [header, ...rows].map((row) => row.map(spreadsheetSafe));
  return `\uFEFF${stringify(safe, { record_delimiter: "windows" })}`;
}
