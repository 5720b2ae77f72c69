import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { isHttpsRequest, untrustedProxyWarning } from "./https";

const request = (protocol: "http" | "https") => ({ protocol }) as FastifyRequest;

describe("isHttpsRequest", () => {
  it("an https:// SITE_URL: every request, whatever it came over", () => {
    expect(isHttpsRequest(request("http"), "https://www.example.org")).toBe(true);
    expect(isHttpsRequest(request("https"), "https://www.example.org")).toBe(true);
  });

  it("an http:// SITE_URL: only a request that came over HTTPS (itself, or through a trusted proxy)", () => {
    expect(isHttpsRequest(request("http"), "http://localhost:3000")).toBe(false);
    expect(isHttpsRequest(request("https"), "http://localhost:3000")).toBe(true);
  });
});

describe("the start's warning about TRUST_PROXY", () => {
  const config = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: "production", SITE_URL: "https://www.example.org", ...env });

  it("one line in production with an https:// SITE_URL and no TRUST_PROXY", () => {
    const warning = untrustedProxyWarning(config({}));
    expect(warning).toMatch(/^Warning: SITE_URL is https:\/\/www\.example\.org but TRUST_PROXY is not set/);
    expect(warning).toContain("set TRUST_PROXY to the proxy's address");
    expect(warning).not.toContain("\n");
  });

  it("nothing with TRUST_PROXY set, outside production, or with an http:// SITE_URL", () => {
    expect(untrustedProxyWarning(config({ TRUST_PROXY: "127.0.0.1" }))).toBeNull();
    expect(untrustedProxyWarning(config({ NODE_ENV: "development" }))).toBeNull();
    expect(untrustedProxyWarning(config({ SITE_URL: "http://192.168.1.5:3000" }))).toBeNull();
  });
});
