import type { Route } from "./+types/sermon-autosave";
import { rowIdOf } from "#contract/row-ids";
import { sermonInputOf } from "~/features/sermons/sermon-input";
import { autosaveAction, autosaveLoader } from "~/features/editing/autosave.server";

/** POST /admin/sermons/{id}/autosave: the sermon editor's save while typing (a draft stays a draft). */
export function action({ params, context, request }: Route.ActionArgs) {
  context.staff.requireArea("sermons");
  const id = rowIdOf(params.id);
  return autosaveAction(
    request,
    context.staff,
    id === null ? null : (form) => context.staff.sermons.autosave(id, sermonInputOf(form)),
  );
}

export function loader({ context }: Route.LoaderArgs) {
  context.staff.requireArea("sermons");
  return autosaveLoader();
}
