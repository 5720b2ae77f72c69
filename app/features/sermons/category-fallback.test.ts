import { describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api";
import { categoryQueries, fetchSermonsWithCategoryFallback, type SermonQuery } from "./category-fallback";

const page = { count: 1, next: null, previous: null, results: [{ id: 1, title: "Hope" }] };

/** A server that refuses categories__slug and categories__name, and answers `category`. */
function refusingServer() {
  const calls: SermonQuery[] = [];
  const fetcher = vi.fn(async (query: SermonQuery) => {
    calls.push(query);
    if (query.categories__slug !== undefined) throw new ApiError(400, { categories__slug: ["Unknown filter."] });
    if (query.categories__name !== undefined) throw new ApiError(500, { detail: "A server error occurred." });
    return page;
  });
  return { fetcher, calls };
}

describe("fetchSermonsWithCategoryFallback", () => {
  it("tries categories__slug, then categories__name, then category", async () => {
    const { fetcher, calls } = refusingServer();
    const result = await fetchSermonsWithCategoryFallback(
      fetcher,
      { page: 2, page_size: 6, search: "faith" },
      { slug: "family-life", name: "Family Life" },
    );
    expect(result).toBe(page);
    expect(calls).toEqual([
      { page: 2, page_size: 6, search: "faith", categories__slug: "family-life" },
      { page: 2, page_size: 6, search: "faith", categories__name: "Family Life" },
      { page: 2, page_size: 6, search: "faith", category: "family-life" },
    ]);
  });

  it("stops at the first answer", async () => {
    const fetcher = vi.fn(async () => page);
    await fetchSermonsWithCategoryFallback(fetcher, { page: 1 }, { slug: "faith", name: "Faith" });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith({ page: 1, categories__slug: "faith" }, undefined);
  });

  it("makes one plain request without a category", async () => {
    const fetcher = vi.fn(async () => page);
    await fetchSermonsWithCategoryFallback(fetcher, { page: 1 }, null);
    expect(fetcher).toHaveBeenCalledWith({ page: 1 }, undefined);
  });

  it("throws the last error when every form fails", async () => {
    const fetcher = vi.fn(async (query: SermonQuery) => {
      throw new ApiError(400, { detail: Object.keys(query).join(",") });
    });
    await expect(fetchSermonsWithCategoryFallback(fetcher, {}, { slug: "x" })).rejects.toMatchObject({
      data: { detail: "category" },
    });
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it("never retries an aborted request", async () => {
    const controller = new AbortController();
    const fetcher = vi.fn(async () => {
      controller.abort();
      throw new DOMException("The operation was aborted.", "AbortError");
    });
    await expect(fetchSermonsWithCategoryFallback(fetcher, {}, { slug: "x" }, controller.signal)).rejects.toMatchObject(
      { name: "AbortError" },
    );
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("uses the slug as the name when the name is unknown", () => {
    expect(categoryQueries({}, { slug: "faith" })[1]).toEqual({ categories__name: "faith" });
  });
});
