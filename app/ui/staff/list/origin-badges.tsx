import type { MessageOrigin, MessageSummary } from "#server/domain/staff-lists";
import { Badge } from "~/ui/staff/list";

/** Where a message came from: the form and, for a ministry's form, the ministry. */
export function OriginBadges({ origin }: { origin: MessageOrigin }) {
  return (
    <>
      <Badge tone="info">{origin.formType || "Contact form"}</Badge>
      {origin.ministry ? <Badge tone="warning">{origin.ministry.name}</Badge> : null}
    </>
  );
}

/**
 * A message's heading: the subject its sender wrote, or who sent it when the subject is only a
 * ministry form's fixed name (shown beside it as a badge).
 */
export function messageHeading(message: Pick<MessageSummary, "name" | "origin">): string {
  return message.origin.ministry || !message.origin.subject ? `Message from ${message.name}` : message.origin.subject;
}
