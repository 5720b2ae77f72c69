import { hospitality } from "#content/site/ministries/hospitality";
import { handleMinistryPost, ministryLoaderData } from "~/features/ministries/action.server";
import { ministryMeta } from "~/features/ministries/meta";
import { MinistryPage } from "~/features/ministries/ministry-page";
import type { Route } from "./+types/hospitality";
import { formHeaders, formResponse } from "~/lib/form-post.server";

export function loader({ request }: Route.LoaderArgs) {
  return ministryLoaderData(request);
}

/** The forms' no-JavaScript path; with JavaScript they post to /api/ themselves. */
export async function action({ request, url, context }: Route.ActionArgs) {
  return formResponse(await handleMinistryPost(request, context, hospitality), url);
}

export const headers: Route.HeadersFunction = formHeaders;

export const meta: Route.MetaFunction = ({ matches }) => ministryMeta(hospitality, matches);

export default function HospitalityMinistry({ loaderData, actionData }: Route.ComponentProps) {
  return <MinistryPage content={hospitality} post={{ ...loaderData, result: actionData ?? null }} />;
}
