import { sql, type InsertQueryBuilder, type InsertResult, type Kysely } from "kysely";
import { EDIT_VERSION_FIELD, STALE_EDIT_MESSAGES, type EditedKind } from "#contract/edit-versions";
import type { Database } from "#server/db/schema";
import { StaffInputError } from "#server/lib/staff-input";

/**
 * Lost updates (decision 042): every row staff edit through a form keeps a version (migration
 * 025), the form carries the one it was opened at, and a save claims the row first. A form
 * someone else saved since is stale: its save is refused under the version field, with what was
 * typed kept. The member's own saves since never make their form stale: an autosave (whose answer
 * may not have reached the page before Save was pressed) is theirs.
 */

/** A row a form edits: by its id, or a built-in page by its key. */
export type EditedRow =
  | { table: "posts" | "sermons" | "own_pages" | "church_details"; id: number }
  | { table: "page_contents"; page: string };

export type Claim = "claimed" | "stale" | "missing";

/**
 * Claims `row` for a save by `editor`, as the first statement of the save's transaction
 * (PostgreSQL then holds the row until the commit, so a second save waits and finds the version
 * moved on; SQLite's transaction holds the write lock from here): its version moves on by one.
 * `seen` is the version the form was opened at; null claims whatever the version (a restore, a
 * move to the trash, a form from before versions). "stale" when someone other than `editor`
 * saved since `seen`; "missing" when there is no such row (a page or the details never saved).
 */
export async function claimEdit(
  trx: Kysely<Database>,
  row: EditedRow,
  editor: number | null,
  seen: number | null,
): Promise<Claim> {
  const key = "page" in row ? sql`page = ${row.page}` : sql`id = ${row.id}`;
  // Unchanged since `seen`, or changed only by `editor` since (their run of saves began right after it).
  const fresh =
    seen === null
      ? sql``
      : sql` AND (version = ${seen} OR (last_editor_id = ${editor} AND last_editor_from <= ${seen + 1} AND version > ${seen}))`;
  const claimed = await sql`
    UPDATE ${sql.table(row.table)}
    SET version = version + 1,
      last_editor_from = CASE WHEN last_editor_id = ${editor} THEN last_editor_from ELSE version + 1 END,
      last_editor_id = ${editor}
    WHERE ${key}${fresh}`.execute(trx);
  if (Number(claimed.numAffectedRows ?? 0) > 0) return "claimed";
  const exists = await sql`SELECT 1 FROM ${sql.table(row.table)} WHERE ${key}`.execute(trx);
  return exists.rows.length > 0 ? "stale" : "missing";
}

/** The refusal of a stale form's save: its kind's sentence, under the version field. */
export function staleEdit(kind: EditedKind): StaffInputError {
  return new StaffInputError(STALE_EDIT_MESSAGES[kind], EDIT_VERSION_FIELD);
}

/** Claims `row` for a save whose row must exist; a stale form is refused (`kind` says in which words). */
export async function claimOrRefuse(
  trx: Kysely<Database>,
  row: EditedRow,
  kind: EditedKind,
  editor: number | null,
  seen: number | null,
): Promise<"claimed" | "missing"> {
  const claim = await claimEdit(trx, row, editor, seen);
  if (claim === "stale") throw staleEdit(kind);
  return claim;
}

/** The columns a new row starts with: its first version, by `editor`. */
export function firstVersion(editor: number | null) {
  return { version: 1, last_editor_id: editor, last_editor_from: 1 };
}

/**
 * The first save of a row no save made yet (a claim found it "missing"): inserted, unless another
 * first save inserted it meanwhile, which makes this one stale (as if its form had seen version 0).
 */
export async function insertFirstVersion<Table extends keyof Database>(
  insert: InsertQueryBuilder<Database, Table, InsertResult>,
  kind: EditedKind,
): Promise<void> {
  const inserted = await insert.onConflict((oc) => oc.doNothing()).executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw staleEdit(kind);
}
