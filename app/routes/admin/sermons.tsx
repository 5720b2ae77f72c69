import type { Route } from "./+types/sermons";
import { staffTitle } from "~/features/admin/format";
import { pageParam } from "~/features/admin/list";
import { ContentRoom } from "~/features/admin/rooms/ContentStatus";

/** /admin/sermons: every sermon with its status and date, newest first (issue 15 adds writing them and their pages). */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.require("editContent");
  const url = new URL(request.url);
  return context.staff.rooms.sermons({ status: url.searchParams.get("status"), page: pageParam(url) });
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Sermons") }];

export default function Sermons({ loaderData: list }: Route.ComponentProps) {
  const cards = list.items.map((sermon) => ({
    id: sermon.id,
    title: sermon.title,
    date: sermon.preachedOn,
    status: sermon.status,
    filedUnder:
      [sermon.preacher, sermon.categories.join(", ")].filter(Boolean).join(" · ") || "No preacher or category",
    publicPath: sermon.publicPath,
  }));
  return <ContentRoom title="Sermons" noun="sermon" list={list} cards={cards} publicLabel="Sermons page" />;
}
