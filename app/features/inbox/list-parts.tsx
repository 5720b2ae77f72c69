import type { InboxStatus } from "#server/domain/staff-lists";
import type { StatusWords } from "#server/domain/staff-lists/status";
import { Fragment, type ReactNode } from "react";
import { Badge, CardList, EmptyState, ListFilterForm, Pagination, StaffListPage } from "~/ui/staff/list";
import { StatusBadge } from "./workflow";

/** An inbox card's status and assignee. */
export function InboxMeta({
  item,
  words,
}: {
  item: { status: InboxStatus; assignee: string | null };
  words: StatusWords;
}) {
  return (
    <>
      <StatusBadge status={item.status} label={words.labels[item.status]} />
      {item.assignee ? <Badge>Assigned: {item.assignee}</Badge> : <Badge>Unassigned</Badge>}
    </>
  );
}

/** What the three inbox lists (messages, prayer requests, applications) share: a page of items, filtered. */
interface InboxList<Item> {
  items: Item[];
  page: number;
  pageCount: number;
  filter: { q: string; from: string | null; to: string | null; status: string; words: StatusWords };
}

/**
 * An inbox list's page: its filters (search, status, dates and `extraFilter`), its cards or the empty
 * state, and its pages. `title` names the list ("Prayer requests"); each item is drawn by `card`.
 */
export function InboxListPage<Item extends { id: number }>({
  title,
  summary,
  list,
  empty,
  extraFilter,
  extraFilterActive = false,
  card,
}: {
  title: string;
  summary: string;
  list: InboxList<Item>;
  empty: string;
  extraFilter?: ReactNode;
  extraFilterActive?: boolean;
  card: (item: Item) => ReactNode;
}) {
  const { filter } = list;
  const lower = title.toLowerCase();
  return (
    <StaffListPage
      title={title}
      summary={summary}
      filters={
        <ListFilterForm
          label={`Filter ${lower}`}
          searchLabel={`Search ${lower}`}
          values={filter}
          status={{ value: filter.status, options: filter.words.filters }}
          extra={extraFilter}
          extraActive={extraFilterActive}
        />
      }
    >
      {list.items.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <CardList label={title}>
          {list.items.map((item) => (
            <Fragment key={item.id}>{card(item)}</Fragment>
          ))}
        </CardList>
      )}
      <Pagination variant="staff" page={list.page} pageCount={list.pageCount} />
    </StaffListPage>
  );
}
