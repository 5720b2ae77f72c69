import { sermonInputOf } from "~/features/sermons/sermon-input";
import { autosaveRoute } from "~/features/editing/autosave.server";

/** POST /admin/sermons/{id}/autosave: the sermon editor's save while typing (a draft stays a draft). */
const route = autosaveRoute("sermons", (staff, form, id) => staff.sermons.autosave(id, sermonInputOf(form)));
export const action = route.action;
export const loader = route.loader;
