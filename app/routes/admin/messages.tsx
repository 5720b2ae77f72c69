import type { Route } from "./+types/messages";
import { countOf, staffTime, staffTitle } from "~/ui/staff/format";
import { InboxListPage, InboxMeta } from "~/features/inbox/list-parts";
import { messageHeading, OriginBadges } from "~/ui/staff/list/origin-badges";
import { Card, CardLink, EmailLink, pageParam, StaffTime } from "~/ui/staff/list";
import { inboxFilterParams } from "~/ui/staff/list/params";

/** /admin/messages: what the contact, salvation and ministry forms sent, newest first, searchable and filtered; a ministry leader's own only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.requireArea("messages");
  const url = new URL(request.url);
  return context.staff.lists.messages({ ...inboxFilterParams(url), page: pageParam(url) });
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Messages") }];

export default function Messages({ loaderData: list }: Route.ComponentProps) {
  return (
    <InboxListPage
      title="Messages"
      summary={`${countOf(list.total, "message", undefined, list.countCap)}, newest first`}
      list={list}
      empty="No message matches."
      card={(message) => (
        <Card
          title={<CardLink to={`/admin/messages/${message.id}`}>{messageHeading(message)}</CardLink>}
          meta={<StaffTime iso={message.createdAt} text={staffTime(message.createdAt)} />}
        >
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-ink dark:text-slate-100">{message.name}</span>
            <EmailLink email={message.email} />
          </p>
          <p className="flex flex-wrap gap-2">
            <InboxMeta item={message} words={list.filter.words} />
            <OriginBadges origin={message.origin} />
          </p>
          {message.interests.length > 0 ? (
            <p>
              <span className="font-medium">Areas of interest:</span> {message.interests.join(", ")}
            </p>
          ) : null}
          <p className="text-slate-600 dark:text-slate-300">{message.excerpt}</p>
        </Card>
      )}
    />
  );
}
