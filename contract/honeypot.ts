/**
 * The honeypot: every public form carries this field, hidden from people (off-screen, hidden from
 * assistive technology, out of the tab order). People leave it empty; form-filling bots do not.
 * A submission that fills it is answered as a success and not stored (server/http/submission-guard.ts).
 * Shared by the forms and the server; the API accepts it, optional, on every POST.
 */
export const HONEYPOT_FIELD = "website";

/** What a request body sent with JavaScript carries of it: the field only when filled. */
export type HoneypotBody = { [HONEYPOT_FIELD]?: string };

/** Filled: anything but absent, null or blank text. */
export function isHoneypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value === "string" ? value.trim() !== "" : true;
}
