import { Fragment } from "react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/comments";
import type { CommentTab, QueuedComment } from "#server/domain/staff-lists";
import type { Moderation } from "#server/domain/comments/moderation";
import { formText } from "#contract/forms";
import { textsOf } from "~/ui/staff/forms";
import { rowIdOf } from "#contract/row-ids";
import { countOf, staffTime, staffTitle } from "~/ui/staff/format";
import {
  Badge,
  Card,
  CardList,
  EmailLink,
  EmptyState,
  FilterTabs,
  ListFilterForm,
  Pagination,
  pageParam,
  StaffListPage,
  StaffTime,
} from "~/ui/staff/list";
import { inboxFilterParams } from "~/ui/staff/list/params";
import { Button, ErrorSummary, FieldError, LABEL, Notice, StaffForm } from "~/ui/staff/fields";

/**
 * /admin/comments: the comment queue by status, pending oldest first. One form
 * holds the whole page: each comment's buttons say which comment (`intent=approve:12`), the bulk
 * buttons act on the ticked boxes (`intent=bulk:approve`, `ids=…`), and a reply's text travels in
 * its own field (`reply-12`). Every action redirects back to the same view with what it did.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  context.staff.requireArea("comments");
  const url = new URL(request.url);
  const { q, from, to, status } = inboxFilterParams(url);
  const queue = await context.staff.lists.comments({ status, page: pageParam(url), q, from, to });
  return {
    ...queue,
    done: doneMessage(url.searchParams),
    undo: idsOf(url.searchParams.get("undo")),
    next: rowIdOf(url.searchParams.get("next") ?? ""),
  };
}

export const meta: Route.MetaFunction = () => [{ title: staffTitle("Comments") }];

/** The tabs in their order, with their words. */
const TAB_LABELS: Record<CommentTab, string> = {
  pending: "Pending",
  approved: "Approved",
  spam: "Spam",
  rejected: "Rejected",
};

const EMPTY: Record<CommentTab, string> = {
  pending: "No comment is waiting. Well done.",
  approved: "No comment has been approved yet.",
  spam: "No comment is marked as spam.",
  rejected: "No comment has been rejected.",
};

/** Each action's button and the words its notice uses. */
const ACTIONS: Record<Moderation, { button: string; done: string; state: string }> = {
  approve: { button: "Approve", done: "approved", state: "approved" },
  reject: { button: "Reject", done: "rejected", state: "rejected" },
  spam: { button: "Mark as spam", done: "marked as spam", state: "spam" },
};
const MODERATION_KEYS = Object.keys(ACTIONS) as Moderation[];

/** Which actions make sense from each tab (not the one it is already in). */
const ACTIONS_OF: Record<CommentTab, Moderation[]> = {
  pending: ["approve", "reject", "spam"],
  approved: ["reject", "spam"],
  spam: ["approve", "reject"],
  rejected: ["approve", "spam"],
};

const STATUS_WORDS: Record<string, string> = {
  pending: "pending",
  approved: "approved",
  rejected: "rejected",
  spam: "marked as spam",
};

/** The comments a notice's Undo puts back (`?undo=12` or, after a bulk action, `?undo=12,13`); null for none. */
function idsOf(text: string | null): number[] | null {
  const ids = (text ?? "").split(",").map(rowIdOf);
  return ids.length > 0 && ids.every((id) => id !== null) ? (ids as number[]) : null;
}

/**
 * The notice after a redirect: `?done=approve&changed=2&unchanged=1&missing=0`, `?done=reply&parent=1`,
 * `?done=undo&now=pending`, or after a bulk undo `?done=undo&undone=3&left=1&now=pending`.
 */
function doneMessage(params: URLSearchParams): string | null {
  const done = params.get("done");
  if (done === "undo") {
    const words = STATUS_WORDS[params.get("now") ?? ""];
    const undone = Math.max(0, Number.parseInt(params.get("undone") ?? "1", 10) || 0);
    const left = Math.max(0, Number.parseInt(params.get("left") ?? "0", 10) || 0);
    const parts: string[] = [];
    if (undone === 1 && words) parts.push(`Undone: the comment is ${words} again.`);
    else if (undone > 1)
      parts.push(`Undone: ${countOf(undone, "comment")} ${words ? `are ${words}` : "are as they were"} again.`);
    if (left > 0)
      parts.push(
        `${countOf(left, "comment")} ${left === 1 ? "was" : "were"} left as ${left === 1 ? "it is" : "they are"}: changed since by someone else, or gone.`,
      );
    return parts.length > 0 ? parts.join(" ") : null;
  }
  if (done === "reply")
    return params.get("parent") === "1"
      ? "Your reply is published, and the comment you answered is approved."
      : "Your reply is published.";
  if (!done || !(MODERATION_KEYS as string[]).includes(done)) return null;
  const words = ACTIONS[done as Moderation];
  const number = (name: string) => Math.max(0, Number.parseInt(params.get(name) ?? "0", 10) || 0);
  const [changed, unchanged, missing] = [number("changed"), number("unchanged"), number("missing")];
  const parts: string[] = [];
  if (changed > 0) parts.push(`${countOf(changed, "comment")} ${words.done}.`);
  if (unchanged > 0)
    parts.push(
      `${countOf(unchanged, "comment")} ${unchanged === 1 ? "was" : "were"} already ${words.state}: nothing to do.`,
    );
  if (missing > 0) parts.push(`${countOf(missing, "comment")} no longer ${missing === 1 ? "exists" : "exist"}.`);
  return parts.length > 0 ? parts.join(" ") : null;
}

/** The same view (tab, search, page) with what was done said. */
function backTo(request: Request, done: Record<string, string | number>, anchor = ""): Response {
  const url = new URL(request.url);
  for (const name of ["done", "changed", "unchanged", "missing", "parent", "undo", "next", "now", "undone", "left"])
    url.searchParams.delete(name);
  for (const [name, value] of Object.entries(done)) url.searchParams.set(name, String(value));
  return redirect(`${url.pathname}?${url.searchParams.toString()}${anchor}`, 303);
}

interface ActionProblem {
  message: string;
  /** The comment whose reply was refused (the message shows beside it), or null for the page. */
  commentId: number | null;
  reply?: string;
}

const INTENT =
  /^(approve|reject|spam|reply|undo):([1-9]\d{0,19})$|^bulk:(approve|reject|spam)$|^undo:([1-9]\d{0,19}(?:,[1-9]\d{0,19})+)$/;

/** The comment after `id` in the page's order (the one before it when it was the last): where the moderator goes on. */
function nextOf(order: string, id: number | null): number | null {
  const ids = order.split(",").map(rowIdOf);
  const at = ids.indexOf(id);
  if (at < 0) return null;
  return ids[at + 1] ?? ids[at - 1] ?? null;
}

export async function action({ request, context }: Route.ActionArgs) {
  context.staff.requireArea("comments");
  const form = await request.formData();
  const match = INTENT.exec(formText(form, "intent"));
  const refused = (problem: ActionProblem, status = 400) => data({ problem }, { status });
  if (!match) return refused({ message: "Choose an action for the comments.", commentId: null });
  const [, single, idText, bulk, undoList] = match;
  if (undoList) {
    const result = await context.staff.undoModerations(undoList.split(",").map(rowIdOf));
    if (result.undone === 0)
      return refused(
        { message: "Nothing was undone: the comments have changed since, or are gone.", commentId: null },
        409,
      );
    return backTo(request, {
      done: "undo",
      undone: result.undone,
      left: result.left,
      ...(result.now ? { now: result.now } : {}),
    });
  }
  // An id that can name no comment (contract/row-ids.ts) is null: answered as a comment that is gone.
  const id = rowIdOf(idText);
  if (single === "reply") {
    const text = formText(form, `reply-${idText}`);
    const result = await context.staff
      .replyToComment(id, text)
      .catch((error: unknown) => ({ ok: false as const, ...context.staff.refusedSave(error) }));
    if (!result.ok)
      return refused({ message: result.message, commentId: id, reply: text }, "status" in result ? result.status : 400);
    return backTo(request, { done: "reply", parent: result.approvedParent ? 1 : 0 }, `#comment-${id}`);
  }
  if (single === "undo") {
    const result = await context.staff.undoModeration(id);
    if (!result.ok) return refused({ message: result.message, commentId: null }, 409);
    return backTo(request, { done: "undo", now: result.status }, `#comment-${id}`);
  }
  const moderation = (bulk ?? single) as Moderation;
  const ids = bulk ? textsOf(form, "ids").map(rowIdOf) : [id];
  if (ids.length === 0) return refused({ message: "Tick at least one comment first.", commentId: null });
  const { changedIds, ...result } = await context.staff.moderateComments(ids, moderation);
  // Several moderated: back to the same view, the notice (with an Undo of them all) at the top.
  if (bulk || result.changed !== 1)
    return backTo(request, {
      done: moderation,
      ...result,
      ...(changedIds.length ? { undo: changedIds.join(",") } : {}),
    });
  // One comment moderated: back to the same place in the list, the notice (with Undo) where it was.
  const next = nextOf(formText(form, "order"), id);
  return backTo(request, { done: moderation, ...result, undo: id!, ...(next ? { next } : {}) }, "#moderated");
}

export default function Comments({ loaderData: queue, actionData }: Route.ComponentProps) {
  const problem = actionData?.problem ?? null;
  // Counts stop at the cap: "10,000+".
  const countText = (n: number) =>
    n > queue.countCap ? `${queue.countCap.toLocaleString("en-GB")}+` : n.toLocaleString("en-GB");
  const tabs = (Object.keys(TAB_LABELS) as CommentTab[]).map((tab) => ({
    value: tab,
    label: TAB_LABELS[tab],
    count: queue.tabCounts[tab] === undefined ? undefined : countText(queue.tabCounts[tab]),
  }));
  const shown = queue.tabCounts[queue.status] ?? 0;
  const { search } = queue;
  const searching = Boolean(search.q || search.from || search.to);
  const actions = ACTIONS_OF[queue.status];
  const canReply = queue.status === "pending" || queue.status === "approved";
  // A refused reply is said beside its comment when its reply box is on this page, else at the top.
  const problemInCard = canReply && queue.items.some((item) => item.id === problem?.commentId);
  // A single moderation's notice stands where the comment was, before the next one (else at the top).
  const doneInList = Boolean(queue.done && queue.undo && queue.items.some((item) => item.id === queue.next));
  return (
    <StaffListPage
      title="Comments"
      summary={`${countText(shown)} ${shown === 1 ? "comment" : "comments"} ${TAB_LABELS[queue.status].toLowerCase()}${searching ? " matching the search" : ""}${queue.status === "pending" ? ", oldest first" : ", newest first"}`}
      filters={
        <div className="space-y-4">
          <FilterTabs
            label="Comments by status"
            name="status"
            current={queue.status}
            defaultValue="pending"
            options={tabs}
          />
          <ListFilterForm
            label="Search comments"
            searchLabel="Search comments"
            values={search}
            hidden={{ status: queue.status === "pending" ? null : queue.status }}
          />
        </div>
      }
    >
      <div className="mb-4 space-y-3 empty:hidden">
        {queue.done && !doneInList ? (
          queue.undo ? (
            <StaffForm>
              <DoneNotice text={queue.done} undo={queue.undo} />
            </StaffForm>
          ) : (
            <Notice tone="success">{queue.done}</Notice>
          )
        ) : null}
        {problem && !problemInCard ? <ErrorSummary problem={problem} lead="Nothing was done:" /> : null}
      </div>
      {queue.items.length === 0 ? (
        <EmptyState>{searching ? "No comment here matches this search." : EMPTY[queue.status]}</EmptyState>
      ) : (
        <StaffForm
          aria-label={`${TAB_LABELS[queue.status]} comments`}
          problem={problemInCard && problem ? { message: problem.message, field: `reply-${problem.commentId}` } : null}
        >
          <fieldset className="mb-3 rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-brand-800 dark:bg-brand-950">
            <legend className="px-1 text-sm font-semibold text-brand-950 dark:text-white">
              With the ticked comments
            </legend>
            <div className="flex flex-wrap gap-2">
              {actions.map((moderation) => (
                <Button key={moderation} name="intent" value={`bulk:${moderation}`} variant="secondary">
                  {ACTIONS[moderation].button}
                </Button>
              ))}
            </div>
          </fieldset>
          {/* The list's order changes by itself: a reply's kept draft is the page's, whatever the order. */}
          <input
            type="hidden"
            name="order"
            value={queue.items.map((item) => item.id).join(",")}
            data-draft-volatile=""
          />
          <CardList label={`${TAB_LABELS[queue.status]} comments`}>
            {queue.items.map((comment) => (
              <Fragment key={comment.id}>
                {doneInList && comment.id === queue.next ? (
                  <li className="list-none">
                    <DoneNotice text={queue.done!} undo={queue.undo!} />
                  </li>
                ) : null}
                <CommentCard
                  comment={comment}
                  actions={actions}
                  canReply={canReply}
                  problem={problem?.commentId === comment.id ? problem : null}
                />
              </Fragment>
            ))}
          </CardList>
        </StaffForm>
      )}
      <Pagination variant="staff" page={queue.page} pageCount={queue.pageCount} />
    </StaffListPage>
  );
}

/**
 * What a moderation did (of one comment, or of the ticked ones), with `Undo` (a button of the
 * page's form: no JavaScript), which puts back every comment it changed. Its
 * anchor is where the redirect scrolls to, so the moderator's place in the list stays in sight.
 */
function DoneNotice({ text, undo }: { text: string; undo: number[] }) {
  return (
    <div id="moderated" className="flex scroll-mt-20 flex-wrap items-center gap-2">
      <div className="min-w-0 flex-1">
        <Notice tone="success">{text}</Notice>
      </div>
      <Button name="intent" value={`undo:${undo.join(",")}`} variant="secondary">
        Undo
      </Button>
    </div>
  );
}

function CommentCard({
  comment,
  actions,
  canReply,
  problem,
}: {
  comment: QueuedComment;
  actions: Moderation[];
  canReply: boolean;
  problem: ActionProblem | null;
}) {
  const replyId = `reply-${comment.id}`;
  return (
    <Card
      id={`comment-${comment.id}`}
      title={
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            name="ids"
            value={comment.id}
            className="h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
          />
          <span>{comment.name}</span>
        </label>
      }
      meta={
        <>
          <StaffTime iso={comment.createdAt} text={staffTime(comment.createdAt)} />
          {comment.fromChurch ? <Badge tone="info">Church reply</Badge> : null}
          {!comment.fromChurch ? (
            <Badge tone={comment.approvedBefore > 0 ? "success" : "neutral"}>
              {comment.approvedBefore === 0
                ? "First comment"
                : comment.approvedBeforeCapped
                  ? `${comment.approvedBefore}+ approved comments before`
                  : `${countOf(comment.approvedBefore, "approved comment")} before`}
            </Badge>
          ) : null}
          {comment.hints.map((hint) => (
            <Badge key={hint} tone="warning">
              {hint}
            </Badge>
          ))}
        </>
      }
    >
      <p>
        <EmailLink email={comment.email} />
      </p>
      <p>
        On{" "}
        <a
          href={`/blog/${comment.post.slug}`}
          className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-200"
        >
          {comment.post.title}
        </a>
      </p>
      {comment.parent ? (
        <p className="border-l-4 border-slate-300 pl-3 text-slate-600 dark:border-brand-600 dark:text-slate-300">
          Replying to <span className="font-medium">{comment.parent.name}</span>: “{comment.parent.excerpt}”
        </p>
      ) : null}
      <p className="text-base whitespace-pre-wrap break-words text-ink dark:text-slate-100">{comment.text}</p>
      <div className="flex flex-wrap gap-2 pt-1">
        {actions.map((moderation) => (
          <Button
            key={moderation}
            name="intent"
            value={`${moderation}:${comment.id}`}
            variant={moderation === "approve" ? "primary" : moderation === "spam" ? "danger" : "secondary"}
          >
            {ACTIONS[moderation].button}
            <span className="sr-only"> the comment by {comment.name}</span>
          </Button>
        ))}
      </div>
      {canReply ? (
        <details open={problem !== null} className="group rounded-lg border border-slate-200 dark:border-brand-800">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-brand-700 dark:text-brand-200">
            Reply<span className="sr-only"> to {comment.name}</span>
          </summary>
          <div className="space-y-2 px-3 pb-3">
            <label htmlFor={replyId} className={LABEL}>
              Your reply, published at once as from the church
              {comment.status === "pending" ? " (it approves this comment too)" : ""}
            </label>
            <textarea
              id={replyId}
              name={replyId}
              rows={3}
              defaultValue={problem?.reply ?? ""}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${replyId}-error` : undefined}
              className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink dark:border-slate-500 dark:bg-brand-900 dark:text-slate-100"
            />
            {problem ? <FieldError id={`${replyId}-error`}>{problem.message}</FieldError> : null}
            <Button name="intent" value={`reply:${comment.id}`}>
              Send reply
            </Button>
          </div>
        </details>
      ) : null}
    </Card>
  );
}
