import { redirect } from "react-router";
import type { Route } from "./+types/redirect";
import type { QueryHandle } from "#contract/page-query";

/**
 * The second readings of the route table's routes, sent to the canonical ones with 301 (docs/product.md, Two readings of a route).
 * The query string is kept.
 */
/** The query goes on to the canonical page whole (contract/page-query.ts). */
export const handle: QueryHandle = { query: "all" };

export function loader({ url }: Route.LoaderArgs) {
  // `url`, not the request's: React Router's own `.data` and `_routes` are not the page's.
  const canonical = canonicalPath(url.pathname);
  if (canonical === null) throw new Response("Not Found", { status: 404 });
  return redirect(`${canonical}${url.search}`, 301);
}

export function canonicalPath(pathname: string): string | null {
  const trimmed = pathname.replace(/\/+$/, "");
  if (trimmed === "/childrens-ministry") return "/children";
  const category = /^\/blog\/category\/(.+)$/.exec(trimmed);
  if (category) return `/category/${category[1]}`;
  const archive = /^\/blog\/archives\/(.+)$/.exec(trimmed);
  if (archive) return `/archives/${archive[1]}`;
  return null;
}
