import type { PostSummary } from "#contract/types";
import { Pagination } from "~/ui/pagination";
import { PostCard } from "./post-card";

/**
 * Cards of posts with their page links, or the empty text. "list" sits beside the sidebar
 * (one column, two from tablets); "grid" is the three-column grid of the category, tag and
 * archive pages.
 */
export function PostCollection({
  posts,
  count,
  page,
  pageSize,
  layout,
  emptyText,
}: {
  posts: PostSummary[];
  count: number;
  page: number;
  pageSize: number;
  layout: "list" | "grid";
  emptyText: string;
}) {
  if (posts.length === 0) {
    return (
      <p className="rounded-2xl bg-white px-6 py-12 text-center text-lg text-slate-600 ring-1 ring-slate-200 dark:bg-brand-900 dark:text-slate-300 dark:ring-brand-800">
        {emptyText}
      </p>
    );
  }
  const grid = layout === "grid" ? "sm:grid-cols-2 lg:grid-cols-3" : "sm:grid-cols-2";
  const sizes =
    layout === "grid"
      ? "(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw"
      : "(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw";
  return (
    <>
      <ul className={`grid gap-8 ${grid}`}>
        {posts.map((post, index) => (
          <li key={post.id}>
            {/* A phone's first screen can reach the second card's picture (a short first card under
                the hero): the first two are never lazy. On a phone they load at once either way. */}
            <PostCard post={post} sizes={sizes} eager={index < 2} />
          </li>
        ))}
      </ul>
      <Pagination variant="blog" count={count} page={page} pageSize={pageSize} />
    </>
  );
}
