import type { Route } from "./+types/sitemap";
import { SERMON_PAGE_SIZE } from "~/lib/constants";
import { buildSitemap, sermonPagePaths, STATIC_PAGES, type SitemapEntry } from "~/lib/sitemap";

/** /sitemap.xml: every public page, every published post, the sermons pages and each sermon's, categories, archives and the pages staff made. */
export async function loader({ context }: Route.LoaderArgs) {
  let entries: SitemapEntry[][];
  try {
    entries = await databaseEntries(context.services);
  } catch (error) {
    // A partial sitemap would tell crawlers the posts are gone: ask them to come back instead.
    context.log.error({ err: error }, "Sitemap: failed to load the pages from the database");
    return new Response("The sitemap is not available right now.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }
  return new Response(buildSitemap(context.siteUrl, [...STATIC_PAGES, ...entries.flat()]), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

/** Posts, the sermons pages, each sermon's page, categories, archives and the pages staff made, in that order. */
function databaseEntries({
  posts,
  sermons,
  ownPages,
}: Route.LoaderArgs["context"]["services"]): Promise<SitemapEntry[][]> {
  return Promise.all([
    posts.sitemap().then((rows) =>
      rows.map((post) => ({
        path: `/blog/${post.slug}`,
        lastmod: post.date,
        changefreq: "monthly" as const,
        priority: 0.6,
      })),
    ),
    sermons
      .list({}, { page: 1, pageSize: SERMON_PAGE_SIZE })
      .then((first) =>
        sermonPagePaths(first?.count ?? 0).map((path) => ({ path, changefreq: "weekly" as const, priority: 0.5 })),
      ),
    sermons.sitemap().then((rows) =>
      rows.map((sermon) => ({
        path: `/sermons/${sermon.slug}`,
        lastmod: sermon.date,
        changefreq: "monthly" as const,
        priority: 0.6,
      })),
    ),
    posts.categories().then((categories) =>
      categories.map((category) => ({
        path: `/category/${category.slug}`,
        changefreq: "weekly" as const,
        priority: 0.4,
      })),
    ),
    posts.archives().then((archives) =>
      archives.map((archive) => ({
        path: `/archives/${archive}`,
        changefreq: "monthly" as const,
        priority: 0.3,
      })),
    ),
    ownPages.sitemap().then((rows) =>
      rows.map((page) => ({
        path: `/${page.slug}`,
        lastmod: page.date,
        changefreq: "monthly" as const,
        priority: 0.5,
      })),
    ),
  ]);
}
