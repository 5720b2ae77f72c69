import { describe, expect, it } from "vitest";
import { isSlug } from "./slugs";

describe("isSlug", () => {
  it.each(["walking-in-faith", "a", "2025-easter", "x".repeat(200)])("accepts %s", (value) => {
    expect(isSlug(value)).toBe(true);
  });
  it.each(["", "\u0000", "a\u0000b", "Walking", "a--b", "-a", "a-", "a b", "a/b", "é", "x".repeat(201)])(
    "refuses %j",
    (value) => expect(isSlug(value)).toBe(false),
  );
});
