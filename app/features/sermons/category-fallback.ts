/**
 * The browser's category filter: ask for the sermons with `categories__slug`; if
 * that request fails, retry with `categories__name`, then with `category`. The first answer wins;
 * when all three fail, the last error is thrown. An aborted request is never retried.
 */
import type { SermonQuery } from "~/lib/api";

export type { SermonQuery };

export type SermonFetcher<T> = (query: SermonQuery, signal?: AbortSignal) => Promise<T>;

export interface CategoryFilter {
  slug: string;
  /** The category's display name, when known (for `categories__name`). */
  name?: string | null;
}

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === "AbortError");
}

/** The three queries to try, in order. */
export function categoryQueries(base: SermonQuery, filter: CategoryFilter): SermonQuery[] {
  const name = filter.name?.trim() || filter.slug;
  return [
    { ...base, categories__slug: filter.slug },
    { ...base, categories__name: name },
    { ...base, category: filter.slug },
  ];
}

export async function fetchSermonsWithCategoryFallback<T>(
  fetcher: SermonFetcher<T>,
  base: SermonQuery,
  filter: CategoryFilter | null,
  signal?: AbortSignal,
): Promise<T> {
  if (!filter || !filter.slug) return fetcher(base, signal);
  let lastError: unknown = null;
  for (const query of categoryQueries(base, filter)) {
    try {
      return await fetcher(query, signal);
    } catch (error) {
      if (isAbort(error, signal)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}
