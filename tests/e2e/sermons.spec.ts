import type { Page, Request } from "@playwright/test";
import {
  test,
  expect,
  gotoPage,
  expectNoSeriousA11yViolations,
  allowConsoleErrors,
  pausePageClock,
} from "#tests/e2e/support/fixtures";
import { SERMON_SEARCH_DEBOUNCE_MS } from "~/features/sermons/sermon-filters";

/**
 * Sermons page (docs/product.md, Sermons): the list rendered from the URL, search
 * (debounced), the category filter (with its fallback chain), paging, the video modal, the empty
 * and error states. Expectations are computed from the API, so they hold for any demo content
 * with more than one page of sermons.
 */

interface ApiSermon {
  id: number;
  title: string;
  sermon_from: string;
  categories: string[];
  youtube_id: string | null;
  has_video: boolean;
}
interface ApiPage {
  count: number;
  results: ApiSermon[];
}
interface ApiCategory {
  id: number;
  name: string;
  slug: string;
}

const PAGE_SIZE = 6;
const EMPTY_TEXT = "No sermons found. Try another search term or category.";
const ERROR_TEXT = "Failed to load sermons. Please try again later.";

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

function cards(page: Page) {
  return page.locator("section[aria-labelledby='sermon-list-title'] article");
}

function sermonListRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/sermons/") seen.push(request);
  });
  return seen;
}

/** A word of a title that some, but not all, sermons match. */
async function searchTerm(page: Page, all: ApiPage): Promise<{ term: string; count: number }> {
  for (const sermon of all.results) {
    for (const word of sermon.title.split(/\s+/)) {
      const term = word.replace(/[^A-Za-z]/g, "");
      if (term.length < 5) continue;
      const found = await apiGet<ApiPage>(page, `/api/sermons/?search=${encodeURIComponent(term)}`);
      if (found.count > 0 && found.count < all.count) return { term, count: found.count };
    }
  }
  throw new Error("No search term found in the demo sermons");
}

test.describe("Sermons", () => {
  test("renders the list, pages and the banner on the server", async ({ page }) => {
    const all = await apiGet<ApiPage>(page, "/api/sermons/");
    expect(all.count).toBeGreaterThan(PAGE_SIZE);
    const pages = Math.ceil(all.count / PAGE_SIZE);

    await gotoPage(page, "/sermons");
    await expect(page.getByRole("heading", { level: 1, name: "Sermons" })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb).toContainText("Sermons");
    await expect(page.getByPlaceholder("Search sermons...")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Category" }).locator("option").first()).toHaveText(
      "All Categories",
    );
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect(cards(page).first()).toContainText(all.results[0].title);

    const bar = page.getByRole("navigation", { name: "Sermon pages" });
    await expect(bar.getByRole("link", { name: /^Page \d+$/ })).toHaveCount(Math.min(pages, 5) - 1);
    await bar.getByRole("link", { name: /^Last page/ }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${pages}$`));
    await expect(cards(page)).toHaveCount(all.count - PAGE_SIZE * (pages - 1));
    await expect(bar.locator("[aria-current='page']")).toHaveText(`Page ${pages}`);
    await expect(bar.getByRole("link", { name: "Next page" })).toHaveCount(0);
    await expect(bar.getByRole("link", { name: /^Last page/ })).toHaveCount(0);
    await bar.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${pages - 1}$`));

    // Every state is in the URL and rendered on the server.
    const html = await (await page.request.get(`/sermons?page=${pages}`)).text();
    const last = await apiGet<ApiPage>(page, `/api/sermons/?page=${pages}`);
    expect(html).toContain(last.results[0].title.replace(/&/g, "&amp;"));
    expect(html).toContain('"@type":"VideoObject"');
  });

  test("searches without a request per keystroke, resets the page, and says when nothing matches", async ({ page }) => {
    const all = await apiGet<ApiPage>(page, "/api/sermons/");
    const { term, count } = await searchTerm(page, all);
    await gotoPage(page, "/sermons?page=2");
    const requests = sermonListRequests(page);

    // The page's time stands still while the keys are typed: on a busy machine a real pause
    // between two keys could outlast the debounce. Then the debounce runs out, once.
    await pausePageClock(page);
    await page.getByRole("searchbox", { name: "Search sermons" }).pressSequentially(term, { delay: 60 });
    await page.clock.runFor(SERMON_SEARCH_DEBOUNCE_MS);
    await page.clock.resume();
    await expect(page).toHaveURL(new RegExp(`\\?search=${term}$`));
    await expect(page.getByText(new RegExp(`of ${count} sermons? for`))).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(count, PAGE_SIZE));
    const searches = requests.map((request) => new URL(request.url()).searchParams.get("search"));
    expect(searches).toEqual([term]);
    expect(new URL(requests[0].url()).searchParams.get("page")).toBe("1");

    await page.getByRole("searchbox", { name: "Search sermons" }).fill("zzqx no such sermon");
    await expect(page.getByText(EMPTY_TEXT)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Sermon pages" })).toHaveCount(0);

    // Back restores the earlier search in the box and the list.
    await page.goBack();
    await expect(page).toHaveURL(/page=2$/);
    await expect(page.getByRole("searchbox", { name: "Search sermons" })).toHaveValue("");
  });

  test("filters by category, going back to page 1", async ({ page }) => {
    const categories = await apiGet<ApiCategory[]>(page, "/api/sermons/categories/");
    expect(categories.length).toBeGreaterThan(1);
    const category = categories[1];
    const filtered = await apiGet<ApiPage>(page, `/api/sermons/?categories__slug=${category.slug}`);
    expect(filtered.count).toBeGreaterThan(0);

    await gotoPage(page, "/sermons?page=2");
    await page.getByRole("combobox", { name: "Category" }).selectOption(category.slug);
    await expect(page).toHaveURL(new RegExp(`\\?category=${category.slug}$`));
    await expect(cards(page)).toHaveCount(Math.min(filtered.count, PAGE_SIZE));
    for (const card of await cards(page).all()) {
      await expect(card.getByRole("list", { name: "Categories" })).toContainText(category.name);
    }
    await page.getByRole("combobox", { name: "Category" }).selectOption("");
    await expect(page).toHaveURL(/\/sermons$/);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
  });

  test("falls back to categories__name, then category, when the server refuses the first filters", async ({ page }) => {
    // The refused requests are logged by the browser.
    allowConsoleErrors(page, /status of 400/);
    const categories = await apiGet<ApiCategory[]>(page, "/api/sermons/categories/");
    const category = categories[0];
    const filtered = await apiGet<ApiPage>(page, `/api/sermons/?category=${category.slug}`);
    await page.route(/\/api\/sermons\/\?.*categories__(slug|name)=/, (route) =>
      route.fulfill({ status: 400, contentType: "application/json", body: '{"detail":"Unknown filter."}' }),
    );
    await gotoPage(page, "/sermons");
    const requests = sermonListRequests(page);
    await page.getByRole("combobox", { name: "Category" }).selectOption(category.slug);
    await expect(cards(page)).toHaveCount(Math.min(filtered.count, PAGE_SIZE));
    await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);
    const filters = requests.map((request) => {
      const params = new URL(request.url()).searchParams;
      return ["categories__slug", "categories__name", "category"].find((key) => params.has(key));
    });
    expect(filters).toEqual(["categories__slug", "categories__name", "category"]);
    expect(new URL(requests[1].url()).searchParams.get("categories__name")).toBe(category.name);
  });

  test("clears the list and shows the error when sermons cannot be loaded", async ({ page }) => {
    allowConsoleErrors(page, /status of 500/, /Failed to load sermons/);
    await gotoPage(page, "/sermons");
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await page.route(/\/api\/sermons\/\?/, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"detail":"A server error occurred."}' }),
    );
    await page.getByRole("searchbox", { name: "Search sermons" }).fill("grace");
    await expect(page.getByText(ERROR_TEXT)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test("plays a video in a modal that traps focus and closes with Escape or the button", async ({ page }) => {
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>video</title><p>video</p>" }),
    );
    const all = await apiGet<ApiPage>(page, "/api/sermons/");
    const sermon = all.results.find((item) => item.has_video && item.youtube_id);
    expect(sermon, "a sermon with a video on the first page").toBeTruthy();
    await gotoPage(page, "/sermons");

    const play = page.getByRole("button", { name: `Play ${sermon!.title}` });
    await play.click();
    const dialog = page.getByRole("dialog", { name: sermon!.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.locator("iframe")).toHaveAttribute(
      "src",
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${sermon!.youtube_id}\\?`),
    );
    await expect(dialog).toContainText("Sermon From");
    await expect(dialog).toContainText(sermon!.sermon_from);
    await expect(dialog).toContainText("Category");
    await expect(dialog).toContainText(sermon!.categories.join(", "));
    const close = dialog.getByRole("button", { name: "Close video" });
    await expect(close).toBeFocused();
    // The frame's own page first: a key pressed while the frame is still swapping its blank
    // document for the video's goes nowhere.
    await expect(dialog.locator("iframe").contentFrame().getByText("video")).toBeVisible();

    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    // Keys pressed inside the video's own frame belong to YouTube; Escape is the dialog's around it.
    const focusInFrame = () => page.evaluate(() => document.activeElement?.tagName === "IFRAME");
    if (await focusInFrame()) await page.keyboard.press("Shift+Tab");
    await expect.poll(focusInFrame).toBe(false);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(play).toBeFocused();

    await play.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close video" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(play).toBeFocused();
  });

  test("a broken picture shows No Image Available", async ({ page }) => {
    allowConsoleErrors(page, /status of 404/);
    await page.route(/\/img\/gen\/.*\.(avif|webp)$/, (route) => route.fulfill({ status: 404, body: "" }));
    await gotoPage(page, "/sermons");
    await expect(cards(page).first().getByText("No Image Available")).toBeVisible();
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await gotoPage(page, "/sermons");
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expectNoSeriousA11yViolations(page);
  });
});
