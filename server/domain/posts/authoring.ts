import { autosaveOutcome, claimDraft, NotADraft, type AutosaveOutcome } from "#server/domain/drafts/autosave";
import type { Kysely, Transaction } from "kysely";
import type { PostDetail } from "#contract/types";
import { IMAGE_NAME_PATTERN } from "#contract/images";
import { isPostStatus, REVISIONS_KEPT, TRASH_DAYS, type PostStatus } from "#contract/posts-authoring";
import { isSlug, slugFromTitle, SLUG_MAX_LENGTH } from "#contract/slugs";
import type { Database } from "#server/db/schema";
import { harareLocalToIso, isoToHarareLocal } from "#server/lib/dates";
import { checkedRichText } from "#server/lib/rich-text";
import { SANITIZER_VERSION } from "#server/lib/sanitize";
import { claimOrRefuse, firstVersion } from "#server/domain/authoring/edit-versions";
import { editVersionOf } from "#contract/edit-versions";
import { compareNames } from "#server/lib/text";
import { createPostReader } from "./posts";
import type { Actor, StaffMember } from "#server/auth/staff-member";
import { recordActivity } from "#server/domain/activity/activity";
import { recordSave } from "#server/domain/authoring/save-activity";
import {
  changeTrashState,
  getRevision as getStoredRevision,
  listRevisions as listStoredRevisions,
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
import { checkStaffFields, oneLineField, refusalOf, StaffInputError, staffFormText } from "#server/lib/staff-input";
import { requirePermission } from "#server/auth/permissions";
import { isRowId, rowIdOf } from "#contract/row-ids";
import {
  dropRedirectTo,
  keepOldSlug,
  findOrCreateTags,
  taxonomyChoices,
  type TaxonomyChoice,
} from "#server/domain/taxonomy/authoring";

/**
 * Writing posts: create, edit, schedule, publish, unpublish, the trash (30 days, then
 * purged when the trash or the list is read: no job), revisions (the last 20 of each post) and the
 * preview. Every call checks `editContent` on the member it is handed; every change is ONE
 * transaction with its revision and its activity row.
 *
 * "Scheduled" is not a stored status: a published post whose `published_at` is still ahead, which
 * every public query already leaves out until its time (server/domain/posts/posts.ts isPublic).
 */

const MAX_TAGS = 20;
const LIMITS = { title: 200, excerpt: 500, author: 120, quote: 500, tag: 60 } as const;

/** Every field of a post as the form shows it and a revision keeps it. */
export interface PostFields {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  image: string | null;
  categoryId: number | null;
  tags: string[];
  author: string;
  authorImage: string | null;
  quote: string | null;
  featured: boolean;
  status: PostStatus;
  /** ISO UTC: when it is (or was, or will be) public. */
  publishAt: string;
}

export interface PostDraft extends PostFields {
  id: number;
  /** The public page, when a visitor can open it now. */
  publicPath: string | null;
  /** `publishAt` as the form's `datetime-local` field holds it, in Harare time. */
  publishAtLocal: string;
  updatedAt: string | null;
  /** The version of the post the form is opened at (../authoring/edit-versions.ts). */
  version: number;
}

/** What the form posts, as text (urlencoded, with or without JavaScript). */
export interface PostInput {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  image: string;
  category: string;
  /** Ticked existing tags (their names). */
  tags: string[];
  /** New tags typed in, separated by commas. */
  newTags: string;
  author: string;
  authorImage: string;
  quote: string;
  featured: boolean;
  status: string;
  /** Harare wall-clock time, `YYYY-MM-DDTHH:MM`; needed for Scheduled. */
  publishAt: string;
  /** The version the form was opened at ("" for a new post). */
  version: string;
}

/** The status a row reads as: a published post whose time is ahead is scheduled. */
export function statusOfRow(row: { status: string; published_at: string | null }, now: Date): PostStatus {
  if (row.status !== "published") return "draft";
  return row.published_at !== null && row.published_at > now.toISOString() ? "scheduled" : "published";
}

function oneLine(value: string, field: keyof typeof LIMITS, label: string, required: boolean): string | null {
  return oneLineField(value, LIMITS[field], field, label, required);
}

function imageName(value: string, field: string, label: string): string | null {
  const name = value.trim();
  if (!name) return null;
  if (name.length > 80 || !IMAGE_NAME_PATTERN.test(name))
    throw new StaffInputError(
      `${label} must be a picture's name: lower-case letters and digits joined by single hyphens (for example "sunday-choir").`,
      field,
    );
  return name;
}

/** A slug as typed (or made from the title when left empty), checked for its form; not yet for uniqueness. */
export function checkedSlug(value: string, title: string): string {
  const typed = value.trim();
  if (!typed) return slugFromTitle(title, "post");
  if (!isSlug(typed))
    throw new StaffInputError(
      `The slug may hold only lower-case letters, digits and single hyphens between them (at most ${SLUG_MAX_LENGTH} characters).`,
      "slug",
    );
  return typed;
}

/** Tag names from the ticked boxes and the typed list, each once (any case), in the order given. */
function tagNames(ticked: string[], typed: string): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const raw of [...ticked, ...typed.split(",")]) {
    const name = raw.replace(/\s+/g, " ").trim();
    if (!name) continue;
    if (name.length > LIMITS.tag)
      throw new StaffInputError(
        `A tag is too long (at most ${LIMITS.tag} characters): "${name.slice(0, 20)}…".`,
        "tags",
      );
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  if (names.length > MAX_TAGS) throw new StaffInputError(`A post may have at most ${MAX_TAGS} tags.`, "tags");
  return names;
}

/** The form's text, checked field by field: a clear message for every field that is wrong, at once. */
export function checkedPost(input: PostInput, now: Date): PostFields {
  staffFormText(input);
  const status = isPostStatus(input.status) ? input.status : null;
  const checked = checkStaffFields({
    title: () => oneLine(input.title, "title", "Title", true)!,
    // Made from the title when left empty (the title's own check reports a bad title).
    slug: () => checkedSlug(input.slug, input.title),
    status: () => {
      if (!status) throw new StaffInputError("Choose a status: Draft, Scheduled or Published.", "status");
      return status;
    },
    content: () =>
      checkedRichText(
        input.content,
        status && status !== "draft"
          ? "Content is required to publish or schedule a post (a draft may be empty)."
          : null,
      ),
    publishAt: () => {
      if (!input.publishAt.trim()) {
        if (status === "scheduled")
          throw new StaffInputError("Give the date and time to publish at (Harare time).", "publishAt");
        return now.toISOString();
      }
      const at = harareLocalToIso(input.publishAt);
      if (!at) throw new StaffInputError("Publish at must be a date and time (Harare time).", "publishAt");
      if (status === "scheduled" && at <= now.toISOString())
        throw new StaffInputError(
          "Publish at must be in the future for a scheduled post (Harare time); choose Published to publish now.",
          "publishAt",
        );
      return at;
    },
    category: () => {
      const categoryId = input.category.trim() ? rowIdOf(input.category.trim()) : null;
      if (input.category.trim() && categoryId === null)
        throw new StaffInputError("Pick a category from the list.", "category");
      return categoryId;
    },
    excerpt: () => oneLine(input.excerpt, "excerpt", "Excerpt", false) ?? "",
    image: () => imageName(input.image, "image", "Cover image"),
    tags: () => tagNames(input.tags, input.newTags),
    author: () => oneLine(input.author, "author", "Author", true)!,
    authorImage: () => imageName(input.authorImage, "authorImage", "Author image"),
    quote: () => oneLine(input.quote, "quote", "Author quote", false),
  });
  return {
    title: checked.title,
    slug: checked.slug,
    excerpt: checked.excerpt,
    content: checked.content,
    image: checked.image,
    categoryId: checked.category,
    tags: checked.tags,
    author: checked.author,
    authorImage: checked.authorImage,
    quote: checked.quote,
    featured: input.featured,
    status: checked.status,
    publishAt: checked.publishAt,
  };
}

async function tagsOfPost(db: Kysely<Database>, postId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("post_tags")
    .innerJoin("tags", "tags.id", "post_tags.tag_id")
    .select("tags.name")
    .where("post_tags.post_id", "=", postId)
    .orderBy("tags.name")
    .execute();
  return rows.map((row) => row.name);
}

function fieldsOfRow(row: Awaited<ReturnType<typeof postRow>> & object, tags: string[], now: Date): PostFields {
  return {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    image: row.image,
    categoryId: row.category_id === null ? null : Number(row.category_id),
    tags,
    author: row.author,
    authorImage: row.author_image,
    quote: row.quote,
    featured: Number(row.featured) === 1,
    status: statusOfRow(row, now),
    publishAt: new Date(row.published_at).toISOString(),
  };
}

function postRow(db: Kysely<Database>, id: number, withTrashed = false) {
  let query = db.selectFrom("posts").selectAll().where("id", "=", id);
  if (!withTrashed) query = query.where("status", "<>", "trashed");
  return query.executeTakeFirst();
}

export async function getPostDraft(
  db: Kysely<Database>,
  member: StaffMember,
  id: number,
  now = new Date(),
): Promise<PostDraft | null> {
  requirePermission(member, "editContent");
  if (!isRowId(id)) return null;
  const row = await postRow(db, id);
  if (!row) return null;
  const fields = fieldsOfRow(row, await tagsOfPost(db, id), now);
  return {
    id,
    ...fields,
    publicPath: fields.status === "published" ? `/blog/${row.slug}` : null,
    publishAtLocal: isoToHarareLocal(fields.publishAt),
    updatedAt: row.updated_at,
    version: Number(row.version),
  };
}

/** Is `slug` free for the post `exceptId` (null: a new post)? The message says why not. */
export async function slugProblem(db: Kysely<Database>, slug: string, exceptId: number | null): Promise<string | null> {
  const owner = await db
    .selectFrom("posts")
    .select(["id", "title", "status"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!owner || Number(owner.id) === exceptId) return null;
  return owner.status === "trashed"
    ? `The slug "${slug}" belongs to a post in the trash ("${owner.title}"): choose another, or restore that post and change its slug.`
    : `The slug "${slug}" is already used by the post "${owner.title}": choose another.`;
}

/** The column values of checked fields (tags are links, written apart). */
function columnsOf(fields: PostFields) {
  return {
    title: fields.title,
    slug: fields.slug,
    excerpt: fields.excerpt,
    content: fields.content,
    sanitized_with: SANITIZER_VERSION,
    image: fields.image,
    category_id: fields.categoryId,
    author: fields.author,
    author_image: fields.authorImage,
    quote: fields.quote,
    featured: fields.featured ? 1 : 0,
    status: fields.status === "draft" ? "draft" : "published",
    published_at: fields.publishAt,
  };
}

async function setTags(trx: Transaction<Database>, postId: number, names: string[]): Promise<string[]> {
  const tags = await findOrCreateTags(trx, names);
  await trx.deleteFrom("post_tags").where("post_id", "=", postId).execute();
  if (tags.length)
    await trx
      .insertInto("post_tags")
      .values(tags.map((tag) => ({ post_id: postId, tag_id: tag.id })))
      .execute();
  return tags.map((tag) => tag.name).sort(compareNames);
}

/** Where posts keep their revisions: the newest REVISIONS_KEPT of each. */
const POST_REVISIONS: RevisionStore = { table: "post_revisions", owner: "post_id", kept: REVISIONS_KEPT };

/** Posts in the trash: the `posts` table, "post" in the activity log. */
const POST_TRASH: TrashKind = { table: "posts", itemType: "post", noun: "post" };

const VERBS: Record<string, string> = {
  create: "added",
  edit: "edited",
  publish: "published",
  schedule: "scheduled",
  unpublish: "unpublished",
};

/** A new post or changes to one (with its revision); null when the post does not exist or is in the trash. */
export async function savePost(
  db: Kysely<Database>,
  member: StaffMember,
  actor: Actor,
  id: number | null,
  input: PostInput,
  now = new Date(),
): Promise<{ id: number; slug: string } | null> {
  requirePermission(member, "editContent");
  if (id !== null && !isRowId(id)) return null;
  // An unknown post (or one in the trash) is a 404 whatever the form holds, as an id no row can have is.
  if (id !== null && !(await postRow(db, id))) return null;
  const fields = checkedPost(input, now);
  return writePost(db, actor, id, fields, now, { seen: editVersionOf(input.version) });
}

/**
 * The editor's save while typing: the form's fields kept as a draft (it never publishes), only
 * while the post is a draft. The status is asked inside the write's transaction, by the write
 * itself, so a Publish landing meanwhile is never undone: NotADraft when the post is public or
 * scheduled, null when it does not exist.
 */
export async function autosavePost(
  db: Kysely<Database>,
  member: StaffMember,
  actor: Actor,
  id: number,
  input: PostInput,
  now = new Date(),
): Promise<{ id: number; slug: string } | null> {
  requirePermission(member, "editContent");
  if (!isRowId(id)) return null;
  if (!(await postRow(db, id))) return null;
  const fields = checkedPost({ ...input, status: "draft" }, now);
  return writePost(db, actor, id, fields, now, { onlyDraft: true, seen: editVersionOf(input.version) });
}

async function writePost(
  db: Kysely<Database>,
  actor: Actor,
  id: number | null,
  fields: PostFields,
  now: Date,
  {
    restoredFrom,
    onlyDraft = false,
    seen = null,
  }: { restoredFrom?: number; onlyDraft?: boolean; seen?: number | null } = {},
): Promise<{ id: number; slug: string } | null> {
  return db.transaction().execute(async (trx) => {
    if (onlyDraft && id !== null && !(await claimDraft(trx, "post", id))) {
      if (!(await postRow(trx, id))) return null;
      throw new NotADraft(NOT_A_DRAFT);
    }
    if (id !== null && (await claimOrRefuse(trx, { table: "posts", id }, "post", actor.staffId, seen)) === "missing")
      return null;
    const before = id === null ? undefined : await postRow(trx, id);
    if (id !== null && !before) return null;
    if (fields.categoryId !== null) {
      const category = await trx
        .selectFrom("categories")
        .select("id")
        .where("id", "=", fields.categoryId)
        .executeTakeFirst();
      if (!category) throw new StaffInputError("Pick a category from the list.", "category");
    }
    const taken = await slugProblem(trx, fields.slug, id);
    if (taken) throw new StaffInputError(taken, "slug");
    // Published now, unless it was public already: then its date stands (or an earlier one given).
    if (fields.status === "published") {
      const at = now.toISOString();
      const wasPublic = before !== undefined && statusOfRow(before, now) === "published";
      fields = { ...fields, publishAt: wasPublic && fields.publishAt <= at ? fields.publishAt : at };
    }
    const columns = columnsOf(fields);
    let postId: number;
    if (before === undefined) {
      const created = await trx
        .insertInto("posts")
        .values({
          ...columns,
          ...firstVersion(actor.staffId),
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      postId = Number(created.id);
    } else {
      postId = id!;
      await trx
        .updateTable("posts")
        .set({ ...columns, updated_at: now.toISOString() })
        .where("id", "=", postId)
        .execute();
    }
    // A freed old slug taken by this post answers with the post itself, not a redirect.
    await dropRedirectTo(trx, "post", fields.slug);
    // Visitors may have the old address of a post that was public: it keeps answering (301).
    if (before && before.slug !== fields.slug && before.status === "published")
      await keepOldSlug(trx, "post", before.slug, postId, now);
    const tags = await setTags(trx, postId, fields.tags);
    const saved = { ...fields, tags };
    await writeRevision(trx, POST_REVISIONS, postId, actor, saved, now);
    const beforeFields = before ? fieldsOfRow(before, await tagsOfPostIn(trx, before), now) : undefined;
    const action = !beforeFields
      ? "create"
      : beforeFields.status === saved.status
        ? "edit"
        : saved.status === "published"
          ? "publish"
          : saved.status === "scheduled"
            ? "schedule"
            : "unpublish";
    const when =
      saved.status === "scheduled" ? ` for ${isoToHarareLocal(saved.publishAt).replace("T", " ")} (Harare time)` : "";
    await recordSave(
      trx,
      actor,
      {
        action: restoredFrom ? "restore-revision" : action,
        itemType: "post",
        itemId: postId,
        summary: restoredFrom
          ? `${actor.name} restored an earlier revision of the post "${saved.title}"`
          : `${actor.name} ${VERBS[action]} the post "${saved.title}"${action === "create" ? ` (${saved.status})` : ""}${when}`,
        before: beforeFields,
        after: saved,
      },
      now,
    );
    return { id: postId, slug: saved.slug };
  });
}

async function tagsOfPostIn(trx: Transaction<Database>, row: { id: number }): Promise<string[]> {
  return tagsOfPost(trx, Number(row.id));
}

/**
 * Deletes for good the posts that went to the trash more than TRASH_DAYS ago, with their comments,
 * tags, revisions and old slugs. Called whenever the trash or the posts list is read: no job.
 */
export async function purgeTrash(db: Kysely<Database>, actor: Actor, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - TRASH_DAYS * 86_400_000).toISOString();
  const expired = await db
    .selectFrom("posts")
    .select(["id", "title"])
    .where("status", "=", "trashed")
    .where("deleted_at", "<", before)
    .limit(100)
    .execute();
  if (expired.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    let purged = 0;
    for (const row of expired) {
      // Only a post still in the trash: one restored in the meantime stays.
      const gone = await trx
        .deleteFrom("posts")
        .where("id", "=", row.id)
        .where("status", "=", "trashed")
        .where("deleted_at", "<", before)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) continue;
      purged++;
      await trx.deleteFrom("slug_redirects").where("kind", "=", "post").where("target_id", "=", row.id).execute();
      await recordActivity(
        trx,
        actor,
        {
          action: "purge",
          itemType: "post",
          itemId: row.id,
          summary: `The post "${row.title}" was deleted for good after ${TRASH_DAYS} days in the trash`,
        },
        now,
      );
    }
    return purged;
  });
}

export interface TrashedPost extends TrashedItem {
  /** When it will be deleted for good. */
  purgeAt: string;
}

export async function listTrash(
  db: Kysely<Database>,
  member: StaffMember,
  actor: Actor,
  now = new Date(),
): Promise<TrashedPost[]> {
  requirePermission(member, "editContent");
  await purgeTrash(db, actor, now);
  return (await listTrashed(db, POST_TRASH)).map((item) => ({
    ...item,
    purgeAt: new Date(new Date(item.deletedAt || now).getTime() + TRASH_DAYS * 86_400_000).toISOString(),
  }));
}

export type RevisionSummary = RevisionLine<PostFields>;

export type Revision = StoredRevision<PostFields>;

export async function listRevisions(
  db: Kysely<Database>,
  member: StaffMember,
  postId: number,
): Promise<RevisionSummary[]> {
  requirePermission(member, "editContent");
  return listStoredRevisions<PostFields>(db, POST_REVISIONS, postId);
}

export async function getRevision(
  db: Kysely<Database>,
  member: StaffMember,
  postId: number,
  revisionId: number,
): Promise<Revision | null> {
  requirePermission(member, "editContent");
  return getStoredRevision<PostFields>(db, POST_REVISIONS, postId, revisionId);
}

/**
 * Puts a revision's fields back: itself a save (a new revision, an activity row). A status of
 * Scheduled whose time has passed reads as Published; a category deleted since is left empty.
 */
export async function restoreRevision(
  db: Kysely<Database>,
  member: StaffMember,
  actor: Actor,
  postId: number,
  revisionId: number,
  now = new Date(),
): Promise<{ id: number; slug: string } | null> {
  const revision = await getRevision(db, member, postId, revisionId);
  if (!revision) return null;
  const fields = { ...revision.fields };
  if (fields.status === "scheduled" && fields.publishAt <= now.toISOString()) fields.status = "published";
  if (fields.categoryId !== null) {
    const exists = await db
      .selectFrom("categories")
      .select("id")
      .where("id", "=", fields.categoryId)
      .executeTakeFirst();
    if (!exists) fields.categoryId = null;
  }
  fields.content = checkedRichText(fields.content, null);
  return writePost(db, actor, postId, fields, now, { restoredFrom: revisionId });
}

/** The post as its public page will show it, whatever its status (not one in the trash). */
export async function previewPost(db: Kysely<Database>, member: StaffMember, id: number): Promise<PostDetail | null> {
  requirePermission(member, "editContent");
  if (!isRowId(id)) return null;
  const row = await postRow(db, id);
  return row ? createPostReader(db).detailOf(row) : null;
}

/**
 * The post as its public page would show the form's fields, unsaved (the form's Preview): nothing
 * is written. A published post's date is its stored one when it is public already, else now.
 */
export async function previewInput(
  db: Kysely<Database>,
  member: StaffMember,
  id: number | null,
  input: PostInput,
  now = new Date(),
): Promise<PostDetail | null> {
  requirePermission(member, "editContent");
  const stored = id === null ? undefined : await postRow(db, id);
  if (id !== null && !stored) return null;
  const fields = checkedPost(input, now);
  const publishedAt =
    fields.status !== "published"
      ? fields.publishAt
      : stored && statusOfRow(stored, now) === "published"
        ? stored.published_at
        : now.toISOString();
  const detail = await createPostReader(db).detailOf({
    ...columnsOf(fields),
    id: id ?? 0,
    published_at: publishedAt,
    created_at: stored?.created_at ?? now.toISOString(),
    updated_at: now.toISOString(),
    deleted_at: null,
  });
  // The tags as typed, not yet stored.
  const tags = fields.tags
    .map((name) => ({ name, slug: slugFromTitle(name, "") }))
    .sort((a, b) => compareNames(a.name, b.name));
  return { ...detail, tags };
}

/** The post form's choices. */
export interface PostForm {
  post: PostDraft | null;
  categories: TaxonomyChoice[];
  tags: TaxonomyChoice[];
  /** The member's name: a new post's author. */
  defaultAuthor: string;
}

export type SaveOutcome = { id: number; slug: string } | { message: string; field?: string } | null;

export const NOT_A_DRAFT =
  "This post is on the site or scheduled, so it is not saved by itself: press Save to change it.";

/** The post pages' operations as `context.staff.posts`: each asks `editContent` first. */
export interface StaffPosts {
  /** null when the post does not exist (or is in the trash). */
  form(id: number | null): Promise<PostForm | null>;
  save(id: number | null, input: PostInput): Promise<SaveOutcome>;
  /**
   * The editor's save while typing: a draft only, kept a draft whatever the form's Status says
   * (it never publishes); `notDraft` when the post is on the site or scheduled (then only Save saves).
   */
  autosave(id: number, input: PostInput): Promise<AutosaveOutcome>;
  /** The slug check as typed: the slug made of the text, and why it cannot be used (null: it can). */
  checkSlug(value: string, title: string, exceptId: number | null): Promise<{ slug: string; problem: string | null }>;
  /** Moves a post to the trash (gone from every public answer at once); false when unknown or already there. */
  trash(id: number): Promise<boolean>;
  /** Takes a post out of the trash as a draft (as WordPress does): publishing it again is a choice. */
  restore(id: number): Promise<boolean>;
  trashed(): Promise<TrashedPost[]>;
  revisions(id: number): Promise<RevisionSummary[]>;
  revision(id: number, revisionId: number): Promise<Revision | null>;
  restoreRevision(id: number, revisionId: number): Promise<SaveOutcome>;
  preview(id: number): Promise<PostDetail | null>;
  /** The form's fields as the public page would show them, unsaved; null when the post does not exist. */
  previewInput(id: number | null, input: PostInput): Promise<PostDetail | { message: string; field?: string } | null>;
  /** Purges what has been in the trash too long (the posts list calls it as it is read). */
  purge(): Promise<number>;
}

export function createStaffPosts(
  db: Kysely<Database>,
  require: (permission: "editContent") => StaffMember,
  now: () => Date = () => new Date(),
): StaffPosts {
  const actorOf = (member: StaffMember): Actor => ({ staffId: member.id, name: member.name });
  return {
    async form(id) {
      const member = require("editContent");
      const post = id === null ? null : await getPostDraft(db, member, id, now());
      if (id !== null && !post) return null;
      const { categories, tags } = await taxonomyChoices(db, member);
      return { post, categories, tags, defaultAuthor: member.name };
    },
    async save(id, input) {
      const member = require("editContent");
      try {
        return await savePost(db, member, actorOf(member), id, input, now());
      } catch (error) {
        return refusalOf(error);
      }
    },
    async autosave(id, input) {
      const member = require("editContent");
      return autosaveOutcome((at) => autosavePost(db, member, actorOf(member), id, input, at), now());
    },
    async checkSlug(value, title, exceptId) {
      require("editContent");
      try {
        const slug = checkedSlug(value, title);
        return { slug, problem: await slugProblem(db, slug, exceptId) };
      } catch (error) {
        return { slug: value, problem: refusalOf(error).message };
      }
    },
    async trash(id) {
      const actor = actorOf(require("editContent"));
      const at = now();
      return changeTrashState(db, POST_TRASH, id, "live", (trx, row) =>
        moveToTrash(trx, POST_TRASH, actor, { id, title: row.title, status: statusOfRow(row, at) }, at),
      );
    },
    async restore(id) {
      const actor = actorOf(require("editContent"));
      return changeTrashState(db, POST_TRASH, id, "trashed", (trx, row) =>
        restoreFromTrash(trx, POST_TRASH, actor, { id, title: row.title }, now()),
      );
    },
    async trashed() {
      const member = require("editContent");
      return listTrash(db, member, actorOf(member), now());
    },
    async revisions(id) {
      return listRevisions(db, require("editContent"), id);
    },
    async revision(id, revisionId) {
      return getRevision(db, require("editContent"), id, revisionId);
    },
    async restoreRevision(id, revisionId) {
      const member = require("editContent");
      try {
        return await restoreRevision(db, member, actorOf(member), id, revisionId, now());
      } catch (error) {
        return refusalOf(error);
      }
    },
    async preview(id) {
      return previewPost(db, require("editContent"), id);
    },
    async previewInput(id, input) {
      const member = require("editContent");
      try {
        return await previewInput(db, member, id, input, now());
      } catch (error) {
        return refusalOf(error);
      }
    },
    async purge() {
      const member = require("editContent");
      return purgeTrash(db, actorOf(member), now());
    },
  };
}
