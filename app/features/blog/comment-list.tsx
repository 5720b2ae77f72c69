import { Clock, Reply } from "lucide-react";
import type { DisplayComment } from "./comment-tree";
import { COMMENT_TEXT } from "./constants";
import { formatCommentDate } from "./format";
import { useHydrated } from "~/ui/hooks/use-hydrated";
import { replyHref } from "./reply-target";

const REPLY_CLASS =
  "mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900 dark:text-accent-300 dark:hover:text-accent-200";

/** Threads deeper than this are drawn without further indentation, so phones keep their width. */
const MAX_INDENT_DEPTH = 3;

function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
  return letters || "?";
}

function CommentItem({
  comment,
  depth,
  onReply,
}: {
  comment: DisplayComment;
  depth: number;
  onReply: (comment: DisplayComment) => void;
}) {
  const hydrated = useHydrated();
  return (
    <li>
      <article
        aria-label={`Comment by ${comment.name}`}
        className={`rounded-xl p-4 ring-1 ${
          comment.pending
            ? "bg-accent-50 ring-accent-200 dark:bg-brand-900 dark:ring-accent-700"
            : "bg-white ring-slate-200 dark:bg-brand-900 dark:ring-brand-800"
        }`}
      >
        <header className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white dark:bg-accent-500 dark:text-brand-950"
          >
            {initials(comment.name)}
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words text-brand-900 dark:text-white">
              {comment.name}
              {comment.from_church ? (
                // A staff reply: said in words, not only by the colour.
                <span className="ml-2 inline-block rounded-full bg-brand-700 px-2 py-0.5 align-middle text-xs font-semibold text-white dark:bg-accent-400 dark:text-brand-950">
                  {COMMENT_TEXT.church}
                </span>
              ) : null}
            </p>
            <p className="flex flex-wrap items-center gap-x-3 text-xs text-slate-600 dark:text-slate-400">
              <time dateTime={comment.date}>{formatCommentDate(comment.date)}</time>
              {comment.pending ? (
                <span className="inline-flex items-center gap-1 font-semibold text-accent-800 dark:text-accent-300">
                  <Clock aria-hidden="true" className="h-3.5 w-3.5" />
                  {COMMENT_TEXT.awaitingApproval}
                </span>
              ) : null}
            </p>
          </div>
        </header>
        {/* Plain text: React escapes it; line breaks are kept by CSS. */}
        <p className="mt-3 break-words whitespace-pre-line text-slate-800 dark:text-slate-200">{comment.text}</p>
        {comment.pending ? null : hydrated ? (
          <button type="button" onClick={() => onReply(comment)} className={REPLY_CLASS}>
            <Reply aria-hidden="true" className="h-4 w-4" />
            {COMMENT_TEXT.reply}
            <span className="sr-only"> to {comment.name}</span>
          </button>
        ) : (
          // Without JavaScript: a link to this page with the reply target set (?replyto=).
          <a href={replyHref(comment.id)} className={REPLY_CLASS}>
            <Reply aria-hidden="true" className="h-4 w-4" />
            {COMMENT_TEXT.reply}
            <span className="sr-only"> to {comment.name}</span>
          </a>
        )}
      </article>
      {comment.replies.length > 0 ? (
        <ul
          className={`mt-3 space-y-3 ${
            depth < MAX_INDENT_DEPTH ? "ml-4 border-l-2 border-accent-300 pl-4 md:ml-8 dark:border-accent-700" : ""
          }`}
        >
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} depth={depth + 1} onReply={onReply} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The threaded comments of a post; their text is plain text, never HTML. */
export function CommentList({
  comments,
  onReply,
}: {
  comments: DisplayComment[];
  onReply: (comment: DisplayComment) => void;
}) {
  if (comments.length === 0) return <p className="text-slate-600 dark:text-slate-300">{COMMENT_TEXT.noComments}</p>;
  return (
    <ul className="space-y-4">
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} depth={0} onReply={onReply} />
      ))}
    </ul>
  );
}
