import { hospitality } from "~/content/ministries/hospitality";
import { ministryMeta } from "~/features/ministries/meta";
import { MinistryPage } from "~/features/ministries/MinistryPage";
import type { Route } from "./+types/hospitality";

export const meta: Route.MetaFunction = ({ matches }) => ministryMeta(hospitality, matches);

export default function HospitalityMinistry() {
  return <MinistryPage content={hospitality} />;
}
