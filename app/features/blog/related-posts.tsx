import { Link } from "react-router";
import type { RelatedPost } from "#contract/types";
import { ResponsiveImage } from "~/ui/responsive-image";
import { formatPostDate } from "./format";

/** Related posts under a post: picture, title and date. */
export function RelatedPosts({ posts }: { posts: RelatedPost[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-posts" className="mt-14">
      <h2 id="related-posts" className="text-2xl font-bold text-brand-900 dark:text-white">
        Related Posts
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-3">
        {posts.map((post) => (
          <li key={post.id}>
            <Link
              to={`/blog/${encodeURIComponent(post.slug)}`}
              className="group block overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 hover:shadow-md dark:bg-brand-900 dark:ring-brand-800"
            >
              {post.image_set ? (
                <ResponsiveImage
                  set={post.image_set}
                  alt=""
                  sizes="(min-width: 640px) 240px, 100vw"
                  className="aspect-video w-full bg-brand-100 object-cover dark:bg-brand-800"
                />
              ) : null}
              <span className="block p-4">
                <span className="block font-bold text-brand-900 group-hover:text-brand-600 dark:text-white dark:group-hover:text-accent-300">
                  {post.title}
                </span>
                <time dateTime={post.date} className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                  {formatPostDate(post.date)}
                </time>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
