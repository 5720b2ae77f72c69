import {
  sql,
  type ExpressionBuilder,
  type RawBuilder,
  type SqlBool,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
} from "kysely";
import { isSlug } from "#contract/slugs";
import type { Category, PostDetail, PostLink, PostSummary, RelatedPost, Tag } from "#contract/types";
import type { Engine } from "#server/db/connection";
import type { Database, EditVersionColumns, PostsTable } from "#server/db/schema";
import { HARARE_OFFSET_MINUTES, harareMonthRange } from "#contract/harare-time";
import { archiveKey, harareDateParts, harareYearMonth, parseArchive, toIsoString } from "#server/lib/dates";
import { storedRichText } from "#server/lib/sanitize";
import { byNameThenId, compareNames, foldText, slugify } from "#server/lib/text";
import { imageFields } from "#server/domain/pictures/images";
import type { PageRequest, PageResult, PostListFilter, PostService } from "#server/domain/types";
import { searchWords } from "#server/lib/search";
import { fullTextIds, idIn } from "./search";
import { pageExists } from "#contract/pagination";
import { clampLimit, inOrder, pageIds, type NewestFirst } from "#server/domain/paging";

/** A post's row as its page reads it (the versions of its saves are the editors' business). */
type PostRow = Omit<Selectable<PostsTable>, keyof EditVersionColumns>;
type PostQuery = SelectQueryBuilder<Database, "posts", object>;

export const DEFAULT_LIST_LIMIT = 6;
const RELATED_LIMIT = 3;

/** Public posts: published, and not scheduled for later. Drafts never leave the server. */
function isPublic(eb: ExpressionBuilder<Database, "posts">, now: string) {
  return eb.and([eb("posts.status", "=", "published"), eb("posts.published_at", "<=", now)]);
}

const NEWEST_FIRST = { date: "posts.published_at", id: "posts.id" } as const satisfies NewestFirst;

function newestFirst<Q extends PostQuery>(query: Q): Q {
  return query.orderBy(NEWEST_FIRST.date, "desc").orderBy(NEWEST_FIRST.id, "desc") as Q;
}

/** Approved comments that are shown: top-level ones and replies whose parents are shown. */
export function visibleCommentIds(rows: ReadonlyArray<{ id: number; parent_id: number | null }>): Set<number> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const visible = new Map<number, boolean>();
  const isVisible = (id: number): boolean => {
    const known = visible.get(id);
    if (known !== undefined) return known;
    visible.set(id, false); // guards against a parent cycle
    const row = byId.get(id);
    const result = row !== undefined && (row.parent_id === null || isVisible(row.parent_id));
    visible.set(id, result);
    return result;
  };
  return new Set(rows.filter((row) => isVisible(row.id)).map((row) => row.id));
}

/**
 * How a post row becomes what the public page shows: the summaries of a list and a post's detail
 * (the content sanitised on write, or on read for a row written otherwise; neighbours and related posts among public posts). Shared
 * by the public service and the staff preview (server/domain/posts/authoring.ts), so a preview is the page.
 */
export function createPostReader(db: Kysely<Database>) {
  const now = () => new Date().toISOString();
  const publicPosts = () => {
    const at = now();
    return db.selectFrom("posts").where((eb) => isPublic(eb, at));
  };

  /** Category, tags and approved-comment counts of many posts in three queries. */
  async function summaries(rows: PostRow[]): Promise<PostSummary[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => Number(row.id));
    const categoryIds = [...new Set(rows.map((row) => row.category_id).filter((id): id is number => id !== null))];
    const pictureNames = [...new Set(rows.map((row) => row.image).filter((name): name is string => !!name))];
    const [categories, tagRows, commentRows, pictureRows] = await Promise.all([
      categoryIds.length
        ? db.selectFrom("categories").select(["id", "name", "slug"]).where("id", "in", categoryIds).execute()
        : Promise.resolve([]),
      db
        .selectFrom("post_tags")
        .innerJoin("tags", "tags.id", "post_tags.tag_id")
        .select(["post_tags.post_id", "tags.name", "tags.slug"])
        .where("post_tags.post_id", "in", ids)
        .execute(),
      db
        .selectFrom("comments")
        .select(["id", "parent_id", "post_id"])
        .where("post_id", "in", ids)
        .where("status", "=", "approved")
        .execute(),
      // The library's descriptions of the cover pictures (a drawn illustration has none: decorative).
      pictureNames.length
        ? db.selectFrom("pictures").select(["name", "alt"]).where("name", "in", pictureNames).execute()
        : Promise.resolve([]),
    ]);
    const altByName = new Map(pictureRows.map((row) => [row.name, row.alt]));
    const categoryById = new Map(
      categories.map((row) => [Number(row.id), { id: Number(row.id), name: row.name, slug: row.slug }]),
    );
    const tagsByPost = new Map<number, Tag[]>();
    for (const row of tagRows) {
      const list = tagsByPost.get(Number(row.post_id)) ?? [];
      list.push({ name: row.name, slug: row.slug });
      tagsByPost.set(Number(row.post_id), list);
    }
    const visible = visibleCommentIds(
      commentRows.map((row) => ({
        id: Number(row.id),
        parent_id: row.parent_id === null ? null : Number(row.parent_id),
      })),
    );
    const countByPost = new Map<number, number>();
    for (const row of commentRows) {
      if (visible.has(Number(row.id)))
        countByPost.set(Number(row.post_id), (countByPost.get(Number(row.post_id)) ?? 0) + 1);
    }
    return rows.map((row) => {
      const id = Number(row.id);
      const image = imageFields(row.image, "wide");
      const authorImage = imageFields(row.author_image, "square", [160]);
      const comments = countByPost.get(id) ?? 0;
      const tags = (tagsByPost.get(id) ?? []).sort((a, b) => compareNames(a.name, b.name));
      return {
        id,
        slug: row.slug,
        title: row.title,
        excerpt: row.excerpt,
        description: row.excerpt,
        author: row.author,
        authorImage: authorImage.src,
        image: image.src,
        image_set: image.set,
        image_alt: (row.image && altByName.get(row.image)) ?? "",
        category: row.category_id === null ? null : (categoryById.get(Number(row.category_id)) ?? null),
        tags,
        date: toIsoString(row.published_at),
        ...harareDateParts(row.published_at),
        comments,
        comments_count: comments,
        featured: Number(row.featured) === 1,
      };
    });
  }

  async function neighbour(row: PostRow, direction: "older" | "newer"): Promise<PostLink | null> {
    const older = direction === "older";
    const found = await publicPosts()
      .select(["posts.slug", "posts.title"])
      // The plain bound lets both engines read the index from the post onwards and stop at once.
      .where("posts.published_at", older ? "<=" : ">=", row.published_at)
      .where((eb) =>
        eb.or([
          eb("posts.published_at", older ? "<" : ">", row.published_at),
          eb.and([eb("posts.published_at", "=", row.published_at), eb("posts.id", older ? "<" : ">", row.id)]),
        ]),
      )
      .orderBy("posts.published_at", older ? "desc" : "asc")
      .orderBy("posts.id", older ? "desc" : "asc")
      .limit(1)
      .executeTakeFirst();
    return found ? { slug: found.slug, title: found.title } : null;
  }

  async function related(row: PostRow): Promise<RelatedPost[]> {
    const picked: PostRow[] = [];
    if (row.category_id !== null) {
      const categoryId = row.category_id;
      picked.push(
        ...(await newestFirst(
          publicPosts().selectAll("posts").where("posts.category_id", "=", categoryId).where("posts.id", "<>", row.id),
        )
          .limit(RELATED_LIMIT)
          .execute()),
      );
    }
    if (picked.length < RELATED_LIMIT) {
      const exclude = [row.id, ...picked.map((post) => post.id)];
      picked.push(
        ...(await newestFirst(
          publicPosts()
            .selectAll("posts")
            .where("posts.id", "not in", exclude)
            .where("posts.id", "in", (eb) =>
              eb
                .selectFrom("post_tags as mine")
                .innerJoin("post_tags as theirs", "theirs.tag_id", "mine.tag_id")
                .select("theirs.post_id")
                .where("mine.post_id", "=", row.id),
            ),
        )
          .limit(RELATED_LIMIT - picked.length)
          .execute()),
      );
    }
    return picked.map((post) => {
      const image = imageFields(post.image, "wide");
      return {
        id: Number(post.id),
        slug: post.slug,
        title: post.title,
        image: image.src,
        image_set: image.set,
        date: toIsoString(post.published_at),
      };
    });
  }

  async function detailOf(row: PostRow): Promise<PostDetail> {
    const [[summary], previous_post, next_post, related_posts] = await Promise.all([
      summaries([row]),
      neighbour(row, "older"),
      neighbour(row, "newer"),
      related(row),
    ]);
    return {
      ...summary,
      content: storedRichText(row.content, Number(row.sanitized_with)),
      quote: row.quote?.trim() ? row.quote : null,
      previous_post,
      next_post,
      related_posts,
    };
  }

  return { now, publicPosts, summaries, detailOf };
}

export function createPostService(db: Kysely<Database>, engine: Engine): PostService {
  const { now, publicPosts, summaries, detailOf } = createPostReader(db);

  async function allCategories(): Promise<Category[]> {
    const rows = await db.selectFrom("categories").select(["id", "name", "slug"]).execute();
    return rows.map((row) => ({ id: Number(row.id), name: row.name, slug: row.slug })).sort(byNameThenId);
  }

  async function allTags(): Promise<Tag[]> {
    const rows = await db.selectFrom("tags").select(["name", "slug"]).execute();
    return rows.map((row) => ({ name: row.name, slug: row.slug }));
  }

  /** A list filter as SQL; null when the filter cannot match anything. */
  async function filtered(filter: PostListFilter): Promise<PostQuery | null> {
    let query: PostQuery = publicPosts();
    const matches = fullTextIds(engine, "post", filter.search);
    if (matches === null) return null;
    if (matches) query = query.where(idIn("posts.id", matches));
    if (filter.category !== undefined) {
      const slug = filter.category;
      query = query.where("posts.category_id", "in", (eb) =>
        eb.selectFrom("categories").select("categories.id").where("categories.slug", "=", slug),
      );
    }
    if (filter.tag !== undefined) {
      const slug = filter.tag;
      // The tag's id first: with it as a value, PostgreSQL's statistics tell a rare tag from a
      // common one and pick the plan for each (a rare tag walked in date order took 50 ms).
      const tag = await db.selectFrom("tags").select("id").where("slug", "=", slug).executeTakeFirst();
      if (!tag) return null;
      query = query.where(
        idIn("posts.id", db.selectFrom("post_tags").select("post_tags.post_id").where("post_tags.tag_id", "=", tag.id)),
      );
    }
    if (filter.archive !== undefined) {
      const month = parseArchive(filter.archive);
      if (!month) return null;
      const { start, end } = harareMonthRange(month);
      query = query.where("posts.published_at", ">=", start).where("posts.published_at", "<", end);
    }
    return query;
  }

  async function list(filter: PostListFilter, page: PageRequest): Promise<PageResult<PostSummary> | null> {
    const query = await filtered(filter);
    if (!query) return pageExists(0, page.page, page.pageSize) ? { count: 0, results: [] } : null;
    const found = await pageIds(
      db,
      query,
      NEWEST_FIRST,
      page,
      filter.search !== undefined && searchWords(filter.search).length > 0,
    );
    return found && { count: found.count, results: await summaries(await rowsInOrder(found.ids)) };
  }

  /** Full rows of some posts, in the order of `ids`. */
  async function rowsInOrder(ids: number[]): Promise<PostRow[]> {
    if (ids.length === 0) return [];
    return inOrder(ids, await db.selectFrom("posts").selectAll().where("id", "in", ids).execute());
  }

  async function newest(limit: number | undefined, featuredOnly: boolean): Promise<PostSummary[]> {
    let query: PostQuery = publicPosts();
    // A literal 1, not a parameter: the planner must see that the partial index applies.
    if (featuredOnly) query = query.where(sql<SqlBool>`posts.featured = 1`);
    const rows = await newestFirst(query.selectAll("posts")).limit(clampLimit(limit, DEFAULT_LIST_LIMIT)).execute();
    return summaries(rows);
  }

  async function bySlug(slug: string): Promise<PostDetail | null> {
    if (!isSlug(slug)) return null;
    const row = await publicPosts().selectAll("posts").where("posts.slug", "=", slug).executeTakeFirst();
    return row ? detailOf(row) : null;
  }

  /** The current slug of a public post, category or tag that once had `slug` (for the old address's 301), or null. */
  async function redirect(kind: "post" | "category" | "tag", slug: string): Promise<string | null> {
    if (!isSlug(slug)) return null;
    const found = await db
      .selectFrom("slug_redirects")
      .select("target_id")
      .where("kind", "=", kind)
      .where("old_slug", "=", slug)
      .executeTakeFirst();
    if (!found) return null;
    const target =
      kind === "post"
        ? await publicPosts().select("posts.slug").where("posts.id", "=", found.target_id).executeTakeFirst()
        : await db
            .selectFrom(kind === "category" ? "categories" : "tags")
            .select("slug")
            .where("id", "=", found.target_id)
            .executeTakeFirst();
    return target && target.slug !== slug ? target.slug : null;
  }

  /**
   * Months with public posts, newest first, without reading every post: from the newest post,
   * one index seek per month to the newest post before that month began (a recursive query).
   */
  async function archives(): Promise<string[]> {
    const at = now();
    const monthStart =
      engine === "sqlite"
        ? sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', months.latest, ${`+${HARARE_OFFSET_MINUTES} minutes`}, 'start of month', ${`-${HARARE_OFFSET_MINUTES} minutes`})`
        : sql<string>`to_char(date_trunc('month', (months.latest::timestamptz AT TIME ZONE 'UTC') + ${`${HARARE_OFFSET_MINUTES} minutes`}::interval) - ${`${HARARE_OFFSET_MINUTES} minutes`}::interval, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    // One bound per step: with a second one SQLite walks the whole range and evaluates the
    // month arithmetic on every row (2 s for 120 months instead of 1 ms).
    const newest = (bound: RawBuilder<unknown>) =>
      sql`(SELECT max(posts.published_at) FROM posts WHERE posts.status = 'published' AND ${bound})`;
    const result = await sql<{ latest: string }>`
      WITH RECURSIVE months(latest) AS (
        SELECT ${newest(sql`posts.published_at <= ${at}`)}
        UNION ALL
        SELECT ${newest(sql`posts.published_at < ${monthStart}`)} FROM months WHERE months.latest IS NOT NULL
      )
      SELECT latest FROM months WHERE latest IS NOT NULL`.execute(db);
    const keys: string[] = [];
    for (const row of result.rows) {
      const month = harareYearMonth(row.latest);
      if (!month) continue;
      const key = archiveKey(month);
      if (!keys.includes(key)) keys.push(key);
    }
    return keys;
  }

  async function category(slugOrId: string): Promise<Category | null> {
    const value = slugOrId.trim();
    if (value === "") return null;
    const categories = await allCategories();
    if (/^\d{1,15}$/.test(value)) {
      const byId = categories.find((item) => item.id === Number(value));
      if (byId) return byId;
    }
    const folded = foldText(value);
    return (
      categories.find((item) => item.slug === value) ??
      categories.find((item) => item.slug === slugify(value)) ??
      categories.find((item) => foldText(item.name) === folded || foldText(item.slug) === folded) ??
      null
    );
  }

  async function tag(slugOrName: string): Promise<Tag | null> {
    const value = slugOrName.trim();
    if (value === "") return null;
    const tags = await allTags();
    const folded = foldText(value);
    return (
      tags.find((item) => item.slug === value) ??
      tags.find((item) => item.slug === slugify(value)) ??
      tags.find((item) => foldText(item.name) === folded || foldText(item.slug) === foldText(slugify(value))) ??
      null
    );
  }

  async function feed(limit: number): Promise<Array<PostSummary & { content: string }>> {
    const rows = await newestFirst(publicPosts().selectAll("posts")).limit(limit).execute();
    const items = await summaries(rows);
    return items.map((item, index) => ({
      ...item,
      content: storedRichText(rows[index].content, Number(rows[index].sanitized_with)),
    }));
  }

  async function sitemap(): Promise<Array<{ slug: string; date: string }>> {
    const rows = await newestFirst(publicPosts().select(["posts.slug", "posts.published_at"])).execute();
    return rows.map((row) => ({ slug: row.slug, date: toIsoString(row.published_at) }));
  }

  return {
    list,
    bySlug,
    featured: (limit) => newest(limit, true),
    latest: (limit) => newest(limit, false),
    recent: (limit) => newest(limit, false),
    archives,
    categories: allCategories,
    category,
    tag,
    feed,
    sitemap,
    redirect,
  };
}
