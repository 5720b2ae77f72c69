import type { Route } from "./+types/messages";
import { countOf, staffTime, staffTitle } from "~/features/admin/format";
import { messageHeading, OriginBadges } from "~/features/admin/rooms/OriginBadges";
import {
  Card,
  CardLink,
  CardList,
  EmailLink,
  EmptyState,
  Pagination,
  pageParam,
  Room,
  StaffTime,
} from "~/features/admin/list";

/** /admin/messages: what the contact, salvation and ministry forms sent, newest first; a ministry leader's own only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.require("readMessages");
  return context.staff.rooms.messages({ page: pageParam(new URL(request.url)) });
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Messages") }];

export default function Messages({ loaderData: list }: Route.ComponentProps) {
  return (
    <Room title="Messages" summary={`${countOf(list.total, "message")}, newest first`}>
      {list.items.length === 0 ? (
        <EmptyState>No messages yet.</EmptyState>
      ) : (
        <CardList label="Messages">
          {list.items.map((message) => (
            <Card
              key={message.id}
              title={<CardLink to={`/admin/messages/${message.id}`}>{messageHeading(message)}</CardLink>}
              meta={<StaffTime iso={message.createdAt} text={staffTime(message.createdAt)} />}
            >
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-ink dark:text-slate-100">{message.name}</span>
                <EmailLink email={message.email} />
              </p>
              <p className="flex flex-wrap gap-2">
                <OriginBadges origin={message.origin} />
              </p>
              <p className="text-slate-600 dark:text-slate-300">{message.excerpt}</p>
            </Card>
          ))}
        </CardList>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} />
    </Room>
  );
}
