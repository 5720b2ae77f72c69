import type { Kysely } from "kysely";
import { isRowId } from "#contract/row-ids";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/staff-member";
import { recordActivity } from "#server/domain/activity/activity";
import { csvOf } from "#server/lib/csv";
import { requireArea } from "#server/auth/areas";
import { countCapFor, searchCandidates, searchIn, SEARCH_MAX, searchableText } from "./filters";
import { whereAll } from "./inbox";
import { COUNT_CAP, pageIdsOf, listPage, rowsInIdOrder, type ListOrder, type PagedList } from "./paging";

/** The newsletter's subscribers (with remove, search by name and the CSV export). */

/** Where an address stands in the double opt-in: only confirmed ones get newsletters. */
export type SubscriberState = "confirmed" | "unconfirmed" | "unsubscribed";

export const SUBSCRIBER_STATE_LABELS: Record<SubscriberState, string> = {
  confirmed: "Confirmed",
  unconfirmed: "Not confirmed yet",
  unsubscribed: "Unsubscribed",
};

export interface Subscriber {
  id: number;
  email: string;
  name: string;
  createdAt: string;
  state: SubscriberState;
  /** The state in words (SUBSCRIBER_STATE_LABELS): pages take no values from the server's modules. */
  stateLabel: string;
}

const SUBSCRIBER_COLUMNS = ["id", "email", "name", "created_at", "confirmed_at", "unsubscribed_at"] as const;

function stateOf(row: { confirmed_at: string | null; unsubscribed_at: string | null }): SubscriberState {
  if (row.unsubscribed_at !== null) return "unsubscribed";
  return row.confirmed_at !== null ? "confirmed" : "unconfirmed";
}

export interface SubscriberList extends PagedList<Subscriber> {
  /** The search as given (trimmed), "" for none. */
  query: string;
}

/** Newest first: the order of the list's index. */
const ORDER: ListOrder = [
  ["created_at", "desc"],
  ["id", "desc"],
];

/** What a subscriber's search looks in: the lower-cased address and the name. */
const SEARCHED = ["email_normalized", "name"];

function matching(db: Kysely<Database>, query: string) {
  const conditions = [
    searchCandidates(db, { alias: "newsletter_subscribers", table: "newsletter_subscribers" }, query),
    searchIn(SEARCHED, query),
  ].filter((condition) => condition !== null);
  return whereAll(db.selectFrom("newsletter_subscribers"), conditions);
}

function subscriberOf(row: {
  id: number;
  email: string;
  name: string;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}): Subscriber {
  const state = stateOf(row);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    createdAt: row.created_at,
    state,
    stateLabel: SUBSCRIBER_STATE_LABELS[state],
  };
}

export async function listSubscribers(
  db: Kysely<Database>,
  member: StaffMember,
  filter: { query?: string; page?: number } = {},
): Promise<SubscriberList> {
  requireArea(member, "subscribers");
  const page = filter.page ?? 1;
  const query = searchableText(filter.query ?? "")
    .trim()
    .slice(0, SEARCH_MAX);
  const { ids, total, countCap } = await pageIdsOf(db, matching(db, query), ORDER, page, {
    countCap: countCapFor({ q: query }, COUNT_CAP),
    searching: query !== "",
  });
  const rows = await rowsInIdOrder(ids, (wanted) =>
    db.selectFrom("newsletter_subscribers").select(SUBSCRIBER_COLUMNS).where("id", "in", wanted).execute(),
  );
  return { ...listPage(rows.map(subscriberOf), total, page, countCap), query };
}

export async function getSubscriber(db: Kysely<Database>, member: StaffMember, id: number): Promise<Subscriber | null> {
  requireArea(member, "subscribers");
  if (!isRowId(id)) return null;
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select(SUBSCRIBER_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? subscriberOf(row) : null;
}

/** Removes one subscriber (the list's confirm step asked first); false when there was none. */
export async function removeSubscriber(
  db: Kysely<Database>,
  member: StaffMember,
  id: number,
  now = new Date(),
): Promise<boolean> {
  requireArea(member, "subscribers");
  if (!isRowId(id)) return false;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("newsletter_subscribers")
      .select(["id", "email"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom("newsletter_subscribers").where("id", "=", id).execute();
    await recordActivity(
      trx,
      { staffId: member.id, name: member.name },
      {
        action: "subscriber.removed",
        itemType: "subscriber",
        itemId: row.id,
        summary: `${member.name} removed subscriber #${row.id}`,
        changes: { email: [row.email, null] },
      },
      now,
    );
    return true;
  });
}

export const SUBSCRIBER_CSV_HEADER = ["Email", "Name", "Subscribed (UTC)", "Status"] as const;

/** Every subscriber the search matches (all without one), newest first, as CSV text. */
export async function subscribersCsv(db: Kysely<Database>, member: StaffMember, query = ""): Promise<string> {
  requireArea(member, "subscribers");
  const rows = await matching(db, searchableText(query).trim().slice(0, SEARCH_MAX))
    .select(["email", "name", "created_at", "confirmed_at", "unsubscribed_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return csvOf(
    SUBSCRIBER_CSV_HEADER,
    rows.map((row) => [row.email, row.name, row.created_at, SUBSCRIBER_STATE_LABELS[stateOf(row)]]),
  );
}
