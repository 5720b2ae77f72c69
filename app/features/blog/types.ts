import type { Category, CommentNode, PostDetail, PostSummary } from "#contract/types";

/** What the blog's loaders hand to its screens. */

export interface SidebarData {
  categories: Category[];
  recent: PostSummary[];
  archives: string[];
}

/** One page of posts, or the section's error message when it failed to load. */
export type PostPage =
  | { ok: true; count: number; results: PostSummary[]; page: number; pageSize: number }
  | { ok: false; message: string; results: [] };

export interface BlogListData {
  /** The search term, trimmed ("" for the full list). */
  q: string;
  list: PostPage;
  sidebar: SidebarData;
}

export interface BlogPostData {
  post: PostDetail;
  comments: CommentNode[];
  sidebar: SidebarData;
  /** Set on the staff preview of the post (/admin/posts/{id}/preview): its edit page. */
  preview?: { editPath: string };
}

/** The category, tag and archive grids: a title, the breadcrumb's last crumb and one page of posts. */
export interface FilteredPostsData {
  title: string;
  subtitle: string | null;
  crumb: string;
  list: PostPage;
}

/** The answer to a comment posted without JavaScript (the route action). */
export interface CommentActionResult {
  ok: boolean;
  message: string;
  /** Seconds to wait: the post was over the rate limit. */
  retryAfter?: number;
  /** The server's disk refused the write: nothing was stored (the message says so). */
  storageRefused?: boolean;
  /** What was typed, kept after a failure. */
  values?: { name: string; email: string; text: string };
}
