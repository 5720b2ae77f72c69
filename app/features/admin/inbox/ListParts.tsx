import type { InboxStatus } from "../../../../server/staff/rooms";
import type { StatusWords } from "../../../../server/staff/rooms/status";
import { Badge } from "../list";
import { StatusBadge } from "./Workflow";

/** An inbox card's status and assignee. */
export function InboxMeta({ item, words }: { item: { status: InboxStatus; assignee: string | null }; words: StatusWords }) {
  return (
    <>
      <StatusBadge status={item.status} label={words.labels[item.status]} />
      {item.assignee ? <Badge>Assigned: {item.assignee}</Badge> : <Badge>Unassigned</Badge>}
    </>
  );
}
