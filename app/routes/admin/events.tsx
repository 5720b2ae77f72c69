import type { Route } from "./+types/events";
import type { StaffEventsWhen } from "#server/domain/events/staff-reads";
import { EVENT_LABELS } from "#contract/events";
import { countOf, staffTitle } from "~/ui/staff/format";
import {
  Badge,
  Card,
  CardLink,
  CardList,
  EmptyState,
  FilterForm,
  FilterTabs,
  Pagination,
  pageParam,
  SearchField,
  StaffListPage,
} from "~/ui/staff/list";
import { LinkButton, Notice } from "~/ui/staff/fields";
import { EVENT_STAFF_TEXTS as T } from "~/features/events/staff/texts";
import { wallTimeText } from "~/features/events/staff/when";

/**
 * /admin/events: the events and services (a ministry leader's: their ministries' only), newest
 * series first, upcoming, past or all; each with its status, next date and ministry, opening its
 * form; New event.
 */

const WHENS = ["upcoming", "past", "all"] as const satisfies readonly StaffEventsWhen[];

export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.requireArea("events");
  const url = new URL(request.url);
  const asked = url.searchParams.get("when");
  const when = (WHENS as readonly string[]).includes(asked ?? "") ? (asked as StaffEventsWhen) : "upcoming";
  const q = url.searchParams.get("q") ?? "";
  const list = await context.staff.events.list({ page: pageParam(url), q, when });
  return { list, when, q, deleted: url.searchParams.get("deleted") === "1" };
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle(T.listTitle) }];

export default function Events({ loaderData: { list, when, q, deleted } }: Route.ComponentProps) {
  return (
    <StaffListPage
      title={T.listTitle}
      summary={T.listSummary(countOf(list.total, "event"))}
      filters={
        <div className="space-y-3">
          <FilterTabs
            label={T.whenLabel}
            name="when"
            current={when}
            defaultValue="upcoming"
            options={WHENS.map((value) => ({ value, label: T.when[value] }))}
          />
          <FilterForm label={T.searchLabel} submit={T.searchSubmit}>
            {when === "upcoming" ? null : <input type="hidden" name="when" value={when} />}
            <SearchField name="q" label={T.searchLabel} value={q} />
          </FilterForm>
        </div>
      }
    >
      <div className="mb-4 space-y-3">
        {deleted ? <Notice tone="success">{T.deleted}</Notice> : null}
        <LinkButton href="/admin/events/new">{T.newEvent}</LinkButton>
      </div>
      {list.items.length === 0 ? (
        <EmptyState>{T.empty}</EmptyState>
      ) : (
        <CardList label={T.listTitle}>
          {list.items.map((event) => (
            <Card
              key={event.id}
              title={<CardLink to={`/admin/events/${event.id}`}>{event.title}</CardLink>}
              meta={
                <>
                  <Badge tone={event.status === "published" ? "success" : "neutral"}>
                    {EVENT_LABELS.statuses[event.status]}
                  </Badge>
                  {event.kind === "service" ? <Badge tone="info">{EVENT_LABELS.kinds.service}</Badge> : null}
                  {event.listed ? null : <Badge>{T.unlisted}</Badge>}
                  {event.registration ? <Badge tone="info">{T.registration}</Badge> : null}
                </>
              }
            >
              <p>
                {event.next ? (
                  <>
                    {T.next}: {wallTimeText(event.next.start)}
                    {event.next.status === "scheduled" ? null : ` (${T.status[event.next.status]})`}
                  </>
                ) : (
                  T.noNextDate
                )}
                {event.repeats ? ` · ${event.repeats}` : null}
              </p>
              <div className="flex flex-wrap items-center justify-between gap-x-4">
                <p className="text-slate-600 dark:text-slate-300">{event.ministry ?? T.noMinistry}</p>
                <a
                  href={`/admin/events/${event.id}/dates`}
                  className="-my-2 inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200"
                >
                  {T.datesLink}
                </a>
              </div>
            </Card>
          ))}
        </CardList>
      )}
      <Pagination variant="staff" page={list.page} pageCount={list.pageCount} />
    </StaffListPage>
  );
}
