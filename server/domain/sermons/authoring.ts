import fs from "node:fs";
import path from "node:path";
import { autosaveOutcome, claimDraft, NotADraft, type AutosaveOutcome } from "#server/domain/drafts/autosave";
import type { Kysely, Transaction } from "kysely";
import { slugFromTitle } from "#contract/slugs";
import { parseYouTube } from "#contract/youtube";
import type { Database } from "#server/db/schema";
import type { Actor, StaffMember } from "#server/auth/staff-member";
import { changesBetween, recordActivity } from "#server/domain/activity/activity";
import { checkStaffFields, oneLineField, refusalOf, StaffInputError, staffFormText } from "#server/lib/staff-input";
import { requirePermission } from "#server/auth/permissions";
import { claimOrRefuse, firstVersion } from "#server/domain/authoring/edit-versions";
import { editVersionOf } from "#contract/edit-versions";
import { isRowId, rowIdOf } from "#contract/row-ids";
import { AUDIO_DIR, isUploadedPicture } from "#server/domain/media/storage";

/**
 * Writing sermons: create, edit, publish, delete, and the audio file's record. Every
 * call checks `editContent` on the member it is handed, and every change writes its activity row
 * in the same transaction. The audio bytes themselves are handled by server/http/uploads/sermon-audio.ts.
 */

export interface SermonCategoryChoice {
  id: number;
  name: string;
}

export interface SermonAudio {
  /** Path under MEDIA_DIR, e.g. "audio/<slug>-<hash>.mp3". */
  file: string;
  type: string;
  bytes: number;
  seconds: number;
}

export interface SermonDraft {
  id: number;
  slug: string;
  title: string;
  preacher: string;
  date: string;
  series: string;
  categoryIds: number[];
  scripture: string;
  description: string;
  youtubeId: string;
  published: boolean;
  audio: SermonAudio | null;
  /** The picture's name (an uploaded picture, or the demo's illustration); "" for the placeholder. */
  image: string;
  /** The version of the sermon the form is opened at (../authoring/edit-versions.ts). */
  version: number;
}

/** What the form posts, as text (urlencoded, no JavaScript). */
export interface SermonInput {
  title: string;
  preacher: string;
  date: string;
  series: string;
  categoryIds: string[];
  /** A new category to create and tick. */
  newCategory: string;
  scripture: string;
  description: string;
  youtube: string;
  /** An uploaded picture's name; empty: the placeholder. */
  image: string;
  published: boolean;
  /** The version the form was opened at ("" for a new sermon). */
  version: string;
}

const LIMITS = { title: 200, preacher: 120, series: 120, scripture: 200, description: 5000, category: 60 } as const;
/** Categories one sermon may be in: a handful in practice; the bound keeps a forged post of thousands out. */
const CATEGORIES_MAX = 20;

export async function sermonCategoryChoices(
  db: Kysely<Database>,
  member: StaffMember,
): Promise<SermonCategoryChoice[]> {
  requirePermission(member, "editContent");
  const rows = await db.selectFrom("sermon_categories").select(["id", "name"]).orderBy("name").execute();
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

export async function getSermonDraft(
  db: Kysely<Database>,
  member: StaffMember,
  id: number,
): Promise<SermonDraft | null> {
  requirePermission(member, "editContent");
  if (!isRowId(id)) return null;
  const row = await db.selectFrom("sermons").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const links = await db
    .selectFrom("sermon_category_links")
    .select("category_id")
    .where("sermon_id", "=", id)
    .execute();
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    preacher: row.speaker ?? "",
    date: row.preached_on,
    series: row.series ?? "",
    categoryIds: links.map((link) => Number(link.category_id)),
    scripture: row.scripture ?? "",
    description: row.description,
    youtubeId: row.youtube_id ?? "",
    published: Number(row.published) === 1,
    audio: audioOf(row),
    image: row.image ?? "",
    version: Number(row.version),
  };
}

export function audioOf(row: {
  audio_file: string | null;
  audio_type: string | null;
  audio_bytes: number | string | null;
  audio_seconds: number | null;
}): SermonAudio | null {
  if (!row.audio_file || !row.audio_type || row.audio_bytes === null) return null;
  return {
    file: row.audio_file,
    type: row.audio_type,
    bytes: Number(row.audio_bytes),
    seconds: Number(row.audio_seconds ?? 0),
  };
}

function text(value: string, field: keyof typeof LIMITS, label: string, required: boolean): string | null {
  return oneLineField(value, LIMITS[field], field, label, required);
}

function isoDate(value: string): string {
  const trimmed = value.trim();
  const date = new Date(`${trimmed}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(trimmed) ||
    Number.isNaN(date.getTime()) ||
    date.toISOString().slice(0, 10) !== trimmed
  ) {
    throw new StaffInputError("Give the date the sermon was preached (YYYY-MM-DD).", "date");
  }
  return trimmed;
}

/** The form's text, checked field by field: a clear message for every field that is wrong, at once. */
function checked(input: SermonInput) {
  staffFormText(input);
  // The order decides which message the notice leads with.
  const fields = checkStaffFields({
    title: () => text(input.title, "title", "Title", true)!,
    description: () => {
      const description = input.description.trim();
      if (!description) throw new StaffInputError("Description is required.", "description");
      if (description.length > LIMITS.description)
        throw new StaffInputError(`Description is too long (at most ${LIMITS.description} characters).`, "description");
      return description;
    },
    youtube: () => {
      if (!input.youtube.trim()) return null;
      const video = parseYouTube(input.youtube);
      if (!video.ok) throw new StaffInputError(video.message, "youtube");
      return video.id;
    },
    categories: () => {
      const picked = [...new Set(input.categoryIds)].map(rowIdOf);
      if (picked.some((id) => id === null)) throw new StaffInputError("Pick categories from the list.", "categories");
      if (picked.length > CATEGORIES_MAX)
        throw new StaffInputError(`A sermon can be in at most ${CATEGORIES_MAX} categories.`, "categories");
      return [...new Set(picked.filter((id) => id !== null))];
    },
    preacher: () => text(input.preacher, "preacher", "Preacher", true),
    date: () => isoDate(input.date),
    series: () => text(input.series, "series", "Series", false),
    scripture: () => text(input.scripture, "scripture", "Scripture", false),
    // The New category field reports under "category" (the page shows it with the categories).
    category: () => text(input.newCategory, "category", "New category", false),
  });
  return {
    title: fields.title,
    speaker: fields.preacher,
    preached_on: fields.date,
    series: fields.series,
    scripture: fields.scripture,
    description: fields.description,
    youtube_id: fields.youtube,
    published: input.published ? 1 : 0,
    categoryIds: fields.categories,
    newCategory: fields.category,
  };
}

/**
 * The Image field: empty (the placeholder picture), the picture the sermon already has (a demo
 * illustration stays when the sermon is edited), or an uploaded picture's name.
 */
async function checkedImage(trx: Transaction<Database>, value: string, current: string | null): Promise<string | null> {
  const name = value.trim();
  if (!name) return null;
  if (name === current || (await isUploadedPicture(trx, name))) return name;
  throw new StaffInputError(
    `No uploaded picture is called “${name.slice(0, 80)}”. Upload it on the Pictures page, or copy its name from there.`,
    "image",
  );
}

/** A slug from the title, unique among sermons ("grace", "grace-2", …). */
export function slugOfTitle(title: string): string {
  return slugFromTitle(title, "sermon");
}

async function uniqueSlug(trx: Transaction<Database>, title: string): Promise<string> {
  const base = slugOfTitle(title);
  const taken = new Set(
    (
      await trx
        .selectFrom("sermons")
        .select("slug")
        .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function setCategories(
  trx: Transaction<Database>,
  sermonId: number,
  categoryIds: number[],
  newCategory: string | null,
): Promise<string[]> {
  const ids = [...categoryIds];
  if (newCategory) {
    const slug = slugOfTitle(newCategory);
    const existing = await trx
      .selectFrom("sermon_categories")
      .select("id")
      .where((eb) => eb.or([eb("slug", "=", slug), eb("name", "=", newCategory)]))
      .executeTakeFirst();
    ids.push(
      existing
        ? Number(existing.id)
        : Number(
            (
              await trx
                .insertInto("sermon_categories")
                .values({ name: newCategory, slug })
                .returning("id")
                .executeTakeFirstOrThrow()
            ).id,
          ),
    );
  }
  const unique = [...new Set(ids)];
  const found = unique.length
    ? await trx
        .selectFrom("sermon_categories")
        .select(["id", "name"])
        .where("id", "in", unique)
        .orderBy("name")
        .execute()
    : [];
  if (found.length !== unique.length) throw new StaffInputError("Pick categories from the list.", "categories");
  await trx.deleteFrom("sermon_category_links").where("sermon_id", "=", sermonId).execute();
  if (unique.length)
    await trx
      .insertInto("sermon_category_links")
      .values(unique.map((category_id) => ({ sermon_id: sermonId, category_id })))
      .execute();
  return found.map((row) => row.name);
}

/** A new sermon (slug from its title) or changes to one; null when the sermon does not exist. */
export async function saveSermon(
  db: Kysely<Database>,
  member: StaffMember,
  actor: Actor,
  id: number | null,
  input: SermonInput,
  now = new Date(),
  { onlyDraft = false }: { onlyDraft?: boolean } = {},
): Promise<{ id: number; slug: string } | null> {
  requirePermission(member, "editContent");
  if (id !== null && !isRowId(id)) return null;
  // An unknown sermon is a 404 whatever the form holds, as an id no row can have is.
  if (id !== null && !(await db.selectFrom("sermons").select("id").where("id", "=", id).executeTakeFirst()))
    return null;
  const { categoryIds, newCategory, ...fields } = checked(input);
  return db.transaction().execute(async (trx) => {
    // An autosave writes only while the sermon is a draft, asked by the write itself.
    if (onlyDraft && id !== null && !(await claimDraft(trx, "sermon", id))) {
      if (!(await trx.selectFrom("sermons").select("id").where("id", "=", id).executeTakeFirst())) return null;
      throw new NotADraft(SERMON_NOT_A_DRAFT);
    }
    const seen = editVersionOf(input.version);
    if (
      id !== null &&
      (await claimOrRefuse(trx, { table: "sermons", id }, "sermon", actor.staffId, seen)) === "missing"
    )
      return null;
    if (id === null) {
      const slug = await uniqueSlug(trx, fields.title);
      const image = await checkedImage(trx, input.image, null);
      const created = await trx
        .insertInto("sermons")
        .values({
          ...fields,
          ...firstVersion(actor.staffId),
          image,
          slug,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
          has_audio: 0,
          has_transcript: 0,
          has_download: 0,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const newId = Number(created.id);
      const categories = await setCategories(trx, newId, categoryIds, newCategory);
      await recordActivity(
        trx,
        actor,
        {
          action: "create",
          itemType: "sermon",
          itemId: newId,
          summary: `${actor.name} added the sermon "${fields.title}"${fields.published ? " (published)" : " (draft)"}`,
          changes: changesBetween({} as Record<string, unknown>, { ...fields, image, categories }),
        },
        now,
      );
      return { id: newId, slug };
    }
    const before = await trx.selectFrom("sermons").selectAll().where("id", "=", id).executeTakeFirst();
    if (!before) return null;
    const image = await checkedImage(trx, input.image, before.image);
    const beforeCategories = (
      await trx
        .selectFrom("sermon_category_links")
        .innerJoin("sermon_categories", "sermon_categories.id", "sermon_category_links.category_id")
        .select("sermon_categories.name")
        .where("sermon_category_links.sermon_id", "=", id)
        .orderBy("sermon_categories.name")
        .execute()
    ).map((row) => row.name);
    await trx
      .updateTable("sermons")
      .set({ ...fields, image, updated_at: now.toISOString() })
      .where("id", "=", id)
      .execute();
    const categories = await setCategories(trx, id, categoryIds, newCategory);
    const changes = changesBetween({ ...before, categories: beforeCategories } as Record<string, unknown>, {
      ...fields,
      image,
      categories,
    });
    const publishing = Number(before.published) !== fields.published;
    await recordActivity(
      trx,
      actor,
      {
        action: publishing ? (fields.published ? "publish" : "unpublish") : "edit",
        itemType: "sermon",
        itemId: id,
        summary: `${actor.name} ${publishing ? (fields.published ? "published" : "unpublished") : "edited"} the sermon "${fields.title}"`,
        changes,
      },
      now,
    );
    return { id, slug: before.slug };
  });
}

export const SERMON_NOT_A_DRAFT = "This sermon is on the site, so it is not saved by itself: press Save to change it.";

/**
 * The sermon editor's save while typing: the form's fields kept as a draft (it never publishes,
 * and a new category typed in is left for Save to create), only while the sermon is a draft.
 */
export async function autosaveSermon(
  db: Kysely<Database>,
  member: StaffMember,
  actor: Actor,
  id: number,
  input: SermonInput,
  now = new Date(),
): Promise<{ id: number; slug: string } | null> {
  if (!isRowId(id)) return null;
  return saveSermon(db, member, actor, id, { ...input, published: false, newCategory: "" }, now, { onlyDraft: true });
}

/** Deletes a sermon; the audio file it had (to remove once the row is gone), or null when none; false when unknown. */
export async function deleteSermon(
  db: Kysely<Database>,
  member: StaffMember,
  actor: Actor,
  id: number,
): Promise<{ audioFile: string | null } | false> {
  requirePermission(member, "editContent");
  if (!isRowId(id)) return false;
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("sermons").select(["title", "audio_file"]).where("id", "=", id).executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom("sermon_category_links").where("sermon_id", "=", id).execute();
    await trx.deleteFrom("sermons").where("id", "=", id).execute();
    await recordActivity(trx, actor, {
      action: "delete",
      itemType: "sermon",
      itemId: id,
      summary: `${actor.name} deleted the sermon "${row.title}"`,
    });
    return { audioFile: row.audio_file };
  });
}

/** Records a stored audio file on a sermon; the file it replaces (to remove), or false when the sermon is unknown. */
export async function attachAudio(
  db: Kysely<Database>,
  member: StaffMember,
  actor: Actor,
  id: number,
  audio: SermonAudio,
): Promise<{ replaced: string | null } | false> {
  requirePermission(member, "editContent");
  if (!isRowId(id)) return false;
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("sermons").select(["title", "audio_file"]).where("id", "=", id).executeTakeFirst();
    if (!row) return false;
    await trx
      .updateTable("sermons")
      .set({
        audio_file: audio.file,
        audio_type: audio.type,
        audio_bytes: audio.bytes,
        audio_seconds: audio.seconds,
        has_audio: 1,
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", id)
      .execute();
    await recordActivity(trx, actor, {
      action: "upload-audio",
      itemType: "sermon",
      itemId: id,
      summary: `${actor.name} uploaded the audio of the sermon "${row.title}"`,
      changes: { audio: [row.audio_file, audio.file] },
    });
    return { replaced: row.audio_file === audio.file ? null : row.audio_file };
  });
}

/** The slug of a sermon (for the audio file's name), or null. */
export async function sermonSlug(db: Kysely<Database>, member: StaffMember, id: number): Promise<string | null> {
  requirePermission(member, "editContent");
  if (!isRowId(id)) return null;
  const row = await db.selectFrom("sermons").select("slug").where("id", "=", id).executeTakeFirst();
  return row?.slug ?? null;
}

/** The sermon form's choices and the sermon being edited (null: a new one; undefined: no such sermon). */
export interface SermonForm {
  sermon: SermonDraft | null;
  categories: SermonCategoryChoice[];
}

/** The sermon pages' operations as `context.staff.sermons`: each asks `editContent` first. */
export interface StaffSermons {
  form(id: number | null): Promise<SermonForm | null>;
  /** Saved: its id; refused: the message and its field; null when the sermon does not exist. */
  save(
    id: number | null,
    input: SermonInput,
  ): Promise<{ id: number; slug: string } | { message: string; field?: string } | null>;
  /** The editor's save while typing: a draft only, kept a draft; `notDraft` when the sermon is on the site. */
  autosave(id: number, input: SermonInput): Promise<AutosaveOutcome>;
  /** False when the sermon does not exist. */
  remove(id: number): Promise<boolean>;
}

export function createStaffSermons(
  db: Kysely<Database>,
  require: (permission: "editContent") => StaffMember,
  mediaDir: string | undefined,
): StaffSermons {
  const actorOf = (member: StaffMember): Actor => ({ staffId: member.id, name: member.name });
  return {
    async form(id) {
      const member = require("editContent");
      const sermon = id === null ? null : await getSermonDraft(db, member, id);
      if (id !== null && !sermon) return null;
      return { sermon, categories: await sermonCategoryChoices(db, member) };
    },
    async save(id, input) {
      const member = require("editContent");
      try {
        return await saveSermon(db, member, actorOf(member), id, input);
      } catch (error) {
        return refusalOf(error);
      }
    },
    async autosave(id, input) {
      const member = require("editContent");
      return autosaveOutcome((at) => autosaveSermon(db, member, actorOf(member), id, input, at));
    },
    async remove(id) {
      const member = require("editContent");
      const removed = await deleteSermon(db, member, actorOf(member), id);
      if (removed === false) return false;
      // The row is gone first: the public side never names a file that is missing.
      if (removed.audioFile && mediaDir) await removeAudioFile(mediaDir, removed.audioFile);
      return true;
    },
  };
}

/** Removes a stored audio file that no row names any more (only inside MEDIA_DIR/audio). */
export async function removeAudioFile(mediaDir: string, relative: string): Promise<void> {
  const root = path.join(path.resolve(mediaDir), AUDIO_DIR) + path.sep;
  const full = path.resolve(mediaDir, relative);
  if (full.startsWith(root)) await fs.promises.rm(full, { force: true });
}
