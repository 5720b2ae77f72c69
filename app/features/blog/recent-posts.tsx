import { useId, useState } from "react";
import { Link } from "react-router";
import type { PostSummary } from "#contract/types";
import { ResponsiveImage } from "~/ui/responsive-image";
import { RECENT_POSTS_SHOWN } from "~/lib/constants";
import { SIDEBAR_TEXT } from "./constants";
import { formatPostDate } from "./format";
import { thumbnailSet } from "./images";

/** The sidebar's Recent Posts: the first 3, with Show More and Show Less when there are more. */
export function RecentPosts({ posts }: { posts: PostSummary[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (posts.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-300">{SIDEBAR_TEXT.nothingYet}</p>;
  const shown = expanded ? posts : posts.slice(0, RECENT_POSTS_SHOWN);
  return (
    <>
      <ul id={listId} className="space-y-4">
        {shown.map((post) => {
          const thumb = thumbnailSet(post);
          return (
            <li key={post.id} className="flex items-center gap-3">
              {thumb ? (
                <ResponsiveImage
                  set={thumb}
                  alt=""
                  sizes="64px"
                  className="h-16 w-16 shrink-0 rounded-lg object-cover"
                />
              ) : (
                <span aria-hidden="true" className="h-16 w-16 shrink-0 rounded-lg bg-brand-100 dark:bg-brand-800" />
              )}
              <div className="min-w-0">
                <Link
                  to={`/blog/${encodeURIComponent(post.slug)}`}
                  className="line-clamp-2 font-semibold text-brand-900 hover:text-brand-600 dark:text-slate-100 dark:hover:text-accent-300"
                >
                  {post.title}
                </Link>
                <time dateTime={post.date} className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
                  {formatPostDate(post.date)}
                </time>
              </div>
            </li>
          );
        })}
      </ul>
      {posts.length > RECENT_POSTS_SHOWN ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
          className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-accent-300"
        >
          {expanded ? SIDEBAR_TEXT.showLess : SIDEBAR_TEXT.showMore}
        </button>
      ) : null}
    </>
  );
}
