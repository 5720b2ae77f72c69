import { data } from "react-router";
import { intercession } from "~/content/ministries/intercession";
import { handleMinistryPost, ministryLoaderData } from "~/features/ministries/action.server";
import { ministryMeta } from "~/features/ministries/meta";
import { MinistryPage } from "~/features/ministries/MinistryPage";
import type { Route } from "./+types/intercession";

export function loader({ request, context }: Route.LoaderArgs) {
  return ministryLoaderData(request, context);
}

/** The forms' no-JavaScript path; with JavaScript they post to /api/ themselves. */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleMinistryPost(request, context, intercession);
  return data(result, { status: result?.ok ? 200 : 400 });
}

export const meta: Route.MetaFunction = ({ matches }) => ministryMeta(intercession, matches);

export default function IntercessionMinistry({ loaderData, actionData }: Route.ComponentProps) {
  return <MinistryPage content={intercession} post={{ ...loaderData, result: actionData ?? null }} />;
}
