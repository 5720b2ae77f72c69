import { media } from "~/content/ministries/media";
import { ministryMeta } from "~/features/ministries/meta";
import { MinistryPage } from "~/features/ministries/MinistryPage";
import type { Route } from "./+types/media";

export const meta: Route.MetaFunction = ({ matches }) => ministryMeta(media, matches);

export default function MediaMinistry() {
  return <MinistryPage content={media} />;
}
