import { data, redirect } from "react-router";
import type { ActResult, StaffLists } from "#server/domain/staff-lists";
import type { ItemType } from "#server/domain/activity/activity";
import type { StaffContext } from "#server/staff-context";
import type { AreaKey } from "#server/auth/areas";
import { problemStatus, type SaveProblem } from "~/ui/staff/forms";
import { found, idParam, notFound } from "~/ui/staff/list";

type Fields = Record<string, string>;

/**
 * Each inbox's item pages, by its staff area (which is also its address under /admin/): the
 * activity log's name of its items, and how its service reads one and acts on it.
 */
const INBOXES = {
  messages: {
    kind: "message",
    read: (lists, id) => lists.message(id),
    act: (lists, id, fields) => lists.actOnMessage(id, fields),
  },
  "prayer-requests": {
    kind: "prayer_request",
    read: (lists, id) => lists.prayerRequest(id),
    act: (lists, id, fields) => lists.actOnPrayerRequest(id, fields),
  },
  applications: {
    kind: "application",
    read: (lists, id) => lists.application(id),
    act: (lists, id, fields) => lists.actOnApplication(id, fields),
  },
} satisfies Partial<
  Record<
    AreaKey,
    {
      kind: ItemType;
      read: (lists: StaffLists, id: number) => Promise<unknown>;
      act: (lists: StaffLists, id: number, fields: Fields) => Promise<ActResult | null>;
    }
  >
>;

type InboxArea = keyof typeof INBOXES;
type ItemOf<A extends InboxArea> = NonNullable<Awaited<ReturnType<(typeof INBOXES)[A]["read"]>>>;
type ItemArgs = { params: { id?: string }; request: Request; context: { staff: StaffContext } };

/**
 * An inbox item page's loader and action (/admin/messages/:id, /admin/prayer-requests/:id,
 * /admin/applications/:id): the area's permission asked first, the item's id from the address (one
 * that can name no row is a 404). The loader gives the item, or a 404 when the member may not see
 * it, with its history and what the last post did; the action hands the form's fields to the list's
 * service, then goes back to the page (303) saying what was done, or shows the page again with the
 * refusal (400).
 */
export function inboxItemRoute<A extends InboxArea>(area: A) {
  const { kind, act } = INBOXES[area];
  // TypeScript does not follow `area` to its own entry's item type: said here once.
  const read = INBOXES[area].read as (lists: StaffLists, id: number) => Promise<ItemOf<A> | null>;
  return {
    async loader({ params, request, context }: ItemArgs) {
      context.staff.requireArea(area);
      const id = idParam(params.id);
      const item = found(await read(context.staff.lists, id));
      return { item, history: await context.staff.activityOf(kind, id), done: doneMessage(request.url) };
    },
    async action({ params, request, context }: ItemArgs) {
      context.staff.requireArea(area);
      const id = idParam(params.id);
      const fields = fieldsOf(await request.formData());
      const result = await act(context.staff.lists, id, fields).catch(context.staff.refusedSave);
      return afterAction(result, `/admin/${area}/${id}`, fields);
    },
  };
}

/** The posted form's text fields (the session's token among them; the services ignore it). */
function fieldsOf(form: FormData): Fields {
  const fields: Fields = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
}

/** What was typed into an item page's form, given back with a refusal so the page shows it again. */
export interface TypedAction {
  intent: string;
  text: string;
  praise: string;
}

/** The service's answer as the page's: back to it with what was done, the refusal, or a 404 for an item not the member's. */
function afterAction(result: ActResult | SaveProblem | null, path: string, fields: Fields) {
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
function doneMessage(url: string): string | null {
  return DONE[new URL(url).searchParams.get("done") ?? ""] ?? null;
}
