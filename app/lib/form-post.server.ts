import { data, redirect, type AppLoadContext } from "react-router";
import { formText, type FieldDefinitions, type DefinedForm, type FormValuesOf } from "#contract/forms";
import { HONEYPOT_FIELD } from "#contract/honeypot";
import { CROSS_SITE_REFUSAL } from "./cross-site-refusal";
import { sentLocation } from "./sent";
import type { SubmissionKind } from "#contract/submissions";
import { firstError, firstMessage, validateForm, type FormErrors, type FormRules } from "#contract/validation";
import type { StorageRefusalKind } from "#contract/storage-refusal";

/**
 * Helpers for a page form's no-JavaScript path (docs/architecture.md, Data flow): the browser posts the
 * form to the page itself, and the route action does what /api/ would (takeFormPost).
 * The cross-site rule comes from the one module that holds them all (server/http/cross-site.ts, through
 * the load context): the browser must say the post is same-origin (Sec-Fetch-Site, else Origin);
 * the page carries no token, so every visitor gets the same bytes. The post counts against the
 * same rate limit as the API endpoint it stands for (server/http/submission-guard.ts), and its body
 * goes through the same submission handler: validation, honeypot, storage (server/domain/submissions/handlers.ts, both
 * through the load context).
 */

/** The posted form, or null when the body is not a form. */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** True when the browser says the post comes from this site (refusals are logged). */
export function isSameOriginPost(request: Request, context: AppLoadContext): boolean {
  const failure = context.formPostFailure(request);
  if (failure) context.log.warn(`Form post refused: CSRF Failed: ${failure}`);
  return failure === null;
}

/**
 * Refuses a post the browser does not say is from this site: thrown, so the route's error
 * boundary shows the site's error page with a 403, and nothing is counted or stored.
 */
export function requireSameOriginPost(request: Request, context: AppLoadContext): void {
  if (!isSameOriginPost(request, context)) {
    throw data(CROSS_SITE_REFUSAL.message, { status: CROSS_SITE_REFUSAL.status });
  }
}

/**
 * Logs a failed form post through the request's logger: its request id on the line, and the
 * error in the one log format, which keeps out what a visitor sent (server/http/logging.ts).
 */
function logFormPostFailure(context: AppLoadContext, kind: SubmissionKind, error: unknown): void {
  context.log.error({ err: error, kind }, `Form post failed (${kind}, no JavaScript)`);
}

/** How a posted form fared: each page turns it into its own texts. */
export type FormPost =
  | { status: "sent" }
  | { status: "throttled"; message: string; retryAfter: number }
  /** The form's own rules: a message per field, `message` the first of them. */
  | { status: "invalid"; errors: FormErrors; message: string }
  /** The submission handler refused the body (its rules, or the service: an unknown post): its first message. */
  | { status: "refused"; message: string }
  /** The server's disk is full or will not be written (logged with its cause): the sentence that says so. */
  | { status: "storage-refused"; message: string; kind: StorageRefusalKind }
  /** Storing it failed (logged). */
  | { status: "failed" };

export interface FormPostInput {
  kind: SubmissionKind;
  form: FormData;
  /** What is valid in this form, and what the visitor typed into it. */
  rules: FormRules;
  values: Readonly<Record<string, unknown>>;
  /** The request body the API would have received from the form with JavaScript. */
  body: () => Record<string, unknown>;
}

/** A posted form of a defined form (contract/forms.ts): what was typed, its rules, the body it becomes. */
export function definedFormPost<F extends FieldDefinitions, P extends Record<string, unknown>>(
  kind: SubmissionKind,
  form: FormData,
  definition: DefinedForm<F, P>,
): Omit<FormPostInput, "values"> & { values: FormValuesOf<F> } {
  const values = definition.read(form);
  return { kind, form, rules: definition.rules(values), values, body: () => definition.payload(values) };
}

/**
 * A page's form posted without JavaScript, from the cross-site check (a refusal is thrown) to storage: the same rate limit,
 * the form's own rules (the ones the browser checks), then the same submission handler as the API
 * (validation, honeypot, storage), with the form's honeypot field.
 */
export async function takeFormPost(
  request: Request,
  context: AppLoadContext,
  { kind, form, rules, values, body: buildBody }: FormPostInput,
): Promise<FormPost> {
  requireSameOriginPost(request, context);
  const throttled = await context.guard.throttle(kind);
  if (throttled) return { status: "throttled", ...throttled };
  const errors = validateForm(rules, values);
  const invalid = firstError(errors);
  if (invalid) return { status: "invalid", errors, message: invalid };
  const body = buildBody();
  try {
    const outcome = await context.submit[kind]({ ...body, [HONEYPOT_FIELD]: formText(form, HONEYPOT_FIELD) });
    if (!outcome.ok) return { status: "refused", message: firstMessage(outcome.errors) ?? "" };
    return { status: "sent" };
  } catch (error) {
    const refused = context.refusedWrite(error, `storing a ${kind} form post`);
    if (refused) return { status: "storage-refused", ...refused };
    logFormPostFailure(context, kind, error);
    return { status: "failed" };
  }
}

/** What every no-JavaScript result carries: whether it worked, and the wait when it was throttled. */
export interface PostOutcome {
  ok: boolean;
  /** Seconds: the post was over the rate limit (the message says so). */
  retryAfter?: number;
  /** Nothing was stored because the server's disk refused the write (the message says so): a 503. */
  storageRefused?: boolean;
}

/**
 * The route action's answer: after success a 303 back to the page marked as sent (Post/Redirect/Get:
 * a reload sends nothing again, app/lib/sent.ts), else 400, or 429 with Retry-After when over the rate limit.
 * `url` is the action's (React Router's normalised page address, not the request's own); `section`, the
 * id of the element the page should open on after a success (the form's own section).
 */
export function formResponse<T extends PostOutcome | null>(result: T, url: URL, section?: string) {
  if (result?.ok) {
    const { intent, formId } = result as { intent?: unknown; formId?: unknown };
    const key = typeof intent === "string" ? intent : typeof formId === "string" ? formId : "1";
    throw redirect(sentLocation(url, key, section), 303);
  }
  const retryAfter = result?.retryAfter;
  if (retryAfter) return data(result, { status: 429, headers: { "retry-after": String(retryAfter) } });
  if (result?.storageRefused) return data(result, { status: 503 });
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
