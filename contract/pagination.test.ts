import { describe, expect, it } from "vitest";
import { requestedPage } from "./pagination";

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
    ["abc", null],
    ["1.5", null],
    ["1e3", null],
  ])("%j -> %j", (input, page) => expect(requestedPage(input)).toBe(page));

  it("reads a URL's repeated page as the API does", () => {
    expect(requestedPage(new URLSearchParams("page=2&page=3").getAll("page"))).toBe(3);
  });
});
