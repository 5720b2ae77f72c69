import AlertTriangle from "lucide-react/icons/triangle-alert";
import ArrowRight from "lucide-react/icons/arrow-right";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import RotateCw from "lucide-react/icons/rotate-cw";
import { Suspense, useEffect } from "react";
import { Await, Link, useAsyncError } from "react-router";
import { ResponsiveImage } from "~/ui/responsive-image";
import { PauseButton, SlideDots } from "~/ui/slide-controls";
import { Spinner } from "~/ui/spinner";
import { blogTeaser } from "#content/site/home";
import { thumbnailSet } from "~/features/blog/images";
import { useAutoplay } from "~/ui/hooks/use-autoplay";
import { useCarousel } from "~/ui/hooks/use-carousel";
import { FEATURED_CAROUSEL_INTERVAL_MS, FEATURED_CAROUSEL_LOCK_MS } from "~/lib/constants";
import type { PictureUse } from "#contract/images";
import type { PostSummary } from "#contract/types";
import { pageImages } from "#content/site/images";

export interface TeaserPosts {
  latest: PostSummary[];
  featured: PostSummary[];
}

export const BLOG_TEASER_ERROR = "Failed to load blog posts. Please try again later.";

const FALLBACK_IMAGE = pageImages.blogTeaserFallback;

/** The fallback's sizes, shown only for a post without a picture (none in the demo): drawn ahead of time all the same. */
export function blogTeaserPictures(): PictureUse[] {
  return [
    { name: FALLBACK_IMAGE, aspect: "card" },
    { name: FALLBACK_IMAGE, aspect: "square", widths: [160] },
  ];
}

function postDate(post: PostSummary): string {
  return `${post.date_only} ${post.month_only} ${post.year_only}`;
}

/** The error box of the blog teaser, with Retry (reloads the page). */
export function BlogTeaserError({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      <AlertTriangle aria-hidden="true" className="h-8 w-8" />
      <p className="font-medium">{BLOG_TEASER_ERROR}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800"
      >
        <RotateCw aria-hidden="true" className="h-4 w-4" />
        Retry
      </button>
    </div>
  );
}

function AwaitError() {
  const error = useAsyncError();
  useEffect(() => {
    console.error("Blog teaser failed to load:", error);
  }, [error]);
  return <BlogTeaserError />;
}

/** Featured Stories: auto-advances every 5 s, previous and next, clicks ignored 500 ms after a change. */
export function FeaturedStories({ posts }: { posts: PostSummary[] }) {
  const autoplay = useAutoplay();
  const carousel = useCarousel({
    count: posts.length,
    wrap: true,
    intervalMs: FEATURED_CAROUSEL_INTERVAL_MS,
    lockMs: FEATURED_CAROUSEL_LOCK_MS,
    paused: autoplay.paused,
  });
  if (posts.length === 0) return <p className="text-slate-600 dark:text-slate-300">{blogTeaser.empty}</p>;
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={blogTeaser.featuredHeading}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") carousel.next();
        else if (event.key === "ArrowLeft") carousel.previous();
      }}
      {...autoplay.regionProps}
    >
      <div className="overflow-hidden rounded-2xl bg-white shadow-md ring-1 ring-slate-200 dark:bg-brand-900 dark:ring-brand-800">
        <div
          className="flex transition-transform duration-500 ease-out"
          style={{ transform: `translateX(-${carousel.index * 100}%)` }}
          aria-live={autoplay.paused ? "polite" : "off"}
        >
          {posts.map((post, i) => (
            // A div, not an article: ARIA allows role="group" on neither article nor figure.
            <div
              key={post.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${posts.length}`}
              aria-hidden={i !== carousel.index}
              inert={i !== carousel.index}
              data-active={i === carousel.index ? "true" : undefined}
              className="w-full shrink-0"
            >
              <Link to={`/blog/${post.slug}`} className="group block" tabIndex={i === carousel.index ? 0 : -1}>
                <div className="aspect-[4/3] overflow-hidden bg-brand-100 sm:aspect-[16/9] dark:bg-brand-800">
                  <ResponsiveImage
                    set={post.image_set}
                    name={post.image_set ? undefined : FALLBACK_IMAGE}
                    aspect="card"
                    alt=""
                    sizes="(min-width: 1024px) 45vw, 100vw"
                    className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                </div>
                <div className="p-6">
                  <p className="text-sm font-semibold text-accent-700 dark:text-accent-300">
                    {post.category?.name ?? "News"} &middot; <time dateTime={post.date}>{postDate(post)}</time>
                  </p>
                  <h4 className="mt-2 text-xl font-bold text-brand-950 group-hover:text-brand-700 dark:text-white dark:group-hover:text-accent-300">
                    {post.title}
                  </h4>
                  <p className="mt-2 line-clamp-3 text-slate-600 dark:text-slate-300">
                    {post.excerpt || post.description}
                  </p>
                </div>
              </Link>
            </div>
          ))}
        </div>
      </div>
      {posts.length > 1 ? (
        <div className="mt-4 flex items-center justify-between gap-3">
          <div className="flex flex-wrap items-center">
            <PauseButton paused={autoplay.stopped} onToggle={autoplay.toggle} itemLabel="featured stories" />
            <SlideDots count={posts.length} index={carousel.index} onSelect={carousel.goTo} itemLabel="story" />
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={carousel.previous}
              aria-label="Previous story"
              className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-brand-800 shadow ring-1 ring-slate-200 transition hover:bg-brand-50 dark:bg-brand-900 dark:text-white dark:ring-brand-700 dark:hover:bg-brand-800"
            >
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
            <button
              type="button"
              onClick={carousel.next}
              aria-label="Next story"
              className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-brand-800 shadow ring-1 ring-slate-200 transition hover:bg-brand-50 dark:bg-brand-900 dark:text-white dark:ring-brand-700 dark:hover:bg-brand-800"
            >
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

export function LatestNews({ posts }: { posts: PostSummary[] }) {
  if (posts.length === 0) return <p className="text-slate-600 dark:text-slate-300">{blogTeaser.empty}</p>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-brand-800">
      {posts.map((post) => {
        const thumbnail = thumbnailSet(post);
        return (
          <li key={post.id} className="py-4 first:pt-0">
            <Link to={`/blog/${post.slug}`} className="group flex gap-4">
              <div className="h-20 w-20 shrink-0 overflow-hidden rounded-xl bg-brand-100 dark:bg-brand-800">
                <ResponsiveImage
                  set={thumbnail}
                  name={thumbnail ? undefined : FALLBACK_IMAGE}
                  aspect="square"
                  widths={[160]}
                  alt=""
                  sizes="80px"
                  className="h-full w-full object-cover"
                />
              </div>
              <div className="min-w-0">
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  <time dateTime={post.date}>{postDate(post)}</time>
                </p>
                <h4 className="mt-1 font-semibold text-brand-950 group-hover:text-brand-700 group-hover:underline dark:text-white dark:group-hover:text-accent-300">
                  {post.title}
                </h4>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function BlogTeaserContent({ latest, featured }: TeaserPosts) {
  return (
    // grid-cols-1 (minmax(0, 1fr)), not an auto column: the carousel's row of slides must not size it.
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-5">
      <div className="min-w-0 lg:col-span-3">
        <h3 className="mb-4 text-xl font-bold text-brand-950 dark:text-white">{blogTeaser.featuredHeading}</h3>
        <FeaturedStories posts={featured} />
      </div>
      <div className="lg:col-span-2">
        <h3 className="mb-4 text-xl font-bold text-brand-950 dark:text-white">{blogTeaser.latestHeading}</h3>
        <LatestNews posts={latest} />
      </div>
    </div>
  );
}

/**
 * The blog teaser: a loading spinner while the posts stream in, the error box
 * with Retry if they fail, else Featured Stories and Latest News.
 */
export function BlogTeaser({ posts }: { posts: Promise<TeaserPosts> }) {
  return (
    <section aria-labelledby="blog-teaser-heading" className="bg-white py-16 md:py-24 dark:bg-brand-900/40">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-300">Blog</p>
            <h2
              id="blog-teaser-heading"
              className="mt-2 text-3xl font-extrabold text-brand-950 md:text-4xl dark:text-white"
            >
              {blogTeaser.heading}
            </h2>
            <p className="mt-3 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{blogTeaser.intro}</p>
          </div>
          <Link
            to="/blog"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-accent-300"
          >
            {blogTeaser.viewAll}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
        <div className="mt-10">
          <Suspense fallback={<Spinner label="Loading blog posts" />}>
            <Await resolve={posts} errorElement={<AwaitError />}>
              {(data) => <BlogTeaserContent latest={data.latest} featured={data.featured} />}
            </Await>
          </Suspense>
        </div>
      </div>
    </section>
  );
}
