import type { Route } from "./+types/subscribers";
import { countOf, staffDate, staffTitle } from "~/features/admin/format";
import {
  Card,
  CardList,
  EmptyState,
  FilterForm,
  Pagination,
  pageParam,
  Room,
  SearchField,
  StaffTime,
} from "~/features/admin/list";

/** /admin/subscribers: the newsletter's addresses, newest first, searchable by a piece of the address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.require("manageSubscribers");
  const url = new URL(request.url);
  return context.staff.rooms.subscribers({ query: url.searchParams.get("q") ?? "", page: pageParam(url) });
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Subscribers") }];

export default function Subscribers({ loaderData: list }: Route.ComponentProps) {
  return (
    <Room
      title="Subscribers"
      summary={
        list.query
          ? `${countOf(list.total, "subscriber")} whose address contains “${list.query}”`
          : `${countOf(list.total, "subscriber")}, newest first`
      }
      filters={
        <FilterForm label="Search subscribers" submit="Search">
          <SearchField name="q" label="Email contains" value={list.query} placeholder="e.g. gmail.com" />
        </FilterForm>
      }
    >
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
                </>
              }
            />
          ))}
        </CardList>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} />
    </Room>
  );
}
