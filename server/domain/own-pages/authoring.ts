import type { Kysely, Selectable } from "kysely";
import { IMAGE_NAME_PATTERN } from "#contract/images";
import {
  FOOTER_ORDER_MAX,
  isOwnPageStatus,
  OWN_PAGE_REVISIONS_KEPT,
  type OwnPageStatus,
  type OwnPageView,
} from "#contract/own-pages";
import { slugFromTitle } from "#contract/slugs";
import { isRowId } from "#contract/row-ids";
import type { Database, OwnPagesTable } from "#server/db/schema";
import type { Actor, StaffMember } from "#server/auth/staff-member";
import { recordActivity } from "#server/domain/activity/activity";
import { recordSave } from "#server/domain/authoring/save-activity";
import { claimOrRefuse, firstVersion } from "#server/domain/authoring/edit-versions";
import { editVersionOf } from "#contract/edit-versions";
import {
  changeTrashState,
  getRevision,
  listRevisions,
  listTrashed,
  moveToTrash,
  restoreFromTrash,
  writeRevision,
  type RevisionLine,
  type RevisionStore,
  type StoredRevision,
  type TrashedItem,
  type TrashKind,
} from "#server/domain/authoring/revisions-and-trash";
import { checkedRichText } from "#server/lib/rich-text";
import { SANITIZER_VERSION } from "#server/lib/sanitize";
import { checkStaffFields, oneLineField, refusalOf, StaffInputError, staffFormText } from "#server/lib/staff-input";
import { addressProblem } from "./addresses";
import { viewOfRow } from "./pages";

/**
 * Staff's own pages: create, edit, publish, unpublish, the trash (restore, or delete for good),
 * revisions (the last OWN_PAGE_REVISIONS_KEPT of each page) and the preview. Every call checks
 * `editContent` on the member it is handed; every change is ONE transaction with its revision and
 * its activity row (the table's triggers move the content version: server/db/content-version.ts).
 */

const TITLE_MAX = 200;

/** Every field of a page as the form shows it and a revision keeps it. */
export interface OwnPageFields {
  title: string;
  slug: string;
  content: string;
  image: string | null;
  status: OwnPageStatus;
  inFooter: boolean;
  /** 1 is first; pages of the same position go by title. */
  footerOrder: number;
}

export interface OwnPageDraft extends OwnPageFields {
  id: number;
  /** The public page, when a visitor can open it now. */
  publicPath: string | null;
  updatedAt: string;
  /** The version of the page the form is opened at (../authoring/edit-versions.ts). */
  version: number;
}

/** What the form posts, as text. */
export interface OwnPageInput {
  title: string;
  slug: string;
  content: string;
  image: string;
  status: string;
  inFooter: boolean;
  footerOrder: string;
  /** The version the form was opened at ("" for a new page). */
  version: string;
}

/** A line of the staff list. */
export interface OwnPageSummary {
  id: number;
  title: string;
  slug: string;
  status: OwnPageStatus;
  inFooter: boolean;
  footerOrder: number;
  updatedAt: string;
  publicPath: string | null;
}

export type TrashedOwnPage = TrashedItem;

export type OwnPageRevisionSummary = RevisionLine<OwnPageFields>;

export type OwnPageRevision = StoredRevision<OwnPageFields>;

export type OwnPageSaveOutcome = { id: number; slug: string } | { message: string; field?: string } | null;

type Row = Selectable<OwnPagesTable>;

function imageName(value: string): string | null {
  const name = value.trim();
  if (!name) return null;
  if (name.length > 80 || !IMAGE_NAME_PATTERN.test(name))
    throw new StaffInputError(
      `Cover picture must be a picture's name: lower-case letters and digits joined by single hyphens (for example "sunday-choir").`,
      "image",
    );
  return name;
}

/** The form's text, checked field by field: a clear message for every field that is wrong, at once. */
export function checkedOwnPage(input: OwnPageInput, reserved: ReadonlySet<string>): OwnPageFields {
  staffFormText(input);
  const status = isOwnPageStatus(input.status) ? input.status : null;
  const checked = checkStaffFields({
    title: () => oneLineField(input.title, TITLE_MAX, "title", "Title", true)!,
    slug: () => {
      const typed = input.slug.trim().replace(/^\/+/, "");
      const slug = typed || slugFromTitle(input.title, "page");
      const problem = addressProblem(slug, reserved);
      if (problem) throw new StaffInputError(problem, "slug");
      return slug;
    },
    status: () => {
      if (!status) throw new StaffInputError("Choose a status: Draft or Published.", "status");
      return status;
    },
    content: () =>
      checkedRichText(
        input.content,
        status === "published" ? "Content is required to publish a page (a draft may be empty)." : null,
      ),
    image: () => imageName(input.image),
    footerOrder: () => {
      const typed = input.footerOrder.trim();
      if (!typed) return 1;
      const order = /^\d{1,3}$/.test(typed) ? Number(typed) : NaN;
      if (!(order >= 1 && order <= FOOTER_ORDER_MAX))
        throw new StaffInputError(
          `Position in the footer must be a whole number from 1 to ${FOOTER_ORDER_MAX} (1 is first).`,
          "footerOrder",
        );
      return order;
    },
  });
  return { ...checked, inFooter: input.inFooter };
}

function pageRow(db: Kysely<Database>, id: number, withTrashed = false) {
  let query = db.selectFrom("own_pages").selectAll().where("id", "=", id);
  if (!withTrashed) query = query.where("status", "<>", "trashed");
  return query.executeTakeFirst();
}

function fieldsOfRow(row: Row): OwnPageFields {
  return {
    title: row.title,
    slug: row.slug,
    content: row.content,
    image: row.image,
    status: row.status === "published" ? "published" : "draft",
    inFooter: Number(row.in_footer) === 1,
    footerOrder: Number(row.footer_order),
  };
}

/** Is `slug` free of the other pages (`exceptId`: the page itself)? The message says why not. */
async function slugTaken(db: Kysely<Database>, slug: string, exceptId: number | null): Promise<string | null> {
  const owner = await db
    .selectFrom("own_pages")
    .select(["id", "title", "status"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!owner || Number(owner.id) === exceptId) return null;
  return owner.status === "trashed"
    ? `The address "/${slug}" belongs to the page "${owner.title}" in the trash: choose another, or delete that page for good.`
    : `The address "/${slug}" is already used by the page "${owner.title}": choose another.`;
}

/** Where own pages keep their revisions: the newest OWN_PAGE_REVISIONS_KEPT of each. */
const OWN_PAGE_REVISIONS: RevisionStore = {
  table: "own_page_revisions",
  owner: "page_id",
  kept: OWN_PAGE_REVISIONS_KEPT,
};

/** Own pages in the trash: the `own_pages` table, "page" in the activity log. */
const OWN_PAGE_TRASH: TrashKind = { table: "own_pages", itemType: "own_page", noun: "page" };

function footerWords(fields: OwnPageFields): string {
  return fields.inFooter ? `in the footer at position ${fields.footerOrder}` : "not in the footer";
}

async function writePage(
  db: Kysely<Database>,
  actor: Actor,
  id: number | null,
  fields: OwnPageFields,
  now: Date,
  { restoredFrom, seen = null }: { restoredFrom?: number; seen?: number | null } = {},
): Promise<{ id: number; slug: string } | null> {
  return db.transaction().execute(async (trx) => {
    if (
      id !== null &&
      (await claimOrRefuse(trx, { table: "own_pages", id }, "ownPage", actor.staffId, seen)) === "missing"
    )
      return null;
    const before = id === null ? undefined : await pageRow(trx, id);
    if (id !== null && !before) return null;
    const taken = await slugTaken(trx, fields.slug, id);
    if (taken) throw new StaffInputError(taken, "slug");
    const at = now.toISOString();
    const columns = {
      title: fields.title,
      slug: fields.slug,
      content: fields.content,
      sanitized_with: SANITIZER_VERSION,
      image: fields.image,
      status: fields.status,
      in_footer: fields.inFooter ? 1 : 0,
      footer_order: fields.footerOrder,
      // The first publication's time stands; a draft keeps it for when it comes back.
      published_at: fields.status === "published" ? (before?.published_at ?? at) : (before?.published_at ?? null),
      updated_at: at,
    };
    let pageId: number;
    if (id === null) {
      const created = await trx
        .insertInto("own_pages")
        .values({ ...columns, ...firstVersion(actor.staffId), created_at: at, deleted_at: null })
        .returning("id")
        .executeTakeFirstOrThrow();
      pageId = Number(created.id);
    } else {
      pageId = id;
      await trx.updateTable("own_pages").set(columns).where("id", "=", pageId).execute();
    }
    await writeRevision(trx, OWN_PAGE_REVISIONS, pageId, actor, fields, now);
    const old = before ? fieldsOfRow(before) : undefined;
    const verb = !old
      ? `added the page "${fields.title}" (${fields.status}, ${footerWords(fields)})`
      : restoredFrom
        ? `restored an earlier revision of the page "${fields.title}"`
        : old.status !== fields.status
          ? `${fields.status === "published" ? "published" : "unpublished"} the page "${fields.title}"`
          : `edited the page "${fields.title}"`;
    const footerChange =
      old && (old.inFooter !== fields.inFooter || old.footerOrder !== fields.footerOrder)
        ? ` (now ${footerWords(fields)})`
        : "";
    await recordSave(
      trx,
      actor,
      {
        action: !old
          ? "create"
          : restoredFrom
            ? "restore-revision"
            : old.status !== fields.status
              ? fields.status === "published"
                ? "publish"
                : "unpublish"
              : "edit",
        itemType: "own_page",
        itemId: pageId,
        summary: `${actor.name} ${verb}${footerChange}`,
        before: old,
        after: fields,
      },
      now,
    );
    return { id: pageId, slug: fields.slug };
  });
}

/** The list of pages (not those in the trash), by title. */
async function listPages(db: Kysely<Database>): Promise<OwnPageSummary[]> {
  const rows = await db
    .selectFrom("own_pages")
    .selectAll()
    .where("status", "<>", "trashed")
    .orderBy("title")
    .orderBy("id")
    .limit(500)
    .execute();
  return rows.map((row) => {
    const fields = fieldsOfRow(row);
    return {
      id: Number(row.id),
      title: row.title,
      slug: row.slug,
      status: fields.status,
      inFooter: fields.inFooter,
      footerOrder: fields.footerOrder,
      updatedAt: row.updated_at,
      publicPath: fields.status === "published" ? `/${row.slug}` : null,
    };
  });
}

/** The pages' operations as `context.staff.ownPages`: each asks `editContent` first. */
export interface StaffOwnPages {
  list(): Promise<OwnPageSummary[]>;
  /** null when the page does not exist (or is in the trash). */
  form(id: number): Promise<OwnPageDraft | null>;
  save(id: number | null, input: OwnPageInput): Promise<OwnPageSaveOutcome>;
  trash(id: number): Promise<boolean>;
  restore(id: number): Promise<boolean>;
  /** Deletes a page in the trash for good, with its revisions. */
  remove(id: number): Promise<boolean>;
  trashed(): Promise<TrashedOwnPage[]>;
  revisions(id: number): Promise<OwnPageRevisionSummary[]>;
  revision(id: number, revisionId: number): Promise<OwnPageRevision | null>;
  restoreRevision(id: number, revisionId: number): Promise<OwnPageSaveOutcome>;
  /** The page as its public address will show it, whatever its status (not one in the trash). */
  preview(id: number): Promise<OwnPageView | null>;
  /** The form's fields as the public page would show them, unsaved; null when the page does not exist. */
  previewInput(id: number, input: OwnPageInput): Promise<OwnPageView | { message: string; field?: string } | null>;
}

export function createStaffOwnPages(
  db: Kysely<Database>,
  require: (permission: "editContent") => StaffMember,
  /** The addresses the site itself uses (./addresses.ts reservedAddresses). */
  reserved: () => Promise<ReadonlySet<string>>,
  now: () => Date = () => new Date(),
): StaffOwnPages {
  const actorOf = (member: StaffMember): Actor => ({ staffId: member.id, name: member.name });
  const staffMember = () => require("editContent");

  return {
    async list() {
      staffMember();
      return listPages(db);
    },
    async form(id) {
      staffMember();
      if (!isRowId(id)) return null;
      const row = await pageRow(db, id);
      if (!row) return null;
      const fields = fieldsOfRow(row);
      return {
        id,
        ...fields,
        publicPath: fields.status === "published" ? `/${row.slug}` : null,
        updatedAt: row.updated_at,
        version: Number(row.version),
      };
    },
    async save(id, input) {
      const member = staffMember();
      if (id !== null && (!isRowId(id) || !(await pageRow(db, id)))) return null;
      try {
        const fields = checkedOwnPage(input, await reserved());
        return await writePage(db, actorOf(member), id, fields, now(), { seen: editVersionOf(input.version) });
      } catch (error) {
        return refusalOf(error);
      }
    },
    async trash(id) {
      const actor = actorOf(staffMember());
      return changeTrashState(db, OWN_PAGE_TRASH, id, "live", (trx, row) =>
        moveToTrash(trx, OWN_PAGE_TRASH, actor, { id, title: row.title, status: row.status }, now()),
      );
    },
    async restore(id) {
      const actor = actorOf(staffMember());
      return changeTrashState(db, OWN_PAGE_TRASH, id, "trashed", (trx, row) =>
        restoreFromTrash(trx, OWN_PAGE_TRASH, actor, { id, title: row.title }, now()),
      );
    },
    async remove(id) {
      const actor = actorOf(staffMember());
      return changeTrashState(db, OWN_PAGE_TRASH, id, "trashed", async (trx, row) => {
        await trx.deleteFrom("own_page_revisions").where("page_id", "=", id).execute();
        await trx.deleteFrom("own_pages").where("id", "=", id).execute();
        await recordActivity(
          trx,
          actor,
          {
            action: "delete",
            itemType: "own_page",
            itemId: id,
            summary: `${actor.name} deleted the page "${row.title}" for good`,
          },
          now(),
        );
      });
    },
    async trashed() {
      staffMember();
      return listTrashed(db, OWN_PAGE_TRASH);
    },
    async revisions(id) {
      staffMember();
      return listRevisions<OwnPageFields>(db, OWN_PAGE_REVISIONS, id);
    },
    async revision(id, revisionId) {
      staffMember();
      return getRevision<OwnPageFields>(db, OWN_PAGE_REVISIONS, id, revisionId);
    },
    async restoreRevision(id, revisionId) {
      const member = staffMember();
      const revision = await this.revision(id, revisionId);
      if (!revision) return null;
      try {
        const fields = { ...revision.fields, content: checkedRichText(revision.fields.content, null) };
        // An address the site has taken since is refused, as on a save.
        const problem = addressProblem(fields.slug, await reserved());
        if (problem) throw new StaffInputError(problem, "slug");
        return await writePage(db, actorOf(member), id, fields, now(), { restoredFrom: revisionId });
      } catch (error) {
        return refusalOf(error);
      }
    },
    async preview(id) {
      staffMember();
      if (!isRowId(id)) return null;
      const row = await pageRow(db, id);
      return row ? viewOfRow(row) : null;
    },
    async previewInput(id, input) {
      staffMember();
      if (!isRowId(id)) return null;
      const row = await pageRow(db, id);
      if (!row) return null;
      try {
        const fields = checkedOwnPage(input, await reserved());
        return viewOfRow({ ...row, ...fields, sanitized_with: SANITIZER_VERSION, updated_at: now().toISOString() });
      } catch (error) {
        return refusalOf(error);
      }
    },
  };
}
