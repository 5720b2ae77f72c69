import { rowIdOf } from "../../../contract/row-ids";

/** Reading a staff form (urlencoded, posted without JavaScript). */

/** A text field of the form ("" when absent). */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** Every value of a repeated field (checkboxes). */
export function textsOf(form: FormData, name: string): string[] {
  return form.getAll(name).filter((value): value is string => typeof value === "string");
}

/** An id field (contract/row-ids.ts), or null for anything that cannot name a row. */
export function idOf(form: FormData, name: string): number | null {
  return rowIdOf(textOf(form, name));
}

/** The row id of an item page's URL (/admin/sermons/{id}, /admin/posts/{id}); null for a new item (no id); a 404 for anything else. */
export function idOfParams(params: { id?: string }): number | null {
  if (params.id === undefined) return null;
  const id = rowIdOf(params.id);
  if (id === null) throw new Response("Not found", { status: 404 });
  return id;
}
