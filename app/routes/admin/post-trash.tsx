import { redirect } from "react-router";
import type { Route } from "./+types/post-trash";
import { staffTime, staffTitle } from "~/ui/staff/format";
import { formText } from "#contract/forms";
import { idOf } from "~/ui/staff/forms";
import { BackLink, Button, Notice, PageHeading, StaffForm } from "~/ui/staff/fields";
import { TRASH_DAYS } from "#contract/posts-authoring";

/**
 * /admin/posts/trash: deleted posts, kept TRASH_DAYS days, each with Restore (back as a
 * draft). Reading it first deletes for good what has been here longer (no job runs).
 */
export async function loader({ context }: Route.LoaderArgs) {
  context.staff.requireArea("posts");
  return { posts: await context.staff.posts.trashed() };
}

export async function action({ request, context }: Route.ActionArgs) {
  context.staff.requireArea("posts");
  const form = await request.formData();
  const id = idOf(form, "id");
  if (formText(form, "intent") !== "restore") return { problem: "Choose a post to restore." };
  // An id that can name no row (contract/row-ids.ts) is answered as a post that is not there.
  if (id === null || !(await context.staff.posts.restore(id)))
    return { problem: "That post is no longer in the trash." };
  return redirect(`/admin/posts/${id}?notice=untrashed`, 303);
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Trash") }];

export default function PostTrash({ loaderData: { posts }, actionData }: Route.ComponentProps) {
  return (
    <div className="w-full max-w-3xl">
      <BackLink href="/admin/posts">Posts</BackLink>
      <PageHeading title="Trash">
        <p>Deleted posts stay here {TRASH_DAYS} days, off the site, then are deleted for good with their comments.</p>
      </PageHeading>
      {actionData?.problem ? (
        <div className="mb-4">
          <Notice tone="error">{actionData.problem}</Notice>
        </div>
      ) : null}
      {posts.length === 0 ? (
        <p>The trash is empty.</p>
      ) : (
        <ul aria-label="Deleted posts" className="space-y-3">
          {posts.map((post) => (
            <li
              key={post.id}
              className="rounded-lg border border-slate-200 bg-white p-4 dark:border-brand-800 dark:bg-brand-900"
            >
              <h2 className="font-semibold">{post.title}</h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                Deleted {staffTime(post.deletedAt)}; deleted for good {staffTime(post.purgeAt)}.
              </p>
              <StaffForm className="mt-2">
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="id" value={post.id} />
                <Button variant="secondary" aria-label={`Restore “${post.title}”`}>
                  Restore
                </Button>
              </StaffForm>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
