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
  readPageForm,
  type PageDefinition,
  type PageDocument,
  type PageErrors,
  type PageKey,
  type PostedPage,
} from "#contract/page-content";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/accounts";
import { can } from "#server/auth/permissions";
import { recordActivity, type Changes } from "#server/domain/activity/activity";

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

/** Each changed field under the name staff read, from what to what (the activity log's lines). */
export function pageChanges(definition: PageDefinition, before: PageDocument, after: PageDocument): Changes {
  const changes: Changes = {};
  for (const field of fieldsOf(definition)) {
    const shown = (document: PageDocument): string => {
      const value = document[field.key];
      if (field.kind !== "group") return typeof value === "string" ? value : "";
      const rows = Array.isArray(value) ? value : [];
      return rows
        .map((row) =>
          field.fields
            .map((cell) => row[cell.key] ?? "")
            .filter(Boolean)
            .join(", "),
        )
        .join("; ");
    };
    const [was, is] = [shown(before), shown(after)];
    if (was !== is) changes[field.label] = [was || "(none)", is || "(none)"];
  }
  return changes;
}

/**
 * Saves a page's form: every problem at once and nothing stored, or the document and its change
 * in the activity log in one transaction (the content version moves with the row, so every
 * process shows it on its next request). A page `member` may not edit is `null`: as if none.
 */
export async function savePage(
  db: Kysely<Database>,
  member: StaffMember,
  key: string,
  posted: PostedPage,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; errors: PageErrors } | null> {
  const definition = pageDefinition(key);
  if (!definition || !mayEditPage(member, definition)) return null;
  const read = await readPageForm(definition, posted, (name) => pictureExists(db, name));
  if (!read.ok) return read;
  await db.transaction().execute(async (trx) => {
    const before = await readPage(trx, definition.key);
    const changes = pageChanges(definition, before, read.document);
    await writePage(trx, definition.key, read.document, now);
    const changed = Object.keys(changes);
    await recordActivity(
      trx,
      { staffId: member.id, name: member.name },
      {
        action: "page.changed",
        itemType: "page",
        itemId: definition.key,
        summary:
          changed.length === 0
            ? `${member.name} saved the ${definition.title} page without changes`
            : `${member.name} changed the ${definition.title} page: ${changed.join(", ")}`,
        changes,
      },
      now,
    );
  });
  return { ok: true };
}
