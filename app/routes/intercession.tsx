import { intercession } from "~/content/ministries/intercession";
import { ministryMeta } from "~/features/ministries/meta";
import { MinistryPage } from "~/features/ministries/MinistryPage";
import type { Route } from "./+types/intercession";

export const meta: Route.MetaFunction = ({ matches }) => ministryMeta(intercession, matches);

export default function IntercessionMinistry() {
  return <MinistryPage content={intercession} />;
}
