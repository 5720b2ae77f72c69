import type { InboxStatus, Workflow } from "#server/domain/staff-lists";
import { staffTime } from "~/ui/staff/format";
import { Badge, type BadgeTone } from "~/ui/staff/list";
import { Button, ErrorSummary, LABEL, Notice, Select, StaffForm, useStaffLayout } from "~/ui/staff/fields";
import { useChurchIfLoaded } from "~/lib/church";
import { whatsappGreeting, withGreeting } from "./greeting";
import type { TypedAction } from "./action";

/**
 * The inbox's workflow on an item page, made for a thumb at 390 px: the reply links as
 * big buttons, the status as four buttons, the assignee select, the internal notes. Each is a
 * plain form posting to the page's action, which redirects back (no JavaScript).
 */

const STATUS_TONES: Record<InboxStatus, BadgeTone> = {
  new: "info",
  in_progress: "warning",
  done: "success",
  archived: "neutral",
};

export function StatusBadge({ status, label }: { status: InboxStatus; label: string }) {
  return <Badge tone={STATUS_TONES[status]}>{label}</Badge>;
}

const BIG_LINK =
  "inline-flex min-h-12 flex-1 items-center justify-center rounded-lg px-4 text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500";

/**
 * `Reply by email` and, where a number could be read, `Reply on WhatsApp` with a greeting filled
 * in (in a new tab: the page stays open to mark the item). A new item offers `Mark as in progress`
 * beside them: the step a reply usually starts.
 */
export function ReplyLinks({
  workflow,
  item,
  about,
}: {
  workflow: Workflow;
  item: { name: string; phone: string; createdAt: string };
  /** What the sender sent, in the greeting's words: "message", "prayer request", "application". */
  about: string;
}) {
  const { reply } = workflow;
  const member = useStaffLayout()?.member?.name ?? "";
  const church = useChurchIfLoaded()?.name ?? "";
  const markable = workflow.status === "new";
  if (!reply.email && !reply.whatsapp && !markable) return null;
  const greeting = whatsappGreeting({ to: item.name, from: member, church, about, sentAt: item.createdAt });
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {reply.email ? (
        <a
          href={reply.email}
          className={`${BIG_LINK} bg-brand-700 text-white hover:bg-brand-800 dark:bg-accent-400 dark:text-brand-950`}
        >
          Reply by email
        </a>
      ) : null}
      {reply.whatsapp ? (
        <a
          href={withGreeting(reply.whatsapp, greeting)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${BIG_LINK} bg-emerald-700 text-white hover:bg-emerald-800 dark:bg-emerald-300 dark:text-emerald-950`}
        >
          Reply on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : item.phone.trim() ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          The phone number “{item.phone}” cannot be read as one WhatsApp knows: call or text it as written.
        </p>
      ) : null}
      {markable ? (
        <StaffForm aria-label="Mark as in progress" className="flex flex-1">
          <input type="hidden" name="intent" value="status" />
          <Button name="status" value="in_progress" variant="secondary" className="min-h-12 w-full">
            Mark as in progress
          </Button>
        </StaffForm>
      ) : null}
    </div>
  );
}

/** The field of the form a refused post typed into (a note, a praise report), which the summary links to. */
const TYPED_FIELDS: Partial<Record<string, string>> = { note: "note-text", answered: "praise" };

/** The answer to the last post: what was done, or why not (summed up, with a link to the text it kept). */
export function ActionNotice({
  done,
  problem,
  typed = null,
}: {
  done: string | null;
  problem: string | null;
  typed?: TypedAction | null;
}) {
  if (problem)
    return (
      <ErrorSummary
        problem={{ message: problem, field: typed ? TYPED_FIELDS[typed.intent] : null }}
        lead="Nothing was done:"
      />
    );
  if (done) return <Notice tone="success">{done}</Notice>;
  return null;
}

export function WorkflowPanel({ workflow, typed = null }: { workflow: Workflow; typed?: TypedAction | null }) {
  const { labels } = workflow.words;
  const statuses = Object.keys(labels) as InboxStatus[];
  const assigneeGone = workflow.assignee && !workflow.assignees.some((option) => option.id === workflow.assignee!.id);
  return (
    <section
      aria-labelledby="workflow-heading"
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 dark:border-brand-800 dark:bg-brand-900"
    >
      <h2 id="workflow-heading" className="text-lg font-semibold text-brand-950 dark:text-white">
        Status and follow-up
      </h2>
      <StaffForm aria-label="Status">
        <input type="hidden" name="intent" value="status" />
        <fieldset>
          <legend className={LABEL}>
            Status: <StatusBadge status={workflow.status} label={labels[workflow.status]} />
          </legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {statuses.map((status) => (
              <Button
                key={status}
                name="status"
                value={status}
                variant={status === workflow.status ? "primary" : "secondary"}
                aria-pressed={status === workflow.status}
                className="min-h-12 w-full"
              >
                {labels[status]}
              </Button>
            ))}
          </div>
        </fieldset>
      </StaffForm>
      <StaffForm aria-label="Assignment" className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="assign" />
        <div className="flex-1">
          <label htmlFor="assignee" className={LABEL}>
            Assigned to
          </label>
          <Select id="assignee" name="staff" defaultValue={workflow.assignee ? String(workflow.assignee.id) : ""}>
            <option value="">Nobody</option>
            {assigneeGone ? (
              <option value={String(workflow.assignee!.id)} disabled>
                {workflow.assignee!.name} (can no longer read it)
              </option>
            ) : null}
            {workflow.assignees.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.name}
              </option>
            ))}
          </Select>
        </div>
        <Button variant="secondary" className="min-h-12">
          Assign
        </Button>
      </StaffForm>
      <NotesSection workflow={workflow} typed={typed?.intent === "note" ? typed.text : ""} />
    </section>
  );
}

/** `typed`: the text of a note the disk refused to save, shown again. */
function NotesSection({ workflow, typed }: { workflow: Workflow; typed: string }) {
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-brand-950 dark:text-white">Internal notes</h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">For staff only: the sender never sees them.</p>
      {workflow.notes.length > 0 ? (
        <ol className="space-y-2">
          {workflow.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-brand-950">
              <p className="text-slate-600 dark:text-slate-300">
                {note.author} · <time dateTime={note.createdAt}>{staffTime(note.createdAt)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-ink dark:text-slate-100">{note.text}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <StaffForm aria-label="Add a note" className="space-y-2">
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="note-text" className={LABEL}>
          New note
        </label>
        <textarea
          id="note-text"
          name="text"
          rows={3}
          required
          maxLength={4000}
          defaultValue={typed}
          className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink dark:border-slate-500 dark:bg-brand-900 dark:text-slate-100"
        />
        <Button variant="secondary" className="min-h-12 w-full sm:w-auto">
          Add note
        </Button>
      </StaffForm>
    </div>
  );
}
