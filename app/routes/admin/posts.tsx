import { Link } from "react-router";
import type { Route } from "./+types/posts";
import { staffTitle } from "~/ui/staff/format";
import { pageParam } from "~/ui/staff/list";
import { ContentList } from "~/ui/staff/list/content-status";
import { Notice } from "~/ui/staff/fields";
import { TRASH_DAYS } from "#contract/posts-authoring";

/** /admin/posts: every post with its status and date, newest first; New post, each one's edit page, the trash. */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.requireArea("posts");
  const url = new URL(request.url);
  // Posts 30 days in the trash go as the list is read: no job (server/domain/posts/authoring.ts purgeTrash).
  await context.staff.posts.purge();
  const list = await context.staff.lists.posts({ status: url.searchParams.get("status"), page: pageParam(url) });
  return { list, trashed: url.searchParams.get("trashed") === "1" };
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Posts") }];

const LINK =
  "inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200";

export default function Posts({ loaderData: { list, trashed } }: Route.ComponentProps) {
  const cards = list.items.map((post) => ({
    id: post.id,
    title: post.title,
    date: post.publishedAt,
    status: post.status,
    filedUnder: post.category ?? "No category",
    publicPath: post.publicPath,
    editPath: `/admin/posts/${post.id}`,
  }));
  return (
    <ContentList
      title="Posts"
      noun="post"
      list={list}
      cards={cards}
      publicLabel="Open on the site"
      actions={
        <div className="mb-4 space-y-3">
          {trashed ? (
            <Notice tone="success">
              The post is in the trash: it is off the site, and can be restored for {TRASH_DAYS} days.
            </Notice>
          ) : null}
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <Link
              to="/admin/posts/new"
              className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-accent-400 dark:text-brand-950"
            >
              New post
            </Link>
            <a href="/admin/posts/trash" className={LINK}>
              Trash
            </a>
            <a href="/admin/categories" className={LINK}>
              Categories
            </a>
            <a href="/admin/tags" className={LINK}>
              Tags
            </a>
          </div>
        </div>
      }
    />
  );
}
