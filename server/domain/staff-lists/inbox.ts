import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { Database } from "#server/db/schema";
import type { Actor, StaffMember } from "#server/auth/staff-member";
import { recordActivity } from "#server/domain/activity/activity";
import { scopedApplications, scopedMessages } from "./waiting-counts";
import { ministryOfMessage } from "#contract/ministries";
import { requirePermission, STAFF_ROLES } from "#server/auth/permissions";
import { areaByKey, mayOpen, type AreaKey } from "#server/auth/areas";
import { whatsappLink } from "#contract/phone-numbers";
import { listConditions, listFiltersOf, type ListFilters, type SearchIndex } from "./filters";
import { staffFormProblem } from "#server/lib/staff-input";
import { isRowId, rowIdOf } from "#contract/row-ids";
import {
  isHandled,
  isInboxStatus,
  STATUS_LABELS,
  STATUS_WORDS,
  statusCondition,
  statusFilterOf,
  type InboxStatus,
  type StatusFilter,
  type StatusWords,
} from "./status";

/**
 * The inbox's shared workflow over messages, prayer requests and applications: a status,
 * an assignee, internal notes and the reply links, each change checked against the member's
 * permission and ministry scope, done in one transaction with its activity row. Notes are for
 * staff only: no public answer, mail or log line carries them.
 */

export type InboxKind = "message" | "prayer_request" | "application";

/** The staff area of each kind: who may open it may read and handle its items. */
const AREA: Record<InboxKind, AreaKey> = {
  message: "messages",
  prayer_request: "prayer-requests",
  application: "applications",
};

/** The activity log's name of each kind in its actions ("prayer-request.opened" is the first inbox's, kept). */
export const ACTION_PREFIX: Record<InboxKind, string> = {
  message: "message",
  prayer_request: "prayer-request",
  application: "application",
};

const KIND_LABEL: Record<InboxKind, string> = {
  message: "message",
  prayer_request: "prayer request",
  application: "application",
};

/** What the workflow needs of an item the member may see. */
export interface InboxRow {
  id: number;
  status: string;
  assigned_to: number | null;
  handled_at: string | null;
  /** The sender, as the activity log names the item. */
  name: string;
  /** The ministry it belongs to (a ministry leader of it may be assigned), or null. */
  ministry: string | null;
}

/** The item, if it exists and lies in the member's scope (else null: a 404, its actions refused). */
export async function inboxRow(
  db: Kysely<Database>,
  member: StaffMember,
  kind: InboxKind,
  id: number,
): Promise<InboxRow | null> {
  requirePermission(member, areaByKey(AREA[kind]).permission);
  if (!isRowId(id)) return null;
  if (kind === "message") {
    const row = await scopedMessages(db, member)
      .select(["id", "status", "assigned_to", "handled_at", "name", "subject", "form_type"])
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? { ...row, ministry: ministryOfMessage(row) } : null;
  }
  if (kind === "application") {
    const row = await scopedApplications(db, member)
      .select(["id", "status", "assigned_to", "handled_at", "first_name", "last_name", "ministry"])
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? { ...row, name: `${row.first_name} ${row.last_name}`.trim() } : null;
  }
  const row = await db
    .selectFrom("prayer_requests")
    .select(["id", "status", "assigned_to", "handled_at", "name"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? { ...row, ministry: null } : null;
}

export interface StaffName {
  id: number;
  name: string;
}

export interface InboxNote {
  id: number;
  author: string;
  text: string;
  createdAt: string;
}

/** The workflow part of an item's page. */
export interface Workflow {
  status: InboxStatus;
  assignee: StaffName | null;
  /** Who it may be assigned to: active members who may read it. */
  assignees: StaffName[];
  notes: InboxNote[];
  reply: ReplyLinks;
  words: StatusWords;
}

export interface ReplyLinks {
  /** `mailto:` with the subject filled in, or null without an address. */
  email: string | null;
  /** `https://wa.me/<number>`, or null when no number can be read. */
  whatsapp: string | null;
}

export function replyLinks(contact: { email: string; phone: string }, subject: string): ReplyLinks {
  const email = contact.email.trim();
  return {
    email: email
      ? `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`
      : null,
    whatsapp: contact.phone.trim() ? whatsappLink(contact.phone) : null,
  };
}

function statusOf(value: string): InboxStatus {
  return isInboxStatus(value) ? value : "new";
}

/**
 * Active members who may read the item: the roles its list allows, and for a ministry's item the
 * leaders of that ministry (a ministry leader sees no item outside their ministries).
 */
export async function assigneesFor(
  db: Kysely<Database>,
  kind: InboxKind,
  ministry: string | null,
): Promise<StaffName[]> {
  const roles = STAFF_ROLES.filter((role) => mayOpen(role, AREA[kind]));
  return db
    .selectFrom("staff")
    .select(["id", "name"])
    .where("active", "=", 1)
    .where("role", "in", roles)
    .where((eb) =>
      eb.or([
        eb("role", "<>", "ministry-leader"),
        ministry === null
          ? sql<SqlBool>`1 = 0`
          : eb.exists(
              eb
                .selectFrom("staff_ministries")
                .select("staff_ministries.staff_id")
                .whereRef("staff_ministries.staff_id", "=", "staff.id")
                .where("staff_ministries.ministry", "=", ministry),
            ),
      ]),
    )
    .orderBy("name")
    .orderBy("id")
    .execute();
}

/** Staff names by id, in one query (a list's assignees). */
export async function staffNames(db: Kysely<Database>, ids: Array<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom("staff").select(["id", "name"]).where("id", "in", wanted).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The assignee's name of each row of a list's page, from one query. */
export async function assigneesOf(
  db: Kysely<Database>,
  rows: Array<{ assigned_to: number | null }>,
): Promise<(row: { assigned_to: number | null }) => string | null> {
  const names = await staffNames(
    db,
    rows.map((row) => row.assigned_to),
  );
  return (row) => (row.assigned_to === null ? null : (names.get(row.assigned_to) ?? null));
}

export async function notesOf(db: Kysely<Database>, kind: InboxKind, id: number): Promise<InboxNote[]> {
  const rows = await db
    .selectFrom("inbox_notes")
    .select(["id", "author", "text", "created_at"])
    .where("item_type", "=", kind)
    .where("item_id", "=", id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, author: row.author, text: row.text, createdAt: row.created_at }));
}

export async function workflowOf(
  db: Kysely<Database>,
  kind: InboxKind,
  row: InboxRow,
  reply: ReplyLinks,
): Promise<Workflow> {
  const assignees = await assigneesFor(db, kind, row.ministry);
  const names = await staffNames(db, [row.assigned_to]);
  return {
    status: statusOf(row.status),
    assignee: row.assigned_to === null ? null : { id: row.assigned_to, name: names.get(row.assigned_to) ?? "Someone" },
    assignees,
    notes: await notesOf(db, kind, row.id),
    reply,
    words: STATUS_WORDS,
  };
}

/** An action's answer: what was done (said on the page after the redirect), or why not. */
export type ActResult = { done: string } | { problem: string };

export const NOTE_MAX = 4000;

function actorOf(member: StaffMember): Actor {
  return { staffId: member.id, name: member.name };
}

/**
 * The workflow's posts on an item page: `intent` = status (with `status`), assign (with `staff`,
 * "" to unassign) or note (with `text`). Null when the item is not the member's to see (the page
 * answers 404); a refusal when the input is bad. Everything or nothing is stored.
 */
export async function actOnItem(
  db: Kysely<Database>,
  member: StaffMember,
  kind: InboxKind,
  id: number,
  fields: Record<string, string>,
  now = new Date(),
): Promise<ActResult | null> {
  requirePermission(member, areaByKey(AREA[kind]).permission);
  const refused = staffFormProblem(fields);
  if (refused) return { problem: refused.message };
  return db.transaction().execute(async (trx) => {
    const row = await inboxRow(trx, member, kind, id);
    if (!row) return null;
    const what = `the ${KIND_LABEL[kind]} #${row.id} from ${row.name}`;
    const log = (action: string, summary: string, changes?: Record<string, [unknown, unknown]>) =>
      recordActivity(
        trx,
        actorOf(member),
        { action: `${ACTION_PREFIX[kind]}.${action}`, itemType: kind, itemId: row.id, summary, changes },
        now,
      );

    switch (fields.intent) {
      case "status": {
        const status = fields.status ?? "";
        if (!isInboxStatus(status)) return { problem: "Choose New, In progress, Done or Archived." };
        const before = statusOf(row.status);
        if (before === status) return { done: "status" };
        await updateItem(trx, kind, row.id, {
          status,
          // Kept for the readers of the first inbox: when it was dealt with, null while it waits.
          handled_at: isHandled(status) ? (row.handled_at ?? now.toISOString()) : null,
        });
        await log("status-changed", `${member.name} marked ${what} ${STATUS_LABELS[status]}`, {
          status: [before, status],
        });
        return { done: "status" };
      }
      case "assign": {
        const wanted = fields.staff ?? "";
        const staffId = wanted === "" ? null : rowIdOf(wanted);
        const assignees = await assigneesFor(trx, kind, row.ministry);
        const assignee = wanted === "" ? null : assignees.find((option) => option.id === staffId);
        if (assignee === undefined) return { problem: "Choose someone from the list: they must be able to read it." };
        if (row.assigned_to === staffId) return { done: "assigned" };
        const names = await staffNames(trx, [row.assigned_to]);
        const before = row.assigned_to === null ? null : (names.get(row.assigned_to) ?? `#${row.assigned_to}`);
        await updateItem(trx, kind, row.id, { assigned_to: staffId });
        await log(
          "assigned",
          assignee ? `${member.name} assigned ${what} to ${assignee.name}` : `${member.name} unassigned ${what}`,
          { assigned_to: [before, assignee?.name ?? null] },
        );
        return { done: "assigned" };
      }
      case "note": {
        const text = (fields.text ?? "").trim();
        if (!text) return { problem: "Write the note first." };
        if (text.length > NOTE_MAX) return { problem: `A note is at most ${NOTE_MAX} characters.` };
        await trx
          .insertInto("inbox_notes")
          .values({
            item_type: kind,
            item_id: row.id,
            staff_id: member.id,
            author: member.name,
            text,
            created_at: now.toISOString(),
          })
          .execute();
        // The note's words stay on the item: the log says only that one was written.
        await log("note-added", `${member.name} added a note to ${what}`);
        return { done: "note" };
      }
      default:
        return { problem: "That action is not known." };
    }
  });
}

/** One item's workflow columns, on whichever table holds it. */
export async function updateItem(
  db: Kysely<Database>,
  kind: InboxKind,
  id: number,
  values: { status?: string; handled_at?: string | null; assigned_to?: number | null },
): Promise<void> {
  const table =
    kind === "message" ? "contact_messages" : kind === "application" ? "ministry_applications" : "prayer_requests";
  await db.updateTable(table).set(values).where("id", "=", id).execute();
}

/** A list's filters from its URL: search, dates, status. */
export interface InboxFilter extends ListFilters {
  status: StatusFilter;
}

export function inboxFilterOf(params: URLSearchParams): InboxFilter {
  return { ...listFiltersOf(params), status: statusFilterOf(params.get("status")) };
}

/** A list's filters as the URL gave them: anything bad is ignored (inboxFilterOf). */
export interface RawInboxFilter {
  q?: string | null;
  from?: string | null;
  to?: string | null;
  status?: string | null;
}

export function parseInboxFilter(raw: RawInboxFilter): InboxFilter {
  const params = new URLSearchParams();
  for (const key of ["q", "from", "to", "status"] as const) {
    const value = raw[key];
    if (value) params.set(key, value);
  }
  return inboxFilterOf(params);
}

/** The search, date and status conditions of a list over `table`'s columns. */
export function inboxConditions(
  db: Kysely<Database>,
  table: SearchIndex["table"],
  full: InboxFilter,
  search: readonly string[],
): Array<Expression<SqlBool>> {
  return [
    statusCondition(`${table}.status`, full.status),
    listConditions(db, full, {
      search: search.map((column) => `${table}.${column}`),
      date: `${table}.created_at`,
      index: { alias: table, table },
    }),
  ].filter((condition): condition is NonNullable<typeof condition> => condition !== null);
}

/** `query` with every condition. */
export function whereAll<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB, O>,
  conditions: Array<Expression<SqlBool>>,
): SelectQueryBuilder<Database, TB, O> {
  return conditions.reduce((built, condition) => built.where(condition), query);
}

/** The list's filters as the page shows them back, with the status words. */
export function echoFilter(filter: InboxFilter): InboxFilter & { words: StatusWords } {
  return { ...filter, words: STATUS_WORDS };
}
