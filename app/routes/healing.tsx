import { healing } from "~/content/ministries/healing";
import { ministryMeta } from "~/features/ministries/meta";
import { MinistryPage } from "~/features/ministries/MinistryPage";
import type { Route } from "./+types/healing";

export const meta: Route.MetaFunction = ({ matches }) => ministryMeta(healing, matches);

export default function HealingMinistry() {
  return <MinistryPage content={healing} />;
}
