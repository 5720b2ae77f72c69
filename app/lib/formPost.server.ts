import { data, type AppLoadContext } from "react-router";
import { HONEYPOT_FIELD } from "../../contract/honeypot";
import type { SubmissionKind } from "../../server/submissions/guard";

/**
 * Helpers for a page form's no-JavaScript path (DESIGN.md, How data flows): the browser posts the
 * form to the page itself, and the route action does what /api/ would through the services.
 * The same cross-site rules as the API apply, from one module (server/cross-site.ts, through the
 * load context): the Origin (or over HTTPS the Referer) must be the site's, and the hidden
 * `csrfmiddlewaretoken` must match the visitor's csrftoken cookie. The post counts
 * against the same rate limit as the API endpoint it stands for, and the same honeypot applies
 * (server/submissions/guard.ts, through the load context).
 */
export const CSRF_FIELD = "csrfmiddlewaretoken";

/** A text field of the posted form ("" when absent or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The posted form, or null when the body is not a form. */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** True when the post comes from this site with the visitor's own CSRF token (refusals are logged). */
export function isTrustedFormPost(request: Request, context: AppLoadContext, form: FormData): boolean {
  const failure = context.formPostFailure(request, formText(form, CSRF_FIELD));
  if (failure) context.log.warn(`Form post refused: CSRF Failed: ${failure}`);
  return failure === null;
}

/** True when the form's honeypot is filled (logged): answer as a success and store nothing. */
export function isBotPost(context: AppLoadContext, kind: SubmissionKind, form: FormData): boolean {
  return context.guard.isBot(kind, formText(form, HONEYPOT_FIELD));
}

/** What every no-JavaScript result carries: whether it worked, and the wait when it was throttled. */
export interface PostOutcome {
  ok: boolean;
  /** Seconds: the post was over the rate limit (the message says so). */
  retryAfter?: number;
}

/** The route action's answer: 200, 400, or 429 with Retry-After when over the rate limit. */
export function formResponse<T extends PostOutcome | null>(result: T) {
  const retryAfter = result?.retryAfter;
  if (retryAfter) return data(result, { status: 429, headers: { "retry-after": String(retryAfter) } });
  return data(result, { status: result?.ok ? 200 : 400 });
}

/**
 * The route's `headers`: React Router sends an action's headers only through it, so a throttled
 * post's Retry-After reaches the page's response (the parents' headers are kept).
 */
export function formHeaders({ actionHeaders, parentHeaders }: { actionHeaders: Headers; parentHeaders: Headers }) {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("retry-after");
  if (retryAfter) headers.set("retry-after", retryAfter);
  return headers;
}
