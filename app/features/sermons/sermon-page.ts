/**
 * The sermons page's data, loaded on the server (first visit, through the services) or in the
 * browser (later navigations, through /api/ with the category fallback chain). Both give the same
 * shape, so the page renders one way.
 */
import type { Sermon, SermonCategory } from "#contract/types";
import type { AppLoadContext } from "react-router";
import type { SermonService } from "#server/domain/types";
import { SERMON_PAGE_SIZE } from "~/lib/constants";
import { ApiError } from "~/lib/api";
import { fetchSermonsWithCategoryFallback, type SermonFetcher } from "./category-fallback";
import { requestedPage } from "#contract/pagination";

export interface SermonParams {
  page: number;
  /** Trimmed search term; "" for none. */
  search: string;
  /** Category slug; "" for all categories. */
  category: string;
}

export interface SermonPageData extends SermonParams {
  /** The sermons as the API sent them (normalised by the page). */
  sermons: unknown[];
  count: number;
  /** True when the list could not be loaded (list cleared, message shown). */
  failed: boolean;
  /** The page asked for lies past the end of the list (the server answers 404, as the API does). */
  pastEnd?: boolean;
  categories: SermonCategory[];
}

export const SERMONS_LOAD_ERROR = "Failed to load sermons. Please try again later.";
export const SERMONS_EMPTY = "No sermons found. Try another search term or category.";

/** ?page= as the API reads it (contract/pagination.ts): null for one that is not a page. */
export function sermonPageOf(searchParams: URLSearchParams): number | null {
  return requestedPage(searchParams.getAll("page"));
}

/** What the list reads of its address (its route's handle, contract/page-query.ts). */
export const SERMON_QUERY = ["page", "search", "q", "category"] as const;

/** `search` (or `q`), `category` and `page` from the URL (an invalid page reads as 1). */
export function readSermonParams(searchParams: URLSearchParams): SermonParams {
  return {
    page: sermonPageOf(searchParams) ?? 1,
    search: (searchParams.get("search") ?? searchParams.get("q") ?? "").trim(),
    category: (searchParams.get("category") ?? "").trim(),
  };
}

/** The query string of a state of the list ("" for the plain list); page 1 is left out. */
export function sermonSearchString(params: Partial<SermonParams>): string {
  const query = new URLSearchParams();
  if (params.search?.trim()) query.set("search", params.search.trim());
  if (params.category) query.set("category", params.category);
  if (params.page && params.page > 1) query.set("page", String(params.page));
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** Server loader: the services directly; failures go to the request's logger. */
export async function loadSermonPageOnServer(
  service: SermonService,
  log: AppLoadContext["log"],
  params: SermonParams,
): Promise<SermonPageData> {
  const [list, categories] = await Promise.all([
    service
      .list(
        { search: params.search || undefined, categorySlug: params.category || undefined },
        { page: params.page, pageSize: SERMON_PAGE_SIZE },
      )
      .then(
        (page) => ({
          failed: false,
          pastEnd: page === null,
          sermons: (page?.results ?? []) as unknown[],
          count: page?.count ?? 0,
        }),
        (error: unknown) => {
          log.error({ err: error }, "Sermons: failed to load the list");
          return { failed: true, sermons: [] as unknown[], count: 0 };
        },
      ),
    service.categories().catch((error: unknown) => {
      log.error({ err: error }, "Sermons: failed to load the categories");
      return [] as SermonCategory[];
    }),
  ]);
  return { ...params, ...list, categories };
}

export interface BrowserSermonApi {
  sermons: SermonFetcher<unknown>;
  sermonCategories: (signal?: AbortSignal) => Promise<SermonCategory[]>;
}

let categoriesCache: Promise<SermonCategory[]> | null = null;

/** Categories once per visit; a failure is logged, gives [] and is retried next time. */
function browserCategories(api: BrowserSermonApi): Promise<SermonCategory[]> {
  categoriesCache ??= api.sermonCategories().then(
    (list) => (Array.isArray(list) ? list : []),
    (error: unknown) => {
      // The browser's console: this runs on later navigations only.
      console.error("Failed to load sermon categories:", error);
      categoriesCache = null;
      return [];
    },
  );
  return categoriesCache;
}

/** For tests: forget the cached categories. */
export function resetSermonCategoryCache(): void {
  categoriesCache = null;
}

function readPage(data: unknown): { sermons: unknown[]; count: number } {
  if (Array.isArray(data)) return { sermons: data, count: data.length };
  if (typeof data === "object" && data !== null) {
    const record = data as Partial<Sermon> & { results?: unknown; count?: unknown };
    if (Array.isArray(record.results)) {
      return {
        sermons: record.results,
        count: typeof record.count === "number" ? record.count : record.results.length,
      };
    }
    return { sermons: [data], count: 1 };
  }
  return { sermons: [], count: 0 };
}

/**
 * Browser loader: categories (cached) and one page of sermons, the category filter going through
 * the fallback chain. A page past the end (404) reads as an empty list, like the server's.
 * Aborts (a newer navigation) are rethrown so the router drops the stale answer.
 */
export async function loadSermonPageInBrowser(
  api: BrowserSermonApi,
  params: SermonParams,
  signal?: AbortSignal,
): Promise<SermonPageData> {
  const categories = await browserCategories(api);
  const selected = categories.find((item) => item.slug === params.category);
  try {
    const data = await fetchSermonsWithCategoryFallback(
      api.sermons,
      { page: params.page, page_size: SERMON_PAGE_SIZE, search: params.search || undefined },
      params.category ? { slug: params.category, name: selected?.name } : null,
      signal,
    );
    return { ...params, ...readPage(data), failed: false, categories };
  } catch (error) {
    if (signal?.aborted || (error instanceof Error && error.name === "AbortError")) throw error;
    if (error instanceof ApiError && error.status === 404 && params.page > 1) {
      return { ...params, sermons: [], count: 0, failed: false, categories };
    }
    console.error("Failed to load sermons:", error);
    return { ...params, sermons: [], count: 0, failed: true, categories };
  }
}
