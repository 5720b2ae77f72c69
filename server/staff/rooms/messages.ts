import type { Kysely } from "kysely";
import { MINISTRIES, type MinistrySlug } from "../../../contract/ministries";
import type { Database } from "../../db/schema";
import type { StaffMember } from "../accounts";
import { ministryOfMessage, scopedMessages } from "../desk";
import { requirePermission } from "../permissions";
import { asCount, excerptOf, jsonFields, offsetOf, pageOf, ROOM_PAGE_SIZE, type RoomPage } from "./paging";

/**
 * The inbox's messages (issue 13, read-only; issue 14 adds status, assignment and notes): the
 * contact page's, the salvation page's and the ministry contact forms', a ministry leader's
 * limited to their ministries (desk.ts scopedMessages).
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
}

export interface MessageDetail extends MessageSummary {
  phone: string;
  message: string;
  /** Further fields the form sent, as label/value pairs. */
  details: Array<[string, string]>;
}

function originOf(row: { form_type: string; subject: string }): MessageOrigin {
  const slug = ministryOfMessage(row);
  return { formType: row.form_type, subject: row.subject, ministry: slug ? { slug, name: MINISTRIES[slug] } : null };
}

export async function listMessages(
  db: Kysely<Database>,
  member: StaffMember,
  filter: { page?: number } = {},
): Promise<RoomPage<MessageSummary>> {
  requirePermission(member, "readMessages");
  const page = filter.page ?? 1;
  const { n } = await scopedMessages(db, member)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  const rows = await scopedMessages(db, member)
    .select(["id", "name", "email", "subject", "form_type", "message", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(ROOM_PAGE_SIZE)
    .offset(offsetOf(page))
    .execute();
  const items = rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    createdAt: row.created_at,
    origin: originOf(row),
    excerpt: excerptOf(row.message),
  }));
  return pageOf(items, asCount(n), page);
}

/** One message, or null when it does not exist or lies outside the member's ministries (a 404 either way). */
export async function getMessage(db: Kysely<Database>, member: StaffMember, id: number): Promise<MessageDetail | null> {
  requirePermission(member, "readMessages");
  const row = await scopedMessages(db, member).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: row.created_at,
    origin: originOf(row),
    excerpt: excerptOf(row.message),
    message: row.message,
    details: jsonFields(row.details),
  };
}
