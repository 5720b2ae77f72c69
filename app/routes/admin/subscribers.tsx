import { redirect } from "react-router";
import type { Route } from "./+types/subscribers";
import { idOf } from "~/ui/staff/forms";
import { rowIdOf } from "#contract/row-ids";
import { countOf, staffDate, staffTitle } from "~/ui/staff/format";
import type { SubscriberState } from "#server/domain/staff-lists/subscribers";
import {
  Badge,
  type BadgeTone,
  Card,
  CardList,
  EmptyState,
  FilterForm,
  notFound,
  Pagination,
  pageParam,
  StaffListPage,
  SearchField,
  StaffTime,
} from "~/ui/staff/list";
import { Button, Notice, StaffForm } from "~/ui/staff/fields";

/** Only confirmed addresses get newsletters (the double opt-in). */
const STATE_TONES: Record<SubscriberState, BadgeTone> = {
  confirmed: "success",
  unconfirmed: "warning",
  unsubscribed: "neutral",
};

/**
 * /admin/subscribers (admin, leader): the newsletter's addresses, newest first, searchable by
 * address or name; remove one (`?remove=ID` asks first, a post removes); Export CSV downloads
 * what the search shows (/admin/subscribers/export).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.requireArea("subscribers");
  const url = new URL(request.url);
  const list = await context.staff.lists.subscribers({ query: url.searchParams.get("q") ?? "", page: pageParam(url) });
  const removeId = rowIdOf(url.searchParams.get("remove"));
  const confirming = removeId === null ? null : await context.staff.lists.subscriber(removeId);
  return { ...list, confirming, removed: url.searchParams.get("removed") === "1" };
}

export async function action({ request, context }: Route.ActionArgs) {
  context.staff.requireArea("subscribers");
  const form = await request.formData();
  if (form.get("intent") !== "remove" || !form.get("subscriber")) throw notFound();
  // Already gone (removed from another tab), or an id no row can have: the list says removed all the same.
  const id = idOf(form, "subscriber");
  if (id !== null) await context.staff.lists.removeSubscriber(id);
  return redirect("/admin/subscribers?removed=1", 303);
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Subscribers") }];

const LINK_BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-slate-100 dark:border-slate-500 dark:bg-brand-900 dark:text-slate-100 dark:hover:bg-brand-800";

export default function Subscribers({ loaderData: list }: Route.ComponentProps) {
  const exportHref = `/admin/subscribers/export${list.query ? `?q=${encodeURIComponent(list.query)}` : ""}`;
  return (
    <StaffListPage
      title="Subscribers"
      summary={
        list.query
          ? `${countOf(list.total, "subscriber", undefined, list.countCap)} matching “${list.query}”`
          : `${countOf(list.total, "subscriber", undefined, list.countCap)}, newest first`
      }
      filters={
        <div className="space-y-3">
          <FilterForm label="Search subscribers" submit="Search">
            <SearchField name="q" label="Email or name contains" value={list.query} placeholder="e.g. gmail.com" />
          </FilterForm>
          <a href={exportHref} download className={LINK_BUTTON}>
            Export CSV{list.query ? " (this search)" : ""}
          </a>
        </div>
      }
    >
      <div className="mb-4 space-y-3">
        {list.removed ? <Notice tone="success">The subscriber was removed.</Notice> : null}
        {list.confirming ? (
          <section
            aria-labelledby="confirm-remove"
            className="rounded-xl border-2 border-red-700 bg-white p-4 dark:border-red-400 dark:bg-brand-900"
          >
            <h2 id="confirm-remove" className="font-semibold break-all">
              Remove {list.confirming.email}?
            </h2>
            <p className="mt-1 text-sm">They will get no more newsletters. This cannot be undone.</p>
            <StaffForm className="mt-3 flex flex-col gap-2 sm:flex-row">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="subscriber" value={list.confirming.id} />
              <Button variant="danger" className="min-h-12">
                Remove
              </Button>
              <a href="/admin/subscribers" className={`${LINK_BUTTON} min-h-12`}>
                Cancel
              </a>
            </StaffForm>
          </section>
        ) : null}
      </div>
      {list.items.length === 0 ? (
        <EmptyState>{list.query ? "No subscriber matches this search." : "Nobody has subscribed yet."}</EmptyState>
      ) : (
        <CardList label="Subscribers">
          {list.items.map((subscriber) => (
            <Card
              key={subscriber.id}
              title={<span className="break-all">{subscriber.email}</span>}
              meta={
                <>
                  {subscriber.name ? <span>{subscriber.name}</span> : null}
                  <StaffTime iso={subscriber.createdAt} text={staffDate(subscriber.createdAt)} />
                  <Badge tone={STATE_TONES[subscriber.state]}>{subscriber.stateLabel}</Badge>
                </>
              }
            >
              <p>
                <a
                  href={`/admin/subscribers?remove=${subscriber.id}`}
                  className="inline-flex min-h-11 items-center text-red-800 underline underline-offset-2 dark:text-red-200"
                  aria-label={`Remove ${subscriber.email}`}
                >
                  Remove…
                </a>
              </p>
            </Card>
          ))}
        </CardList>
      )}
      <Pagination variant="staff" page={list.page} pageCount={list.pageCount} />
    </StaffListPage>
  );
}
