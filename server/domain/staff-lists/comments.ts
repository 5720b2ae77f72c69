import { sql, type Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/staff-member";
import { COMMENT_BLOCKLIST, commentHints } from "#server/domain/comments/comment-hints";
import { requireArea } from "#server/auth/areas";
import { readSetting } from "#server/domain/settings/settings";
import { listConditions, listFiltersOf, type ListFilters } from "./filters";
import { asCount, COUNT_CAP, excerptOf, pageIdsOf, listPage, type PagedList } from "./paging";

/**
 * The comment queue: one tab per status, each comment with its post, the
 * comment it answers, its writer's record and the hints of why it may need a closer look;
 * searchable by name, email and text, and by the Harare days it was written. The actions are in
 * server/domain/comments/moderation.ts.
 */

/** The tabs in their order (a comment's statuses); the first is the default. */
export const COMMENT_TABS = ["pending", "approved", "spam", "rejected"] as const;
export type CommentTab = (typeof COMMENT_TABS)[number];

/** The approved-before count stops here ("100+"): a queue page stays one short index read per comment. */
export const APPROVED_BEFORE_CAP = 100;

/** Tabs count up to here, then say "10,000+" (the pages go up to the cap). */
export const TAB_COUNT_CAP = COUNT_CAP;

export function isCommentTab(value: string | null | undefined): value is CommentTab {
  return (COMMENT_TABS as readonly string[]).includes(value ?? "");
}

export interface CommentFilter {
  /** A tab as the URL gave it; anything unknown reads as the default tab. */
  status?: string | null;
  page?: number;
  /** Search (name, email, text) and Harare days, as the URL gave them (server/domain/staff-lists/filters.ts). */
  q?: string | null;
  from?: string | null;
  to?: string | null;
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
  /** Comments from the same address (any case) approved before this one was written, up to APPROVED_BEFORE_CAP. */
  approvedBefore: number;
  /** The count reached the cap: there are at least that many. */
  approvedBeforeCapped: boolean;
  /** Why it may deserve a closer look ("2 links", "Blocked word: …"); empty for most. */
  hints: string[];
  /** A staff reply: written by a member, shown on the site as from the church. */
  fromChurch: boolean;
}

export interface CommentQueue extends PagedList<QueuedComment> {
  status: CommentTab;
  /** The search applied (what did not read as a filter is dropped). */
  search: ListFilters;
  /**
   * How many comments each tab holds, up to countCap + 1 (more than the cap: say "10,000+"); while
   * searching text, the open tab's only.
   */
  tabCounts: Partial<Record<CommentTab, number>>;
  countCap: number;
}

export async function listComments(
  db: Kysely<Database>,
  member: StaffMember,
  filter: CommentFilter = {},
): Promise<CommentQueue> {
  requireArea(member, "comments");
  const status: CommentTab = isCommentTab(filter.status) ? filter.status : "pending";
  const page = filter.page ?? 1;
  const search = listFiltersOf(
    new URLSearchParams(
      Object.entries({ q: filter.q, from: filter.from, to: filter.to }).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    ),
  );
  const condition = listConditions(db, search, {
    search: ["c.name", "c.email", "c.text"],
    date: "c.created_at",
    index: { alias: "c", table: "comments" },
  });
  // The queue is worked oldest first; what was decided is looked back on newest first.
  const direction = status === "pending" ? "asc" : "desc";
  const all = db.selectFrom("comments as c");
  const matching = condition ? all.where(condition) : all;
  // The page's ids first, from the index alone; then those rows with their post, parent and
  // record: the skipped rows of a later page never pay for the joins (paging.ts pageIdsOf).
  const { ids: pageIds, total } = await pageIdsOf(
    db,
    matching.where("c.status", "=", status),
    [
      ["c.created_at", direction],
      ["c.id", direction],
    ],
    page,
    { countCap: TAB_COUNT_CAP },
  );
  const rows =
    pageIds.length === 0
      ? []
      : await db
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
            "c.staff_id",
            "p.title as post_title",
            "p.slug as post_slug",
            "parent.id as parent_id",
            "parent.name as parent_name",
            "parent.text as parent_text",
          ])
          .select((eb) =>
            eb
              .selectFrom(
                eb
                  .selectFrom("comments as earlier")
                  .select(sql<number>`1`.as("one"))
                  .where("earlier.status", "=", "approved")
                  .where(sql<boolean>`lower(earlier.email) = lower(c.email)`)
                  .whereRef("earlier.created_at", "<", "c.created_at")
                  .whereRef("earlier.id", "<>", "c.id")
                  // Counted up to the cap: a writer with thousands of comments costs no more than one with a
                  // hundred. The order is the index's: without it PostgreSQL reads the table hoping to find
                  // the hundred early (450 ms at 100,000 comments instead of 1 ms).
                  .orderBy("earlier.created_at", "desc")
                  .limit(APPROVED_BEFORE_CAP)
                  .as("found"),
              )
              .select((inner) => inner.fn.countAll().as("n"))
              .as("approved_before"),
          )
          .where("c.id", "in", pageIds)
          .orderBy("c.created_at", direction)
          .orderBy("c.id", direction)
          .execute();
  // Each tab's count under the same filters, counted up to the cap in the index's order (so both
  // planners read the index, not the table): the approved tab of a busy blog costs no more than a
  // page of it. A text search reads every row of a tab it counts, so while searching only the
  // open tab is counted (the other tabs show no number).
  const tabCounts: Partial<Record<CommentTab, number>> = { [status]: total };
  for (const tab of search.q ? [] : COMMENT_TABS.filter((other) => other !== status)) {
    const { n } = await db
      .selectFrom(
        matching
          .select(sql<number>`1`.as("one"))
          .where("c.status", "=", tab)
          .orderBy("c.created_at")
          .orderBy("c.id")
          .limit(TAB_COUNT_CAP + 1)
          .as("found"),
      )
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    tabCounts[tab] = asCount(n);
  }
  const blocklist = await readSetting(db, COMMENT_BLOCKLIST);
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
    approvedBeforeCapped: asCount(row.approved_before) >= APPROVED_BEFORE_CAP,
    hints: commentHints(row, blocklist),
    fromChurch: row.staff_id !== null,
  }));
  return {
    ...listPage(items, Math.min(tabCounts[status] ?? 0, TAB_COUNT_CAP), page),
    status,
    search,
    tabCounts,
    countCap: TAB_COUNT_CAP,
  };
}
