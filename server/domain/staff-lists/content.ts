import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import type { StaffMember } from "#server/auth/staff-member";
import { requirePermission } from "#server/auth/permissions";
import { asCount, offsetOf, listPage, ROOM_PAGE_SIZE, type PagedList } from "./paging";

/**
 * Posts and sermons as lists (with writing, scheduling and the sermon pages).
 * A published post whose time is still ahead reads as "scheduled", as the public site treats it.
 */

export const CONTENT_STATUS_FILTERS = ["all", "published", "draft"] as const;
export type ContentStatusFilter = (typeof CONTENT_STATUS_FILTERS)[number];

export function isContentStatusFilter(value: string | null | undefined): value is ContentStatusFilter {
  return (CONTENT_STATUS_FILTERS as readonly string[]).includes(value ?? "");
}

export type ContentStatus = "published" | "scheduled" | "draft";

export interface PostListItem {
  id: number;
  title: string;
  slug: string;
  status: ContentStatus;
  publishedAt: string;
  category: string | null;
  /** The public page, when a visitor can open it. */
  publicPath: string | null;
}

export interface SermonListItem {
  id: number;
  title: string;
  slug: string;
  status: Exclude<ContentStatus, "scheduled">;
  preacher: string | null;
  /** YYYY-MM-DD, a Harare date. */
  preachedOn: string;
  categories: string[];
  publicPath: string | null;
}

export interface ContentList<T> extends PagedList<T> {
  status: ContentStatusFilter;
}

export interface ContentFilter {
  /** A status as the URL gave it; anything unknown reads as "all". */
  status?: string | null;
  page?: number;
}

export async function listPosts(
  db: Kysely<Database>,
  member: StaffMember,
  filter: ContentFilter = {},
  now = new Date(),
): Promise<ContentList<PostListItem>> {
  requirePermission(member, "editContent");
  const status: ContentStatusFilter = isContentStatusFilter(filter.status) ? filter.status : "all";
  const page = filter.page ?? 1;
  const matching = () => {
    const all = db.selectFrom("posts");
    // The trash has its own page (/admin/posts/trash).
    return status === "all" ? all.where("posts.status", "<>", "trashed") : all.where("posts.status", "=", status);
  };
  const { n } = await matching()
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  const rows = await matching()
    .leftJoin("categories", "categories.id", "posts.category_id")
    .select([
      "posts.id",
      "posts.title",
      "posts.slug",
      "posts.status",
      "posts.published_at",
      "categories.name as category",
    ])
    .orderBy("posts.published_at", "desc")
    .orderBy("posts.id", "desc")
    .limit(ROOM_PAGE_SIZE)
    .offset(offsetOf(page))
    .execute();
  const items = rows.map((row): PostListItem => {
    const shown: ContentStatus =
      row.status !== "published" ? "draft" : row.published_at > now.toISOString() ? "scheduled" : "published";
    return {
      id: row.id,
      title: row.title,
      slug: row.slug,
      status: shown,
      publishedAt: row.published_at,
      category: row.category,
      publicPath: shown === "published" ? `/blog/${row.slug}` : null,
    };
  });
  return { ...listPage(items, asCount(n), page), status };
}

export async function listSermons(
  db: Kysely<Database>,
  member: StaffMember,
  filter: ContentFilter = {},
): Promise<ContentList<SermonListItem>> {
  requirePermission(member, "editContent");
  const status: ContentStatusFilter = isContentStatusFilter(filter.status) ? filter.status : "all";
  const page = filter.page ?? 1;
  const matching = () => {
    const all = db.selectFrom("sermons");
    return status === "all" ? all : all.where("published", "=", status === "published" ? 1 : 0);
  };
  const { n } = await matching()
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  const rows = await matching()
    .select(["id", "title", "slug", "speaker", "preached_on", "published"])
    .orderBy("preached_on", "desc")
    .orderBy("id", "desc")
    .limit(ROOM_PAGE_SIZE)
    .offset(offsetOf(page))
    .execute();
  const categories = await categoriesOf(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row): SermonListItem => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.published === 1 ? "published" : "draft",
    preacher: row.speaker,
    preachedOn: row.preached_on,
    categories: categories.get(row.id) ?? [],
    publicPath: Number(row.published) === 1 ? `/sermons/${row.slug}` : null,
  }));
  return { ...listPage(items, asCount(n), page), status };
}

/** The category names of each sermon on the page, in one query. */
async function categoriesOf(db: Kysely<Database>, sermonIds: number[]): Promise<Map<number, string[]>> {
  const byId = new Map<number, string[]>();
  if (sermonIds.length === 0) return byId;
  const links = await db
    .selectFrom("sermon_category_links")
    .innerJoin("sermon_categories", "sermon_categories.id", "sermon_category_links.category_id")
    .select(["sermon_category_links.sermon_id", "sermon_categories.name"])
    .where("sermon_category_links.sermon_id", "in", sermonIds)
    .orderBy("sermon_categories.name")
    .execute();
  for (const link of links) byId.set(link.sermon_id, [...(byId.get(link.sermon_id) ?? []), link.name]);
  return byId;
}
