import { evangelism } from "#content/site/ministries/evangelism";
import { handleMinistryPost, ministryLoaderData } from "~/features/ministries/action.server";
import { ministryMeta } from "~/features/ministries/meta";
import { MinistryPage } from "~/features/ministries/ministry-page";
import type { Route } from "./+types/evangelism";
import { formHeaders, formResponse } from "~/lib/form-post.server";

export function loader({ request }: Route.LoaderArgs) {
  return ministryLoaderData(request);
}

/** The forms' no-JavaScript path; with JavaScript they post to /api/ themselves. */
export async function action({ request, url, context }: Route.ActionArgs) {
  return formResponse(await handleMinistryPost(request, context, evangelism), url);
}

export const headers: Route.HeadersFunction = formHeaders;

export const meta: Route.MetaFunction = ({ matches }) => ministryMeta(evangelism, matches);

export default function EvangelismMinistry({ loaderData, actionData }: Route.ComponentProps) {
  return <MinistryPage content={evangelism} post={{ ...loaderData, result: actionData ?? null }} />;
}
