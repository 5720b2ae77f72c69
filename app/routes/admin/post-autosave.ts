import { postInputOf } from "~/features/blog/editor/form";
import { autosaveRoute } from "~/features/editing/autosave.server";

/** POST /admin/posts/{id}/autosave: the post editor's save while typing (a draft stays a draft). */
const route = autosaveRoute("posts", (staff, form, id) => staff.posts.autosave(id, postInputOf(form)));
export const action = route.action;
export const loader = route.loader;
