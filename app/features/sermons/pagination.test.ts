import { describe, expect, it } from "vitest";
import { SERMON_PAGE_SIZE } from "~/lib/constants";
import { pageCount, paginate } from "./pagination";

describe("pageCount", () => {
  it("is the ceiling of count / page size", () => {
    expect(SERMON_PAGE_SIZE).toBe(6);
    expect(pageCount(0, SERMON_PAGE_SIZE)).toBe(0);
    expect(pageCount(1, SERMON_PAGE_SIZE)).toBe(1);
    expect(pageCount(6, SERMON_PAGE_SIZE)).toBe(1);
    expect(pageCount(7, SERMON_PAGE_SIZE)).toBe(2);
    expect(pageCount(23, SERMON_PAGE_SIZE)).toBe(4);
    expect(pageCount(24, SERMON_PAGE_SIZE)).toBe(4);
    expect(pageCount(25, SERMON_PAGE_SIZE)).toBe(5);
  });

  it("is 0 for nonsense", () => {
    expect(pageCount(-3, 6)).toBe(0);
    expect(pageCount(Number.NaN, 6)).toBe(0);
    expect(pageCount(10, 0)).toBe(0);
  });
});

describe("paginate", () => {
  it("gives previous, numbers, next and last on a middle page", () => {
    expect(paginate(23, 2, 6)).toEqual({
      pageCount: 4,
      page: 2,
      previous: 1,
      next: 3,
      last: 4,
      numbers: [1, 2, 3, 4],
    });
  });

  it("has no previous on the first page and no next on the last", () => {
    expect(paginate(23, 1, 6)).toMatchObject({ previous: null, next: 2, last: 4 });
    expect(paginate(23, 4, 6)).toMatchObject({ previous: 3, next: null, last: 4 });
  });

  it("clamps the page into range", () => {
    expect(paginate(23, 99, 6).page).toBe(4);
    expect(paginate(23, 0, 6).page).toBe(1);
    expect(paginate(23, -2, 6).page).toBe(1);
  });

  it("shows a window of numbers around the current page", () => {
    expect(paginate(120, 1, 6).numbers).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(120, 10, 6).numbers).toEqual([8, 9, 10, 11, 12]);
    expect(paginate(120, 20, 6).numbers).toEqual([16, 17, 18, 19, 20]);
    expect(paginate(120, 19, 6).numbers).toEqual([16, 17, 18, 19, 20]);
  });

  it("has nothing to show for an empty list", () => {
    expect(paginate(0, 1, 6)).toEqual({ pageCount: 0, page: 1, previous: null, next: null, last: null, numbers: [] });
  });
});
