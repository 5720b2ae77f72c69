import { useLocation } from "react-router";
import { handleMinistryPost, ministryLoaderData } from "~/features/ministries/action.server";
import { ministryMeta } from "~/features/ministries/meta";
import { MinistryPage } from "~/features/ministries/ministry-page";
import { ministryPageAt } from "~/features/ministries/page-at";
import type { Route } from "./+types/ministry";
import { formHeaders, formResponse } from "~/lib/form-post.server";

/**
 * The seven ministry landing pages (/intercession, /evangelism, /media, /hospitality, /healing,
 * /youth, /children): app/routes.ts points each path here under its own route id, and the path
 * picks the page's content.
 */

export function loader({ request }: Route.LoaderArgs) {
  return ministryLoaderData(request);
}

/** The forms' no-JavaScript path; with JavaScript they post to /api/ themselves. */
export async function action({ request, url, context }: Route.ActionArgs) {
  return formResponse(await handleMinistryPost(request, context, ministryPageAt(url.pathname)), url);
}

export const headers: Route.HeadersFunction = formHeaders;

export const meta: Route.MetaFunction = ({ location, matches }) =>
  ministryMeta(ministryPageAt(location.pathname), matches);

export default function Ministry({ loaderData, actionData }: Route.ComponentProps) {
  const content = ministryPageAt(useLocation().pathname);
  return <MinistryPage content={content} post={{ ...loaderData, result: actionData ?? null }} />;
}
