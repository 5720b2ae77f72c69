import { formatHarareTime } from "~/lib/dates";
import type { AutosaveOutcome } from "#server/domain/drafts/autosave";
import type { StaffContext } from "#server/staff-context";
import type { AreaKey } from "#server/auth/areas";
import { rowIdOf } from "#contract/row-ids";
import { EDIT_VERSION_FIELD } from "#contract/edit-versions";

/**
 * The editors' autosave routes (POST /admin/posts/{id}/autosave, /admin/sermons/{id}/autosave,
 * /admin/newsletter/autosave): the form's fields (urlencoded, the staff token among them; the
 * staff guard has checked it and the Origin) handed to the domain's autosave, and its outcome as
 * the JSON public/editor-form.js reads: 200 `{ savedAt, label: "Saved 10:42" }`, or 4xx/503
 * `{ detail }` (409: no longer a draft, or saved by someone else since the form was opened). `save` is null for an item that cannot exist (404).
 */
export async function autosaveAction(
  request: Request,
  staff: Pick<StaffContext, "refusedSave">,
  save: ((form: FormData) => Promise<AutosaveOutcome>) | null,
): Promise<Response> {
  if (save === null) return autosaveAnswer(null);
  return autosaveAnswer(await save(await request.formData()).catch(staff.refusedSave));
}

/** An autosave address opened as a page: it only takes POST. */
export function autosaveLoader(): Response {
  return new Response("Method not allowed", { status: 405, headers: { allow: "POST" } });
}

type StaffArgs = { context: { staff: StaffContext }; params: { id?: string } };

/**
 * An autosave route's `action` and `loader`: the area's permission asked first, the item's id
 * from the address (none for the newsletter; one that can name no row is a 404), then `save`.
 */
export function autosaveRoute(
  area: AreaKey,
  save: (staff: StaffContext, form: FormData, id: number) => Promise<AutosaveOutcome>,
) {
  return {
    action({ context, params, request }: StaffArgs & { request: Request }): Promise<Response> {
      context.staff.requireArea(area);
      // The newsletter's address names no item: 0 stands for "the one there is".
      const id = params.id === undefined ? 0 : rowIdOf(params.id);
      return autosaveAction(request, context.staff, id === null ? null : (form) => save(context.staff, form, id));
    },
    loader({ context }: StaffArgs): Response {
      context.staff.requireArea(area);
      return autosaveLoader();
    },
  };
}

function autosaveAnswer(outcome: AutosaveOutcome | { message: string; status?: number }): Response {
  const headers = { "Cache-Control": "no-store" };
  if (outcome === null) return Response.json({ detail: "Not found." }, { status: 404, headers });
  if ("message" in outcome) {
    // 409: the item is no longer a draft, or someone else saved it since the form was opened.
    const conflict = "notDraft" in outcome || ("field" in outcome && outcome.field === EDIT_VERSION_FIELD);
    const status = ("status" in outcome ? outcome.status : undefined) ?? (conflict ? 409 : 400);
    return Response.json({ detail: outcome.message }, { status, headers });
  }
  return Response.json(
    { savedAt: outcome.savedAt, label: `Saved ${formatHarareTime(new Date(outcome.savedAt))}` },
    { headers },
  );
}
