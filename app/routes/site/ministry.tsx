import { handleMinistryPost, ministryLoaderData } from "~/features/ministries/action.server";
import { ministryMeta } from "~/features/ministries/meta";
import { MinistryPage } from "~/features/ministries/ministry-page";
import { ministryPageAt } from "~/features/ministries/page-at";
import { withPageContent } from "~/features/ministries/page-content";
import type { MinistryPageSlug } from "#contract/page-content";
import type { Route } from "./+types/ministry";
import { formHeaders, formResponse } from "~/lib/form-post.server";
import type { QueryHandle } from "#contract/page-query";
import { SENT_PARAM } from "~/lib/sent";
import { OPEN_FORM_PARAM } from "~/features/ministries/forms/posted";

/**
 * The seven ministry landing pages (/intercession, /evangelism, /media, /hospitality, /healing,
 * /youth, /children): app/routes.ts points each path here under its own route id, and the path
 * picks the page's frame, filled with the church's words for it (app/features/ministries/page-content.ts). The loader hands the content to the page, so a page's script holds
 * none of the seven texts (as one import of all seven, each page would download the other six).
 */

/** What a ministry page reads of its address: which form is open, and which was sent (contract/page-query.ts). */
export const handle: QueryHandle = { query: [OPEN_FORM_PARAM, SENT_PARAM] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const frame = ministryPageAt(new URL(request.url).pathname);
  const content = withPageContent(frame, await context.pageContent(frame.path.slice(1) as MinistryPageSlug));
  return { ...ministryLoaderData(request), content };
}

/** The forms' no-JavaScript path; with JavaScript they post to /api/ themselves. */
export async function action({ request, url, context }: Route.ActionArgs) {
  return formResponse(await handleMinistryPost(request, context, ministryPageAt(url.pathname)), url);
}

export const headers: Route.HeadersFunction = formHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? ministryMeta(loaderData.content, matches) : [];

export default function Ministry({ loaderData, actionData }: Route.ComponentProps) {
  const { content, ...post } = loaderData;
  return <MinistryPage content={content} post={{ ...post, result: actionData ?? null }} />;
}
