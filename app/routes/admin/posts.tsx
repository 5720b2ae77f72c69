import type { Route } from "./+types/posts";
import { countOf, staffDate, staffTitle } from "~/features/admin/format";
import { Card, CardList, EmptyState, Pagination, pageParam, Room, StaffTime } from "~/features/admin/list";
import {
  ContentStatusBadge,
  ContentStatusTabs,
  ContentFooter,
  filteredNoun,
} from "~/features/admin/rooms/ContentStatus";

/** /admin/posts: every post with its status and date, newest first (issue 15 adds writing them). */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.require("editContent");
  const url = new URL(request.url);
  return context.staff.rooms.posts({ status: url.searchParams.get("status"), page: pageParam(url) });
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Posts") }];

export default function Posts({ loaderData: list }: Route.ComponentProps) {
  return (
    <Room
      title="Posts"
      summary={`${countOf(list.total, filteredNoun(list.status, "post"))}, newest first`}
      filters={<ContentStatusTabs label="Posts by status" current={list.status} />}
    >
      {list.items.length === 0 ? (
        <EmptyState>No posts here.</EmptyState>
      ) : (
        <CardList label="Posts">
          {list.items.map((post) => (
            <Card
              key={post.id}
              title={post.title}
              meta={
                <>
                  <StaffTime iso={post.publishedAt} text={staffDate(post.publishedAt)} />
                  <ContentStatusBadge status={post.status} />
                </>
              }
            >
              <ContentFooter
                filedUnder={post.category ?? "No category"}
                path={post.publicPath}
                label="Open on the site"
              />
            </Card>
          ))}
        </CardList>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} />
    </Room>
  );
}
