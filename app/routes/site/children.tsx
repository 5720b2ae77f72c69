import { children } from "#content/site/ministries/children";
import { handleMinistryPost, ministryLoaderData } from "~/features/ministries/action.server";
import { ministryMeta } from "~/features/ministries/meta";
import { MinistryPage } from "~/features/ministries/ministry-page";
import type { Route } from "./+types/children";
import { formHeaders, formResponse } from "~/lib/form-post.server";

export function loader({ request }: Route.LoaderArgs) {
  return ministryLoaderData(request);
}

/** The forms' no-JavaScript path; with JavaScript they post to /api/ themselves. */
export async function action({ request, url, context }: Route.ActionArgs) {
  return formResponse(await handleMinistryPost(request, context, children), url);
}

export const headers: Route.HeadersFunction = formHeaders;

export const meta: Route.MetaFunction = ({ matches }) => ministryMeta(children, matches);

export default function ChildrenMinistry({ loaderData, actionData }: Route.ComponentProps) {
  return <MinistryPage content={children} post={{ ...loaderData, result: actionData ?? null }} />;
}
