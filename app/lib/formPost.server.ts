import type { AppLoadContext } from "react-router";

/**
 * Helpers for a page form's no-JavaScript path (DESIGN.md, How data flows): the browser posts the
 * form to the page itself, and the route action does what /api/ would through the services.
 * The same CSRF rules as the API apply (DESIGN.md decision 7): the hidden `csrfmiddlewaretoken`
 * must match the visitor's csrftoken cookie, and a cross-site Origin is refused.
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

/** True when the post comes from this site with the visitor's own CSRF token. */
export function isTrustedFormPost(request: Request, context: AppLoadContext, form: FormData): boolean {
  const origin = request.headers.get("origin");
  const trusted = new Set([new URL(request.url).origin, context.siteUrl]);
  if (origin !== null && origin !== "null" && !trusted.has(origin)) return false;
  const token = formText(form, CSRF_FIELD);
  return token !== "" && token === context.csrfToken;
}
