import type { ContentList, ContentStatus, ContentStatusFilter } from "#server/domain/staff-lists";
import { countOf, staffDate } from "~/ui/staff/format";
import {
  Badge,
  Card,
  CardLink,
  CardList,
  EmptyState,
  FilterTabs,
  Pagination,
  StaffListPage,
  StaffTime,
  type BadgeTone,
} from "~/ui/staff/list";

/** Posts' and sermons' status filter and badge (writing posts added drafts and the trash; the words stay). */

const FILTER_LABELS: Record<ContentStatusFilter, string> = { all: "All", published: "Published", draft: "Drafts" };

export function ContentStatusTabs({ label, current }: { label: string; current: ContentStatusFilter }) {
  const options = (Object.keys(FILTER_LABELS) as ContentStatusFilter[]).map((value) => ({
    value,
    label: FILTER_LABELS[value],
  }));
  return <FilterTabs label={label} name="status" current={current} defaultValue="all" options={options} />;
}

const STATUS: Record<ContentStatus, { label: string; tone: BadgeTone }> = {
  published: { label: "Published", tone: "success" },
  scheduled: { label: "Scheduled", tone: "info" },
  draft: { label: "Draft", tone: "neutral" },
};

export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  return <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>;
}

/** "post", "published post", "draft post": the noun of a list's summary under its filter. */
export function filteredNoun(filter: ContentStatusFilter, noun: string): string {
  return filter === "all" ? noun : `${filter} ${noun}`;
}

/** A list item's line under its title: what it is filed under, and its public page when visitors can see it. */
export function ContentFooter({ filedUnder, path, label }: { filedUnder: string; path: string | null; label: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4">
      <p className="text-slate-600 dark:text-slate-300">{filedUnder}</p>
      {path ? (
        <a
          href={path}
          className="-my-2 inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200"
        >
          {label}
        </a>
      ) : (
        <p className="text-slate-600 dark:text-slate-300">Not on the site</p>
      )}
    </div>
  );
}

/** One entry of a content list as the card shows it. */
export interface ContentCard {
  id: number;
  title: string;
  /** Its date: an instant or a Harare calendar date (YYYY-MM-DD). */
  date: string;
  status: ContentStatus;
  filedUnder: string;
  publicPath: string | null;
  /** Its edit page, when the list has one (sermons). */
  editPath?: string;
}

/**
 * A staff list of content (posts, sermons): its status tabs, a card per item with its date, status and
 * public page, and the pages of the list. `noun` is singular ("post").
 */
export function ContentList({
  title,
  noun,
  list,
  cards,
  publicLabel,
  actions,
}: {
  title: string;
  noun: string;
  list: ContentList<unknown>;
  cards: readonly ContentCard[];
  publicLabel: string;
  /** Above the list: e.g. the New link and a notice. */
  actions?: React.ReactNode;
}) {
  return (
    <StaffListPage
      title={title}
      summary={`${countOf(list.total, filteredNoun(list.status, noun))}, newest first`}
      filters={<ContentStatusTabs label={`${title} by status`} current={list.status} />}
    >
      {actions}
      {cards.length === 0 ? (
        <EmptyState>No {noun}s here.</EmptyState>
      ) : (
        <CardList label={title}>
          {cards.map((card) => (
            <Card
              key={card.id}
              title={card.editPath ? <CardLink to={card.editPath}>{card.title}</CardLink> : card.title}
              meta={
                <>
                  <StaffTime iso={card.date} text={staffDate(card.date)} />
                  <ContentStatusBadge status={card.status} />
                </>
              }
            >
              <ContentFooter filedUnder={card.filedUnder} path={card.publicPath} label={publicLabel} />
            </Card>
          ))}
        </CardList>
      )}
      <Pagination variant="staff" page={list.page} pageCount={list.pageCount} />
    </StaffListPage>
  );
}
