import type { Kysely, Transaction } from "kysely";
import { isRowId } from "#contract/row-ids";
import type { Database } from "#server/db/schema";
import { recordActivity } from "#server/domain/activity/activity";
import type { Actor } from "#server/auth/staff-member";
import { claimEdit } from "./edit-versions";

/**
 * What the edited items share of their authoring: every save kept as a revision (the newest
 * `kept` of an item), read back one by one or as a list; and for posts and own pages the trash
 * (an item moved there, off the site; restored as a draft; listed newest first). Each kind says
 * where it keeps them.
 */

/** Where one kind of item keeps its revisions: the table, and the column that names the item. */
export type RevisionStore =
  | { table: "post_revisions"; owner: "post_id"; kept: number }
  | { table: "own_page_revisions"; owner: "page_id"; kept: number }
  | { table: "page_content_revisions"; owner: "page"; kept: number }
  | { table: "church_detail_revisions"; owner: "church_id"; kept: number };

/** The item a revision is of: a row's id, or a built-in page's key. */
type Owner = number | string;

/** One revision as read back: who saved it and when, with every field as saved. */
export interface StoredRevision<Fields extends object> {
  id: number;
  savedAt: string;
  savedBy: string;
  /** The item's title and status as saved, for the list ("" for an item without them). */
  title: string;
  status: string;
  fields: Fields;
}

export type RevisionLine<Fields extends object> = Omit<StoredRevision<Fields>, "fields">;

/** A revision as its page shows it when its fields are no article: each as staff read it. */
export type ShownRevision<Fields extends object> = RevisionLine<Fields> & {
  texts: Array<[label: string, text: string]>;
};

/** What restoring a revision did: saved, refused (why), or null: no such revision. */
export type RestoreOutcome = { saved: true } | { message: string } | null;

/** The revision of this save, and only the newest `kept` of the item left. */
export async function writeRevision(
  trx: Transaction<Database>,
  store: RevisionStore,
  owner: Owner,
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
  switch (store.table) {
    case "post_revisions":
      await trx
        .insertInto("post_revisions")
        .values({ post_id: Number(owner), ...row })
        .execute();
      break;
    case "own_page_revisions":
      await trx
        .insertInto("own_page_revisions")
        .values({ page_id: Number(owner), ...row })
        .execute();
      break;
    case "page_content_revisions":
      await trx
        .insertInto("page_content_revisions")
        .values({ page: String(owner), ...row })
        .execute();
      break;
    case "church_detail_revisions":
      await trx
        .insertInto("church_detail_revisions")
        .values({ church_id: Number(owner), ...row })
        .execute();
      break;
  }
  const kept = await revisionsOf(trx, store, owner)
    .select("id")
    .orderBy("id", "desc")
    .limit(1)
    .offset(store.kept - 1)
    .executeTakeFirst();
  if (kept) {
    await trx
      .deleteFrom(store.table)
      .where(store.owner, "=", owner as never)
      .where("id", "<", kept.id)
      .execute();
  }
}

/** Who a revision of an item's state from before revisions were kept names as its author. */
export const EARLIER_STATE: Actor = { staffId: null, name: "(as it was before revisions were kept)" };

/**
 * Keeps an item's stored state (saved at `savedAt`) as its first revision when it has none yet:
 * what was there before revisions were kept (the demo's, or saved before) can be restored too.
 */
export async function keepEarlierState(
  trx: Transaction<Database>,
  store: RevisionStore,
  owner: Owner,
  fields: object,
  savedAt: string,
): Promise<void> {
  const any = await revisionsOf(trx, store, owner).select("id").limit(1).executeTakeFirst();
  if (!any) await writeRevision(trx, store, owner, EARLIER_STATE, fields, new Date(savedAt));
}

/** The item's revisions, newest first, without their fields. */
export async function listRevisions<Fields extends object>(
  db: Kysely<Database>,
  store: RevisionStore,
  owner: Owner,
): Promise<RevisionLine<Fields>[]> {
  if (typeof owner === "number" && !isRowId(owner)) return [];
  const rows = await revisionsOf(db, store, owner)
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
export async function getRevision<Fields extends object>(
  db: Kysely<Database>,
  store: RevisionStore,
  owner: Owner,
  revisionId: number,
): Promise<StoredRevision<Fields> | null> {
  if ((typeof owner === "number" && !isRowId(owner)) || !isRowId(revisionId)) return null;
  const row = await revisionsOf(db, store, owner)
    .select(["id", "saved_at", "saved_by", "data"])
    .where("id", "=", revisionId)
    .executeTakeFirst();
  return row ? parsedRevision<Fields>(row) : null;
}

function revisionsOf(db: Kysely<Database>, store: RevisionStore, owner: Owner) {
  // Every store's table has the same columns but its owner's: one query shape for them all.
  return (db as unknown as Kysely<Record<string, RevisionRow & Record<string, Owner>>>)
    .selectFrom(store.table)
    .where(store.owner, "=", owner);
}

interface RevisionRow {
  id: number;
  saved_at: string;
  saved_by: string;
  data: string;
}

function parsedRevision<Fields extends object>(row: RevisionRow): StoredRevision<Fields> {
  const fields = JSON.parse(row.data) as Fields;
  const said = fields as { title?: unknown; status?: unknown };
  return {
    id: Number(row.id),
    savedAt: row.saved_at,
    savedBy: row.saved_by,
    title: typeof said.title === "string" ? said.title : "",
    status: typeof said.status === "string" ? said.status : "",
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
  // A form opened before is stale from here: its save would bring the item back.
  await claimEdit(trx, { table: kind.table, id: item.id }, actor.staffId, null);
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
  await claimEdit(trx, { table: kind.table, id: item.id }, actor.staffId, null);
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
