import type { MessageOrigin } from "../../../../server/staff/rooms";
import { Badge } from "../list";

/** Where a message came from: the form and, for a ministry's form, the ministry. */
export function OriginBadges({ origin }: { origin: MessageOrigin }) {
  return (
    <>
      <Badge tone="info">{origin.formType || "Contact form"}</Badge>
      {origin.ministry ? <Badge tone="warning">{origin.ministry.name}</Badge> : null}
    </>
  );
}
