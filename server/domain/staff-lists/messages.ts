import type { Kysely } from "kysely";
import { isRowId } from "#contract/row-ids";
import { MINISTRIES, ministryOfMessage, type MinistrySlug } from "#contract/ministries";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/staff-member";
import { interestsOf } from "#server/domain/submissions/volunteers";
import { scopedMessageParts, scopedMessages } from "./waiting-counts";
import { requireArea } from "#server/auth/areas";
import { replyLinks, workflowOf, type RawInboxFilter, type Workflow } from "./inbox";
import { inboxList, type InboxList } from "./inbox-list";
import { excerptOf, jsonFields, type ListOrder } from "./paging";
import type { InboxStatus } from "./status";

/**
 * The inbox's messages (with status, assignment, notes, search and filters): the
 * contact page's, the salvation page's and the ministry contact forms', a ministry leader's
 * limited to their ministries (waiting-counts.ts scopedMessages).
 */

export interface MessageOrigin {
  formType: string;
  /** The ministry whose contact form sent it (known by the form's fixed subject), or null. */
  ministry: { slug: MinistrySlug; name: string } | null;
  subject: string;
}

export interface MessageSummary {
  id: number;
  name: string;
  email: string;
  createdAt: string;
  origin: MessageOrigin;
  excerpt: string;
  status: InboxStatus;
  assignee: string | null;
  /** A hospitality volunteer's chosen areas of interest, else empty. */
  interests: string[];
}

export interface MessageDetail extends Omit<MessageSummary, "status" | "assignee"> {
  phone: string;
  message: string;
  /** Further fields the form sent, as label/value pairs. */
  details: Array<[string, string]>;
  workflow: Workflow;
}

export type MessageList = InboxList<MessageSummary>;

/** Newest first: the order of the list's indexes (created_at, id, status...). */
const ORDER: ListOrder = [
  ["created_at", "desc"],
  ["id", "desc"],
];

/** What a message's search looks in. */
const SEARCHED = ["name", "email", "subject", "message"];

function originOf(row: { form_type: string; subject: string }): MessageOrigin {
  const slug = ministryOfMessage(row);
  return { formType: row.form_type, subject: row.subject, ministry: slug ? { slug, name: MINISTRIES[slug] } : null };
}

export async function listMessages(
  db: Kysely<Database>,
  member: StaffMember,
  filter: RawInboxFilter & { page?: number } = {},
): Promise<MessageList> {
  requireArea(member, "messages");
  return inboxList(db, filter, {
    table: "contact_messages",
    parts: scopedMessageParts(db, member),
    search: SEARCHED,
    order: ORDER,
    rowsOf: (ids) =>
      db
        .selectFrom("contact_messages")
        .select(["id", "name", "email", "subject", "form_type", "message", "created_at", "status", "assigned_to"])
        .where("id", "in", ids)
        .execute(),
    itemOf: (row, assignee) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      createdAt: row.created_at,
      origin: originOf(row),
      excerpt: excerptOf(row.message),
      interests: interestsOf(row.message),
      status: row.status as InboxStatus,
      assignee,
    }),
  });
}

/** One message, or null when it does not exist or lies outside the member's ministries (a 404 either way). */
export async function getMessage(db: Kysely<Database>, member: StaffMember, id: number): Promise<MessageDetail | null> {
  requireArea(member, "messages");
  if (!isRowId(id)) return null;
  const row = await scopedMessages(db, member).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const subject = row.subject ? `Re: ${row.subject}` : "Your message to the church";
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: row.created_at,
    origin: originOf(row),
    excerpt: excerptOf(row.message),
    interests: interestsOf(row.message),
    message: row.message,
    details: jsonFields(row.details),
    workflow: await workflowOf(db, "message", { ...row, ministry: ministryOfMessage(row) }, replyLinks(row, subject)),
  };
}
