import { NEWSLETTER_BODY } from "#contract/submissions";
import { isStorageRefusalKind, STORAGE_REFUSAL_MESSAGES, type StorageRefusalKind } from "#contract/storage-refusal";
import { defineForm } from "#contract/forms";
import { formFieldMax, MESSAGES } from "#contract/validation";

/**
 * The newsletter forms in their two variants, shared by the browser and the
 * no-JavaScript post (route /newsletter, ./action.server.ts): what is valid, the body each sends,
 * and the notice a post without JavaScript leaves in the address it redirects to. That notice is
 * a short code, never the address or any text the visitor typed.
 */
export type NewsletterVariant = "footer" | "sidebar";

export const NEWSLETTER_TEXT = {
  button: "Subscribe",
  submitting: "Subscribing...",
  success: "Successfully subscribed!",
  empty: "Please enter an email address.",
  fallback: {
    footer: "Failed to subscribe. Please try again later.",
    sidebar: "Subscription failed. Please try again.",
  },
} as const;

/** Where both forms post without JavaScript. */
export const NEWSLETTER_ACTION = "/newsletter";
/** The hidden fields of that post: which form, and the page to go back to. */
export const VARIANT_FIELD = "variant";
export const NEXT_FIELD = "next";
/** The query parameter that carries a post's notice back to the page. */
export const NOTICE_PARAM = "newsletter";

const EMAIL = { rule: NEWSLETTER_BODY.fields.email, required: true };

/** Both forms (contract/forms.ts): one email field; the footer sends { email, name: "" }, the sidebar { email } */
export const NEWSLETTER_FORMS = {
  footer: defineForm({ fields: { email: EMAIL }, payload: (values) => ({ email: values.email.trim(), name: "" }) }),
  sidebar: defineForm({ fields: { email: EMAIL }, payload: (values) => ({ email: values.email.trim() }) }),
} satisfies Record<NewsletterVariant, unknown>;

/** The id of a form on the page: the redirect comes back to it. */
export function newsletterFormId(variant: NewsletterVariant): string {
  return `newsletter-${variant}`;
}

export type NewsletterOutcome =
  | { status: "subscribed" }
  /** Nothing typed: the sidebar says so, the footer sends nothing. */
  | { status: "empty" }
  /** One of the email rule's messages (the email field's first message). */
  | { status: "invalid"; message: string }
  | { status: "throttled"; retryAfter: number }
  /** The server's disk refused the write: nothing was stored. */
  | { status: "storage-refused"; kind: StorageRefusalKind }
  | { status: "failed" };

/** The email rule's messages by a code that can travel in a URL. */
function invalidMessages(): Record<string, string> {
  return {
    email: MESSAGES.email,
    "too-long": MESSAGES.tooLong(formFieldMax(EMAIL)),
    "null-character": MESSAGES.nullCharacter,
  };
}

function outcomeCode(outcome: NewsletterOutcome): string {
  switch (outcome.status) {
    case "invalid": {
      const code = Object.entries(invalidMessages()).find(([, message]) => message === outcome.message)?.[0];
      return code ? `invalid-${code}` : "failed";
    }
    case "throttled":
      return `throttled-${outcome.retryAfter}`;
    case "storage-refused":
      return `storage-${outcome.kind}`;
    default:
      return outcome.status;
  }
}

function outcomeOf(code: string): NewsletterOutcome | null {
  if (code === "subscribed" || code === "empty" || code === "failed") return { status: code };
  if (code.startsWith("invalid-")) {
    const message = invalidMessages()[code.slice("invalid-".length)];
    return message ? { status: "invalid", message } : null;
  }
  const kind = code.startsWith("storage-") ? code.slice("storage-".length) : null;
  if (isStorageRefusalKind(kind)) return { status: "storage-refused", kind };
  const seconds = /^throttled-(\d{1,6})$/.exec(code)?.[1];
  return seconds ? { status: "throttled", retryAfter: Number(seconds) } : null;
}

/** This form's notice in a page's query string, or null. */
export function readNotice(search: string, variant: NewsletterVariant): NewsletterOutcome | null {
  const value = new URLSearchParams(search).get(NOTICE_PARAM);
  const prefix = `${variant}.`;
  return value?.startsWith(prefix) ? outcomeOf(value.slice(prefix.length)) : null;
}

/** What a form shows for an outcome, or null for nothing. */
export function outcomeMessage(
  variant: NewsletterVariant,
  outcome: NewsletterOutcome,
): { status: "success" | "error"; text: string } | null {
  switch (outcome.status) {
    case "subscribed":
      return { status: "success", text: NEWSLETTER_TEXT.success };
    case "empty":
      return variant === "sidebar" ? { status: "error", text: NEWSLETTER_TEXT.empty } : null;
    case "invalid":
      return { status: "error", text: outcome.message };
    case "throttled":
      return { status: "error", text: MESSAGES.throttled(outcome.retryAfter) };
    case "storage-refused":
      return { status: "error", text: STORAGE_REFUSAL_MESSAGES.visitor[outcome.kind] };
    case "failed":
      return { status: "error", text: NEWSLETTER_TEXT.fallback[variant] };
  }
}

const SITE = "http://site.invalid";

/**
 * The page a form was posted from, as a path of this site without an earlier notice: anything
 * else (another site, `//host`, a scheme) is the home page.
 */
export function returnPath(value: string): string {
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return "/";
  }
  if (url.origin !== SITE) return "/";
  url.searchParams.delete(NOTICE_PARAM);
  return `${url.pathname}${url.search}`;
}

/** Where a post goes back to: its page with the notice, scrolled to the form. */
export function noticeLocation(next: string, variant: NewsletterVariant, outcome: NewsletterOutcome): string {
  const url = new URL(returnPath(next), SITE);
  url.searchParams.set(NOTICE_PARAM, `${variant}.${outcomeCode(outcome)}`);
  return `${url.pathname}${url.search}#${newsletterFormId(variant)}`;
}
