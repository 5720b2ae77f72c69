import { describe, expect, it } from "vitest";
import { foldText, searchTerms, slugify, withoutAddresses } from "./text";

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

describe("a text from outside in a log line", () => {
  it("never names an address the SMTP server quoted", () => {
    expect(withoutAddresses("550 5.1.1 <rudo.m@example.org>: Recipient address rejected")).toBe(
      "550 5.1.1 <[address]>: Recipient address rejected",
    );
  });
});
