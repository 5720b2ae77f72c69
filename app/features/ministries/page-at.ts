import { MINISTRY_PAGES } from "#content/site/ministries/index";
import type { MinistryContent } from "./types";

/**
 * The ministry page a URL path shows. The router matches paths regardless of case and a trailing
 * slash (/Youth/ is /youth), so the lookup does too; a path of no ministry page is a 404, which
 * only a route table pointing elsewhere could cause.
 */
export function ministryPageAt(pathname: string): MinistryContent {
  const path = pathname.replace(/\/+$/, "").toLowerCase();
  const content = MINISTRY_PAGES.find((page) => page.path === path);
  if (!content) throw new Response("Not found", { status: 404 });
  return content;
}
