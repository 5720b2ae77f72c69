import { sql, type RawBuilder, type SqlBool } from "kysely";

/**
 * The inbox's statuses: every message, prayer request and application is New, In
 * progress, Done or Archived. One definition of "waiting" (New and In progress) serves the lists'
 * filter and the dashboard's badges (waiting-counts.ts waitingCounts), so the two always agree.
 */

export const INBOX_STATUSES = ["new", "in_progress", "done", "archived"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const STATUS_LABELS: Record<InboxStatus, string> = {
  new: "New",
  in_progress: "In progress",
  done: "Done",
  archived: "Archived",
};

/** What still needs someone: the badges count these. */
export const WAITING_STATUSES: readonly InboxStatus[] = ["new", "in_progress"];

/** Done and Archived record when (the `handled_at` column); the others clear it. */
export function isHandled(status: InboxStatus): boolean {
  return status === "done" || status === "archived";
}

export function isInboxStatus(value: string | null | undefined): value is InboxStatus {
  return (INBOX_STATUSES as readonly string[]).includes(value ?? "");
}

/**
 * A list's status filter: "" (the default) is everything but Archived, "waiting" New and In
 * progress, "all" everything; or one status.
 */
export const STATUS_FILTERS = ["", "waiting", ...INBOX_STATUSES, "all"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  "": "All but archived",
  waiting: "Waiting (new, in progress)",
  ...STATUS_LABELS,
  all: "All, archived too",
};

/** The URL's `status`; anything unknown reads as the default. */
export function statusFilterOf(value: string | null | undefined): StatusFilter {
  const given = value ?? "";
  return (STATUS_FILTERS as readonly string[]).includes(given) ? (given as StatusFilter) : "";
}

/** The condition of a status filter on `column`, or null for "all". */
export function statusCondition(column: string, filter: StatusFilter): RawBuilder<SqlBool> | null {
  const ref = sql.ref(column);
  if (filter === "all") return null;
  if (filter === "") return sql<SqlBool>`${ref} <> 'archived'`;
  if (filter === "waiting") return sql<SqlBool>`${ref} in (${sql.join([...WAITING_STATUSES])})`;
  return sql<SqlBool>`${ref} = ${filter}`;
}

/** The words the pages show (they import no server values): each status's label and the filter's choices. */
export interface StatusWords {
  labels: Record<InboxStatus, string>;
  filters: Array<{ value: StatusFilter; label: string }>;
}

export const STATUS_WORDS: StatusWords = {
  labels: STATUS_LABELS,
  filters: STATUS_FILTERS.map((value) => ({ value, label: STATUS_FILTER_LABELS[value] })),
};
