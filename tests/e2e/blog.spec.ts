import { test, expect, gotoPage, expectNoSeriousA11yViolations, allowConsoleErrors } from "#tests/e2e/support/fixtures";
import { queryRows, waitForRow } from "#tests/e2e/support/db";
import { insertCategory, insertComment, insertPost, insertTag, uniqueSlug } from "#tests/e2e/support/blog-fixtures";

/**
 * The blog's screens: list, search, post, category, tag and archive pages,
 * the sidebar, the 404s and the empty states. Each test writes the rows it needs, with names of
 * its own, so it does not depend on the demo seed.
 */

const CONTENT = `<p>"Now faith is confidence in what we hope for and assurance about what we do not see." (Hebrews 11:1, NIV)</p>
<h2>Stepping out</h2><p>When Abraham left Ur he did not know where he was going.</p>`;

function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}

test("the blog list shows cards beside the sidebar, and pages through the URL", async ({ page }, testInfo) => {
  const word = uniqueSlug("mazoe", testInfo.project.name).replace(/-/g, "");
  const categorySlug = uniqueSlug("harvest", testInfo.project.name);
  const categoryId = insertCategory(`Harvest ${word}`, categorySlug);
  const tagId = insertTag(`Thanksgiving ${word}`, `thanksgiving-${word}`);
  const slug = uniqueSlug("harvest-thanksgiving", testInfo.project.name);
  insertPost({
    slug,
    title: `Harvest Thanksgiving in ${word}`,
    excerpt: `We gave thanks for the rains in ${word} with songs and a shared meal.`,
    content: CONTENT,
    author: "Pastor Rumbidzai Ncube",
    categoryId,
    tagIds: [tagId],
    publishedAt: "2025-03-07T08:00:00.000Z",
  });

  await gotoPage(page, `/blog?q=${word}`);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Our Blog" })).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(crumbs.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");

  await expect(page.getByRole("heading", { name: `Found 1 post for "${word}"` })).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: `Harvest Thanksgiving in ${word}` });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("07", { exact: true })).toBeVisible();
  await expect(card.getByText("Mar", { exact: true })).toBeVisible();
  await expect(card.getByText("Pastor Rumbidzai Ncube")).toBeVisible();
  await expect(card.getByText("7 March 2025")).toBeVisible();
  await expect(card.getByText(`We gave thanks for the rains in ${word}`)).toBeVisible();
  await expect(card.getByRole("link", { name: `#Thanksgiving ${word}` })).toHaveAttribute(
    "href",
    `/tag/thanksgiving-${word}`,
  );
  await expect(card.getByRole("link", { name: /Read More/ })).toHaveAttribute("href", `/blog/${slug}`);

  const sidebar = page.getByRole("complementary", { name: "Blog sidebar" });
  for (const heading of ["Categories", "Recent Posts", "Archives", "Newsletter", "Follow Us"]) {
    await expect(sidebar.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(sidebar.getByRole("link", { name: `Harvest ${word}` })).toHaveAttribute(
    "href",
    `/category/${categorySlug}`,
  );
  await expect(sidebar.getByRole("link", { name: "March 2025" })).toHaveAttribute("href", "/archives/march-2025");
  await expect(sidebar.getByRole("link", { name: /Facebook/ })).toHaveAttribute("target", "_blank");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/blog/rss.xml",
  );
  await expectNoSeriousA11yViolations(page);

  // Read More opens the post.
  await card.getByRole("link", { name: /Read More/ }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Harvest Thanksgiving in ${word}` })).toBeVisible();
});

test("page links appear when the posts pass one page", async ({ page }, testInfo) => {
  const categorySlug = uniqueSlug("pages", testInfo.project.name);
  const categoryId = insertCategory(`Many Pages ${categorySlug}`, categorySlug);
  for (let index = 0; index < 10; index += 1) {
    insertPost({
      slug: `${categorySlug}-post-${index}`,
      title: `Sunday Notes ${index + 1}`,
      content: CONTENT,
      categoryId,
      publishedAt: minutesAgo(600 + index),
    });
  }
  await gotoPage(page, `/category/${categorySlug}`);
  await expect(page.getByRole("article")).toHaveCount(9);
  const pages = page.getByRole("navigation", { name: "Pagination" });
  await expect(pages.getByText("Page 1")).toHaveAttribute("aria-current", "page");
  await pages.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${categorySlug}\\?page=2$`));
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article").getByRole("heading", { name: "Sunday Notes 10" })).toBeVisible();

  // Rendered on the server: the second page as a first load.
  const response = await gotoPage(page, `/category/${categorySlug}?page=2`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("article")).toHaveCount(1);
});

test("sidebar search: a term with results, one without, a blank term ignored", async ({ page }, testInfo) => {
  const word = uniqueSlug("chinhoyi", testInfo.project.name).replace(/-/g, "");
  insertPost({ slug: uniqueSlug("caves", testInfo.project.name), title: `Retreat at ${word}`, content: CONTENT });

  await gotoPage(page, "/blog");
  const search = page.getByRole("searchbox", { name: "Search the blog" });
  await search.fill("   ");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/blog$/);

  // On /blog the search filters in place.
  await search.fill(word);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/blog\\?q=${word}$`));
  await expect(page.getByRole("heading", { name: `Found 1 post for "${word}"` })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);

  await search.fill(`${word}nothing`);
  await search.press("Enter");
  await expect(page.getByRole("heading", { name: `Found 0 posts for "${word}nothing"` })).toBeVisible();
  await expect(page.getByText("No posts available.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "View all posts" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { name: /^Found/ })).toHaveCount(0);
});

test("from a post, the sidebar search goes to /blog/search", async ({ page }, testInfo) => {
  const word = uniqueSlug("kariba", testInfo.project.name).replace(/-/g, "");
  const slug = uniqueSlug("lake", testInfo.project.name);
  insertPost({ slug, title: `Baptisms at ${word}`, content: CONTENT });
  await gotoPage(page, `/blog/${slug}`);
  const search = page.getByRole("searchbox", { name: "Search the blog" });
  await search.fill(word);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/blog/search\\?q=${word}$`));
  await expect(page.getByRole("heading", { name: `Found 1 post for "${word}"` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a post: content, tags, quote, neighbours, comments, related posts, JSON-LD and Open Graph", async ({
  page,
}, testInfo) => {
  const key = uniqueSlug("matobo", testInfo.project.name);
  const categoryId = insertCategory(`Discipleship ${key}`, `discipleship-${key}`);
  const tagId = insertTag(`Prayer ${key}`, `prayer-${key}`);
  // Three posts on one day of a year of this project's own, in a category of their own:
  // neighbours and related posts.
  const year = testInfo.project.name === "phone" ? 2003 : 2004;
  const day = `${year}-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`;
  insertPost({
    slug: `${key}-older`,
    title: `Older Word ${key}`,
    content: CONTENT,
    categoryId,
    publishedAt: `${day}T06:00:00.000Z`,
  });
  const postId = insertPost({
    slug: `${key}-main`,
    title: `Faith in the Hills of ${key}`,
    excerpt: "What the hills taught us about trust.",
    content: CONTENT,
    author: "Pastor Tatenda Moyo",
    image: "hills-matobo-sunrise",
    authorImage: "people-pastor-tatenda",
    quote: "Faith does not make things easy; it makes them possible.",
    categoryId,
    tagIds: [tagId],
    publishedAt: `${day}T07:00:00.000Z`,
  });
  insertPost({
    slug: `${key}-newer`,
    title: `Newer Word ${key}`,
    content: "",
    categoryId,
    publishedAt: `${day}T08:00:00.000Z`,
  });
  const first = insertComment({ postId, name: "Rudo Chikomba", text: "Amen! This was the word I needed." });
  insertComment({ postId, parentId: first, name: "Tendai Moyo", text: "God is faithful." });
  insertComment({ postId, name: "Hidden Visitor", text: "Still waiting for a moderator.", status: "pending" });

  await gotoPage(page, `/blog/${key}-main`);
  await expect(page.getByRole("heading", { level: 1, name: `Faith in the Hills of ${key}` })).toBeVisible();
  const main = page.locator("main");
  await expect(main.getByText("Pastor Tatenda Moyo").first()).toBeVisible();
  await expect(main.getByText("Stepping out")).toBeVisible();
  await expect(main.getByRole("link", { name: `#Prayer ${key}` }).first()).toBeVisible();
  await expect(main.getByText("Faith does not make things easy; it makes them possible.")).toBeVisible();
  await expect(main.locator('figure img[src="/img/gen/people-pastor-tatenda-160x160.webp"]')).toHaveCount(1);

  const neighbours = page.getByRole("navigation", { name: "More posts" });
  await expect(neighbours.getByRole("link", { name: new RegExp(`Previous Post.*Older Word ${key}`) })).toHaveAttribute(
    "href",
    `/blog/${key}-older`,
  );
  await expect(neighbours.getByRole("link", { name: new RegExp(`Next Post.*Newer Word ${key}`) })).toHaveAttribute(
    "href",
    `/blog/${key}-newer`,
  );

  await expect(page.getByRole("heading", { name: "2 Comments" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Comment by Tendai Moyo" })).toBeVisible();
  await expect(page.getByText("Still waiting for a moderator.")).toHaveCount(0);
  const related = page.getByRole("region", { name: "Related Posts" });
  await expect(related.getByRole("link", { name: new RegExp(`Older Word ${key}`) })).toBeVisible();

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({ "@type": "BlogPosting", headline: `Faith in the Hills of ${key}` });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/img\/gen\/hills-matobo-sunrise-1200x630\.jpg$/,
  );
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  // The next post has no content and no comments.
  await neighbours.getByRole("link", { name: /Next Post/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Newer Word ${key}` })).toBeVisible();
  await expect(page.getByText("Content not available")).toBeVisible();
  await expect(page.getByRole("heading", { name: "0 Comments" })).toBeVisible();
});

test("the comment count is singular for exactly one comment", async ({ page }, testInfo) => {
  const slug = uniqueSlug("one-comment", testInfo.project.name);
  const postId = insertPost({ slug, title: "Choir Practice Moves to Saturday", content: CONTENT });
  insertComment({ postId, name: "Nyasha", text: "See you there!" });
  await gotoPage(page, `/blog/${slug}`);
  await expect(page.getByRole("heading", { name: "1 Comment", exact: true })).toBeVisible();
});

test("category, tag and archive pages: titles, breadcrumbs, grids and empty texts", async ({ page }, testInfo) => {
  const key = uniqueSlug("family-life", testInfo.project.name);
  const categoryId = insertCategory("Family & Life", key);
  const tagId = insertTag(`Marriage ${key}`, `marriage-${key}`);
  insertPost({
    slug: `${key}-post`,
    title: `Building a Home on the Rock ${key}`,
    content: CONTENT,
    categoryId,
    tagIds: [tagId],
    publishedAt: "2024-09-15T08:00:00.000Z",
  });

  await gotoPage(page, `/category/${key}`);
  await expect(page.getByRole("heading", { level: 1, name: "Family & Life" })).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  const expected = key
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
  await expect(crumbs.getByText(expected, { exact: true })).toHaveAttribute("aria-current", "page");
  await expect(
    page.getByRole("article").getByRole("heading", { name: `Building a Home on the Rock ${key}` }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The second reading of the route redirects here.
  await gotoPage(page, `/blog/category/${key}`);
  await expect(page).toHaveURL(new RegExp(`/category/${key}$`));

  await gotoPage(page, `/tag/marriage-${key}`);
  await expect(page.getByRole("heading", { level: 1, name: "Tagged Posts" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await gotoPage(page, "/archives/september-2024");
  await expect(page.getByRole("heading", { level: 1, name: "September 2024" })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: `Building a Home on the Rock ${key}` })).toHaveCount(1);
  await gotoPage(page, "/blog/archives/september-2024");
  await expect(page).toHaveURL(/\/archives\/september-2024$/);

  // Empty states.
  const emptyCategory = uniqueSlug("empty", testInfo.project.name);
  insertCategory("Quiet Corner", emptyCategory);
  await gotoPage(page, `/category/${emptyCategory}`);
  await expect(page.getByText("No posts found under this category.")).toBeVisible();
  const emptyTag = uniqueSlug("unused", testInfo.project.name);
  insertTag("Unused", emptyTag);
  await gotoPage(page, `/tag/${emptyTag}`);
  await expect(page.getByText("No posts found with this tag.")).toBeVisible();
  await gotoPage(page, "/archives/january-1999");
  await expect(page.getByRole("heading", { level: 1, name: "January 1999" })).toBeVisible();
  await expect(page.getByText("No posts found in this archive.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("unknown post, category and tag are 404s with their not-found texts", async ({ page }) => {
  // Chromium logs each 404 document it loads: those are what this test asks for.
  allowConsoleErrors(page, /status of 404/);
  let response = await gotoPage(page, "/blog/no-such-post-anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Blog post not found.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  response = await gotoPage(page, "/category/no-such-category");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Category not found.")).toBeVisible();
  response = await gotoPage(page, "/tag/no-such-tag");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Tag not found.")).toBeVisible();
  response = await gotoPage(page, "/archives/smarch-2025");
  expect(response?.status()).toBe(404);

  await page.getByRole("link", { name: "Return to Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Our Blog" })).toBeVisible();
});

test("a spinner while a navigation loads; the error box with Retry when it fails", async ({ page }, testInfo) => {
  // The aborted request below is the failure this test causes on purpose.
  allowConsoleErrors(page, /ERR_FAILED|Failed to fetch|\.data/);
  const slug = uniqueSlug("spinner", testInfo.project.name);
  const word = slug.replace(/-/g, "");
  insertPost({ slug, title: `Prayer Walk Through Mbare ${word}`, content: CONTENT, publishedAt: minutesAgo(1) });
  await gotoPage(page, `/blog?q=${word}`);

  // Hold the next blog data request: the content shows the spinner meanwhile.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/blog.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("link", { name: "View all posts" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading posts" })).toBeVisible();
  release();
  await expect(page.getByRole("status").filter({ hasText: "Loading posts" })).toHaveCount(0);
  await page.unroute("**/blog.data*");

  // A post whose data cannot be fetched: the error box with Retry and Return to Blog.
  await page.route(`**/blog/${slug}.data*`, (route) => route.abort());
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`q=${word}$`));
  await page.getByRole("link", { name: `Read More about Prayer Walk Through Mbare ${word}` }).click();
  const box = page.getByRole("alert").filter({ hasText: "Failed to load blog post. Please try again later." });
  await expect(box).toBeVisible();
  await expect(box.getByRole("link", { name: "Return to Blog" })).toBeVisible();
  await page.unroute(`**/blog/${slug}.data*`);
  await box.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Prayer Walk Through Mbare ${word}` })).toBeVisible();
});

test("sidebar: Recent Posts Show More and Show Less; the newsletter", async ({ page }, testInfo) => {
  for (let index = 0; index < 4; index += 1) {
    insertPost({
      slug: uniqueSlug(`recent-${index}`, testInfo.project.name),
      title: `Midweek Reflection ${index + 1}`,
      content: CONTENT,
      publishedAt: minutesAgo(2 + index),
    });
  }
  await gotoPage(page, "/blog");
  const sidebar = page.getByRole("complementary", { name: "Blog sidebar" });
  const recent = sidebar.getByRole("region", { name: "Recent Posts" });
  await expect(recent.getByRole("listitem")).toHaveCount(3);
  await recent.getByRole("button", { name: "Show More" }).click();
  expect(await recent.getByRole("listitem").count()).toBeGreaterThan(3);
  await expect(recent.getByRole("button", { name: "Show Less" })).toHaveAttribute("aria-expanded", "true");
  await recent.getByRole("button", { name: "Show Less" }).click();
  await expect(recent.getByRole("listitem")).toHaveCount(3);

  const newsletter = sidebar.getByRole("region", { name: "Newsletter" });
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(newsletter.getByText("Please enter an email address.")).toBeVisible();
  const email = `${uniqueSlug("sidebar", testInfo.project.name)}@example.org`;
  await newsletter.getByLabel("Email address").fill(email);
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(newsletter.getByText("Successfully subscribed!")).toBeVisible();
  await expect(newsletter.getByLabel("Email address")).toHaveValue("");
  const row = await waitForRow<{ email: string; name: string }>(
    "SELECT email, name FROM newsletter_subscribers WHERE email = ?",
    email,
  );
  expect(row.name).toBe("");
  expect(queryRows("SELECT id FROM newsletter_subscribers WHERE email = ?", email)).toHaveLength(1);
});
