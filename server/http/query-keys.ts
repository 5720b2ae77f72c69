import { matchRoutes, type ServerBuild } from "react-router";
import { queryRuleOf, type QueryRule } from "#contract/page-query";

/**
 * A public read keeps only the query parameters its answer reads (contract/page-query.ts): the
 * render cache looks it up, and the page or the API renders it, with those alone. So
 * `/about-us?v=1`, `/about-us?v=2`... are all `/about-us`: one render, then hits.
 */

/** `url` with only the parameters `rule` keeps, in their order. */
export function keptQuery(url: string, rule: QueryRule): string {
  const mark = url.indexOf("?");
  if (mark < 0 || rule === "all") return url;
  const kept = [...new URLSearchParams(url.slice(mark + 1))].filter(([name]) => rule.has(name));
  return kept.length === 0 ? url.slice(0, mark) : `${url.slice(0, mark)}?${new URLSearchParams(kept).toString()}`;
}

/** A route of the build as React Router matches it: its id, and its children. */
interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteNode[];
}

const trees = new WeakMap<ServerBuild, RouteNode[]>();

function treeOf(routes: ServerBuild["routes"], parentId: string | undefined): RouteNode[] {
  return Object.values(routes)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) => ({
      id: route!.id,
      path: route!.path,
      index: route!.index,
      caseSensitive: route!.caseSensitive,
      ...(route!.index ? {} : { children: treeOf(routes, route!.id) }),
    }));
}

/** React Router's own: the route manifest its client asks for, and what a page's data request names. */
const MANIFEST_PATH = "/__manifest";
const DATA_REQUEST_PARAMETERS = ["_routes", "index"];

/**
 * The rule of the page at `pathname`: the handles of the routes it matches, its layouts' with its
 * own. A page's data request (`/blog.data`, `/blog/_.data`, `/_.data` for `/`) reads the page's,
 * and which of its routes to load; the route manifest, every one.
 */
export function pageQueryRule(build: ServerBuild, pathname: string): QueryRule {
  if (pathname === MANIFEST_PATH) return "all";
  const data = pathname.endsWith(".data");
  const page = !data
    ? pathname
    : pathname.endsWith("/_.data")
      ? pathname.slice(0, -"_.data".length)
      : pathname.slice(0, -".data".length);
  let tree = trees.get(build);
  if (!tree) {
    tree = treeOf(build.routes, undefined);
    trees.set(build, tree);
  }
  const matches = matchRoutes(tree as Parameters<typeof matchRoutes>[0], page) ?? [];
  const rule = queryRuleOf(matches.map((match) => build.routes[(match.route as RouteNode).id]?.module.handle));
  return data && rule !== "all" ? new Set([...rule, ...DATA_REQUEST_PARAMETERS]) : rule;
}
