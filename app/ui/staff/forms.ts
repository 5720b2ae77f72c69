import { formText } from "#contract/forms";
import { rowIdOf } from "#contract/row-ids";
import { EDIT_VERSION_FIELD } from "#contract/edit-versions";

/** Reading a staff form (urlencoded, posted without JavaScript). */

/** Every value of a repeated field (checkboxes). */
export function textsOf(form: FormData, name: string): string[] {
  return form.getAll(name).filter((value): value is string => typeof value === "string");
}

/** An id field (contract/row-ids.ts), or null for anything that cannot name a row. */
export function idOf(form: FormData, name: string): number | null {
  return rowIdOf(formText(form, name));
}

/** The row id of an item page's URL (/admin/sermons/{id}, /admin/posts/{id}); null for a new item (no id); a 404 for anything else. */
export function idOfParams(params: { id?: string }): number | null {
  if (params.id === undefined) return null;
  const id = rowIdOf(params.id);
  if (id === null) throw new Response("Not found", { status: 404 });
  return id;
}

/** A form's problem: a rule it broke, or the disk refusing the save (`status` 503, context.staff.refusedSave). */
export interface SaveProblem {
  message: string;
  field?: string | null;
  status?: number;
  /** Every invalid field's message, when the form's fields were checked together (server/lib/staff-input.ts). */
  errors?: Partial<Record<string, string>>;
}

/** The message a refused form shows by one of its fields: its own among every field's, else the one field named. */
export function fieldErrorOf(problem: SaveProblem | null | undefined, field: string): string | null {
  if (!problem) return null;
  return problem.errors?.[field] ?? (problem.field === field ? problem.message : null);
}

/**
 * The status a refused form's page answers with: 503 when the disk refused the save, 409 when
 * someone else saved the item since the form was opened (contract/edit-versions.ts), else 400.
 */
export function problemStatus(problem: SaveProblem): 400 | 409 | 503 {
  if (problem.status === 503) return 503;
  return problem.field === EDIT_VERSION_FIELD ? 409 : 400;
}

/** The same for a form whose problems are a map of field to message ("": the disk refused the save). */
export function errorsStatus(errors: Partial<Record<string, string>>): 400 | 409 | 503 {
  if ("" in errors) return 503;
  return EDIT_VERSION_FIELD in errors ? 409 : 400;
}

/** A problem as the form's notice says it: the disk's sentence stands alone, a broken rule follows `prefix`. */
export function problemText(prefix: string, problem: SaveProblem): string {
  return problem.status === 503 ? problem.message : `${prefix} ${problem.message}`;
}
