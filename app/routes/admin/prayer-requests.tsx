import type { Route } from "./+types/prayer-requests";
import { countOf, staffTime, staffTitle } from "~/features/admin/format";
import {
  Badge,
  Card,
  CardLink,
  CardList,
  EmptyState,
  Pagination,
  pageParam,
  Room,
  StaffTime,
} from "~/features/admin/list";

/**
 * /admin/prayer-requests (admin, leader): newest first. A private request's text is not in the
 * list: it is read on its own page, whose every opening is logged.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.require("readPrayerRequests");
  return context.staff.rooms.prayerRequests({ page: pageParam(new URL(request.url)) });
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Prayer requests") }];

export default function PrayerRequests({ loaderData: list }: Route.ComponentProps) {
  return (
    <Room
      title="Prayer requests"
      summary={`${countOf(list.total, "prayer request")}, newest first. Opening a private request is recorded in the activity log.`}
    >
      {list.items.length === 0 ? (
        <EmptyState>No prayer requests yet.</EmptyState>
      ) : (
        <CardList label="Prayer requests">
          {list.items.map((item) => (
            <Card
              key={item.id}
              title={<CardLink to={`/admin/prayer-requests/${item.id}`}>{item.name}</CardLink>}
              meta={
                <>
                  <StaffTime iso={item.createdAt} text={staffTime(item.createdAt)} />
                  {item.isPrivate ? <Badge tone="private">Private</Badge> : <Badge tone="success">Public</Badge>}
                </>
              }
            >
              {item.excerpt === null ? (
                <p className="text-slate-600 italic dark:text-slate-300">Private: open to read</p>
              ) : (
                <p className="text-slate-600 dark:text-slate-300">{item.excerpt}</p>
              )}
            </Card>
          ))}
        </CardList>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} />
    </Room>
  );
}
