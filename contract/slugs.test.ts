import { describe, expect, it } from "vitest";
import { isSlug, slugFromTitle } from "./slugs";

describe("isSlug", () => {
  it.each(["walking-in-faith", "a", "2025-easter", "x".repeat(200)])("accepts %s", (value) => {
    expect(isSlug(value)).toBe(true);
  });
  it.each(["", "\u0000", "a\u0000b", "Walking", "a--b", "-a", "a-", "a b", "a/b", "é", "x".repeat(201)])(
    "refuses %j",
    (value) => expect(isSlug(value)).toBe(false),
  );
});

describe("slugFromTitle", () => {
  it.each([
    ["Grâce & Peace!", "grace-peace"],
    ["  Walking   in Faith ", "walking-in-faith"],
    ["2025: Easter", "2025-easter"],
    ["¡¿!?", "post"],
  ])("%j -> %s", (title, slug) => expect(slugFromTitle(title, "post")).toBe(slug));

  it("is a slug, cut to fit", () => {
    const long = slugFromTitle("word ".repeat(100), "post");
    expect(isSlug(long)).toBe(true);
    expect(long.length).toBeLessThanOrEqual(190);
  });
});
