import { SENT_PARAM } from "~/lib/sent";

/**
 * The comment a reply answers, in the address for the no-JavaScript path: Reply is a
 * link to `?replyto=<id>#comment-form`, and the form posts to the page with it kept, so the target
 * survives a refused post. The server checks the parent as the API does.
 */
export const REPLY_PARAM = "replyto";
export const COMMENT_FORM_ID = "comment-form";

export function replyHref(commentId: number): string {
  return `?${REPLY_PARAM}=${commentId}#${COMMENT_FORM_ID}`;
}

/** The comment the address says to reply to; none once the reply was sent. */
export function replyTarget(search: string): number | null {
  const params = new URLSearchParams(search);
  if (params.has(SENT_PARAM)) return null;
  const value = params.get(REPLY_PARAM) ?? "";
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}
