import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "~/lib/api";
import type { SermonQuery } from "./category-fallback";
import {
  loadSermonPageInBrowser,
  loadSermonPageOnServer,
  readSermonParams,
  resetSermonCategoryCache,
  sermonSearchString,
} from "./sermon-page";
import type { SermonService } from "#server/domain/types";
import { testRequestContext } from "#tests/support/load-context";

const categories = [{ id: 1, name: "Family Life", slug: "family-life" }];
const page = { count: 9, next: null, previous: null, results: [{ id: 1, title: "A" }] };

beforeEach(() => {
  resetSermonCategoryCache();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("URL state", () => {
  it("reads search (or q), category and page", () => {
    expect(readSermonParams(new URLSearchParams("search=%20faith%20&category=hope&page=3"))).toEqual({
      search: "faith",
      category: "hope",
      page: 3,
    });
    expect(readSermonParams(new URLSearchParams("q=grace")).search).toBe("grace");
    expect(readSermonParams(new URLSearchParams("")).page).toBe(1);
  });

  it("writes only what is set, leaving page 1 out", () => {
    expect(sermonSearchString({ search: "", category: "", page: 1 })).toBe("");
    expect(sermonSearchString({ search: "faith hope", category: "family-life", page: 2 })).toBe(
      "?search=faith+hope&category=family-life&page=2",
    );
  });
});

describe("loadSermonPageInBrowser", () => {
  it("goes through the fallback chain with the category's name", async () => {
    const calls: SermonQuery[] = [];
    const api = {
      sermonCategories: vi.fn(async () => categories),
      sermons: vi.fn(async (query: SermonQuery) => {
        calls.push(query);
        if (query.categories__slug || query.categories__name) throw new ApiError(400, {});
        return page;
      }),
    };
    const data = await loadSermonPageInBrowser(api, { search: "", category: "family-life", page: 1 });
    expect(data).toMatchObject({ failed: false, count: 9, categories, category: "family-life" });
    expect(calls.map((q) => q.categories__name ?? q.categories__slug ?? q.category)).toEqual([
      "family-life",
      "Family Life",
      "family-life",
    ]);
  });

  it("clears the list on failure and keeps the categories", async () => {
    const api = {
      sermonCategories: vi.fn(async () => categories),
      sermons: vi.fn(async () => {
        throw new ApiError(null, null);
      }),
    };
    const data = await loadSermonPageInBrowser(api, { search: "x", category: "", page: 1 });
    expect(data).toMatchObject({ failed: true, sermons: [], count: 0, categories });
  });

  it("logs a failed category load and gives an empty list, then retries next time", async () => {
    const api = {
      sermonCategories: vi.fn().mockRejectedValueOnce(new ApiError(500, {})).mockResolvedValueOnce(categories),
      sermons: vi.fn(async () => page),
    };
    const first = await loadSermonPageInBrowser(api, { search: "", category: "", page: 1 });
    expect(first.categories).toEqual([]);
    expect(first.failed).toBe(false);
    expect(console.error).toHaveBeenCalled();
    const second = await loadSermonPageInBrowser(api, { search: "", category: "", page: 1 });
    expect(second.categories).toEqual(categories);
  });

  it("reads a page past the end as an empty list", async () => {
    const api = {
      sermonCategories: vi.fn(async () => categories),
      sermons: vi.fn(async () => {
        throw new ApiError(404, { detail: "Invalid page." });
      }),
    };
    const data = await loadSermonPageInBrowser(api, { search: "", category: "", page: 9 });
    expect(data).toMatchObject({ failed: false, sermons: [], count: 0 });
  });

  it("rethrows an abort so the router drops the stale answer", async () => {
    const controller = new AbortController();
    const api = {
      sermonCategories: vi.fn(async () => categories),
      sermons: vi.fn(async () => {
        controller.abort();
        throw new DOMException("aborted", "AbortError");
      }),
    };
    await expect(
      loadSermonPageInBrowser(api, { search: "", category: "", page: 1 }, controller.signal),
    ).rejects.toMatchObject({ name: "AbortError" });
  });
});

describe("loadSermonPageOnServer", () => {
  /** The request's logger of a load context, recording instead of printing. */
  function fakeLog() {
    const { log } = testRequestContext("http://localhost");
    return { log, error: vi.mocked(log.error) };
  }

  function service(overrides: Partial<SermonService>): SermonService {
    return {
      list: vi.fn(async () => ({ count: 9, results: [] })),
      latest: vi.fn(async () => []),
      categories: vi.fn(async () => categories),
      bySlug: vi.fn(async () => null),
      page: vi.fn(async () => null),
      podcast: vi.fn(async () => []),
      sitemap: vi.fn(async () => []),
      ...overrides,
    };
  }

  it("asks the service for one page with the search and the category slug", async () => {
    const list = vi.fn(async () => ({ count: 9, results: [] }));
    const data = await loadSermonPageOnServer(service({ list }), fakeLog().log, {
      search: "hope",
      category: "family-life",
      page: 2,
    });
    expect(list).toHaveBeenCalledWith({ search: "hope", categorySlug: "family-life" }, { page: 2, pageSize: 6 });
    expect(data).toMatchObject({ count: 9, failed: false, categories });
  });

  it("reports a failed list and survives failed categories, logging both through the request's logger", async () => {
    const { log, error } = fakeLog();
    const down = new Error("db down");
    const data = await loadSermonPageOnServer(
      service({
        list: vi.fn(async () => {
          throw down;
        }),
        categories: vi.fn(async () => {
          throw down;
        }),
      }),
      log,
      { search: "", category: "", page: 1 },
    );
    expect(data).toMatchObject({ failed: true, sermons: [], count: 0, categories: [] });
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith({ err: down }, "Sermons: failed to load the list");
    expect(error).toHaveBeenCalledWith({ err: down }, "Sermons: failed to load the categories");
  });

  it("gives an empty list for a page past the end", async () => {
    const data = await loadSermonPageOnServer(service({ list: vi.fn(async () => null) }), fakeLog().log, {
      search: "",
      category: "",
      page: 40,
    });
    expect(data).toMatchObject({ failed: false, sermons: [], count: 0 });
  });
});
