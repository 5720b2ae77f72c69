import { Link } from "react-router";
import type { Route } from "./+types/sermons";
import { staffTitle } from "~/ui/staff/format";
import { pageParam } from "~/ui/staff/list";
import { ContentList } from "~/ui/staff/list/content-status";
import { Notice } from "~/ui/staff/fields";

/** /admin/sermons: every sermon with its status and date, newest first; each opens its edit page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.requireArea("sermons");
  const url = new URL(request.url);
  const list = await context.staff.lists.sermons({ status: url.searchParams.get("status"), page: pageParam(url) });
  return { list, deleted: url.searchParams.get("deleted") === "1" };
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Sermons") }];

export default function Sermons({ loaderData: { list, deleted } }: Route.ComponentProps) {
  const cards = list.items.map((sermon) => ({
    id: sermon.id,
    title: sermon.title,
    date: sermon.preachedOn,
    status: sermon.status,
    filedUnder:
      [sermon.preacher, sermon.categories.join(", ")].filter(Boolean).join(" · ") || "No preacher or category",
    publicPath: sermon.publicPath,
    editPath: `/admin/sermons/${sermon.id}`,
  }));
  return (
    <ContentList
      title="Sermons"
      noun="sermon"
      list={list}
      cards={cards}
      publicLabel="Sermon page"
      actions={
        <div className="mb-4 space-y-3">
          {deleted ? <Notice tone="success">The sermon is deleted.</Notice> : null}
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <Link
              to="/admin/sermons/new"
              className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-accent-400 dark:text-brand-950"
            >
              New sermon
            </Link>
            <Link
              to="/admin/sermons/categories"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200"
            >
              Sermon categories
            </Link>
          </div>
        </div>
      }
    />
  );
}
