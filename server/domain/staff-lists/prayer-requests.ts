import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import { isRowId } from "#contract/row-ids";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/staff-member";
import { recordActivity } from "#server/domain/activity/activity";
import { requireArea } from "#server/auth/areas";
import {
  ACTION_PREFIX,
  actOnItem,
  replyLinks,
  workflowOf,
  type ActResult,
  type RawInboxFilter,
  type Workflow,
} from "./inbox";
import { inboxList, type InboxList } from "./inbox-list";
import { searchCandidates, searchIn } from "./filters";
import { staffFormProblem } from "#server/lib/staff-input";
import { asCount, excerptOf, type ListOrder } from "./paging";
import type { InboxStatus } from "./status";

/**
 * Prayer requests (with the workflow, urgent, answered and prayed for): admin
 * and leader only. A private request's text never appears in the list; it is read on its own page,
 * and every opening of that page is written to the activity log. Urgent requests come first in
 * every view, then the newest. No public page shows any request (the site has no prayer wall).
 */

export interface PrayerRequestSummary {
  id: number;
  name: string;
  createdAt: string;
  isPrivate: boolean;
  /** The start of a public request; null for a private one. */
  excerpt: string | null;
  status: InboxStatus;
  assignee: string | null;
  urgent: boolean;
  answered: boolean;
  prayedCount: number;
}

export interface PrayerPress {
  name: string;
  at: string;
  /** Pressed by the member reading the page: theirs to undo. */
  mine: boolean;
}

export interface PrayerRequestDetail {
  id: number;
  name: string;
  email: string;
  phone: string;
  createdAt: string;
  isPrivate: boolean;
  request: string;
  urgent: boolean;
  /** When it was marked answered, or null. */
  answeredAt: string | null;
  praiseReport: string;
  /** Every "Prayed for" press, newest first. */
  prayed: PrayerPress[];
  workflow: Workflow;
}

export type PrayerRequestList = InboxList<PrayerRequestSummary>;

export const PRAYER_REQUEST_OPENED = "prayer-request.opened";

/**
 * A request's search: the sender's name and email, and the text of a public request only. A
 * private text is read on its page, whose every opening is logged: a search must not tell which
 * private requests hold a word without that record.
 */
function searchCondition(db: Kysely<Database>, q: string): RawBuilder<SqlBool> | null {
  const sender = searchIn(["prayer_requests.name", "prayer_requests.email"], q);
  const text = searchIn(["prayer_requests.request"], q);
  if (!sender || !text) return null;
  const matches = sql<SqlBool>`(${sender} or (prayer_requests.is_private = 0 and ${text}))`;
  // The index's candidates include private requests holding the term: the condition above still
  // decides, so a private text never makes a request match.
  const candidates = searchCandidates(db, { alias: "prayer_requests", table: "prayer_requests" }, q);
  return candidates ? sql<SqlBool>`(${candidates} and ${matches})` : matches;
}

export const PRAISE_MAX = 2000;

/** Urgent first, then newest: the order of the list's indexes. */
const ORDER: ListOrder = [
  ["is_urgent", "desc"],
  ["created_at", "desc"],
  ["id", "desc"],
];

export async function listPrayerRequests(
  db: Kysely<Database>,
  member: StaffMember,
  filter: RawInboxFilter & { page?: number } = {},
): Promise<PrayerRequestList> {
  requireArea(member, "prayer-requests");
  return inboxList(db, filter, {
    table: "prayer_requests",
    parts: [db.selectFrom("prayer_requests")],
    search: ({ q }) => searchCondition(db, q),
    order: ORDER,
    rowsOf: (ids) =>
      db
        .selectFrom("prayer_requests")
        .select([
          "id",
          "name",
          "created_at",
          "is_private",
          "request",
          "status",
          "assigned_to",
          "is_urgent",
          "answered_at",
        ])
        .select((eb) =>
          eb
            .selectFrom("prayer_presses")
            .select((inner) => inner.fn.countAll().as("n"))
            .whereRef("prayer_presses.prayer_request_id", "=", "prayer_requests.id")
            .as("prayed"),
        )
        .where("id", "in", ids)
        .execute(),
    itemOf: (row, assignee) => ({
      id: row.id,
      name: row.name,
      createdAt: row.created_at,
      isPrivate: row.is_private === 1,
      excerpt: row.is_private === 1 ? null : excerptOf(row.request),
      status: row.status as InboxStatus,
      assignee,
      urgent: row.is_urgent === 1,
      answered: row.answered_at !== null,
      prayedCount: asCount(row.prayed),
    }),
  });
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
  requireArea(member, "prayer-requests");
  if (!isRowId(id)) return null;
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
  const presses = await db
    .selectFrom("prayer_presses")
    .select(["staff_id", "staff_name", "at"])
    .where("prayer_request_id", "=", row.id)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .execute();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: row.created_at,
    isPrivate: row.is_private === 1,
    request: row.request,
    urgent: row.is_urgent === 1,
    answeredAt: row.answered_at,
    praiseReport: row.praise_report,
    prayed: presses.map((press) => ({ name: press.staff_name, at: press.at, mine: press.staff_id === member.id })),
    workflow: await workflowOf(
      db,
      "prayer_request",
      { ...row, ministry: null },
      replyLinks(row, "Your prayer request"),
    ),
  };
}

/**
 * The posts of a request's page: the shared workflow (status, assign, note), and `urgent` (with
 * `urgent` 1 or 0), `answered` (with `answered` 1 or 0 and an optional `praise` report) and
 * `prayed` (one more press by this member), `unprayed` (the undo of this member's own latest
 * press: never another's). Null when there is no such request.
 */
export async function actOnPrayerRequest(
  db: Kysely<Database>,
  member: StaffMember,
  id: number,
  fields: Record<string, string>,
  now = new Date(),
): Promise<ActResult | null> {
  requireArea(member, "prayer-requests");
  const refused = staffFormProblem(fields);
  if (refused) return { problem: refused.message };
  if (!["urgent", "answered", "prayed", "unprayed"].includes(fields.intent ?? "")) {
    return actOnItem(db, member, "prayer_request", id, fields, now);
  }
  if (!isRowId(id)) return null;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("prayer_requests")
      .select(["id", "name", "is_urgent", "answered_at", "praise_report"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return null;
    const actor = { staffId: member.id, name: member.name };
    const what = `the prayer request #${row.id} from ${row.name}`;
    const log = (action: string, summary: string, changes?: Record<string, [unknown, unknown]>) =>
      recordActivity(
        trx,
        actor,
        {
          action: `${ACTION_PREFIX.prayer_request}.${action}`,
          itemType: "prayer_request",
          itemId: row.id,
          summary,
          changes,
        },
        now,
      );

    if (fields.intent === "urgent") {
      if (fields.urgent !== "1" && fields.urgent !== "0") return { problem: "Say whether it is urgent." };
      const urgent = fields.urgent === "1" ? 1 : 0;
      if (row.is_urgent === urgent) return { done: "urgent" };
      await trx.updateTable("prayer_requests").set({ is_urgent: urgent }).where("id", "=", row.id).execute();
      await log("urgent-changed", `${member.name} marked ${what} ${urgent ? "urgent" : "not urgent"}`, {
        urgent: [row.is_urgent === 1, urgent === 1],
      });
      return { done: "urgent" };
    }

    if (fields.intent === "answered") {
      if (fields.answered !== "1" && fields.answered !== "0") return { problem: "Say whether it is answered." };
      const praise = fields.answered === "1" ? (fields.praise ?? "").trim() : "";
      if (praise.length > PRAISE_MAX) return { problem: `A praise report is at most ${PRAISE_MAX} characters.` };
      const answeredAt = fields.answered === "1" ? (row.answered_at ?? now.toISOString()) : null;
      await trx
        .updateTable("prayer_requests")
        .set({ answered_at: answeredAt, praise_report: praise })
        .where("id", "=", row.id)
        .execute();
      // The praise report's words stay on the request, as a note's do.
      await log("answered-changed", `${member.name} marked ${what} ${answeredAt ? "answered" : "not answered"}`, {
        answered: [row.answered_at !== null, answeredAt !== null],
        ...(praise !== row.praise_report ? { praise_report: [row.praise_report !== "", praise !== ""] } : {}),
      });
      return { done: "answered" };
    }

    if (fields.intent === "unprayed") {
      const mine = await trx
        .selectFrom("prayer_presses")
        .select("id")
        .where("prayer_request_id", "=", row.id)
        .where("staff_id", "=", member.id)
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      if (!mine)
        return { problem: "You have not marked this request as prayed for: there is nothing of yours to undo." };
      await trx.deleteFrom("prayer_presses").where("id", "=", mine.id).execute();
      await log("prayed-for-undone", `${member.name} undid their "prayed for" on ${what}`);
      return { done: "unprayed" };
    }

    await trx
      .insertInto("prayer_presses")
      .values({ prayer_request_id: row.id, staff_id: member.id, staff_name: member.name, at: now.toISOString() })
      .execute();
    await log("prayed-for", `${member.name} prayed for ${what}`);
    return { done: "prayed" };
  });
}
