import type { Expression, Kysely, SelectQueryBuilder, SqlBool } from "kysely";
import type { Database } from "#server/db/schema";
import { countCapFor } from "./filters";
import {
  assigneesOf,
  echoFilter,
  inboxConditions,
  parseInboxFilter,
  whereAll,
  type InboxFilter,
  type RawInboxFilter,
} from "./inbox";
import { COUNT_CAP, listPage, pageIdsOf, rowsInIdOrder, type ListOrder, type PagedList } from "./paging";

/**
 * A page of one of the inbox's lists (messages, prayer requests, applications): the URL's filters
 * (search, dates, status) over the member's view of the list's table, the page's ids in the list's
 * order, their rows read by id, and each row's assignee named.
 */

type InboxTable = "contact_messages" | "prayer_requests" | "ministry_applications";

/** An inbox list's page, with its filters as the page shows them back. */
export interface InboxList<Item> extends PagedList<Item> {
  filter: ReturnType<typeof echoFilter>;
}

export interface InboxListSource<T extends InboxTable, Row, Item> {
  table: T;
  /** The rows the member may see, before the filters: one query, or disjoint parts (one per ministry). */
  parts: Array<SelectQueryBuilder<Database, T, object>>;
  /** The columns the search looks in, or the list's own search condition (null: no search). */
  search: readonly string[] | ((filter: InboxFilter) => Expression<SqlBool> | null);
  order: ListOrder;
  /** The page's rows, by id (any order). */
  rowsOf: (ids: number[]) => Promise<Row[]>;
  itemOf: (row: Row, assignee: string | null) => Item;
}

export async function inboxList<T extends InboxTable, Row extends { id: number; assigned_to: number | null }, Item>(
  db: Kysely<Database>,
  filter: RawInboxFilter & { page?: number },
  { table, parts, search, order, rowsOf, itemOf }: InboxListSource<T, Row, Item>,
): Promise<InboxList<Item>> {
  const page = filter.page ?? 1;
  const parsed = parseInboxFilter(filter);
  const own = typeof search === "function" ? search(parsed) : null;
  const conditions = [
    ...inboxConditions(db, table, parsed, typeof search === "function" ? [] : search),
    ...(own ? [own] : []),
  ];
  const { ids, total, countCap } = await pageIdsOf(
    db,
    parts.map((part) => whereAll(part, conditions)),
    order,
    page,
    { countCap: countCapFor(parsed, COUNT_CAP), searching: parsed.q !== "" },
  );
  const rows = await rowsInIdOrder(ids, rowsOf);
  const assignee = await assigneesOf(db, rows);
  const items = rows.map((row) => itemOf(row, assignee(row)));
  return { ...listPage(items, total, page, countCap), filter: echoFilter(parsed) };
}
