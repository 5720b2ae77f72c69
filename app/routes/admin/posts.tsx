import type { Route } from "./+types/posts";
import { staffTitle } from "~/features/admin/format";
import { pageParam } from "~/features/admin/list";
import { ContentRoom } from "~/features/admin/rooms/ContentStatus";

/** /admin/posts: every post with its status and date, newest first (issue 15 adds writing them). */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.require("editContent");
  const url = new URL(request.url);
  return context.staff.rooms.posts({ status: url.searchParams.get("status"), page: pageParam(url) });
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Posts") }];

export default function Posts({ loaderData: list }: Route.ComponentProps) {
  const cards = list.items.map((post) => ({
    id: post.id,
    title: post.title,
    date: post.publishedAt,
    status: post.status,
    filedUnder: post.category ?? "No category",
    publicPath: post.publicPath,
  }));
  return <ContentRoom title="Posts" noun="post" list={list} cards={cards} publicLabel="Open on the site" />;
}
