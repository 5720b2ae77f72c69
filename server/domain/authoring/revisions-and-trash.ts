import type { Kysely, Transaction } from "kysely";
import { isRowId } from "#contract/row-ids";
import type { Database } from "#server/db/schema";
import { recordActivity } from "#server/domain/activity/activity";
import type { Actor } from "#server/auth/staff-member";

/**
 * What posts and own pages share of their authoring: every save kept as a revision (the newest
 * `kept` of an item), read back one by one or as a list, and the trash (an item moved there, off
 * the site; restored as a draft; listed newest first). Each kind says where it keeps them.
 */

/** Where one kind of item keeps its revisions. */
export type RevisionStore =
  | { table: "post_revisions"; owner: "post_id"; kept: number }
  | { table: "own_page_revisions"; owner: "page_id"; kept: number };

/** One revision as read back: who saved it and when, with every field as saved. */
export interface StoredRevision<Fields extends { title: string; status: string }> {
  id: number;
  savedAt: string;
  savedBy: string;
  title: string;
  status: Fields["status"];
  fields: Fields;
}

export type RevisionLine<Fields extends { title: string; status: string }> = Omit<StoredRevision<Fields>, "fields">;

/** The revision of this save, and only the newest `kept` of the item left. */
export async function writeRevision(
  trx: Transaction<Database>,
  store: RevisionStore,
  ownerId: number,
  actor: Actor,
  fields: object,
  now: Date,
): Promise<void> {
  const row = {
    saved_at: now.toISOString(),
    staff_id: actor.staffId,
    saved_by: actor.name,
    data: JSON.stringify(fields),
  };
  if (store.table === "post_revisions") {
    await trx
      .insertInto("post_revisions")
      .values({ post_id: ownerId, ...row })
      .execute();
  } else {
    await trx
      .insertInto("own_page_revisions")
      .values({ page_id: ownerId, ...row })
      .execute();
  }
  const kept = await revisionsOf(trx, store, ownerId)
    .select("id")
    .orderBy("id", "desc")
    .limit(1)
    .offset(store.kept - 1)
    .executeTakeFirst();
  if (kept) {
    await trx.deleteFrom(store.table).where(store.owner, "=", ownerId).where("id", "<", kept.id).execute();
  }
}

/** The item's revisions, newest first, without their fields. */
export async function listRevisions<Fields extends { title: string; status: string }>(
  db: Kysely<Database>,
  store: RevisionStore,
  ownerId: number,
): Promise<RevisionLine<Fields>[]> {
  if (!isRowId(ownerId)) return [];
  const rows = await revisionsOf(db, store, ownerId)
    .select(["id", "saved_at", "saved_by", "data"])
    .orderBy("id", "desc")
    .limit(store.kept)
    .execute();
  return rows.map((row) => {
    const { fields: _fields, ...line } = parsedRevision<Fields>(row);
    return line;
  });
}

/** One revision of the item with every field, or null (another item's, or gone). */
export async function getRevision<Fields extends { title: string; status: string }>(
  db: Kysely<Database>,
  store: RevisionStore,
  ownerId: number,
  revisionId: number,
): Promise<StoredRevision<Fields> | null> {
  if (!isRowId(ownerId) || !isRowId(revisionId)) return null;
  const row = await revisionsOf(db, store, ownerId)
    .select(["id", "saved_at", "saved_by", "data"])
    .where("id", "=", revisionId)
    .executeTakeFirst();
  return row ? parsedRevision<Fields>(row) : null;
}

function revisionsOf(db: Kysely<Database>, store: RevisionStore, ownerId: number) {
  return db.selectFrom(store.table).where(store.owner, "=", ownerId);
}

function parsedRevision<Fields extends { title: string; status: string }>(row: {
  id: number;
  saved_at: string;
  saved_by: string;
  data: string;
}): StoredRevision<Fields> {
  const fields = JSON.parse(row.data) as Fields;
  return {
    id: Number(row.id),
    savedAt: row.saved_at,
    savedBy: row.saved_by,
    title: fields.title,
    status: fields.status,
    fields,
  };
}

/** Where one kind of item lives, and how the activity log names it. */
export interface TrashKind {
  table: "posts" | "own_pages";
  itemType: "post" | "own_page";
  /** "post", "page": in the activity log's sentences. */
  noun: string;
}

/** An item in the trash, as the trash lists it. */
export interface TrashedItem {
  id: number;
  title: string;
  deletedAt: string;
}

/**
 * Moves an item to the trash (off every public answer at once), with its line in the activity log;
 * `status` is what it was.
 */
export async function moveToTrash(
  trx: Transaction<Database>,
  kind: TrashKind,
  actor: Actor,
  item: { id: number; title: string; status: string },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await trx
    .updateTable(kind.table)
    .set({ status: "trashed", deleted_at: at, updated_at: at })
    .where("id", "=", item.id)
    .execute();
  await recordActivity(
    trx,
    actor,
    {
      action: "trash",
      itemType: kind.itemType,
      itemId: item.id,
      summary: `${actor.name} moved the ${kind.noun} "${item.title}" to the trash`,
      changes: { status: [item.status, "trashed"] },
    },
    now,
  );
}

/** Takes an item out of the trash as a draft (publishing it again is a choice), with its line in the activity log. */
export async function restoreFromTrash(
  trx: Transaction<Database>,
  kind: TrashKind,
  actor: Actor,
  item: { id: number; title: string },
  now: Date,
): Promise<void> {
  await trx
    .updateTable(kind.table)
    .set({ status: "draft", deleted_at: null, updated_at: now.toISOString() })
    .where("id", "=", item.id)
    .execute();
  await recordActivity(
    trx,
    actor,
    {
      action: "restore",
      itemType: kind.itemType,
      itemId: item.id,
      summary: `${actor.name} restored the ${kind.noun} "${item.title}" from the trash (as a draft)`,
      changes: { status: ["trashed", "draft"] },
    },
    now,
  );
}

/** The items in the trash, the last deleted first (at most 500). */
export async function listTrashed(db: Kysely<Database>, kind: TrashKind): Promise<TrashedItem[]> {
  const rows = await db
    .selectFrom(kind.table)
    .select(["id", "title", "deleted_at"])
    .where("status", "=", "trashed")
    .orderBy("deleted_at", "desc")
    .orderBy("id", "desc")
    .limit(500)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), title: row.title, deletedAt: row.deleted_at ?? "" }));
}

/** An item's row as a step into or out of the trash reads it. */
export interface TrashRow {
  id: number;
  title: string;
  status: string;
  published_at: string | null;
}

/**
 * One step into or out of the trash, in one transaction: `change` runs on the item's row when the
 * item is where `from` says (on the site or among the drafts: "live"; "trashed"). False when it is
 * not there, or the id is no row's.
 */
export async function changeTrashState(
  db: Kysely<Database>,
  kind: TrashKind,
  id: number,
  from: "live" | "trashed",
  change: (trx: Transaction<Database>, row: TrashRow) => Promise<void>,
): Promise<boolean> {
  if (!isRowId(id)) return false;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom(kind.table)
      .select(["id", "title", "status", "published_at"])
      .where("id", "=", id)
      .where("status", from === "trashed" ? "=" : "<>", "trashed")
      .executeTakeFirst();
    if (!row) return false;
    await change(trx, row);
    return true;
  });
}
