import { data, redirect } from "react-router";
import type { ActResult } from "#server/domain/staff-lists";
import { problemStatus, type SaveProblem } from "~/ui/staff/forms";
import { notFound } from "~/ui/staff/list";

/**
 * An inbox item page's action: the form's fields to the list's service, then back to
 * the page (303) saying what was done, or the page again with the refusal (400); an item the
 * member may not see is a 404, as its page is.
 */

/** The posted form's text fields (the session's token among them; the services ignore it). */
export function fieldsOf(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
}

/** What was typed into an item page's form, given back with a refusal so the page shows it again. */
export interface TypedAction {
  intent: string;
  text: string;
  praise: string;
}

export function afterAction(result: ActResult | SaveProblem | null, path: string, fields: Record<string, string>) {
  if (result === null) throw notFound();
  const typed: TypedAction = { intent: fields.intent ?? "", text: fields.text ?? "", praise: fields.praise ?? "" };
  // The disk refused the save (context.staff.refusedSave): its sentence, and the form as it was.
  if ("message" in result) return data({ problem: result.message, typed }, { status: problemStatus(result) });
  if ("problem" in result) return data({ problem: result.problem, typed }, { status: 400 });
  return redirect(`${path}?done=${encodeURIComponent(result.done)}`, 303);
}

const DONE: Record<string, string> = {
  status: "Status saved.",
  assigned: "Assignment saved.",
  note: "Note added.",
  urgent: "Urgency saved.",
  answered: "Saved.",
  prayed: "Recorded: you prayed for this request.",
  unprayed: "Undone: your last “prayed for” is taken back.",
};

/** What the redirect's `?done=` says, or null. */
export function doneMessage(url: string): string | null {
  return DONE[new URL(url).searchParams.get("done") ?? ""] ?? null;
}
