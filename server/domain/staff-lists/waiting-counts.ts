import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { MINISTRY_CONTACT_SUBJECTS, type MinistrySlug } from "#contract/ministries";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/staff-member";
import { mayOpen, STAFF_AREAS, type AreaKey } from "#server/auth/areas";
import { excerptOf } from "./paging";
import { WAITING_STATUSES } from "./status";
import { ministryScope, type MinistryScope } from "#server/auth/permissions";

/**
 * What waits for a staff member: the navigation's count badges and the dashboard's
 * newest items, each asked only of the lists the member's role may open, and a ministry leader's
 * limited to their ministries. Never a private prayer request's text.
 */

export interface NavItem {
  key: AreaKey;
  label: string;
  path: string;
  /** How many items wait there; null for lists where nothing waits (posts, staff...). */
  waiting: number | null;
}

/** A message of the inbox belongs to a ministry when it came from that ministry page's form (ministryOfMessage). */
export function messageSubjectsOf(scope: MinistryScope): string[] | null {
  if (scope.all) return null;
  return scope.ministries.flatMap((slug) => {
    const subject = MINISTRY_CONTACT_SUBJECTS[slug as keyof typeof MINISTRY_CONTACT_SUBJECTS];
    return subject ? [subject] : [];
  });
}

type Scoped<T extends keyof Database> = SelectQueryBuilder<Database, T, object>;

/** Messages the member may see (all, or those of their ministries' forms). */
export function scopedMessages(db: Kysely<Database>, member: StaffMember): Scoped<"contact_messages"> {
  const subjects = messageSubjectsOf(ministryScope(member));
  const query = db.selectFrom("contact_messages");
  if (subjects === null) return query;
  return subjects.length === 0
    ? query.where(sql<boolean>`1 = 0`)
    : query.where("subject", "in", subjects).where("form_type", "=", "");
}

/** Applications the member may see (all, or those of their ministries). */
export function scopedApplications(db: Kysely<Database>, member: StaffMember): Scoped<"ministry_applications"> {
  const scope = ministryScope(member);
  const query = db.selectFrom("ministry_applications");
  if (scope.all) return query;
  return scope.ministries.length === 0
    ? query.where(sql<boolean>`1 = 0`)
    : query.where("ministry", "in", scope.ministries as MinistrySlug[]);
}

/**
 * scopedMessages as disjoint parts, one per ministry form (one for all messages): a list pages
 * through each part's own index range in order and merges them (paging.ts pageIdsOf).
 */
export function scopedMessageParts(db: Kysely<Database>, member: StaffMember): Array<Scoped<"contact_messages">> {
  const subjects = messageSubjectsOf(ministryScope(member));
  if (subjects === null) return [db.selectFrom("contact_messages")];
  return subjects.map((subject) =>
    db.selectFrom("contact_messages").where("form_type", "=", "").where("subject", "=", subject),
  );
}

/** scopedApplications as disjoint parts, one per ministry (one for all applications), as scopedMessageParts. */
export function scopedApplicationParts(
  db: Kysely<Database>,
  member: StaffMember,
): Array<Scoped<"ministry_applications">> {
  const scope = ministryScope(member);
  if (scope.all) return [db.selectFrom("ministry_applications")];
  return (scope.ministries as MinistrySlug[]).map((ministry) =>
    db.selectFrom("ministry_applications").where("ministry", "=", ministry),
  );
}

async function count(query: SelectQueryBuilder<Database, keyof Database, object>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The number waiting in each staff list the member may open that has a queue: pending comments, and the
 * inbox's New and In progress items (status.ts WAITING_STATUSES, the lists' "Waiting" filter).
 */
export async function waitingCounts(
  db: Kysely<Database>,
  member: StaffMember,
): Promise<Partial<Record<AreaKey, number>>> {
  const opens = (area: AreaKey) => mayOpen(member.role, area);
  const counts: Partial<Record<AreaKey, number>> = {};
  if (opens("comments")) {
    counts.comments = await count(db.selectFrom("comments").where("status", "=", "pending") as never);
  }
  if (opens("messages")) {
    counts.messages = await count(scopedMessages(db, member).where("status", "in", WAITING_STATUSES) as never);
  }
  if (opens("prayer-requests")) {
    counts["prayer-requests"] = await count(
      db.selectFrom("prayer_requests").where("status", "in", WAITING_STATUSES) as never,
    );
  }
  if (opens("applications")) {
    counts.applications = await count(scopedApplications(db, member).where("status", "in", WAITING_STATUSES) as never);
  }
  return counts;
}

export async function navigationFor(db: Kysely<Database>, member: StaffMember): Promise<NavItem[]> {
  const counts = await waitingCounts(db, member);
  return STAFF_AREAS.filter((area) => mayOpen(member.role, area)).map((area) => ({
    key: area.key,
    label: area.label,
    path: area.path,
    waiting: counts[area.key] ?? null,
  }));
}

export interface NewestItem {
  kind: "comment" | "message" | "prayer-request" | "application";
  id: number;
  /** Who sent it. */
  from: string;
  /** A line to recognise it by: never the text of a private prayer request. */
  title: string;
  createdAt: string;
  href: string;
  isPrivate?: boolean;
}

const NEWEST = 5;

/** A dashboard line is shorter than a staff list's. */
const NEWEST_EXCERPT = 90;

/** The newest few items of each staff list the member may open, newest first. */
export async function newestItems(db: Kysely<Database>, member: StaffMember): Promise<NewestItem[]> {
  const items: NewestItem[] = [];
  if (mayOpen(member.role, "comments")) {
    const rows = await db
      .selectFrom("comments")
      .select(["id", "name", "text", "created_at"])
      .where("status", "=", "pending")
      .orderBy("created_at", "desc")
      .limit(NEWEST)
      .execute();
    for (const row of rows) {
      items.push({
        kind: "comment",
        id: row.id,
        from: row.name,
        title: excerptOf(row.text, NEWEST_EXCERPT),
        createdAt: row.created_at,
        href: `/admin/comments#comment-${row.id}`,
      });
    }
  }
  if (mayOpen(member.role, "messages")) {
    const rows = await scopedMessages(db, member)
      .select(["id", "name", "subject", "message", "created_at"])
      .orderBy("created_at", "desc")
      .limit(NEWEST)
      .execute();
    for (const row of rows) {
      items.push({
        kind: "message",
        id: row.id,
        from: row.name,
        title: row.subject || excerptOf(row.message, NEWEST_EXCERPT),
        createdAt: row.created_at,
        href: `/admin/messages/${row.id}`,
      });
    }
  }
  if (mayOpen(member.role, "prayer-requests")) {
    const rows = await db
      .selectFrom("prayer_requests")
      .select(["id", "name", "is_private", "created_at"])
      .orderBy("created_at", "desc")
      .limit(NEWEST)
      .execute();
    for (const row of rows) {
      // The text stays behind its own page, whose every opening of a private request is logged.
      items.push({
        kind: "prayer-request",
        id: row.id,
        from: row.name,
        title: row.is_private === 1 ? "Private prayer request" : "Prayer request",
        createdAt: row.created_at,
        href: `/admin/prayer-requests/${row.id}`,
        isPrivate: row.is_private === 1,
      });
    }
  }
  if (mayOpen(member.role, "applications")) {
    const rows = await scopedApplications(db, member)
      .select(["id", "first_name", "last_name", "ministry", "subject", "created_at"])
      .orderBy("created_at", "desc")
      .limit(NEWEST)
      .execute();
    for (const row of rows) {
      items.push({
        kind: "application",
        id: row.id,
        from: `${row.first_name} ${row.last_name}`.trim(),
        title: row.subject || row.ministry,
        createdAt: row.created_at,
        href: `/admin/applications/${row.id}`,
      });
    }
  }
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
