import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { BLOG_TEXT } from "./constants";
import { unloadedTitle } from "./seo";

describe("unloadedTitle", () => {
  it("says not found only when the loader answered 404", () => {
    expect(unloadedTitle(new ErrorResponse(404, "Not Found", "Blog post not found."), "Blog post not found")).toBe(
      "Blog post not found",
    );
  });

  it("keeps the blog's title when the loader failed (a 503 or a thrown error)", () => {
    expect(unloadedTitle(new ErrorResponse(503, "Service Unavailable", null), "Tag not found")).toBe(
      BLOG_TEXT.pageTitle,
    );
    expect(unloadedTitle(new Error("connect ECONNREFUSED"), "Tag not found")).toBe(BLOG_TEXT.pageTitle);
    expect(unloadedTitle(undefined, "Tag not found")).toBe(BLOG_TEXT.pageTitle);
  });

  it("says Invalid page for a page past the end of a list that exists", () => {
    expect(unloadedTitle(new ErrorResponse(404, "Not Found", BLOG_TEXT.invalidPage), "Tag not found")).toBe(
      "Invalid page",
    );
  });
});
