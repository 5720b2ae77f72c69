import { data } from "react-router";
import { children } from "~/content/ministries/children";
import { handleMinistryPost, ministryLoaderData } from "~/features/ministries/action.server";
import { ministryMeta } from "~/features/ministries/meta";
import { MinistryPage } from "~/features/ministries/MinistryPage";
import type { Route } from "./+types/children";

export function loader({ request, context }: Route.LoaderArgs) {
  return ministryLoaderData(request, context);
}

/** The forms' no-JavaScript path; with JavaScript they post to /api/ themselves. */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleMinistryPost(request, context, children);
  return data(result, { status: result?.ok ? 200 : 400 });
}

export const meta: Route.MetaFunction = ({ matches }) => ministryMeta(children, matches);

export default function ChildrenMinistry({ loaderData, actionData }: Route.ComponentProps) {
  return <MinistryPage content={children} post={{ ...loaderData, result: actionData ?? null }} />;
}
