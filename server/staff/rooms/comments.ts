import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { StaffMember } from "../accounts";
import { requirePermission } from "../permissions";
import { asCount, excerptOf, offsetOf, pageOf, ROOM_PAGE_SIZE, type RoomPage } from "./paging";

/**
 * The comment queue (issue 13, read-only; issue 14 adds the actions and the Spam tab): one tab per
 * status, each comment with its post, the comment it answers and its writer's record.
 */

/** The tabs in their order; the first is the default. Issue 14 adds "spam" here and in the table's values. */
export const COMMENT_TABS = ["pending", "approved", "rejected"] as const;
export type CommentTab = (typeof COMMENT_TABS)[number];

export function isCommentTab(value: string | null | undefined): value is CommentTab {
  return (COMMENT_TABS as readonly string[]).includes(value ?? "");
}

export interface CommentFilter {
  /** A tab as the URL gave it; anything unknown reads as the default tab. */
  status?: string | null;
  page?: number;
}

export interface QueuedComment {
  id: number;
  status: string;
  name: string;
  email: string;
  text: string;
  createdAt: string;
  post: { title: string; slug: string };
  /** The comment this one answers, when it is a reply. */
  parent: { id: number; name: string; excerpt: string } | null;
  /** Comments from the same address (any case) approved before this one was written. */
  approvedBefore: number;
}

export interface CommentQueue extends RoomPage<QueuedComment> {
  status: CommentTab;
  /** How many comments each tab holds. */
  tabCounts: Record<CommentTab, number>;
}

export async function listComments(
  db: Kysely<Database>,
  member: StaffMember,
  filter: CommentFilter = {},
): Promise<CommentQueue> {
  requirePermission(member, "moderateComments");
  const status: CommentTab = isCommentTab(filter.status) ? filter.status : "pending";
  const page = filter.page ?? 1;
  // The queue is worked oldest first; what was decided is looked back on newest first.
  const direction = status === "pending" ? "asc" : "desc";
  const rows = await db
    .selectFrom("comments as c")
    .innerJoin("posts as p", "p.id", "c.post_id")
    .leftJoin("comments as parent", "parent.id", "c.parent_id")
    .select([
      "c.id",
      "c.status",
      "c.name",
      "c.email",
      "c.text",
      "c.created_at",
      "p.title as post_title",
      "p.slug as post_slug",
      "parent.id as parent_id",
      "parent.name as parent_name",
      "parent.text as parent_text",
    ])
    .select((eb) =>
      eb
        .selectFrom("comments as earlier")
        .select((inner) => inner.fn.countAll().as("n"))
        .where("earlier.status", "=", "approved")
        .where(sql<boolean>`lower(earlier.email) = lower(c.email)`)
        .whereRef("earlier.created_at", "<", "c.created_at")
        .whereRef("earlier.id", "<>", "c.id")
        .as("approved_before"),
    )
    .where("c.status", "=", status)
    .orderBy("c.created_at", direction)
    .orderBy("c.id", direction)
    .limit(ROOM_PAGE_SIZE)
    .offset(offsetOf(page))
    .execute();
  const counts = await db
    .selectFrom("comments")
    .select(["status", (eb) => eb.fn.countAll().as("n")])
    .groupBy("status")
    .execute();
  const tabCounts = Object.fromEntries(
    COMMENT_TABS.map((tab) => [tab, asCount(counts.find((row) => row.status === tab)?.n)]),
  ) as Record<CommentTab, number>;
  const items = rows.map((row): QueuedComment => ({
    id: row.id,
    status: row.status,
    name: row.name,
    email: row.email,
    text: row.text,
    createdAt: row.created_at,
    post: { title: row.post_title, slug: row.post_slug },
    parent:
      row.parent_id === null
        ? null
        : { id: row.parent_id, name: row.parent_name ?? "", excerpt: excerptOf(row.parent_text ?? "", 120) },
    approvedBefore: asCount(row.approved_before),
  }));
  return { ...pageOf(items, tabCounts[status], page), status, tabCounts };
}
