/**
 * The hidden field a page's form carries for its no-JavaScript post: the visitor's CSRF token,
 * which the route action checks against the csrftoken cookie (app/lib/formPost.server.ts).
 */
export const CSRF_FIELD = "csrfmiddlewaretoken";

export function CsrfTokenField({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD} value={token} />;
}
