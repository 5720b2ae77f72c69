import { evangelism } from "~/content/ministries/evangelism";
import { ministryMeta } from "~/features/ministries/meta";
import { MinistryPage } from "~/features/ministries/MinistryPage";
import type { Route } from "./+types/evangelism";

export const meta: Route.MetaFunction = ({ matches }) => ministryMeta(evangelism, matches);

export default function EvangelismMinistry() {
  return <MinistryPage content={evangelism} />;
}
