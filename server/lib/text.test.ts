import { describe, expect, it } from "vitest";
import { foldText, matchesTerms, searchTerms, slugify } from "./text";

describe("search text", () => {
  it("folds case and accents", () => {
    expect(foldText("Grâce ÉGLISE")).toBe("grace eglise");
  });

  it("splits terms like DRF's SearchFilter", () => {
    expect(searchTerms("  Grace,  Peace\u0000 ")).toEqual(["grace", "peace"]);
    expect(searchTerms(" , ")).toEqual([]);
  });

  it("needs every term in some field, matching wildcards literally", () => {
    expect(matchesTerms(["grace", "harare"], ["Grace abounds", "In Harare"])).toBe(true);
    expect(matchesTerms(["grace", "bulawayo"], ["Grace abounds", "In Harare"])).toBe(false);
    expect(matchesTerms(["%"], ["100% sure"])).toBe(true);
    expect(matchesTerms(["%"], ["all sure"])).toBe(false);
    expect(matchesTerms(["a_c"], ["abc"])).toBe(false);
    expect(matchesTerms(["x"], [null, undefined, ""])).toBe(false);
  });

  it("slugifies names", () => {
    expect(slugify(" Prayer  Life ")).toBe("prayer-life");
  });
});
