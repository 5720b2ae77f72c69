/**
 * The query parameters an answer reads, declared where it is made: a page's route in its
 * `handle` (`query`, with its layouts'), an API endpoint in its registration
 * (server/http/api/http.ts). A public read is rendered, and kept by the render cache, with those
 * parameters alone (server/http/query-keys.ts, decision 042): a parameter nobody reads (`?v=1`,
 * `?fbclid=…`) can make no second copy of a page, and a parameter a page reads but did not declare
 * never reaches it, so the declaration cannot silently fall behind.
 */

/** A route's `handle` part: the parameters its render reads, or "all" (a redirect that passes them on). */
export interface QueryHandle {
  query: readonly string[] | "all";
}

/** What an answer may read of the query string: these names, or every one. */
export type QueryRule = ReadonlySet<string> | "all";

/** The rule of a route from the handles of the routes it sits in, outermost first. */
export function queryRuleOf(handles: ReadonlyArray<unknown>): QueryRule {
  const names = new Set<string>();
  for (const handle of handles) {
    const query = (handle as Partial<QueryHandle> | undefined)?.query;
    if (query === "all") return "all";
    for (const name of query ?? []) names.add(name);
  }
  return names;
}
