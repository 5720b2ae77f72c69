import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { StaffMember } from "../accounts";
import { recordActivity } from "../activity";
import { requirePermission } from "../permissions";
import { asCount, excerptOf, offsetOf, pageOf, ROOM_PAGE_SIZE, type RoomPage } from "./paging";

/**
 * Prayer requests (issue 13, read-only; issue 14 adds urgent, answered, prayed-for): admin and
 * leader only. A private request's text never appears in the list; it is read on its own page,
 * and every opening of that page is written to the activity log.
 */

export interface PrayerRequestSummary {
  id: number;
  name: string;
  createdAt: string;
  isPrivate: boolean;
  /** The start of a public request; null for a private one. */
  excerpt: string | null;
}

export interface PrayerRequestDetail {
  id: number;
  name: string;
  email: string;
  phone: string;
  createdAt: string;
  isPrivate: boolean;
  request: string;
}

export const PRAYER_REQUEST_OPENED = "prayer-request.opened";

export async function listPrayerRequests(
  db: Kysely<Database>,
  member: StaffMember,
  filter: { page?: number } = {},
): Promise<RoomPage<PrayerRequestSummary>> {
  requirePermission(member, "readPrayerRequests");
  const page = filter.page ?? 1;
  const { n } = await db
    .selectFrom("prayer_requests")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom("prayer_requests")
    .select(["id", "name", "created_at", "is_private", "request"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(ROOM_PAGE_SIZE)
    .offset(offsetOf(page))
    .execute();
  const items = rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    isPrivate: row.is_private === 1,
    excerpt: row.is_private === 1 ? null : excerptOf(row.request),
  }));
  return pageOf(items, asCount(n), page);
}

/**
 * One request, or null when there is none. Opening a private one is recorded (who, when, which;
 * never the text), each time, because the log answers "who has read this?".
 */
export async function openPrayerRequest(
  db: Kysely<Database>,
  member: StaffMember,
  id: number,
): Promise<PrayerRequestDetail | null> {
  requirePermission(member, "readPrayerRequests");
  const row = await db.selectFrom("prayer_requests").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  if (row.is_private === 1) {
    await recordActivity(
      db,
      { staffId: member.id, name: member.name },
      {
        action: PRAYER_REQUEST_OPENED,
        itemType: "prayer_request",
        itemId: row.id,
        summary: `${member.name} opened the private prayer request #${row.id} from ${row.name}`,
      },
    );
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: row.created_at,
    isPrivate: row.is_private === 1,
    request: row.request,
  };
}
