import { expect, type Page } from "@playwright/test";

/** The public pages without a parameter, besides the home page. */
export const FIXED_PUBLIC_ROUTES = [
  "/about-us",
  "/contact-us",
  "/salvation",
  "/sermons",
  "/coming-soon",
  "/blog",
  "/blog/search?q=faith",
] as const;

/** The ministry and music pages. */
export const MINISTRY_ROUTES = [
  "/music",
  "/intercession",
  "/evangelism",
  "/media",
  "/hospitality",
  "/healing",
  "/youth",
  "/children",
] as const;

/** A category and a tag of the seeded demo content (server/seed/). */
const DEMO_CATEGORY = "church-news";
const DEMO_TAG = "prayer";

/**
 * Every public page route, with the seeded demo content filling the routes that take a
 * parameter: the newest post, a demo category and tag, the newest sermon and an archive month.
 * The 404 screen (any unknown path) is one of them: visitors meet it too.
 */
export async function everyPublicRoute(baseURL: string): Promise<string[]> {
  const posts = (await (await fetch(`${baseURL}/api/posts/?page_size=1`)).json()) as {
    results: Array<{ slug: string; date: string; category: { slug: string } | null; tags: Array<{ slug: string }> }>;
  };
  const sermons = (await (await fetch(`${baseURL}/api/sermons/?page_size=1`)).json()) as {
    results: Array<{ slug: string }>;
  };
  const post = posts.results[0];
  const published = new Date(post.date);
  const month = published.toLocaleString("en-GB", { month: "long", timeZone: "Africa/Harare" }).toLowerCase();
  const year = published.toLocaleString("en-GB", { year: "numeric", timeZone: "Africa/Harare" });
  return [
    "/",
    ...FIXED_PUBLIC_ROUTES,
    `/sermons/${sermons.results[0].slug}`,
    `/blog/${post.slug}`,
    // The demo's own category and tag: other specs publish posts without any at the same time.
    `/category/${DEMO_CATEGORY}`,
    `/tag/${DEMO_TAG}`,
    `/archives/${month}-${year}`,
    ...MINISTRY_ROUTES,
    "/screens-no-such-page",
  ];
}

/** Waits for what a page draws after its first paint: a ministry page's own spinner, streamed sections. */
export async function pageSettled(page: Page): Promise<void> {
  await expect(page.locator("[data-ministry-loading]")).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator("main [role=status]:has-text('Loading')")).toHaveCount(0, { timeout: 15_000 });
}
