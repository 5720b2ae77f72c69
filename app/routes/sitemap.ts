import type { Route } from "./+types/sitemap";
import { SERMON_PAGE_SIZE } from "~/lib/constants";
import { buildSitemap, sermonPagePaths, STATIC_PAGES, type SitemapEntry } from "~/lib/sitemap";

/** Runs one part of the sitemap; a failing part is logged and left out, the rest still listed. */
async function part(name: string, load: () => Promise<SitemapEntry[]>): Promise<SitemapEntry[]> {
  try {
    return await load();
  } catch (error) {
    console.error(`Sitemap: ${name} failed:`, error);
    return [];
  }
}

/** /sitemap.xml: every public page, every published post, the sermons pages, categories and archives. */
export async function loader({ context }: Route.LoaderArgs) {
  const { posts, sermons } = context.services;
  const [postEntries, sermonEntries, categoryEntries, archiveEntries] = await Promise.all([
    part("posts", async () =>
      (await posts.allForFeeds()).map((post) => ({
        path: `/blog/${post.slug}`,
        lastmod: post.date,
        changefreq: "monthly" as const,
        priority: 0.6,
      })),
    ),
    part("sermons", async () => {
      const first = await sermons.list({}, { page: 1, pageSize: SERMON_PAGE_SIZE });
      return sermonPagePaths(first?.count ?? 0).map((path) => ({ path, changefreq: "weekly" as const, priority: 0.5 }));
    }),
    part("categories", async () =>
      (await posts.categories()).map((category) => ({
        path: `/category/${category.slug}`,
        changefreq: "weekly" as const,
        priority: 0.4,
      })),
    ),
    part("archives", async () =>
      (await posts.archives()).map((archive) => ({
        path: `/archives/${archive}`,
        changefreq: "monthly" as const,
        priority: 0.3,
      })),
    ),
  ]);
  const xml = buildSitemap(context.siteUrl, [
    ...STATIC_PAGES,
    ...postEntries,
    ...sermonEntries,
    ...categoryEntries,
    ...archiveEntries,
  ]);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
