import { describe, expect, it } from "vitest";
import { pageHref } from "#contract/pagination";
import { filterHref, idParam, pageParam } from "./params";

function status(thrown: () => unknown): number | undefined {
  try {
    thrown();
  } catch (error) {
    return (error as Response).status;
  }
  return undefined;
}

describe("staff list parameters", () => {
  it("reads the page, and answers a malformed one with 404", () => {
    expect(pageParam(new URL("http://x/admin/comments"))).toBe(1);
    expect(pageParam(new URL("http://x/admin/comments?page=3"))).toBe(3);
    expect(status(() => pageParam(new URL("http://x/admin/comments?page=0")))).toBe(404);
    expect(status(() => pageParam(new URL("http://x/admin/comments?page=abc")))).toBe(404);
  });

  it("reads an item id, and answers anything else with 404", () => {
    expect(idParam("42")).toBe(42);
    for (const bad of [undefined, "", "0", "-1", "1.5", "01", "12abc"]) expect(status(() => idParam(bad))).toBe(404);
  });

  it("keeps the other filters in page and filter links", () => {
    expect(pageHref("?status=approved&page=2", 3)).toBe("?status=approved&page=3");
    expect(pageHref("?status=approved&page=2", 1)).toBe("?status=approved");
    expect(pageHref("", 1)).toBe("?");
    expect(filterHref("?q=a&page=4", "status", "draft")).toBe("?q=a&status=draft");
    expect(filterHref("?status=draft", "status", null)).toBe("?");
  });
});
