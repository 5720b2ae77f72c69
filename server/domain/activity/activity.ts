import type { Kysely } from "kysely";
import { pageCount } from "#contract/pagination";
import type { Database } from "#server/db/schema";
import type { Actor } from "#server/auth/staff-member";

/**
 * The activity log: who did what, when, to which item, with the before and after of the
 * fields a change touched. Written in the same transaction as the change it records.
 */

export const COMMAND_LINE: Actor = { staffId: null, name: "command line" };

/** What the log's rows are about (`item_type`): an item's page reads its history by these. */
export const ITEM_TYPES = [
  "staff",
  "comment",
  "message",
  "prayer_request",
  "application",
  "subscriber",
  "post",
  "sermon",
  "picture",
  "category",
  "tag",
  "setting",
  "church",
  "page",
  "own_page",
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export type Changes = Record<string, [before: unknown, after: unknown]>;

export interface ActivityEntry {
  action: string;
  itemType: string;
  itemId: string | number;
  summary: string;
  changes?: Changes;
}

export async function recordActivity(
  db: Kysely<Database>,
  actor: Actor,
  entry: ActivityEntry,
  at = new Date(),
): Promise<void> {
  await db
    .insertInto("activity_log")
    .values({
      at: at.toISOString(),
      staff_id: actor.staffId,
      actor: actor.name,
      action: entry.action,
      item_type: entry.itemType,
      item_id: String(entry.itemId),
      summary: entry.summary,
      changes: JSON.stringify(entry.changes ?? {}),
    })
    .execute();
}

/** The fields whose values differ between `before` and `after`, as { field: [before, after] }. */
export function changesBetween<T extends Record<string, unknown>>(before: T, after: Partial<T>): Changes {
  const changes: Changes = {};
  for (const [field, value] of Object.entries(after)) {
    if (value !== undefined && JSON.stringify(before[field]) !== JSON.stringify(value))
      changes[field] = [before[field], value];
  }
  return changes;
}

/**
 * The changes between two readings of the same fields, in the same order (label, text): each that
 * differs, under its label, from what to what ("(none)" for empty). A later field of the same
 * label that changed stands for them.
 */
export function changedTexts(
  before: ReadonlyArray<readonly [string, string]>,
  after: ReadonlyArray<readonly [string, string]>,
): Changes {
  const changes: Changes = {};
  after.forEach(([label, is], index) => {
    const was = before[index]?.[1] ?? "";
    if (was !== is) changes[label] = [was || "(none)", is || "(none)"];
  });
  return changes;
}

export interface ActivityRow {
  id: number;
  at: string;
  staffId: number | null;
  actor: string;
  action: string;
  itemType: string;
  itemId: string;
  summary: string;
  changes: Changes;
}

export interface ActivityFilter {
  action?: string;
  itemType?: string;
  itemId?: string;
  staffId?: number;
}

export const ACTIVITY_PAGE_SIZE = 50;

/** Newest first, a page at a time; `total` counts every row the filter matches. */
export async function listActivity(
  db: Kysely<Database>,
  filter: ActivityFilter,
  page: number,
): Promise<{ rows: ActivityRow[]; total: number; pageCount: number }> {
  let query = db.selectFrom("activity_log");
  if (filter.action) query = query.where("action", "=", filter.action);
  if (filter.itemType) query = query.where("item_type", "=", filter.itemType);
  if (filter.itemId) query = query.where("item_id", "=", filter.itemId);
  if (filter.staffId !== undefined) query = query.where("staff_id", "=", filter.staffId);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(ACTIVITY_PAGE_SIZE)
    .offset((page - 1) * ACTIVITY_PAGE_SIZE)
    .execute();
  return {
    total: Number(total),
    pageCount: pageCount(Number(total), ACTIVITY_PAGE_SIZE),
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at,
      staffId: row.staff_id,
      actor: row.actor,
      action: row.action,
      itemType: row.item_type,
      itemId: row.item_id,
      summary: row.summary,
      changes: parseChanges(row.changes),
    })),
  };
}

/** The actions and item types present, for the activity page's filters. */
export async function activityFacets(db: Kysely<Database>): Promise<{ actions: string[]; itemTypes: string[] }> {
  const actions = await db.selectFrom("activity_log").select("action").distinct().orderBy("action").execute();
  const itemTypes = await db.selectFrom("activity_log").select("item_type").distinct().orderBy("item_type").execute();
  return { actions: actions.map((r) => r.action), itemTypes: itemTypes.map((r) => r.item_type) };
}

function parseChanges(text: string): Changes {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Changes) : {};
  } catch {
    return {};
  }
}
