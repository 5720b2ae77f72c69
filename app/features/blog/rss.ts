import type { PostSummary } from "#contract/types";
import { BLOG_TEXT, RSS_PATH } from "./constants";

/** RSS 2.0 of the blog (served at /blog/rss.xml), built from the posts the services return. */

export type FeedPost = PostSummary & { content: string };

/** The feed carries the newest posts only. */
export const RSS_ITEM_LIMIT = 20;

// Characters XML 1.0 does not allow at all.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Root-relative src and href attributes become absolute, so feed readers can follow them. */
export function absoluteUrls(html: string, siteUrl: string): string {
  return html.replace(/\b(src|href)="\/(?!\/)/g, `$1="${siteUrl}/`);
}

export function rfc822(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toUTCString();
}

export function buildRss(posts: readonly FeedPost[], siteUrl: string, churchName: string, now = new Date()): string {
  const blogUrl = `${siteUrl}/blog`;
  const newest = posts.map((post) => rfc822(post.date)).find((date) => date !== null) ?? now.toUTCString();
  const items = posts.map((post) => {
    const link = `${siteUrl}/blog/${encodeURIComponent(post.slug)}`;
    const pubDate = rfc822(post.date);
    const lines = [
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      pubDate ? `<pubDate>${pubDate}</pubDate>` : "",
      `<dc:creator>${escapeXml(post.author)}</dc:creator>`,
      post.category ? `<category>${escapeXml(post.category.name)}</category>` : "",
      ...post.tags.map((tag) => `<category>${escapeXml(tag.name)}</category>`),
      `<description>${escapeXml(post.excerpt || post.description)}</description>`,
      post.content ? `<content:encoded>${escapeXml(absoluteUrls(post.content, siteUrl))}</content:encoded>` : "",
    ].filter((line) => line !== "");
    return `<item>\n      ${lines.join("\n      ")}\n    </item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`${churchName} Blog`)}</title>
    <link>${escapeXml(blogUrl)}</link>
    <atom:link href="${escapeXml(`${siteUrl}${RSS_PATH}`)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(BLOG_TEXT.heroSubtitle)}</description>
    <language>en</language>
    <lastBuildDate>${newest}</lastBuildDate>
    ${items.join("\n    ")}
  </channel>
</rss>
`;
}
