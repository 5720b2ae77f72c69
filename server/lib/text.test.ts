import { describe, expect, it } from "vitest";
import { foldText, searchTerms, slugify } from "./text";

describe("search text", () => {
  it("folds case and accents", () => {
    expect(foldText("Grâce ÉGLISE")).toBe("grace eglise");
  });

  it("splits terms like DRF's SearchFilter", () => {
    expect(searchTerms("  Grace,  Peace\u0000 ")).toEqual(["grace", "peace"]);
    expect(searchTerms(" , ")).toEqual([]);
  });

  it("slugifies names", () => {
    expect(slugify(" Prayer  Life ")).toBe("prayer-life");
  });
});
