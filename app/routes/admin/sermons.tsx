import type { Route } from "./+types/sermons";
import { countOf, staffDate, staffTitle } from "~/features/admin/format";
import { Card, CardList, EmptyState, Pagination, pageParam, Room, StaffTime } from "~/features/admin/list";
import {
  ContentStatusBadge,
  ContentStatusTabs,
  ContentFooter,
  filteredNoun,
} from "~/features/admin/rooms/ContentStatus";

/** /admin/sermons: every sermon with its status and date, newest first (issue 15 adds writing them and their pages). */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.require("editContent");
  const url = new URL(request.url);
  return context.staff.rooms.sermons({ status: url.searchParams.get("status"), page: pageParam(url) });
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Sermons") }];

export default function Sermons({ loaderData: list }: Route.ComponentProps) {
  return (
    <Room
      title="Sermons"
      summary={`${countOf(list.total, filteredNoun(list.status, "sermon"))}, newest first`}
      filters={<ContentStatusTabs label="Sermons by status" current={list.status} />}
    >
      {list.items.length === 0 ? (
        <EmptyState>No sermons here.</EmptyState>
      ) : (
        <CardList label="Sermons">
          {list.items.map((sermon) => (
            <Card
              key={sermon.id}
              title={sermon.title}
              meta={
                <>
                  <StaffTime iso={sermon.preachedOn} text={staffDate(sermon.preachedOn)} />
                  <ContentStatusBadge status={sermon.status} />
                </>
              }
            >
              <ContentFooter
                filedUnder={
                  [sermon.preacher, sermon.categories.join(", ")].filter(Boolean).join(" · ") ||
                  "No preacher or category"
                }
                path={sermon.publicPath}
                label="Sermons page"
              />
            </Card>
          ))}
        </CardList>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} />
    </Room>
  );
}
