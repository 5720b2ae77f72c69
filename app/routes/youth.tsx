import { youth } from "~/content/ministries/youth";
import { ministryMeta } from "~/features/ministries/meta";
import { MinistryPage } from "~/features/ministries/MinistryPage";
import type { Route } from "./+types/youth";

export const meta: Route.MetaFunction = ({ matches }) => ministryMeta(youth, matches);

export default function YouthMinistry() {
  return <MinistryPage content={youth} />;
}
