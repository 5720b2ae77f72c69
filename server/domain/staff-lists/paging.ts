import { PostgresAdapter, sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely";
import { pageCount } from "#contract/pagination";
import type { Database } from "#server/db/schema";

/**
 * Pages of the staff lists: 25 items, a total to say "page 2 of 7", and the page asked
 * for echoed back. A page past the last is an empty page, not an error: an item handled meanwhile
 * may have moved the last one.
 */

export const ROOM_PAGE_SIZE = 25;

export interface PagedList<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
  /** Set when the total was counted only up to here: a total above it reads "10,000+". */
  countCap?: number;
}

/** The offset of `page` (1-based; anything below 1 reads as 1). */
export function offsetOf(page: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * ROOM_PAGE_SIZE;
}

/**
 * A list's page as the staff pages show it: its items, the total and the page count; with
 * `countCap`, `total` was counted up to it (+1) and the pages go up to the cap.
 */
export function listPage<T>(items: T[], total: number, page: number, countCap?: number): PagedList<T> {
  return {
    items,
    total,
    page: Math.max(1, Math.floor(page)),
    pageCount: pageCount(Math.min(total, countCap ?? total), ROOM_PAGE_SIZE),
    ...(countCap === undefined ? {} : { countCap }),
  };
}

/** Whether `db` talks to PostgreSQL (the staff services are given the database, not the engine). */
export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A list counts up to here, then says "10,000+" (its pages go up to the cap). */
export const COUNT_CAP = 10_000;

/** A list's order: columns (as the query names them) and directions, the last one unique (the id). */
export type ListOrder = ReadonlyArray<readonly [column: string, direction: "asc" | "desc"]>;

/** Any list's filtered query, before its select. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table of the schema
type ListQuery = SelectQueryBuilder<Database, any, object>;

/**
 * A page of a list at any size: the page's ids first, read in the list's order from its
 * index (a deep page's skipped rows never touch the table, nor the joins of what is shown), and
 * the matching rows counted up to `countCap` + 1 in the same order, so both planners walk that
 * index and stop there (a total above the cap reads "10,000+"). The caller reads the page's rows
 * by id and keeps the order of `ids` (rowsInIdOrder).
 *
 * `query` may be several disjoint parts (a ministry leader's ministries, one query each): each is
 * read in order up to the page's end from its own index range, and the parts merged. An
 * `IN (...)` over the ministries would make both planners sort all of their rows for every page.
 * Order columns are plain column names of the list's table.
 */
export async function pageIdsOf(
  db: Kysely<Database>,
  query: ListQuery | ListQuery[],
  order: ListOrder,
  page: number,
  { countCap = COUNT_CAP, searching = false }: { countCap?: number; searching?: boolean } = {},
): Promise<{ ids: number[]; total: number; countCap: number }> {
  const parts = (Array.isArray(query) ? query : [query]).map((part) =>
    order.reduce<ListQuery>((built, [column, direction]) => built.orderBy(sql.ref(column), direction), part),
  );
  if (parts.length === 0) return { ids: [], total: 0, countCap };
  const id = order[order.length - 1]![0];
  const offset = offsetOf(page);
  let ids: unknown[];
  if (parts.length === 1) {
    const rows = await parts[0]!.select(sql.ref(id).as("id")).limit(ROOM_PAGE_SIZE).offset(offset).execute();
    ids = rows.map((row) => (row as { id: unknown }).id);
  } else {
    const columns = order.map(([column]) => sql.ref(column).as(column));
    const [first, ...rest] = parts.map((part, index) =>
      db
        .selectFrom(
          part
            .select(columns)
            .limit(offset + ROOM_PAGE_SIZE)
            .as(`part${index}`),
        )
        .selectAll(),
    );
    const merged = rest.reduce((union, part) => union.unionAll(part), first!);
    const rows = await order
      .reduce<ListQuery>(
        (built, [column, direction]) => built.orderBy(sql.ref(`merged.${column}`), direction),
        db.selectFrom(merged.as("merged")),
      )
      .select(sql.ref(`merged.${id}`).as("id"))
      .limit(ROOM_PAGE_SIZE)
      .offset(offset)
      .execute();
    ids = rows.map((row) => (row as { id: unknown }).id);
  }
  const count = async (reader: Kysely<Database>, queries: ListQuery[]) => {
    let total = 0;
    for (const part of queries) {
      const { n } = await reader
        .selectFrom(
          part
            .select(sql<number>`1`.as("one"))
            .limit(countCap + 1 - total)
            .as("found"),
        )
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      total += asCount(n);
      if (total > countCap) break;
    }
    return total;
  };
  // A search's matches on PostgreSQL: from the pg_trgm indexes' bitmap, whatever the planner
  // guesses. It prices lower(text) LIKE as nearly free, and so reads the table or walks the list's
  // index checking every row's text: 75 to 110 ms for a common surname in 100,000 messages
  // against 5 to 13 ms through the bitmap. The order is left out: it would only cost a sort.
  const total =
    searching && isPostgres(db)
      ? await db.transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          await sql`set local enable_indexscan = off`.execute(trx);
          return count(trx, Array.isArray(query) ? query : [query]);
        })
      : await count(db, parts);
  return { ids: ids.map(Number), total, countCap };
}

/** `rows` in the order of `ids` (a page read back by id comes in any order). */
export function inIdOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** A page's rows read by id (no query for an empty page), in the order of `ids`. */
export async function rowsInIdOrder<T extends { id: number }>(
  ids: number[],
  read: (ids: number[]) => Promise<T[]>,
): Promise<T[]> {
  return ids.length === 0 ? [] : inIdOrder(ids, await read(ids));
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
