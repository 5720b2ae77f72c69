import type { Kysely } from "kysely";
import { parseImageFile } from "#contract/images";
import { isUploadedPictureName } from "#contract/pictures";
import { readPictureList } from "#server/domain/pictures/picture-list";
import {
  documentOf,
  fieldsOf,
  PAGE_DEFINITIONS,
  pageDefinition,
  picturesOf,
  postedOf,
  readPageForm,
  type PageDefinition,
  type PageDocument,
  type PageErrors,
  type PageKey,
  type PostedPage,
} from "#contract/page-content";
import { PAGE_REVISIONS_KEPT } from "#contract/edit-versions";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/staff-member";
import { can } from "#server/auth/permissions";
import { changedTexts, recordActivity, type Changes } from "#server/domain/activity/activity";
import { claimOrRefuse, firstVersion, insertFirstVersion } from "#server/domain/authoring/edit-versions";
import {
  getRevision,
  keepEarlierState,
  listRevisions,
  writeRevision,
  type RestoreOutcome,
  type RevisionLine,
  type RevisionStore,
  type ShownRevision,
} from "#server/domain/authoring/revisions-and-trash";
import { refusalOf } from "#server/lib/staff-input";

/**
 * The built-in pages' own content (contract/page-content.ts): one row of `page_contents` per page,
 * read by public pages through the load context (`context.pageContent`, only on a render, and
 * kept by the process while the content version stays: server/db/versioned-cache.ts) and edited at /admin/pages. A page without a row, or a stored document its
 * definition no longer allows a field of, shows the neutral (empty) values: the page leaves those
 * parts out.
 */

/** A page's document as stored, checked against its definition; empty for a page nobody wrote. */
export async function readPage(db: Kysely<Database>, key: PageKey): Promise<PageDocument> {
  const definition = pageDefinition(key);
  if (!definition) throw new Error(`No built-in page ${key}`);
  const row = await db.selectFrom("page_contents").select("content").where("page", "=", key).executeTakeFirst();
  return documentOf(definition, row ? parsed(row.content) : null);
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function writePage(db: Kysely<Database>, key: PageKey, document: PageDocument, at: Date): Promise<void> {
  const row = { content: JSON.stringify(document), updated_at: at.toISOString() };
  await db
    .insertInto("page_contents")
    .values({ page: key, ...row })
    .onConflict((oc) => oc.column("page").doUpdateSet(row))
    .execute();
}

/**
 * The demo seed's: each page's document unless the church saved its own (a row that exists is left
 * alone); the pages it wrote.
 */
export async function seedPages(
  db: Kysely<Database>,
  documents: Partial<Record<PageKey, PageDocument>>,
  at = new Date(),
): Promise<PageKey[]> {
  const existing = new Set((await db.selectFrom("page_contents").select("page").execute()).map((row) => row.page));
  const written: PageKey[] = [];
  for (const [key, document] of Object.entries(documents) as Array<[PageKey, PageDocument]>) {
    if (existing.has(key)) continue;
    await writePage(db, key, document, at);
    written.push(key);
  }
  return written;
}

/**
 * Whether `member` may edit `definition`'s page: admins, leaders and editors every page; a
 * ministry leader only the pages of the ministries they lead.
 */
export function mayEditPage(member: Pick<StaffMember, "role" | "ministries">, definition: PageDefinition): boolean {
  if (can(member.role, "editContent")) return true;
  return (
    member.role === "ministry-leader" &&
    definition.ministry !== undefined &&
    member.ministries.includes(definition.ministry)
  );
}

/** The pages `member` may edit, in the list's order. */
export function pagesFor(member: Pick<StaffMember, "role" | "ministries">): PageDefinition[] {
  return PAGE_DEFINITIONS.filter((definition) => mayEditPage(member, definition));
}

/**
 * The built-in pictures' names (drawn ahead of time), read once from the build's list of picture
 * files. Without a build (`npm run dev` on a fresh clone) there are none: only uploads can be chosen.
 */
let builtIn: Set<string> | null = null;
function isBuiltInPicture(name: string): boolean {
  builtIn ??= new Set((readPictureList() ?? []).flatMap((file) => parseImageFile(file)?.name ?? []));
  return builtIn.has(name);
}

/** Whether a name is a picture the site has: one of the library's uploads, or a built-in one. */
export async function pictureExists(db: Kysely<Database>, name: string): Promise<boolean> {
  if (isBuiltInPicture(name)) return true;
  if (!isUploadedPictureName(name)) return false;
  return Boolean(await db.selectFrom("pictures").select("id").where("name", "=", name).executeTakeFirst());
}

/** Every picture the stored documents name in a picture field (the pictures drawn at start count them as used). */
export async function pagePictureNames(db: Kysely<Database>): Promise<Set<string>> {
  const names = new Set<string>();
  for (const row of await db.selectFrom("page_contents").select(["page", "content"]).execute()) {
    const definition = pageDefinition(row.page);
    if (!definition) continue;
    const document = documentOf(definition, parsed(row.content));
    for (const picture of picturesOf(definition, document)) names.add(picture.name);
  }
  return names;
}

/** Each field's value as staff read it: a text, or a group's rows joined ("Sundays, 9 am; Tuesdays, 6 pm"). */
export function pageFieldTexts(
  definition: PageDefinition,
  document: PageDocument,
): Array<[label: string, text: string]> {
  return fieldsOf(definition).map((field) => {
    const value = document[field.key];
    if (field.kind !== "group") return [field.label, typeof value === "string" ? value : ""];
    const rows = Array.isArray(value) ? value : [];
    const text = rows
      .map((row) =>
        field.fields
          .map((cell) => row[cell.key] ?? "")
          .filter(Boolean)
          .join(", "),
      )
      .join("; ");
    return [field.label, text];
  });
}

/** Each changed field under the name staff read, from what to what (the activity log's lines). */
export function pageChanges(definition: PageDefinition, before: PageDocument, after: PageDocument): Changes {
  return changedTexts(pageFieldTexts(definition, before), pageFieldTexts(definition, after));
}

/** Where built-in pages keep their revisions: the newest PAGE_REVISIONS_KEPT of each, by the page's key. */
const PAGE_REVISIONS: RevisionStore = { table: "page_content_revisions", owner: "page", kept: PAGE_REVISIONS_KEPT };

/** A page's document with the version its form is opened at (0: never saved). */
export async function readPageForEdit(
  db: Kysely<Database>,
  key: PageKey,
): Promise<{ document: PageDocument; version: number }> {
  const row = await db
    .selectFrom("page_contents")
    .select(["content", "version"])
    .where("page", "=", key)
    .executeTakeFirst();
  return {
    document: documentOf(pageDefinition(key)!, row ? parsed(row.content) : null),
    version: Number(row?.version ?? 0),
  };
}

/**
 * Stores a checked document: the row claimed first (a form someone else saved since `seen` is
 * refused: ../authoring/edit-versions.ts), then the document, its revision (with the page as it
 * was, when it has none yet) and its change in the activity log, in one transaction (the content
 * version moves with the row, so every process shows it on its next request).
 */
async function storePage(
  db: Kysely<Database>,
  member: StaffMember,
  definition: PageDefinition,
  document: PageDocument,
  now: Date,
  { seen, restoredFrom }: { seen: number | null; restoredFrom?: number },
): Promise<void> {
  const actor = { staffId: member.id, name: member.name };
  await db.transaction().execute(async (trx) => {
    const claim = await claimOrRefuse(trx, { table: "page_contents", page: definition.key }, "page", member.id, seen);
    const stored = await trx
      .selectFrom("page_contents")
      .select(["content", "updated_at"])
      .where("page", "=", definition.key)
      .executeTakeFirst();
    const before = documentOf(definition, stored ? parsed(stored.content) : null);
    if (stored) await keepEarlierState(trx, PAGE_REVISIONS, definition.key, before, stored.updated_at);
    const columns = { content: JSON.stringify(document), updated_at: now.toISOString() };
    if (claim === "claimed") {
      await trx.updateTable("page_contents").set(columns).where("page", "=", definition.key).execute();
    } else {
      await insertFirstVersion(
        trx.insertInto("page_contents").values({ page: definition.key, ...columns, ...firstVersion(member.id) }),
        "page",
      );
    }
    await writeRevision(trx, PAGE_REVISIONS, definition.key, actor, document, now);
    const changes = pageChanges(definition, before, document);
    const changed = Object.keys(changes);
    await recordActivity(
      trx,
      actor,
      {
        action: restoredFrom ? "restore-revision" : "page.changed",
        itemType: "page",
        itemId: definition.key,
        summary: restoredFrom
          ? `${member.name} restored an earlier revision of the ${definition.title} page`
          : changed.length === 0
            ? `${member.name} saved the ${definition.title} page without changes`
            : `${member.name} changed the ${definition.title} page: ${changed.join(", ")}`,
        changes,
      },
      now,
    );
  });
}

/**
 * Saves a page's form: every problem at once and nothing stored, or the document (storePage). A
 * page `member` may not edit is `null`: as if none. `seen` is the version the form was opened at.
 */
export async function savePage(
  db: Kysely<Database>,
  member: StaffMember,
  key: string,
  posted: PostedPage,
  seen: number | null,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; errors: PageErrors } | null> {
  const definition = pageDefinition(key);
  if (!definition || !mayEditPage(member, definition)) return null;
  const read = await readPageForm(definition, posted, (name) => pictureExists(db, name));
  if (!read.ok) return read;
  try {
    await storePage(db, member, definition, read.document, now, { seen });
  } catch (error) {
    const refusal = refusalOf(error);
    return { ok: false, errors: { [refusal.field ?? ""]: refusal.message } };
  }
  return { ok: true };
}

/** The revisions of a page `member` may edit (null: no such page, or not theirs), newest first. */
export async function pageRevisions(
  db: Kysely<Database>,
  member: StaffMember,
  key: string,
): Promise<RevisionLine<PageDocument>[] | null> {
  const definition = editable(member, key);
  return definition ? listRevisions<PageDocument>(db, PAGE_REVISIONS, definition.key) : null;
}

/** One revision of a page, its fields as staff read them; null when it or the page is not there for `member`. */
export async function pageRevision(
  db: Kysely<Database>,
  member: StaffMember,
  key: string,
  revisionId: number,
): Promise<ShownRevision<PageDocument> | null> {
  const definition = editable(member, key);
  const revision = definition ? await getRevision<PageDocument>(db, PAGE_REVISIONS, definition.key, revisionId) : null;
  if (!definition || !revision) return null;
  const { fields, ...line } = revision;
  return { ...line, texts: pageFieldTexts(definition, documentOf(definition, fields)) };
}

/**
 * Puts a revision back: itself a save (a new revision, an activity row), checked as a save is (a
 * picture deleted since refuses it, in words). Null when the revision or the page is not there.
 */
export async function restorePageRevision(
  db: Kysely<Database>,
  member: StaffMember,
  key: string,
  revisionId: number,
  now = new Date(),
): Promise<RestoreOutcome> {
  const definition = editable(member, key);
  const revision = definition ? await getRevision<PageDocument>(db, PAGE_REVISIONS, definition.key, revisionId) : null;
  if (!definition || !revision) return null;
  const read = await readPageForm(definition, postedOf(definition, documentOf(definition, revision.fields)), (name) =>
    pictureExists(db, name),
  );
  if (!read.ok) return { message: Object.values(read.errors)[0] ?? "It no longer fits the page's form." };
  await storePage(db, member, definition, read.document, now, { seen: null, restoredFrom: revisionId });
  return { saved: true };
}

function editable(member: StaffMember, key: string): PageDefinition | null {
  const definition = pageDefinition(key);
  return definition && mayEditPage(member, definition) ? definition : null;
}
