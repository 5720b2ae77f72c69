import { describe, expect, it } from "vitest";
import { pageCount, pageFromSearch, pageSearch, paginationItems, type PageItem } from "./pagination";

const show = (items: PageItem[]) => items.map((item) => (item.type === "page" ? String(item.page) : "…")).join(" ");

describe("pageCount", () => {
  it("is the ceiling of count over size, at least 1", () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
  });
});

describe("paginationItems", () => {
  it("lists every page when there are few", () => {
    expect(show(paginationItems(1, 1))).toBe("1");
    expect(show(paginationItems(2, 4))).toBe("1 2 3 4");
    expect(show(paginationItems(1, 7))).toBe("1 2 3 4 5 6 7");
  });

  it("puts gaps around the current page when there are many", () => {
    expect(show(paginationItems(6, 12))).toBe("1 … 5 6 7 … 12");
    expect(show(paginationItems(1, 12))).toBe("1 2 … 12");
    expect(show(paginationItems(12, 12))).toBe("1 … 11 12");
  });

  it("shows a single missing page instead of a gap", () => {
    expect(show(paginationItems(4, 12))).toBe("1 2 3 4 5 … 12");
  });
});

describe("page in the URL", () => {
  it("reads ?page=, defaulting to 1 and refusing nonsense", () => {
    expect(pageFromSearch(new URLSearchParams(""))).toBe(1);
    expect(pageFromSearch(new URLSearchParams("page=3"))).toBe(3);
    expect(pageFromSearch(new URLSearchParams("page=0"))).toBeNull();
    expect(pageFromSearch(new URLSearchParams("page=-2"))).toBeNull();
    expect(pageFromSearch(new URLSearchParams("page=two"))).toBeNull();
  });

  it("writes ?page= and keeps the search term", () => {
    expect(pageSearch(new URLSearchParams("q=grace"), 2)).toBe("?q=grace&page=2");
    expect(pageSearch(new URLSearchParams("q=grace&page=2"), 1)).toBe("?q=grace");
    expect(pageSearch(new URLSearchParams(""), 1)).toBe("");
  });
});
