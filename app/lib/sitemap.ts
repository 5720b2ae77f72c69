/**
 * sitemap.xml (sitemaps.org 0.9): every public page, every published post, the sermons pages,
 * and the blog's category and archive pages.
 */
import { pageCount } from "#contract/pagination";
import { SERMON_PAGE_SIZE } from "./constants";

export interface SitemapEntry {
  /** Path on the site, e.g. "/blog/my-post" or "/sermons?page=2". */
  path: string;
  /** ISO date or timestamp of the last change. */
  lastmod?: string;
  changefreq?: "daily" | "weekly" | "monthly" | "yearly";
  priority?: number;
}

/** The site's screens (docs/product.md, Route table), canonical readings only (docs/product.md, Two readings of a route). */
export const STATIC_PAGES: readonly SitemapEntry[] = [
  { path: "/", changefreq: "daily", priority: 1 },
  { path: "/about-us", changefreq: "monthly", priority: 0.8 },
  { path: "/contact-us", changefreq: "yearly", priority: 0.7 },
  { path: "/salvation", changefreq: "yearly", priority: 0.8 },
  { path: "/sermons", changefreq: "weekly", priority: 0.8 },
  { path: "/blog", changefreq: "daily", priority: 0.8 },
  { path: "/music", changefreq: "monthly", priority: 0.6 },
  { path: "/events", changefreq: "daily", priority: 0.7 },
  { path: "/intercession", changefreq: "monthly", priority: 0.6 },
  { path: "/evangelism", changefreq: "monthly", priority: 0.6 },
  { path: "/media", changefreq: "monthly", priority: 0.6 },
  { path: "/hospitality", changefreq: "monthly", priority: 0.6 },
  { path: "/healing", changefreq: "monthly", priority: 0.6 },
  { path: "/youth", changefreq: "monthly", priority: 0.6 },
  { path: "/children", changefreq: "monthly", priority: 0.6 },
  { path: "/coming-soon", changefreq: "monthly", priority: 0.2 },
];

/** /sermons?page=2 ... for every further page of sermons (page 1 is /sermons itself). */
export function sermonPagePaths(count: number, pageSize: number = SERMON_PAGE_SIZE): string[] {
  const pages = pageCount(count, pageSize);
  const paths: string[] = [];
  for (let page = 2; page <= pages; page += 1) paths.push(`/sermons?page=${page}`);
  return paths;
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Encodes each path segment once (slugs are usually plain already). */
function encodePath(path: string): string {
  const [pathname, query] = path.split("?", 2);
  const encoded = pathname
    .split("/")
    .map((segment) => encodeURIComponent(decodeURIComponentSafe(segment)))
    .join("/");
  return query === undefined ? encoded : `${encoded}?${query}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function buildSitemap(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const loc = `${siteUrl}${encodePath(entry.path)}`;
    if (seen.has(loc)) continue;
    seen.add(loc);
    const parts = [`<loc>${escapeXml(loc)}</loc>`];
    if (entry.lastmod) parts.push(`<lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    urls.push(`  <url>${parts.join("")}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
