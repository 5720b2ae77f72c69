import { describe, expect, it } from "vitest";
import { resourceKind, summarize, type Resource } from "./page-weight";

const resource = (over: Partial<Resource>): Resource => ({
  url: "http://x/a",
  kind: "other",
  status: 200,
  bytes: 0,
  body: 0,
  fromCache: false,
  ...over,
});

describe("resourceKind", () => {
  it("uses Chromium's resource type first", () => {
    expect(resourceKind("Document")).toBe("html");
    expect(resourceKind("Script")).toBe("js");
    expect(resourceKind("Stylesheet")).toBe("css");
    expect(resourceKind("Font")).toBe("font");
    expect(resourceKind("Image")).toBe("image");
  });

  it("falls back to the MIME type, then to other", () => {
    expect(resourceKind("Fetch", "text/javascript")).toBe("js");
    expect(resourceKind("Other", "font/woff2")).toBe("font");
    expect(resourceKind(undefined, "image/avif")).toBe("image");
    expect(resourceKind("Fetch", "application/json")).toBe("other");
  });
});

describe("summarize", () => {
  it("sums bytes by kind, counts network requests and finds the largest image", () => {
    const weight = summarize("http://x/", 200, [
      resource({ kind: "html", bytes: 1000, body: 800 }),
      resource({ kind: "js", bytes: 500, body: 300 }),
      resource({ kind: "js", bytes: 0, body: 0, fromCache: true }),
      resource({ kind: "image", url: "http://x/small.avif", bytes: 200, body: 100 }),
      resource({ kind: "image", url: "http://x/big.avif", bytes: 900, body: 700 }),
      resource({ kind: "font", bytes: 50, body: 40 }),
    ]);
    expect(weight).toMatchObject({
      html: 1000,
      js: 500,
      jsBody: 300,
      image: 1100,
      font: 50,
      css: 0,
      total: 2650,
      requests: 5,
      largestImage: 900,
      largestImageUrl: "http://x/big.avif",
    });
  });
});
