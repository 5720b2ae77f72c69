import { describe, expect, it } from "vitest";
import {
  MAX_PAGE_SIZE,
  pageCount,
  pageExists,
  pageQuery,
  pagesWithGaps,
  pageWindow,
  requestedPage,
  type PageItem,
} from "./pagination";

describe("requestedPage", () => {
  it.each<[unknown, number | null]>([
    [undefined, 1],
    ["", 1],
    ["3", 3],
    [" 3 ", 3],
    ["+3", 3],
    [["2", "5"], 5],
    [["abc", "2"], 2],
    [["2", "abc"], null],
    ["0", null],
    ["-1", null],
    ["-2", null],
    ["abc", null],
    ["two", null],
    ["1.5", null],
    ["1e3", null],
    ["0x10", null],
  ])("%j -> %j", (input, page) => expect(requestedPage(input)).toBe(page));

  it("reads a URL's repeated page as the API does", () => {
    expect(requestedPage(new URLSearchParams("page=2&page=3").getAll("page"))).toBe(3);
    expect(requestedPage(new URLSearchParams("").getAll("page"))).toBe(1);
  });
});

describe("pageCount", () => {
  it("is the ceiling of count over the page size", () => {
    expect(pageCount(1, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
    expect(pageCount(23, 6)).toBe(4);
    expect(pageCount(24, 6)).toBe(4);
    expect(pageCount(25, 6)).toBe(5);
  });

  it("is 1 for an empty list, whose first page shows that it is empty", () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(0, 25)).toBe(1);
  });

  it("is 1 for nonsense", () => {
    expect(pageCount(-3, 6)).toBe(1);
    expect(pageCount(Number.NaN, 6)).toBe(1);
    expect(pageCount(10, 0)).toBe(1);
  });
});

describe("pageExists", () => {
  it("is every page from 1 to the page count", () => {
    expect(pageExists(20, 2, 10)).toBe(true);
    expect(pageExists(20, 3, 10)).toBe(false);
    expect(pageExists(20, 0, 10)).toBe(false);
  });

  it("is page 1 alone for an empty list", () => {
    expect(pageExists(0, 1, 10)).toBe(true);
    expect(pageExists(0, 2, 10)).toBe(false);
  });

  it("agrees with pageCount", () => {
    for (const count of [0, 1, 9, 10, 11, 95]) {
      expect(pageExists(count, pageCount(count, 10), 10)).toBe(true);
      expect(pageExists(count, pageCount(count, 10) + 1, 10)).toBe(false);
    }
  });
});

describe("MAX_PAGE_SIZE", () => {
  it("is 100, as the API promises", () => {
    expect(MAX_PAGE_SIZE).toBe(100);
  });
});

describe("pageQuery", () => {
  it("writes ?page= and keeps the other parameters", () => {
    expect(pageQuery(new URLSearchParams("q=grace"), 2)).toBe("?q=grace&page=2");
    expect(pageQuery(new URLSearchParams("q=grace&page=2"), 3)).toBe("?q=grace&page=3");
  });

  it("leaves page 1 without a page parameter", () => {
    expect(pageQuery(new URLSearchParams("q=grace&page=2"), 1)).toBe("?q=grace");
    expect(pageQuery(new URLSearchParams(""), 1)).toBe("");
  });
});

const show = (items: PageItem[]) => items.map((item) => (item.type === "page" ? String(item.page) : "…")).join(" ");

describe("pagesWithGaps", () => {
  it("lists every page when there are few", () => {
    expect(show(pagesWithGaps(1, 1))).toBe("1");
    expect(show(pagesWithGaps(2, 4))).toBe("1 2 3 4");
    expect(show(pagesWithGaps(1, 7))).toBe("1 2 3 4 5 6 7");
  });

  it("puts gaps around the current page when there are many", () => {
    expect(show(pagesWithGaps(6, 12))).toBe("1 … 5 6 7 … 12");
    expect(show(pagesWithGaps(1, 12))).toBe("1 2 … 12");
    expect(show(pagesWithGaps(12, 12))).toBe("1 … 11 12");
  });

  it("shows a single missing page instead of a gap", () => {
    expect(show(pagesWithGaps(4, 12))).toBe("1 2 3 4 5 … 12");
  });
});

describe("pageWindow", () => {
  it("gives previous, numbers, next and last on a middle page", () => {
    expect(pageWindow(23, 2, 6)).toEqual({
      pageCount: 4,
      page: 2,
      previous: 1,
      next: 3,
      last: 4,
      numbers: [1, 2, 3, 4],
    });
  });

  it("has no previous on the first page and no next on the last", () => {
    expect(pageWindow(23, 1, 6)).toMatchObject({ previous: null, next: 2, last: 4 });
    expect(pageWindow(23, 4, 6)).toMatchObject({ previous: 3, next: null, last: 4 });
  });

  it("clamps the page into range", () => {
    expect(pageWindow(23, 99, 6).page).toBe(4);
    expect(pageWindow(23, 0, 6).page).toBe(1);
    expect(pageWindow(23, -2, 6).page).toBe(1);
  });

  it("shows a window of numbers around the current page", () => {
    expect(pageWindow(120, 1, 6).numbers).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(120, 10, 6).numbers).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(120, 20, 6).numbers).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(120, 19, 6).numbers).toEqual([16, 17, 18, 19, 20]);
  });

  it("has its one empty page for an empty list", () => {
    expect(pageWindow(0, 1, 6)).toEqual({ pageCount: 1, page: 1, previous: null, next: null, last: 1, numbers: [1] });
  });
});
