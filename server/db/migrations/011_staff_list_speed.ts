import type { Kysely } from "kysely";
import type { Engine } from "../connection";

/**
 * The staff lists at 100,000 rows (issue 14, docs/decisions/020-staff-list-speed.md). Each list's
 * default view ("all but archived", newest first) and a ministry's view walk an index that also
 * holds the status, so a deep page or a capped count reads the index alone, never the rows it
 * skips. They replace the shorter indexes of 001 and 007 in the same order.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  const replace = async (old: string, name: string, table: string, columns: string[]) => {
    await db.schema.dropIndex(old).execute();
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  };
  await replace("contact_messages_created_idx", "contact_messages_list_idx", "contact_messages", [
    "created_at",
    "id",
    "status",
  ]);
  // A ministry leader's messages, one ministry form at a time (desk.ts scopedMessageParts).
  await replace("contact_messages_ministry_idx", "contact_messages_ministry_list_idx", "contact_messages", [
    "form_type",
    "subject",
    "created_at",
    "id",
    "status",
  ]);
  await replace("ministry_applications_created_idx", "ministry_applications_list_idx", "ministry_applications", [
    "created_at",
    "id",
    "status",
  ]);
  await replace(
    "ministry_applications_ministry_idx",
    "ministry_applications_ministry_list_idx",
    "ministry_applications",
    ["ministry", "created_at", "id", "status"],
  );
  await replace("prayer_requests_urgent_idx", "prayer_requests_list_idx", "prayer_requests", [
    "is_urgent",
    "created_at",
    "id",
    "status",
  ]);
}
