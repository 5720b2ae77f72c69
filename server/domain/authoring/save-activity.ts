import type { Transaction } from "kysely";
import type { Database } from "#server/db/schema";
import { changesBetween, recordActivity } from "#server/domain/activity/activity";
import type { Actor } from "#server/auth/staff-member";
import type { TrashKind } from "./revisions-and-trash";

/** One save of a post or an own page as the activity log keeps it. */
export interface SaveEntry<Fields extends { content: string }> {
  action: string;
  itemType: TrashKind["itemType"];
  itemId: number;
  summary: string;
  /** The fields before the save; none for a new item. */
  before: Fields | undefined;
  after: Fields;
}

/**
 * The activity row of a save: every field that changed, from what to what, except the content,
 * whose change is named, not copied (the revisions hold it).
 */
export async function recordSave<Fields extends { content: string }>(
  trx: Transaction<Database>,
  actor: Actor,
  { before, after, ...entry }: SaveEntry<Fields>,
  now: Date,
): Promise<void> {
  await recordActivity(
    trx,
    actor,
    {
      ...entry,
      changes: changesBetween(
        (before ?? {}) as Record<string, unknown>,
        {
          ...after,
          content: before?.content === after.content ? undefined : `${after.content.length} characters`,
        } as Record<string, unknown>,
      ),
    },
    now,
  );
}
