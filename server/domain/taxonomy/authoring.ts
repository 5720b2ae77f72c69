import type { Kysely, Transaction } from "kysely";
import { isSlug, slugFromTitle, SLUG_MAX_LENGTH } from "#contract/slugs";
import type { Database } from "#server/db/schema";
import { byNameThenId } from "#server/lib/text";
import type { Actor, StaffMember } from "#server/auth/staff-member";
import { recordActivity } from "#server/domain/activity/activity";
import { checkStaffFields, oneLineField, refusalOf, StaffInputError, staffFormText } from "#server/lib/staff-input";
import { requirePermission } from "#server/auth/permissions";
import { isRowId } from "#contract/row-ids";

/**
 * Posts' categories and tags, and sermons' categories: create, rename (a post term's new slug
 * keeps the old address working with a 301, through `slug_redirects`), merge (a post term's posts
 * move to the target, the old slug points at it) and delete (a post term only when no post uses
 * it; a sermon category at any time, its sermons keeping their other categories or none). The
 * kinds are the same operations on three tables. Every change is one transaction with its
 * activity row.
 */

/** The terms posts are filed under: each has a public address of its own. */
export type PostTermKind = "category" | "tag";
export type TermKind = PostTermKind | "sermon-category";

export interface TaxonomyChoice {
  id: number;
  name: string;
  slug: string;
}

export interface Term extends TaxonomyChoice {
  /** Posts using it, the trash left out (sermons, for a sermon category: published or not). */
  uses: number;
}

const NAME_MAX = 60;
const TABLE = { category: "categories", tag: "tags", "sermon-category": "sermon_categories" } as const;
const NOUN = { category: "category", tag: "tag", "sermon-category": "sermon category" } as const;
/** What a term files: the unit its counts and messages speak of. */
const FILES = { category: "post", tag: "post", "sermon-category": "sermon" } as const;
const PUBLIC_PATH = { category: "/category/", tag: "/tag/", "sermon-category": "/sermons?category=" } as const;

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** Remembers that `oldSlug` now means `targetId` (a 301 to its current slug). */
export async function keepOldSlug(
  trx: Transaction<Database>,
  kind: "post" | PostTermKind,
  oldSlug: string,
  targetId: number,
  now: Date,
): Promise<void> {
  await trx.deleteFrom("slug_redirects").where("kind", "=", kind).where("old_slug", "=", oldSlug).execute();
  await trx
    .insertInto("slug_redirects")
    .values({ kind, old_slug: oldSlug, target_id: targetId, created_at: now.toISOString() })
    .execute();
}

/** A slug taken again by a live item answers with that item: the old redirect goes. */
export async function dropRedirectTo(
  trx: Transaction<Database>,
  kind: "post" | PostTermKind,
  slug: string,
): Promise<void> {
  await trx.deleteFrom("slug_redirects").where("kind", "=", kind).where("old_slug", "=", slug).execute();
}

async function choices(db: Kysely<Database>, kind: TermKind): Promise<TaxonomyChoice[]> {
  const rows = await db.selectFrom(TABLE[kind]).select(["id", "name", "slug"]).execute();
  return rows.map((row) => ({ id: Number(row.id), name: row.name, slug: row.slug })).sort(byNameThenId);
}

export async function taxonomyChoices(
  db: Kysely<Database>,
  member: StaffMember,
): Promise<{ categories: TaxonomyChoice[]; tags: TaxonomyChoice[] }> {
  requirePermission(member, "editContent");
  const [categories, tags] = await Promise.all([choices(db, "category"), choices(db, "tag")]);
  return { categories, tags };
}

function checkedName(value: string, kind: TermKind): string {
  const name = oneLineField(value, NAME_MAX, "name", "Name", true)!;
  if (!slugFromTitle(name, ""))
    throw new StaffInputError(`A ${NOUN[kind]}'s name needs at least one letter or digit.`, "name");
  return name;
}

function checkedTermSlug(value: string, name: string): string {
  const typed = value.trim();
  if (!typed) return slugFromTitle(name, "");
  if (!isSlug(typed) || typed.length > SLUG_MAX_LENGTH)
    throw new StaffInputError(
      "The slug may hold only lower-case letters, digits and single hyphens between them.",
      "slug",
    );
  return typed;
}

/** A term's name and slug checked together: each field's message at once (the slug made from the name when empty). */
function checkedTerm(input: { name: string; slug: string }, kind: TermKind): { name: string; slug: string } {
  return checkStaffFields({
    name: () => checkedName(input.name, kind),
    slug: () => checkedTermSlug(input.slug, input.name.trim()),
  });
}

/** The name and slug are free among the other terms of the kind (names compared in any case). */
async function checkFree(
  db: Kysely<Database>,
  kind: TermKind,
  name: string,
  slug: string,
  exceptId: number | null,
): Promise<void> {
  const others = (await choices(db, kind)).filter((term) => term.id !== exceptId);
  checkStaffFields({
    // The slug first: its message leads when both are taken.
    slug: () => {
      const sameSlug = others.find((term) => term.slug === slug);
      if (sameSlug)
        throw new StaffInputError(
          `The slug "${slug}" is already used by the ${NOUN[kind]} "${sameSlug.name}".`,
          "slug",
        );
    },
    name: () => {
      const sameName = others.find((term) => term.name.toLowerCase() === name.toLowerCase());
      if (sameName)
        throw new StaffInputError(
          `There is already a ${NOUN[kind]} named "${sameName.name}": merge into it instead.`,
          "name",
        );
    },
  });
}

/** The tags of these names, created when new (a name matches any case or its slug). */
export async function findOrCreateTags(trx: Transaction<Database>, names: string[]): Promise<TaxonomyChoice[]> {
  if (names.length === 0) return [];
  const existing = await choices(trx, "tag");
  const found: TaxonomyChoice[] = [];
  for (const raw of names) {
    const name = checkedName(raw, "tag");
    const slug = slugFromTitle(name, "");
    const match =
      existing.find((tag) => tag.name.toLowerCase() === name.toLowerCase()) ??
      existing.find((tag) => tag.slug === slug);
    if (match) {
      if (!found.some((tag) => tag.id === match.id)) found.push(match);
      continue;
    }
    const created = await trx.insertInto("tags").values({ name, slug }).returning("id").executeTakeFirstOrThrow();
    await dropRedirectTo(trx, "tag", slug);
    const tag = { id: Number(created.id), name, slug };
    existing.push(tag);
    found.push(tag);
  }
  return found;
}

/** How many items each term files: posts out of the trash, or sermons. */
async function countsOfUse(db: Kysely<Database>, kind: TermKind): Promise<Map<number, number>> {
  const rows =
    kind === "sermon-category"
      ? await db
          .selectFrom("sermon_category_links")
          .select((eb) => ["category_id as id", eb.fn.countAll().as("n")])
          .groupBy("category_id")
          .execute()
      : kind === "category"
        ? await db
            .selectFrom("posts")
            .select((eb) => ["category_id as id", eb.fn.countAll().as("n")])
            .where("status", "<>", "trashed")
            .where("category_id", "is not", null)
            .groupBy("category_id")
            .execute()
        : await db
            .selectFrom("post_tags")
            .innerJoin("posts", "posts.id", "post_tags.post_id")
            .select((eb) => ["post_tags.tag_id as id", eb.fn.countAll().as("n")])
            .where("posts.status", "<>", "trashed")
            .groupBy("post_tags.tag_id")
            .execute();
  return new Map(rows.map((row) => [Number(row.id), Number(row.n)]));
}

export async function listTerms(db: Kysely<Database>, member: StaffMember, kind: TermKind): Promise<Term[]> {
  requirePermission(member, "editContent");
  const [terms, counts] = await Promise.all([choices(db, kind), countsOfUse(db, kind)]);
  return terms.map((term) => ({ ...term, uses: counts.get(term.id) ?? 0 }));
}

async function termRow(db: Kysely<Database>, kind: TermKind, id: number): Promise<TaxonomyChoice | null> {
  if (!isRowId(id)) return null;
  const row = await db.selectFrom(TABLE[kind]).select(["id", "name", "slug"]).where("id", "=", id).executeTakeFirst();
  return row ? { id: Number(row.id), name: row.name, slug: row.slug } : null;
}

export async function createTerm(
  db: Kysely<Database>,
  member: StaffMember,
  actor: Actor,
  kind: TermKind,
  input: { name: string; slug: string },
  now = new Date(),
): Promise<TaxonomyChoice> {
  requirePermission(member, "editContent");
  staffFormText(input);
  const { name, slug } = checkedTerm(input, kind);
  return db.transaction().execute(async (trx) => {
    await checkFree(trx, kind, name, slug, null);
    const created = await trx.insertInto(TABLE[kind]).values({ name, slug }).returning("id").executeTakeFirstOrThrow();
    const id = Number(created.id);
    if (kind !== "sermon-category") await dropRedirectTo(trx, kind, slug);
    await recordActivity(
      trx,
      actor,
      {
        action: "create",
        itemType: kind,
        itemId: id,
        summary: `${actor.name} added the ${NOUN[kind]} "${name}"`,
        changes: { name: [null, name], slug: [null, slug] },
      },
      now,
    );
    return { id, name, slug };
  });
}

/** null when the term does not exist. */
export async function renameTerm(
  db: Kysely<Database>,
  member: StaffMember,
  actor: Actor,
  kind: TermKind,
  id: number,
  input: { name: string; slug: string },
  now = new Date(),
): Promise<TaxonomyChoice | null> {
  requirePermission(member, "editContent");
  if (!isRowId(id)) return null;
  staffFormText(input);
  const { name, slug } = checkedTerm(input, kind);
  return db.transaction().execute(async (trx) => {
    const before = await termRow(trx, kind, id);
    if (!before) return null;
    await checkFree(trx, kind, name, slug, id);
    await trx.updateTable(TABLE[kind]).set({ name, slug }).where("id", "=", id).execute();
    if (before.slug !== slug && kind !== "sermon-category") {
      await dropRedirectTo(trx, kind, slug);
      await keepOldSlug(trx, kind, before.slug, id, now);
    }
    await recordActivity(
      trx,
      actor,
      {
        action: "rename",
        itemType: kind,
        itemId: id,
        summary: `${actor.name} renamed the ${NOUN[kind]} "${before.name}" to "${name}"`,
        changes: { name: [before.name, name], slug: [before.slug, slug] },
      },
      now,
    );
    return { id, name, slug };
  });
}

/** Moves every post of `sourceId` to `targetId`, then removes the source; its slugs answer with the target. */
export async function mergeTerm(
  db: Kysely<Database>,
  member: StaffMember,
  actor: Actor,
  kind: TermKind,
  sourceId: number,
  targetId: number,
  now = new Date(),
): Promise<{ moved: number; target: TaxonomyChoice } | null> {
  requirePermission(member, "editContent");
  if (!isRowId(sourceId)) return null;
  if (kind === "sermon-category") throw new StaffInputError("Sermon categories are not merged.", "target");
  if (sourceId === targetId) throw new StaffInputError(`Choose another ${NOUN[kind]} to merge into.`, "target");
  return db.transaction().execute(async (trx) => {
    const source = await termRow(trx, kind, sourceId);
    if (!source) return null;
    const target = await termRow(trx, kind, targetId);
    if (!target) throw new StaffInputError(`Choose the ${NOUN[kind]} to merge into from the list.`, "target");
    let moved: number;
    if (kind === "category") {
      const result = await trx
        .updateTable("posts")
        .set({ category_id: targetId })
        .where("category_id", "=", sourceId)
        .executeTakeFirst();
      moved = Number(result.numUpdatedRows);
    } else {
      const posts = await trx.selectFrom("post_tags").select("post_id").where("tag_id", "=", sourceId).execute();
      moved = posts.length;
      const already = new Set(
        (await trx.selectFrom("post_tags").select("post_id").where("tag_id", "=", targetId).execute()).map((row) =>
          Number(row.post_id),
        ),
      );
      const adding = posts.map((row) => Number(row.post_id)).filter((postId) => !already.has(postId));
      if (adding.length)
        await trx
          .insertInto("post_tags")
          .values(adding.map((post_id) => ({ post_id, tag_id: targetId })))
          .execute();
      await trx.deleteFrom("post_tags").where("tag_id", "=", sourceId).execute();
    }
    // The source's old slugs and its own now lead to the target.
    await trx
      .updateTable("slug_redirects")
      .set({ target_id: targetId })
      .where("kind", "=", kind)
      .where("target_id", "=", sourceId)
      .execute();
    await keepOldSlug(trx, kind, source.slug, targetId, now);
    await trx.deleteFrom(TABLE[kind]).where("id", "=", sourceId).execute();
    await recordActivity(
      trx,
      actor,
      {
        action: "merge",
        itemType: kind,
        itemId: targetId,
        summary: `${actor.name} merged the ${NOUN[kind]} "${source.name}" into "${target.name}" (${plural(moved, "post")} moved)`,
        changes: { merged: [source.name, target.name] },
      },
      now,
    );
    return { moved, target };
  });
}

/**
 * Deletes a term no post uses; a used post term is refused with a message offering the merge. A
 * sermon category goes whatever uses it: its sermons keep their other categories (one left with
 * none shows as uncategorised). False when unknown.
 */
export async function deleteTerm(
  db: Kysely<Database>,
  member: StaffMember,
  actor: Actor,
  kind: TermKind,
  id: number,
  now = new Date(),
): Promise<boolean> {
  requirePermission(member, "editContent");
  if (!isRowId(id)) return false;
  return db.transaction().execute(async (trx) => {
    const term = await termRow(trx, kind, id);
    if (!term) return false;
    const used = (await countsOfUse(trx, kind)).get(id) ?? 0;
    if (kind === "sermon-category") {
      await trx.deleteFrom("sermon_category_links").where("category_id", "=", id).execute();
    } else {
      if (used > 0)
        throw new StaffInputError(
          `"${term.name}" is used by ${plural(used, "post")}, so it cannot be deleted: merge it into another ${NOUN[kind]} instead (its posts move there and its address keeps working).`,
          "delete",
        );
      await trx.deleteFrom("slug_redirects").where("kind", "=", kind).where("target_id", "=", id).execute();
    }
    await trx.deleteFrom(TABLE[kind]).where("id", "=", id).execute();
    await recordActivity(
      trx,
      actor,
      {
        action: "delete",
        itemType: kind,
        itemId: id,
        summary:
          kind === "sermon-category" && used > 0
            ? `${actor.name} deleted the ${NOUN[kind]} "${term.name}" (taken off ${plural(used, FILES[kind])})`
            : `${actor.name} deleted the ${NOUN[kind]} "${term.name}"`,
      },
      now,
    );
    return true;
  });
}

export type TermOutcome<T> = T | { message: string; field?: string };

/** The category, tag and sermon category pages' operations as `context.staff.taxonomy`: each asks `editContent` first. */
export interface StaffTaxonomy {
  list(kind: TermKind): Promise<Term[]>;
  create(kind: TermKind, input: { name: string; slug: string }): Promise<TermOutcome<TaxonomyChoice>>;
  rename(
    kind: TermKind,
    id: number,
    input: { name: string; slug: string },
  ): Promise<TermOutcome<TaxonomyChoice> | null>;
  merge(
    kind: TermKind,
    id: number,
    targetId: number,
  ): Promise<TermOutcome<{ moved: number; target: TaxonomyChoice }> | null>;
  remove(kind: TermKind, id: number): Promise<TermOutcome<true> | null>;
  publicPath(kind: TermKind, slug: string): string;
}

export function createStaffTaxonomy(
  db: Kysely<Database>,
  require: (permission: "editContent") => StaffMember,
): StaffTaxonomy {
  const actorOf = (member: StaffMember): Actor => ({ staffId: member.id, name: member.name });
  const attempt = async <T>(work: () => Promise<T>): Promise<T | { message: string; field?: string }> => {
    try {
      return await work();
    } catch (error) {
      return refusalOf(error);
    }
  };
  return {
    async list(kind) {
      return listTerms(db, require("editContent"), kind);
    },
    async create(kind, input) {
      const member = require("editContent");
      return attempt(() => createTerm(db, member, actorOf(member), kind, input));
    },
    async rename(kind, id, input) {
      const member = require("editContent");
      return attempt(() => renameTerm(db, member, actorOf(member), kind, id, input));
    },
    async merge(kind, id, targetId) {
      const member = require("editContent");
      return attempt(() => mergeTerm(db, member, actorOf(member), kind, id, targetId));
    },
    async remove(kind, id) {
      const member = require("editContent");
      return attempt(async () => ((await deleteTerm(db, member, actorOf(member), kind, id)) ? (true as const) : null));
    },
    publicPath: (kind, slug) => `${PUBLIC_PATH[kind]}${slug}`,
  };
}
