import type { Route } from "./+types/comments";
import type { CommentTab, QueuedComment } from "../../../server/staff/rooms";
import { countOf, staffTime, staffTitle } from "~/features/admin/format";
import {
  Badge,
  Card,
  CardList,
  EmailLink,
  EmptyState,
  FilterTabs,
  Pagination,
  pageParam,
  Room,
  StaffTime,
} from "~/features/admin/list";

/** /admin/comments: the comment queue by status, pending oldest first (issue 13; actions come with issue 14). */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.require("moderateComments");
  const url = new URL(request.url);
  return context.staff.rooms.comments({ status: url.searchParams.get("status"), page: pageParam(url) });
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Comments") }];

/** The tabs in their order; a new status (issue 14's spam) must be given its label here. */
const TAB_LABELS: Record<CommentTab, string> = { pending: "Pending", approved: "Approved", rejected: "Rejected" };

const EMPTY: Record<CommentTab, string> = {
  pending: "No comment is waiting. Well done.",
  approved: "No comment has been approved yet.",
  rejected: "No comment has been rejected.",
};

export default function Comments({ loaderData: queue }: Route.ComponentProps) {
  const tabs = (Object.keys(TAB_LABELS) as CommentTab[]).map((tab) => ({
    value: tab,
    label: TAB_LABELS[tab],
    count: queue.tabCounts[tab],
  }));
  return (
    <Room
      title="Comments"
      summary={`${countOf(queue.total, "comment")} ${TAB_LABELS[queue.status].toLowerCase()}${queue.status === "pending" ? ", oldest first" : ", newest first"}`}
      filters={
        <FilterTabs
          label="Comments by status"
          name="status"
          current={queue.status}
          defaultValue="pending"
          options={tabs}
        />
      }
    >
      {queue.items.length === 0 ? (
        <EmptyState>{EMPTY[queue.status]}</EmptyState>
      ) : (
        <CardList label={`${TAB_LABELS[queue.status]} comments`}>
          {queue.items.map((comment) => (
            <CommentCard key={comment.id} comment={comment} />
          ))}
        </CardList>
      )}
      <Pagination page={queue.page} pageCount={queue.pageCount} />
    </Room>
  );
}

function CommentCard({ comment }: { comment: QueuedComment }) {
  return (
    <Card
      id={`comment-${comment.id}`}
      title={comment.name}
      meta={
        <>
          <StaffTime iso={comment.createdAt} text={staffTime(comment.createdAt)} />
          <Badge tone={comment.approvedBefore > 0 ? "success" : "neutral"}>
            {comment.approvedBefore > 0
              ? `${countOf(comment.approvedBefore, "approved comment")} before`
              : "First comment"}
          </Badge>
        </>
      }
    >
      <p>
        <EmailLink email={comment.email} />
      </p>
      <p>
        On{" "}
        <a
          href={`/blog/${comment.post.slug}`}
          className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200"
        >
          {comment.post.title}
        </a>
      </p>
      {comment.parent ? (
        <p className="border-l-4 border-slate-300 pl-3 text-slate-600 dark:border-brand-600 dark:text-slate-300">
          Replying to <span className="font-medium">{comment.parent.name}</span>: “{comment.parent.excerpt}”
        </p>
      ) : null}
      <p className="text-base whitespace-pre-wrap break-words text-ink dark:text-slate-100">{comment.text}</p>
    </Card>
  );
}
