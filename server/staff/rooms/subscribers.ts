import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { StaffMember } from "../accounts";
import { requirePermission } from "../permissions";
import { asCount, containsPattern, likeEscaped, offsetOf, pageOf, ROOM_PAGE_SIZE, type RoomPage } from "./paging";

/** The newsletter's subscribers (issue 13, read-only; issue 14 adds remove and the CSV export). */

export interface Subscriber {
  id: number;
  email: string;
  name: string;
  createdAt: string;
}

export interface SubscriberList extends RoomPage<Subscriber> {
  /** The search as given (trimmed), "" for none. */
  query: string;
}

export async function listSubscribers(
  db: Kysely<Database>,
  member: StaffMember,
  filter: { query?: string; page?: number } = {},
): Promise<SubscriberList> {
  requirePermission(member, "manageSubscribers");
  const page = filter.page ?? 1;
  const query = (filter.query ?? "").trim();
  const matching = () => {
    const all = db.selectFrom("newsletter_subscribers");
    // email_normalized is lower-cased on write, so a lower-cased search matches any case.
    return query ? all.where(likeEscaped(sql.ref("email_normalized"), containsPattern(query.toLowerCase()))) : all;
  };
  const { n } = await matching()
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  const rows = await matching()
    .select(["id", "email", "name", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(ROOM_PAGE_SIZE)
    .offset(offsetOf(page))
    .execute();
  const items = rows.map((row) => ({ id: row.id, email: row.email, name: row.name, createdAt: row.created_at }));
  return { ...pageOf(items, asCount(n), page), query };
}
