import type { Route } from "./+types/post-autosave";
import { rowIdOf } from "#contract/row-ids";
import { postInputOf } from "~/features/blog/editor/form";
import { autosaveAction, autosaveLoader } from "~/features/editing/autosave.server";

/** POST /admin/posts/{id}/autosave: the post editor's save while typing (a draft stays a draft). */
export function action({ params, context, request }: Route.ActionArgs) {
  context.staff.requireArea("posts");
  const id = rowIdOf(params.id);
  return autosaveAction(
    request,
    context.staff,
    id === null ? null : (form) => context.staff.posts.autosave(id, postInputOf(form)),
  );
}

export function loader({ context }: Route.LoaderArgs) {
  context.staff.requireArea("posts");
  return autosaveLoader();
}
