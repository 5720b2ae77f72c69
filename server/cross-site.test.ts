import { describe, expect, it } from "vitest";
import { createCrossSiteChecks, factsOfFetchRequest, trustedOrigins, type CrossSiteFacts } from "./cross-site";

const TOKEN = "a".repeat(32);
const site = { siteUrl: "https://church.example", nodeEnv: "production" as const };
const checks = createCrossSiteChecks(site);

function facts(overrides: Partial<CrossSiteFacts> = {}): CrossSiteFacts {
  return { origin: "https://church.example", referer: undefined, cookieToken: TOKEN, https: true, ...overrides };
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

describe("a page's form post", () => {
  it("passes from the site with the cookie's token", () => {
    expect(checks.formPostFailure(facts(), TOKEN)).toBeNull();
  });

  it.each<[string, Partial<CrossSiteFacts>, string, string]>([
    [
      "a foreign Origin",
      { origin: "https://evil.example" },
      TOKEN,
      "Origin checking failed - https://evil.example does not match any trusted origins.",
    ],
    ["Origin: null", { origin: "null" }, TOKEN, "Origin checking failed - null does not match any trusted origins."],
    ["no Origin and no Referer over HTTPS", { origin: undefined }, TOKEN, "Referer checking failed - no Referer."],
    [
      "a foreign Referer over HTTPS",
      { origin: undefined, referer: "https://evil.example/x" },
      TOKEN,
      "Referer checking failed - https://evil.example/x does not match any trusted origins.",
    ],
    [
      "an http Referer over HTTPS",
      { origin: undefined, referer: "http://church.example/x" },
      TOKEN,
      "Referer checking failed - Referer is insecure while host is secure.",
    ],
    ["no cookie", { cookieToken: undefined }, TOKEN, "CSRF cookie not set."],
    ["a malformed cookie", { cookieToken: "short" }, TOKEN, "CSRF cookie has incorrect length."],
    ["no token", {}, "", "CSRF token missing."],
    ["a short token", {}, "abc", "CSRF token from POST has incorrect length."],
    ["a non-ASCII token of the right length", {}, "é".repeat(32), "CSRF token from POST has invalid characters."],
    ["another token", {}, "b".repeat(32), "CSRF token from POST incorrect."],
  ])("refuses %s", (_label, overrides, token, reason) => {
    expect(checks.formPostFailure(facts(overrides), token)).toBe(reason);
  });

  it("accepts the site's Referer over HTTPS when there is no Origin", () => {
    expect(
      checks.formPostFailure(facts({ origin: undefined, referer: "https://church.example/contact-us" }), TOKEN),
    ).toBeNull();
  });

  it("reads the Fetch Request's own headers and cookie", () => {
    const request = new Request("https://church.example/contact-us", {
      method: "POST",
      headers: { origin: "https://church.example", cookie: `theme=dark; csrftoken=${TOKEN}` },
    });
    expect(factsOfFetchRequest(request, true)).toEqual(facts());
  });
});
