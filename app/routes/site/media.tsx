import { media } from "#content/site/ministries/media";
import { handleMinistryPost, ministryLoaderData } from "~/features/ministries/action.server";
import { ministryMeta } from "~/features/ministries/meta";
import { MinistryPage } from "~/features/ministries/ministry-page";
import type { Route } from "./+types/media";
import { formHeaders, formResponse } from "~/lib/form-post.server";

export function loader({ request }: Route.LoaderArgs) {
  return ministryLoaderData(request);
}

/** The forms' no-JavaScript path; with JavaScript they post to /api/ themselves. */
export async function action({ request, url, context }: Route.ActionArgs) {
  return formResponse(await handleMinistryPost(request, context, media), url);
}

export const headers: Route.HeadersFunction = formHeaders;

export const meta: Route.MetaFunction = ({ matches }) => ministryMeta(media, matches);

export default function MediaMinistry({ loaderData, actionData }: Route.ComponentProps) {
  return <MinistryPage content={media} post={{ ...loaderData, result: actionData ?? null }} />;
}
