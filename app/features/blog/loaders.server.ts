import { data, redirect, type AppLoadContext } from "react-router";
import { requestedPage as pageOfQuery } from "#contract/pagination";
import type { PostListFilter } from "#server/domain/types";
import { BLOG_GRID_PAGE_SIZE, BLOG_LIST_PAGE_SIZE, BLOG_TEXT } from "./constants";
import type { BlogListData, BlogPostData, FilteredPostsData, PostPage, SidebarData } from "./types";

/**
 * What the blog's route loaders share: the sidebar's three lists and one page of posts, read
 * through the services on the server (docs/architecture.md, Data flow).
 */

/** How many recent posts the sidebar asks for: 3 shown, the rest behind Show More. */
export const SIDEBAR_RECENT_LIMIT = 6;

/** What the blog's loaders use of the load context: the services, and the request's logger for failures. */
export type BlogContext = Pick<AppLoadContext, "services" | "log">;

function settled<T>(result: PromiseSettledResult<T[]>, what: string, log: BlogContext["log"]): T[] {
  if (result.status === "fulfilled") return result.value;
  log.error({ err: result.reason }, `Blog sidebar: failed to load ${what}`);
  return [];
}

/** The three lists load together; a failure gives an empty list. */
export async function loadSidebar({ services, log }: BlogContext): Promise<SidebarData> {
  const [categories, recent, archives] = await Promise.allSettled([
    services.posts.categories(),
    services.posts.recent(SIDEBAR_RECENT_LIMIT),
    services.posts.archives(),
  ]);
  return {
    categories: settled(categories, "categories", log),
    recent: settled(recent, "recent posts", log),
    archives: settled(archives, "archives", log),
  };
}

/** The page number of the request's ?page=, or a 404 for one that is not a page. */
export function requestedPage(url: URL, notFoundText: string): number {
  const page = pageOfQuery(url.searchParams.getAll("page"));
  if (page === null) throw data(notFoundText, { status: 404 });
  return page;
}

/**
 * One page of posts. A page past the end is a 404 (with `notFoundText`); a failure gives the
 * error message for the section, so the rest of the page still renders.
 */
export async function loadPostPage(
  { services, log }: BlogContext,
  filter: PostListFilter,
  page: number,
  pageSize: number,
  texts: { failed: string; notFound: string },
): Promise<PostPage> {
  let result;
  try {
    result = await services.posts.list(filter, { page, pageSize });
  } catch (error) {
    log.error({ err: error }, "Blog: failed to load posts");
    return { ok: false, message: texts.failed, results: [] };
  }
  if (result === null) throw data(texts.notFound, { status: 404 });
  return { ok: true, count: result.count, results: result.results, page, pageSize };
}

/** HTTP status of a page whose main section failed to load. */
export function statusOf(list: PostPage): number {
  return list.ok ? 200 : 500;
}

/** /blog and /blog/search: one page of all posts, or of the search results for ?q=, and the sidebar. */
export async function loadBlogList(request: Request, context: BlogContext) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim();
  const page = requestedPage(url, BLOG_TEXT.noPosts);
  const [list, sidebar] = await Promise.all([
    loadPostPage(context, q ? { search: q } : {}, page, BLOG_LIST_PAGE_SIZE, {
      failed: q ? BLOG_TEXT.searchFailed : BLOG_TEXT.listLoadFailed,
      notFound: BLOG_TEXT.noPosts,
    }),
    loadSidebar(context),
  ]);
  const payload: BlogListData = { q, list, sidebar };
  return data(payload, { status: statusOf(list) });
}

/** /blog/{slug}: the post (404 "Blog post not found."), its approved comments and the sidebar. */
export async function loadBlogPost(slug: string, context: BlogContext): Promise<BlogPostData> {
  const { services, log } = context;
  const [post, comments, sidebar] = await Promise.all([
    services.posts.bySlug(slug).catch((error: unknown) => {
      // Logged here: a thrown 500 response reaches the error boundary without being logged again.
      log.error({ err: error, slug }, "Blog: failed to load a post");
      throw data(BLOG_TEXT.postLoadFailed, { status: 500 });
    }),
    services.comments.treeForPost(slug).catch((error: unknown) => {
      log.error({ err: error, slug }, "Blog: failed to load the comments of a post");
      return [];
    }),
    loadSidebar(context),
  ]);
  if (!post) {
    // A post whose slug was changed after it went out keeps its old address.
    const moved = await services.posts.redirect("post", slug);
    if (moved) throw redirect(`/blog/${moved}`, 301);
    throw data(BLOG_TEXT.postNotFound, { status: 404 });
  }
  return { post, comments: comments ?? [], sidebar };
}

/**
 * A filtered grid. `resolve` finds the filter for the URL's value (null: a 404 with
 * `notFoundText`); a page that is not one, or past the end, of a filter that exists is a 404
 * "Invalid page." (the tag or category was found); a failure to resolve or to list gives the
 * load error message.
 */
export async function loadFilteredPosts(
  request: Request,
  context: BlogContext,
  options: {
    notFoundText: string;
    resolve: () => Promise<{ filter: PostListFilter; title: string; subtitle: string | null } | null>;
    /** Where an unknown value went (a renamed or merged category or tag), for a 301. */
    moved?: () => Promise<string | null>;
    fallbackTitle: string;
    crumb: string;
  },
) {
  const url = new URL(request.url);
  const page = pageOfQuery(url.searchParams.getAll("page"));
  let resolved;
  try {
    resolved = await options.resolve();
  } catch (error) {
    context.log.error({ err: error }, "Blog: failed to look up the filter");
    const failed: FilteredPostsData = {
      title: options.fallbackTitle,
      subtitle: null,
      crumb: options.crumb,
      list: { ok: false, message: BLOG_TEXT.postsLoadFailed, results: [] },
    };
    return data(failed, { status: 500 });
  }
  if (!resolved) {
    const moved = await options.moved?.().catch(() => null);
    if (moved) throw redirect(`${moved}${url.search}`, 301);
    throw data(options.notFoundText, { status: 404 });
  }
  if (page === null) throw data(BLOG_TEXT.invalidPage, { status: 404 });
  const list = await loadPostPage(context, resolved.filter, page, BLOG_GRID_PAGE_SIZE, {
    failed: BLOG_TEXT.postsLoadFailed,
    notFound: BLOG_TEXT.invalidPage,
  });
  const payload: FilteredPostsData = { title: resolved.title, subtitle: resolved.subtitle, crumb: options.crumb, list };
  return data(payload, { status: statusOf(list) });
}
