import { isRouteErrorResponse, type LinkDescriptor, type MetaDescriptor } from "react-router";
import type { PostDetail } from "#contract/types";
import { logoSrc, type ChurchDetails } from "#contract/church";
import { churchFromMatches } from "~/lib/church";
import { pageMeta, siteUrlFromMatches } from "~/lib/seo";
import { BLOG_TEXT, RSS_PATH } from "./constants";

/**
 * The RSS feed's <link rel="alternate">, for every blog page's head (route `links` export, which
 * sees no loader data: so the title without the church's name; the feed itself carries it).
 */
export function rssLinks(): LinkDescriptor[] {
  return [{ rel: "alternate", type: "application/rss+xml", title: "Blog", href: RSS_PATH }];
}

/**
 * The title of a blog page whose loader gave no data: "... not found" when it answered 404, the
 * blog's own title when it failed (the database unavailable, say): nothing was found missing then.
 */
export function unloadedTitle(error: unknown, notFoundTitle: string): string {
  if (!isRouteErrorResponse(error) || error.status !== 404) return BLOG_TEXT.pageTitle;
  // The list was found, the page number was not: not "Tag not found".
  return error.data === BLOG_TEXT.invalidPage ? BLOG_TEXT.invalidPage.replace(/\.$/, "") : notFoundTitle;
}

function absolute(siteUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith("/") ? "" : "/"}${path}`;
}

/**
 * schema.org BlogPosting for one post. React Router's `script:ld+json` meta descriptor
 * serialises it with `<`, `>` and `&` escaped, so a title cannot close the script element.
 */
export function blogPostingJsonLd(post: PostDetail, siteUrl: string, church: ChurchDetails): Record<string, unknown> {
  const url = `${siteUrl}/blog/${encodeURIComponent(post.slug)}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt || post.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: post.date,
    dateModified: post.date,
    author: { "@type": "Person", name: post.author },
    publisher: {
      "@type": "Organization",
      name: church.name,
      logo: { "@type": "ImageObject", url: absolute(siteUrl, logoSrc(church)) },
    },
    ...(post.image ? { image: [absolute(siteUrl, post.image)] } : {}),
    ...(post.category ? { articleSection: post.category.name } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.map((tag) => tag.name).join(", ") } : {}),
    commentCount: post.comments_count,
  };
}

/** Open Graph article tags beyond pageMeta's: publication time, author, section and tags. */
export function articleMeta(post: PostDetail): MetaDescriptor[] {
  return [
    { property: "article:published_time", content: post.date },
    { property: "article:author", content: post.author },
    ...(post.category ? [{ property: "article:section", content: post.category.name }] : []),
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag.name })),
  ];
}

/** Search results and past-the-first pages are for visitors, not for search engines' indexes. */
export const NOINDEX: MetaDescriptor = { name: "robots", content: "noindex, follow" };

/**
 * Meta of a list screen: the page number in the title and canonical URL past page 1, and
 * noindex for search results.
 */
export function listMeta(input: {
  title: string;
  description?: string;
  path: string;
  siteUrl: string;
  church: Pick<ChurchDetails, "name" | "description" | "logo">;
  search: string;
  noindex?: boolean;
}): MetaDescriptor[] {
  const page = Number(new URLSearchParams(input.search).get("page") ?? "1");
  const paged = Number.isInteger(page) && page > 1;
  return pageMeta({
    title: paged ? `${input.title} (Page ${page})` : input.title,
    description: input.description,
    path: paged ? `${input.path}?page=${page}` : input.path,
    siteUrl: input.siteUrl,
    church: input.church,
    extra: input.noindex ? [NOINDEX] : [],
  });
}

/** The parts of a route's meta arguments blogListMeta reads. */
interface MetaArgsLike<Data> {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  location: { search: string };
  loaderData?: Data | undefined;
}

/**
 * Meta of the blog list (/blog) and of the search page (/blog/search): "Search results for …"
 * when there is a term, else the page's own title; a search, and the search page always, are not indexed.
 */
export function blogListMeta(
  { matches, location, loaderData }: MetaArgsLike<{ q: string }>,
  page: { path: string; title: string; alwaysNoindex: boolean },
): MetaDescriptor[] {
  const q = loaderData?.q ?? "";
  return listMeta({
    title: q ? `Search results for "${q}"` : page.title,
    description: BLOG_TEXT.heroSubtitle,
    path: page.path,
    siteUrl: siteUrlFromMatches(matches),
    church: churchFromMatches(matches),
    search: location.search,
    noindex: page.alwaysNoindex || q !== "",
  });
}
