import type { InboxStatus } from "#server/domain/staff-lists";
import type { StatusWords } from "#server/domain/staff-lists/status";
import { Badge } from "~/ui/staff/list";
import { StatusBadge } from "./workflow";

/** An inbox card's status and assignee. */
export function InboxMeta({
  item,
  words,
}: {
  item: { status: InboxStatus; assignee: string | null };
  words: StatusWords;
}) {
  return (
    <>
      <StatusBadge status={item.status} label={words.labels[item.status]} />
      {item.assignee ? <Badge>Assigned: {item.assignee}</Badge> : <Badge>Unassigned</Badge>}
    </>
  );
}
