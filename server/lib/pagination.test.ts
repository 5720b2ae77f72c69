import { describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE } from "#contract/pagination";
import {
  lastValue,
  pageLinks,
  pageUrl,
  parsePage,
  parsePageSize,
  POSTS_PAGE_SIZE,
  SERMONS_PAGE_SIZE,
} from "./pagination";

describe("pagination", () => {
  it("gives 10 posts and 6 sermons a page unless asked otherwise", () => {
    expect(POSTS_PAGE_SIZE).toBe(10);
    expect(SERMONS_PAGE_SIZE).toBe(6);
  });

  it("reads page numbers as DRF does", () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage("")).toBe(1);
    expect(parsePage("2")).toBe(2);
    expect(parsePage(" 3 ")).toBe(3);
    expect(parsePage(["1", "4"])).toBe(4);
    for (const bad of ["0", "-1", "abc", "1.5", "1e3", "0x10"]) expect(parsePage(bad), bad).toBeNull();
  });

  it("clamps page sizes and falls back for invalid ones", () => {
    expect(parsePageSize(undefined, 10)).toBe(10);
    expect(parsePageSize("25", 10)).toBe(25);
    expect(parsePageSize("1000", 10)).toBe(MAX_PAGE_SIZE);
    for (const bad of ["0", "-4", "abc", "", "2.5"]) expect(parsePageSize(bad, 6), bad).toBe(6);
  });

  it("builds next and previous links, dropping page=1", () => {
    expect(pageUrl("http://x.org/api/posts/?q=a&page=3", 1)).toBe("http://x.org/api/posts/?q=a");
    expect(pageLinks("http://x.org/api/posts/?page=2", 25, 2, 10)).toEqual({
      next: "http://x.org/api/posts/?page=3",
      previous: "http://x.org/api/posts/",
    });
    expect(pageLinks("http://x.org/api/posts/", 0, 1, 10)).toEqual({ next: null, previous: null });
  });

  it("reads the last of repeated values", () => {
    expect(lastValue(["a", "b"])).toBe("b");
    expect(lastValue(5)).toBeUndefined();
  });
});
