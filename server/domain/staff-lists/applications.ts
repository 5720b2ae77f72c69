import type { Kysely } from "kysely";
import { isRowId } from "#contract/row-ids";
import { isMinistrySlug, MINISTRIES, type MinistrySlug } from "#contract/ministries";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/staff-member";
import { scopedApplicationParts, scopedApplications } from "./waiting-counts";
import { ministryScope } from "#server/auth/permissions";
import { requireArea } from "#server/auth/areas";
import { replyLinks, workflowOf, type RawInboxFilter, type Workflow } from "./inbox";
import { inboxList, type InboxList } from "./inbox-list";
import { excerptOf, jsonFields, type ListOrder } from "./paging";
import type { InboxStatus } from "./status";

/**
 * The ministry forms' applications and inquiries (with status, assignment,
 * notes, search and filters), filterable by ministry; a ministry leader sees only their ministries'.
 */

export interface MinistryOption {
  slug: MinistrySlug;
  name: string;
}

export interface ApplicationSummary {
  id: number;
  name: string;
  email: string;
  ministry: MinistryOption;
  subject: string;
  createdAt: string;
  excerpt: string;
  status: InboxStatus;
  assignee: string | null;
  /** A volunteer's areas of interest (hospitality's), when the form sent them; else "". */
  interests: string;
}

export interface ApplicationDetail extends Omit<ApplicationSummary, "status" | "assignee"> {
  phone: string;
  message: string;
  specificInterest: string;
  ageGroup: string;
  /** The fields beyond the named ones (hospitality's areas of interest...), as label/value pairs. */
  extra: Array<[string, string]>;
  workflow: Workflow;
}

export interface ApplicationList extends InboxList<ApplicationSummary> {
  /** The ministry filtered on, when one is. */
  ministry: MinistrySlug | null;
  /** The ministries the member may filter by: all, or those they lead. */
  ministries: MinistryOption[];
}

/** The areas of interest a form sent among its further fields (hospitality's `areasOfInterest`), as one line. */
function interestsOf(extra: string): string {
  return jsonFields(extra).find(([key]) => /interest/i.test(key))?.[1] ?? "";
}

/** Newest first: the order of the list's indexes. */
const ORDER: ListOrder = [
  ["created_at", "desc"],
  ["id", "desc"],
];

/** What an application's search looks in. */
const SEARCHED = ["first_name", "last_name", "email", "subject", "message"];

function ministryOption(slug: string): MinistryOption {
  return isMinistrySlug(slug) ? { slug, name: MINISTRIES[slug] } : { slug: slug as MinistrySlug, name: slug };
}

/** The ministries whose applications the member sees, for the filter. */
export function visibleMinistries(member: StaffMember): MinistryOption[] {
  const scope = ministryScope(member);
  const slugs = scope.all ? Object.keys(MINISTRIES) : scope.ministries;
  return slugs.filter(isMinistrySlug).map(ministryOption);
}

function summaryOf(row: {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  ministry: string;
  subject: string;
  message: string;
  created_at: string;
  status: string;
  extra: string;
}): Omit<ApplicationSummary, "assignee"> {
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    ministry: ministryOption(row.ministry),
    subject: row.subject,
    createdAt: row.created_at,
    excerpt: excerptOf(row.message),
    status: row.status as InboxStatus,
    interests: interestsOf(row.extra),
  };
}

export async function listApplications(
  db: Kysely<Database>,
  member: StaffMember,
  filter: RawInboxFilter & { ministry?: string | null; page?: number } = {},
): Promise<ApplicationList> {
  requireArea(member, "applications");
  const ministries = visibleMinistries(member);
  // A ministry outside the member's view is not an error: the scope below already hides it.
  const ministry = filter.ministry && isMinistrySlug(filter.ministry) ? filter.ministry : null;
  const list = await inboxList(db, filter, {
    table: "ministry_applications",
    parts: scopedApplicationParts(db, member).map((part) => (ministry ? part.where("ministry", "=", ministry) : part)),
    search: SEARCHED,
    order: ORDER,
    rowsOf: (ids) =>
      db
        .selectFrom("ministry_applications")
        .select([
          "id",
          "first_name",
          "last_name",
          "email",
          "ministry",
          "subject",
          "message",
          "created_at",
          "status",
          "assigned_to",
          "extra",
        ])
        .where("id", "in", ids)
        .execute(),
    itemOf: (row, assignee) => ({ ...summaryOf(row), assignee }),
  });
  return { ...list, ministry, ministries };
}

/** One application, or null when it does not exist or lies outside the member's ministries. */
export async function getApplication(
  db: Kysely<Database>,
  member: StaffMember,
  id: number,
): Promise<ApplicationDetail | null> {
  requireArea(member, "applications");
  if (!isRowId(id)) return null;
  const row = await scopedApplications(db, member).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const name = `${row.first_name} ${row.last_name}`.trim();
  const subject = row.subject ? `Re: ${row.subject}` : `Your ${ministryOption(row.ministry).name} application`;
  const { status: _status, ...summary } = summaryOf(row);
  return {
    ...summary,
    phone: row.phone,
    message: row.message,
    specificInterest: row.specific_interest,
    ageGroup: row.age_group,
    extra: jsonFields(row.extra),
    workflow: await workflowOf(db, "application", { ...row, name }, replyLinks(row, subject)),
  };
}
