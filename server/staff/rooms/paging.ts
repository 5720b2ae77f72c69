import { sql, type RawBuilder } from "kysely";

/**
 * Pages of the staff lists (issue 13): 25 items, a total to say "page 2 of 7", and the page asked
 * for echoed back. A page past the last is an empty page, not an error: an item handled meanwhile
 * may have moved the last one.
 */

export const ROOM_PAGE_SIZE = 25;

export interface RoomPage<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
}

/** The offset of `page` (1-based; anything below 1 reads as 1). */
export function offsetOf(page: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * ROOM_PAGE_SIZE;
}

export function pageOf<T>(items: T[], total: number, page: number): RoomPage<T> {
  return {
    items,
    total,
    page: Math.max(1, Math.floor(page)),
    pageCount: Math.max(1, Math.ceil(total / ROOM_PAGE_SIZE)),
  };
}

/** The largest id an `integer` column holds on PostgreSQL (serial): a larger one is no row, never a query. */
export const MAX_ROW_ID = 2_147_483_647;

/** Whether `id` can name a row: a whole number from 1 to MAX_ROW_ID. */
export function isRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ROW_ID;
}

/** Counts come back as numbers from SQLite and as strings (bigint) from PostgreSQL. */
export function asCount(value: unknown): number {
  return Number(value ?? 0);
}

/** A one-line excerpt of a longer text, cut at `length` characters. */
export function excerptOf(text: string, length = 160): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}

/** `%text%` for LIKE with the wildcards of `text` itself escaped (read with ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column LIKE pattern ESCAPE '\'`, the same on SQLite and PostgreSQL. */
export function likeEscaped(column: RawBuilder<unknown>, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`${column} like ${pattern} escape '\\'`;
}

/** A JSON object stored as text, as [field, value] pairs to show; anything else reads as none. */
export function jsonFields(text: string): Array<[string, string]> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>)
    .filter(([, field]) => field !== null && field !== undefined && field !== "")
    .map(([key, field]) => [
      key,
      Array.isArray(field)
        ? field.map(String).join(", ")
        : typeof field === "object"
          ? JSON.stringify(field)
          : String(field),
    ]);
}
