import type { Route } from "./+types/post-autosave";
import { idOfParams } from "~/ui/staff/forms";
import { postInputOf } from "~/features/blog/editor/form";
import { autosaveAnswer } from "~/features/editing/autosave.server";

/**
 * POST /admin/posts/{id}/autosave: the post form's fields (urlencoded, the staff token among
 * them; the staff guard has checked it and the Origin), saved while the editor types
 * (public/editor-form.js). A draft stays a draft: this never publishes. JSON: 200
 * `{ savedAt, label }`, or 4xx/503 `{ detail }`.
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  context.staff.requireArea("posts");
  const id = idOfParams(params);
  if (id === null) return Response.json({ detail: "Not found." }, { status: 404 });
  const input = postInputOf(await request.formData());
  return autosaveAnswer(await context.staff.posts.autosave(id, input).catch(context.staff.refusedSave));
}

export function loader() {
  return new Response("Method not allowed", { status: 405, headers: { allow: "POST" } });
}
