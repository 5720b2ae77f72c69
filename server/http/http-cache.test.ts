import { describe, expect, it } from "vitest";
import { forOneVisitor, matchesIfNoneMatch, weakEtag } from "./http-cache";

describe("weakEtag", () => {
  it("is a weak tag of the body: equal bodies, equal tags", () => {
    const tag = weakEtag("<p>hello</p>");
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(weakEtag(Buffer.from("<p>hello</p>"))).toBe(tag);
    expect(weakEtag("<p>hello!</p>")).not.toBe(tag);
  });
});

describe("matchesIfNoneMatch", () => {
  const tag = 'W/"abc"';
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ["*", true],
    ['W/"abd"', false],
    ["", false],
    [undefined, false],
  ])("%s -> %s", (header, expected) => {
    expect(matchesIfNoneMatch(header, tag)).toBe(expected);
  });
});

describe("forOneVisitor", () => {
  it.each([
    ["public, max-age=3600", "private, max-age=3600"],
    ["no-cache", "private, no-cache"],
    ["private, no-cache", "private, no-cache"],
    ["no-store", "no-store"],
  ])("%s -> %s", (input, expected) => {
    expect(forOneVisitor(input)).toBe(expected);
  });
});
