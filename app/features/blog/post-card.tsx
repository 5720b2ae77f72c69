import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { PostSummary } from "#contract/types";
import { ResponsiveImage } from "~/ui/responsive-image";
import { BLOG_TEXT } from "./constants";
import { PostByline } from "./post-byline";
import { TagList } from "./tag-list";

/**
 * One post in a list: image with the day and month badge, title, author and date,
 * description, tags and Read More.
 */
export function PostCard({ post, sizes, eager = false }: { post: PostSummary; sizes: string; eager?: boolean }) {
  const href = `/blog/${encodeURIComponent(post.slug)}`;
  const description = post.description || post.excerpt;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-lg dark:bg-brand-900 dark:ring-brand-800">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="relative block overflow-hidden">
        {post.image_set ? (
          <ResponsiveImage
            set={post.image_set}
            alt=""
            sizes={sizes}
            loading={eager ? "eager" : "lazy"}
            className="aspect-video w-full bg-brand-100 object-cover transition duration-500 dark:bg-brand-800 group-hover:scale-105"
          />
        ) : (
          <div className="aspect-video w-full bg-gradient-to-br from-brand-700 to-brand-950" />
        )}
        <span className="absolute top-3 left-3 flex min-w-14 flex-col items-center rounded-xl bg-accent-400 px-2 py-1.5 text-brand-950 shadow">
          <span className="text-xl leading-none font-extrabold">{post.date_only}</span>
          <span className="text-xs font-bold tracking-wide uppercase">{post.month_only}</span>
        </span>
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-xl leading-snug font-bold text-brand-900 dark:text-white">
          <Link to={href} className="hover:text-brand-600 dark:hover:text-accent-300">
            {post.title}
          </Link>
        </h2>
        <PostByline post={post} tone="card" />
        {description ? <p className="mt-3 line-clamp-3 text-slate-700 dark:text-slate-200">{description}</p> : null}
        <TagList tags={post.tags} className="mt-4" />
        <div className="mt-auto pt-5">
          <Link
            to={href}
            className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900 dark:text-accent-300 dark:hover:text-accent-200"
          >
            <span>
              {BLOG_TEXT.readMore}
              <span className="sr-only"> about {post.title}</span>
            </span>
            <ArrowRight aria-hidden="true" className="h-4 w-4 transition group-hover:translate-x-0.5" />
          </Link>
        </div>
      </div>
    </article>
  );
}
