import { ArrowLeft, ArrowRight, Folder, Quote } from "lucide-react";
import { Link } from "react-router";
import type { CommentNode, PostDetail } from "#contract/types";
import { ArticleBanner } from "~/ui/article-banner";
import { ResponsiveImage } from "~/ui/responsive-image";
import { CommentSection } from "./comment-section";
import { BLOG_TEXT } from "./constants";
import { PostContent } from "./post-content";
import { smallSquareSet } from "./images";
import { PostByline } from "./post-byline";
import { RelatedPosts } from "./related-posts";
import { TagList } from "./tag-list";
import type { CommentActionResult } from "./types";
import { ShareLinks } from "~/ui/share-links";
import { useSiteUrl } from "~/ui/structured-data";

/** The banner of a post: breadcrumb, category, title, author and date. */
export function PostHeader({ post }: { post: PostDetail }) {
  return (
    <ArticleBanner
      title={post.title}
      width="wide"
      trail={[{ to: "/blog", label: "Blog" }]}
      label={
        post.category ? (
          <Link
            to={`/category/${encodeURIComponent(post.category.slug)}`}
            className="mt-6 inline-flex items-center gap-1.5 rounded-full bg-accent-400 px-3 py-1 text-sm font-semibold text-brand-950 hover:bg-accent-300"
          >
            <Folder aria-hidden="true" className="h-4 w-4" />
            {post.category.name}
          </Link>
        ) : null
      }
    >
      <PostByline post={post} tone="header" />
    </ArticleBanner>
  );
}

function AuthorQuote({ quote, author, image }: { quote: string; author: string; image: string | null }) {
  // A generated avatar gets its AVIF/WebP set; any other URL is shown as it is.
  const avatar = smallSquareSet(image);
  return (
    <figure className="mt-12 rounded-2xl bg-brand-50 p-6 md:p-8 dark:bg-brand-900">
      <Quote aria-hidden="true" className="h-8 w-8 text-accent-500" />
      <blockquote className="mt-3 font-serif text-xl leading-relaxed text-brand-900 italic dark:text-slate-100">
        {quote}
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        {avatar ? (
          <ResponsiveImage
            set={avatar}
            alt=""
            sizes="56px"
            className="h-14 w-14 rounded-full object-cover ring-2 ring-accent-400"
          />
        ) : image ? (
          <img
            src={image}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
            className="h-14 w-14 rounded-full object-cover ring-2 ring-accent-400"
          />
        ) : null}
        <span className="font-semibold text-brand-800 dark:text-accent-300">{author}</span>
      </figcaption>
    </figure>
  );
}

function PostNavigation({ post }: { post: PostDetail }) {
  if (!post.previous_post && !post.next_post) return null;
  const linkClass =
    "group flex h-full flex-col gap-1 rounded-xl p-4 ring-1 ring-slate-200 hover:bg-brand-50 hover:ring-brand-300 dark:ring-brand-800 dark:hover:bg-brand-900";
  return (
    <nav aria-label="More posts" className="mt-12 grid gap-4 sm:grid-cols-2">
      {post.previous_post ? (
        <Link to={`/blog/${encodeURIComponent(post.previous_post.slug)}`} rel="prev" className={linkClass}>
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-slate-600 dark:text-slate-400">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Previous Post
          </span>
          <span className="font-bold text-brand-900 dark:text-white">{post.previous_post.title}</span>
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      {post.next_post ? (
        <Link
          to={`/blog/${encodeURIComponent(post.next_post.slug)}`}
          rel="next"
          className={`${linkClass} sm:items-end sm:text-right`}
        >
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-slate-600 dark:text-slate-400">
            Next Post
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </span>
          <span className="font-bold text-brand-900 dark:text-white">{post.next_post.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * A blog post: image, content, tags, the optional author quote, previous and next
 * links, the comments and related posts. The header is PostHeader, drawn above the columns.
 */
export function PostView({
  post,
  comments,
  commentOutcome = null,
  replyTo = null,
}: {
  post: PostDetail;
  comments: CommentNode[];
  commentOutcome?: CommentActionResult | null;
  /** The comment the address says to reply to (no JavaScript). */
  replyTo?: number | null;
}) {
  return (
    <article>
      {post.image_set ? (
        <ResponsiveImage
          set={post.image_set}
          alt={post.image_alt ?? ""}
          priority
          sizes="(min-width: 1152px) 752px, (min-width: 1024px) calc(100vw - 25rem), 100vw"
          className="mb-10 aspect-[16/9] w-full rounded-2xl object-cover shadow-md"
        />
      ) : null}
      <PostContent html={post.content} emptyText={BLOG_TEXT.contentNotAvailable} />
      {post.tags.length > 0 ? (
        <div className="mt-10 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6 dark:border-brand-800">
          <span className="text-sm font-semibold text-slate-700 dark:text-slate-300">Tags:</span>
          <TagList tags={post.tags} />
        </div>
      ) : null}
      {post.quote ? <AuthorQuote quote={post.quote} author={post.author} image={post.authorImage} /> : null}
      <ShareLinks title={post.title} url={`${useSiteUrl()}/blog/${encodeURIComponent(post.slug)}`} className="mt-8" />
      <PostNavigation post={post} />
      <CommentSection
        key={post.slug}
        postSlug={post.slug}
        initialComments={comments}
        outcome={commentOutcome}
        initialReplyTo={replyTo}
      />
      <RelatedPosts posts={post.related_posts} />
    </article>
  );
}
