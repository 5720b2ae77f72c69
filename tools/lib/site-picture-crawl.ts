import type { Kysely } from "kysely";
import { IMAGE_URL_PREFIX, parseImageFile, pictureUseFiles } from "#contract/images";
import { comingSoonSlides } from "#content/site/coming-soon";
import { salvationHero } from "#content/site/salvation";
import { DEMO_MUSIC_PAGE } from "#content/demo/music-page";
import { DEMO_PAGES } from "#content/demo/pages";
import type { Database } from "#server/db/schema";
import { backgroundSlidePictures } from "~/ui/background-slideshow";
import { aboutContent } from "~/features/about/content";
import { mandatePictures } from "~/features/about/mandate-section";
import { blogTeaserPictures } from "~/features/home/blog-teaser";
import { churchLifePictures } from "~/features/home/church-life";
import { homeContent } from "~/features/home/content";
import { musicContent } from "~/features/music/read-content";
import { galleryPictures } from "~/features/music/sections/gallery-section";
import { teamPictures } from "~/features/music/sections/team-section";
import { journeyPictures } from "~/features/salvation/journey-screens";
import { slideImageUrls } from "~/features/salvation/slide-image-urls";
import { sermonPlaceholderPictures } from "~/features/sermons/normalize";

/**
 * The picture files the site names, found by reading it: every public page of a site seeded with
 * the demo content (following its links from /, the sitemap and the sermons' own pages), the
 * API's lists, the drafts' pages as they will be once published, and the pictures components show
 * only in a later state (a slide, a tab, the next screen), which each component lists itself.
 * `npm run build` writes the result to build/picture-files.json (tools/list-site-pictures.ts),
 * the list the start draws ahead of time (docs/decisions/021 and 039); the API suite crawls the
 * same way and checks what the list promises.
 */
export interface CrawlAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** A GET of the site: `app.inject` of a Fastify app that renders the pages. */
export type SiteGet = (url: string) => Promise<CrawlAnswer>;

export interface SitePictures {
  /** Every picture file named, sorted. */
  files: string[];
  /** The HTML of every page read, by path. */
  pages: Map<string, string>;
}

/** The SITE_URL of the site crawled: links to any other origin are not followed. */
export const CRAWL_ORIGIN = "http://localhost";
const PICTURE = /\/img\/gen\/([a-z0-9-]+-\d+x\d+\.(?:avif|webp|jpg))/g;
/** A bound: a link loop in the pages must end the crawl with an error, not hang the build. */
const MAX_PAGES = 400;

/** Paths of the same site in a page's links: pages only (no API, files, staff side or feeds). */
function pageLinks(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<(?:a|loc)[^>]*?(?:href="([^"]+)"|>([^<]+)<\/loc)/g)) {
    const raw = (match[1] ?? match[2] ?? "").replaceAll("&amp;", "&");
    const url = new URL(raw, CRAWL_ORIGIN);
    if (url.origin !== CRAWL_ORIGIN) continue;
    if (/^\/(admin|api|img|assets)\b/.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) continue;
    links.push(url.pathname + url.search);
  }
  return links;
}

export async function crawlSitePictures(get: SiteGet, db: Kysely<Database>): Promise<SitePictures> {
  const pages = new Map<string, string>();
  const files = new Set<string>();
  const collect = (text: string) => {
    for (const match of text.matchAll(PICTURE)) files.add(match[1]);
  };
  const seen = new Set<string>();

  /** The pages reached by links from `start`, each once. */
  const crawlPages = async (start: string[]) => {
    const queue = start.filter((url) => !seen.has(url));
    for (const url of queue) seen.add(url);
    const follow = (link: string) => {
      if (seen.has(link)) return;
      seen.add(link);
      queue.push(link);
      if (seen.size >= MAX_PAGES) throw new Error(`More than ${MAX_PAGES} pages to read: a link loop?`);
    };
    while (queue.length > 0) {
      const url = queue.shift()!;
      const answer = await get(url);
      if (answer.statusCode >= 300 && answer.statusCode < 400) {
        const location = pageLinks(`<a href="${String(answer.headers.location)}">`)[0];
        if (location) follow(location);
        continue;
      }
      if (answer.statusCode >= 500) throw new Error(`${url} answered ${answer.statusCode}`);
      if (!String(answer.headers["content-type"]).startsWith("text/html")) continue;
      pages.set(url, answer.body);
      collect(answer.body);
      for (const link of pageLinks(answer.body)) follow(link);
    }
  };

  /** An API answer's body, its pictures collected; anything but 200 is an error. */
  const readApi = async (url: string) => {
    const answer = await get(url);
    if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}`);
    collect(answer.body);
    return answer.body;
  };

  /** Slugs of every row of a paginated API list, each page's pictures collected on the way. */
  const listSlugs = async (list: string) => {
    const slugs: string[] = [];
    for (let page = 1; ; page++) {
      const body = JSON.parse(await readApi(`${list}?page=${page}&page_size=50`)) as {
        results: Array<{ slug: string }>;
        next: string | null;
      };
      slugs.push(...body.results.map((row) => row.slug));
      if (!body.next) return slugs;
    }
  };

  // Sermon pages are linked from the sermons' modal, which the browser draws: start from them too.
  const sermonSlugs = await listSlugs("/api/sermons/");
  const sitemap = await get("/sitemap.xml");
  await crawlPages([
    "/",
    ...pageLinks(sitemap.body),
    ...sermonSlugs.map((slug) => `/sermons/${encodeURIComponent(slug)}`),
  ]);

  for (const slug of await listSlugs("/api/posts/")) await readApi(`/api/posts/${slug}/`);
  for (const list of ["/api/posts/featured/", "/api/posts/latest/", "/api/posts/recent/", "/api/sermons/latest/"]) {
    await readApi(list);
  }

  // A draft's page as an editor previews it: as it will be once published.
  const drafts = await db.selectFrom("posts").select("slug").where("status", "=", "draft").execute();
  await db.updateTable("posts").set({ status: "published" }).where("status", "=", "draft").execute();
  await crawlPages(drafts.map((draft) => `/blog/${encodeURIComponent(draft.slug)}`));

  // Rendered only in the browser, in a later state: each component lists its own.
  for (const name of salvationHero.images) {
    const urls = slideImageUrls(name);
    collect([...urls.sm, ...urls.lg].join(" "));
  }
  const home = homeContent(DEMO_PAGES.home);
  const music = musicContent(DEMO_MUSIC_PAGE);
  const stateful = [
    ...backgroundSlidePictures(home.slides),
    ...backgroundSlidePictures(comingSoonSlides),
    ...blogTeaserPictures(),
    ...sermonPlaceholderPictures(),
    ...churchLifePictures(home.life),
    ...mandatePictures(aboutContent(DEMO_PAGES.about).mandate),
    ...journeyPictures(),
    ...teamPictures(music),
    ...galleryPictures(music),
  ];
  collect(
    stateful
      .flatMap(pictureUseFiles)
      .map((file) => `${IMAGE_URL_PREFIX}${file}`)
      .join(" "),
  );

  const sorted = [...files].sort();
  const outside = sorted.filter((file) => parseImageFile(file) === null);
  if (outside.length > 0) throw new Error(`Picture files outside the naming scheme: ${outside.join(", ")}`);
  return { files: sorted, pages };
}
