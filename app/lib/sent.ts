import { useLocation } from "react-router";

/**
 * Post/Redirect/Get for the forms posted without JavaScript: a successful post answers
 * 303 to its page with `?sent=<key>` (the form's intent or id), so a reload shows the success
 * again and sends nothing. The key only picks one of the form's own success texts: nothing a
 * visitor typed ever goes into the address.
 */
export const SENT_PARAM = "sent";

/** Keys are ids of this site's forms: short, lower-case words. */
const KEY = /^[a-z0-9-]{1,64}$/;

/**
 * Where a successful post goes: the page it was posted to, marked with its key, and at `section`
 * (an element's id) when given, so the page opens on the form's answer instead of its top; without
 * one the browser keeps the fragment the form posted to, if any.
 */
export function sentLocation(pageUrl: URL, key: string, section?: string): string {
  const url = new URL(pageUrl);
  url.searchParams.set(SENT_PARAM, KEY.test(key) ? key : "1");
  return `${url.pathname}${url.search}${section ? `#${section}` : ""}`;
}

/** The key of the form this address says was sent, or null. */
export function sentKey(search: string): string | null {
  const key = new URLSearchParams(search).get(SENT_PARAM);
  return key !== null && KEY.test(key) ? key : null;
}

/**
 * A page's posted result: the action's answer (a failure, shown with what was typed), or after
 * the redirect of a success, the success `success(key)` builds for the key in the address.
 */
export function useSentResult<T>(actionData: T | null | undefined, success: (key: string) => T | null): T | null {
  const key = sentKey(useLocation().search);
  return actionData ?? (key === null ? null : success(key));
}
