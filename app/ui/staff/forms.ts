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

/** A problem as the form's notice says it: the disk's sentence stands alone, a broken rule follows `prefix` (if any). */
export function problemText(prefix: string, problem: SaveProblem): string {
  return problem.status === 503 || !prefix ? problem.message : `${prefix} ${problem.message}`;
}

/**
 * A form's refusal in the shape of the forms that check every field into one map (the church's
 * details, the built-in pages): each field's message by its id, and under "" the disk's refusal.
 */
export function problemOfErrors(errors: Partial<Record<string, string>> | null | undefined): SaveProblem | null {
  if (!errors) return null;
  if (errors[""]) return { message: errors[""], status: 503 };
  const [field, message] = Object.entries(errors).find(([, text]) => text) ?? [];
  return message ? { message, field, errors } : null;
}

/** One line of a form's error summary: a refused field's message and the id of its control. */
export interface ListedProblem {
  message: string;
  /** The id the line links to (`#id`). */
  target: string;
}

/** What a form's error summary says: its first sentence, and a line per refused field. */
export interface ProblemSummary {
  heading: string;
  fields: ListedProblem[];
}

/**
 * A refused form's summary, in the order its check gave: each invalid field's message linked to its
 * control (its id is its name unless `idOf` says otherwise), under "`lead` N fields need your
 * attention."; a refusal of no field ("Nobody has confirmed a subscription yet.") follows `lead`;
 * the disk's refusal stands alone.
 */
export function problemSummary(
  problem: SaveProblem,
  lead: string,
  idOf: (field: string) => string = (field) => field,
): ProblemSummary {
  // Someone else saved the item meanwhile: the form's own refusal, no field of it to link to.
  const stale = problem.errors?.[EDIT_VERSION_FIELD] ?? (problem.field === EDIT_VERSION_FIELD ? problem.message : null);
  if (stale) return { heading: stale, fields: [] };
  const messages = Object.entries(problem.errors ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const fields =
    messages.length > 0
      ? messages.map(([field, message]) => ({ message, target: idOf(field) }))
      : problem.field
        ? [{ message: problem.message, target: idOf(problem.field) }]
        : [];
  if (fields.length === 0) return { heading: problemText(lead, problem), fields };
  const count = fields.length === 1 ? "one field needs" : `${fields.length} fields need`;
  const heading = lead
    ? `${lead} ${count} your attention.`
    : `${count[0]!.toUpperCase()}${count.slice(1)} your attention.`;
  return { heading, fields };
}

/** A folded section's state: open or not, and whether a field in it was refused. */
export interface SectionFold {
  open: boolean;
  refused: boolean;
}

/**
 * The sections of a folded form (app/ui/staff/fields.tsx FormSection), each given by the names of
 * its fields: those holding a refused field are open (and say so); else the first, and any holding
 * a field named in `chosen` (a picture chosen in the library comes back in the page's address:
 * its section opens to show it). A refused id belongs to a section when it is one of its names or
 * begins with one and a dot (`phoneLabel.0`, `cards.2.title`).
 */
export function sectionFolds<Key extends string>(
  errors: Partial<Record<string, string>> | null | undefined,
  sections: Record<Key, readonly string[]>,
  chosen: readonly string[] = [],
): Record<Key, SectionFold> {
  const refusedIds = Object.entries(errors ?? {})
    .filter(([id, message]) => id !== "" && message)
    .map(([id]) => id);
  const holds = (key: Key, ids: readonly string[]) =>
    ids.some((id) => sections[key].some((name) => id === name || id.startsWith(`${name}.`)));
  const keys = Object.keys(sections) as Key[];
  const anyRefused = keys.some((key) => holds(key, refusedIds));
  return Object.fromEntries(
    keys.map((key, index) => {
      const refused = holds(key, refusedIds);
      const open = anyRefused ? refused : index === 0 || holds(key, chosen);
      return [key, { open, refused }];
    }),
  ) as Record<Key, SectionFold>;
}
