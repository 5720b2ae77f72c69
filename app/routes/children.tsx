import { children } from "~/content/ministries/children";
import { ministryMeta } from "~/features/ministries/meta";
import { MinistryPage } from "~/features/ministries/MinistryPage";
import type { Route } from "./+types/children";

export const meta: Route.MetaFunction = ({ matches }) => ministryMeta(children, matches);

export default function ChildrenMinistry() {
  return <MinistryPage content={children} />;
}
