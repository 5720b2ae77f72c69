import { redirect } from "react-router";
import type { Route } from "./+types/post-trash";
import { staffTime, staffTitle } from "~/ui/staff/format";
import { formText } from "#contract/forms";
import { idOf } from "~/ui/staff/forms";
import { Notice } from "~/ui/staff/fields";
import { TrashView } from "~/features/editing/revisions-and-trash";
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
    <TrashView
      back={{ href: "/admin/posts", label: "Posts" }}
      intro={`Deleted posts stay here ${TRASH_DAYS} days, off the site, then are deleted for good with their comments.`}
      notices={actionData?.problem ? <Notice tone="error">{actionData.problem}</Notice> : null}
      label="Deleted posts"
      items={posts.map((post) => ({
        ...post,
        note: `Deleted ${staffTime(post.deletedAt)}; deleted for good ${staffTime(post.purgeAt)}.`,
      }))}
    />
  );
}
