import { describe, expect, it } from "vitest";
import { createCrossSiteChecks, factsOfFetchRequest, trustedOrigins, type CrossSiteFacts } from "./cross-site";

const TOKEN = "a".repeat(32);
const site = { siteUrl: "https://church.example", nodeEnv: "production" as const };
const checks = createCrossSiteChecks(site);

function facts(overrides: Partial<CrossSiteFacts> = {}): CrossSiteFacts {
  return {
    origin: "https://church.example",
    secFetchSite: undefined,
    referer: undefined,
    cookieToken: TOKEN,
    https: true,
    ...overrides,
  };
}

describe("trusted origins", () => {
  it("are the configured site's, never the request's", () => {
    expect([...trustedOrigins(site)]).toEqual(["https://church.example"]);
  });
  it("outside production also the same port on the loopback names", () => {
    expect([...trustedOrigins({ siteUrl: "http://localhost:3000", nodeEnv: "development" })]).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]);
  });
});

describe("a public page's form post without JavaScript (no token: the page is the same for everyone)", () => {
  it("passes when the browser says it is same-origin", () => {
    expect(checks.formPostFailure(facts({ secFetchSite: "same-origin" }))).toBeNull();
    expect(checks.formPostFailure(facts({ secFetchSite: "same-origin", origin: undefined }))).toBeNull();
  });

  it("passes without Fetch Metadata (an older browser) when the Origin is the site's", () => {
    expect(checks.formPostFailure(facts())).toBeNull();
  });

  it("needs no cookie", () => {
    expect(checks.formPostFailure(facts({ secFetchSite: "same-origin", cookieToken: undefined }))).toBeNull();
  });

  it.each<[string, Partial<CrossSiteFacts>, string]>([
    [
      "Sec-Fetch-Site: cross-site",
      { secFetchSite: "cross-site", origin: undefined },
      "Sec-Fetch-Site checking failed - the request is cross-site, not same-origin.",
    ],
    [
      "Sec-Fetch-Site: same-site (a sibling subdomain)",
      { secFetchSite: "same-site" },
      "Sec-Fetch-Site checking failed - the request is same-site, not same-origin.",
    ],
    [
      "Sec-Fetch-Site: none",
      { secFetchSite: "none", origin: undefined },
      "Sec-Fetch-Site checking failed - the request is none, not same-origin.",
    ],
    [
      "a foreign Origin without Fetch Metadata",
      { origin: "https://evil.example" },
      "Origin checking failed - https://evil.example does not match any trusted origins.",
    ],
    [
      "a foreign Origin even with Sec-Fetch-Site: same-origin",
      { origin: "https://evil.example", secFetchSite: "same-origin" },
      "Origin checking failed - https://evil.example does not match any trusted origins.",
    ],
    ["Origin: null", { origin: "null" }, "Origin checking failed - null does not match any trusted origins."],
    [
      "neither header, even with the site's Referer",
      { origin: undefined, referer: "https://church.example/contact-us" },
      "Origin checking failed - neither Sec-Fetch-Site nor Origin says where the request comes from.",
    ],
  ])("refuses %s", (_label, overrides, reason) => {
    expect(checks.formPostFailure(facts(overrides))).toBe(reason);
  });

  it("reads the Fetch Request's own headers and cookie", () => {
    const request = new Request("https://church.example/contact-us", {
      method: "POST",
      headers: {
        origin: "https://church.example",
        "sec-fetch-site": "same-origin",
        cookie: `theme=dark; csrftoken=${TOKEN}`,
      },
    });
    expect(factsOfFetchRequest(request, true)).toEqual(facts({ secFetchSite: "same-origin" }));
  });
});
