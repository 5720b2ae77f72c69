import type { Route } from "./+types/prayer-requests";
import { countOf, staffTime, staffTitle } from "~/ui/staff/format";
import { InboxListPage, InboxMeta } from "~/features/inbox/list-parts";
import { Badge, Card, CardLink, pageParam, StaffTime } from "~/ui/staff/list";
import { inboxFilterParams } from "~/ui/staff/list/params";

/**
 * /admin/prayer-requests (admin, leader): urgent first, then newest. A private request's text is
 * not in the list: it is read on its own page, whose every opening is logged.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.requireArea("prayer-requests");
  const url = new URL(request.url);
  return context.staff.lists.prayerRequests({ ...inboxFilterParams(url), page: pageParam(url) });
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Prayer requests") }];

export default function PrayerRequests({ loaderData: list }: Route.ComponentProps) {
  return (
    <InboxListPage
      title="Prayer requests"
      summary={`${countOf(list.total, "prayer request", undefined, list.countCap)}, urgent first, then newest. Opening a private request is recorded in the activity log.`}
      list={list}
      empty="No prayer request matches."
      card={(item) => (
        <Card
          title={<CardLink to={`/admin/prayer-requests/${item.id}`}>{item.name}</CardLink>}
          meta={
            <>
              <StaffTime iso={item.createdAt} text={staffTime(item.createdAt)} />
              {item.isPrivate ? <Badge tone="private">Private</Badge> : <Badge tone="success">Public</Badge>}
            </>
          }
        >
          <p className="flex flex-wrap gap-2">
            {item.urgent ? <Badge tone="warning">Urgent</Badge> : null}
            <InboxMeta item={item} words={list.filter.words} />
            {item.answered ? <Badge tone="success">Answered</Badge> : null}
            <Badge>Prayed for {countOf(item.prayedCount, "time")}</Badge>
          </p>
          {item.excerpt === null ? (
            <p className="text-slate-600 italic dark:text-slate-300">Private: open to read</p>
          ) : (
            <p className="text-slate-600 dark:text-slate-300">{item.excerpt}</p>
          )}
        </Card>
      )}
    />
  );
}
