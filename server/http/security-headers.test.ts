import zlib from "node:zlib";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicCacheControl, useHttpCaching } from "./http-cache";
import {
  baseSecurityHeaders,
  documentCsp,
  HSTS,
  NON_DOCUMENT_CSP,
  scriptNonce,
  sealDocument,
  SECURITY_HEADERS,
  useSecurityHeaders,
} from "./security-headers";

// The example of the CSP specification / MDN: the hash of `alert('Hello, world.');`.
const HELLO = "alert('Hello, world.');";
const HELLO_HASH = "sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=";

function page(nonce: string): string {
  return [
    "<!DOCTYPE html><html><head>",
    `<script nonce="${nonce}">${HELLO}</script>`,
    `<script type="module" async="" nonce="${nonce}">import("/assets/entry.js");</script>`,
    `<link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/>`,
    `<script src="/assets/app.js" nonce="${nonce}"></script>`,
    '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    "</head><body><p>Post</p><script>stolen()</script>",
    '<script nonce="guessed">alsoStolen()</script></body></html>',
  ].join("");
}

describe("sealDocument", () => {
  it("hashes exactly the inline scripts carrying the request's mark", () => {
    const { scriptHashes } = sealDocument(page("n0nce"), "n0nce");
    expect(scriptHashes).toHaveLength(2);
    expect(scriptHashes[0]).toBe(HELLO_HASH);
    expect(scriptHashes[1]).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
    // Neither the src script, nor the JSON-LD, nor a script that got into the page some other way.
    expect(sealDocument('<script>stolen()</script><script nonce="guessed">x()</script>', "n0nce").scriptHashes).toEqual(
      [],
    );
  });

  it("takes the mark out, so the same page gives the same bytes and hashes whatever the nonce", () => {
    const first = sealDocument(page("AAAAAAAAAAAAAAAAAAAAAA"), "AAAAAAAAAAAAAAAAAAAAAA");
    const second = sealDocument(page("BBBBBBBBBBBBBBBBBBBBBB"), "BBBBBBBBBBBBBBBBBBBBBB");
    expect(first.html).not.toContain("AAAAAAAAAAAAAAAAAAAAAA");
    expect(first.html).toContain(`<script>${HELLO}</script>`);
    expect(first.html).toContain('<link rel="modulepreload" href="/assets/a.js"/>');
    // A foreign nonce attribute stays (and means nothing to the browser: the policy has no nonce).
    expect(first.html).toContain('<script nonce="guessed">');
    expect(second.html).toBe(first.html);
    expect(second.scriptHashes).toEqual(first.scriptHashes);
  });

  it("hashes nothing without a mark", () => {
    expect(sealDocument(page("x"), undefined)).toEqual({ html: page("x"), scriptHashes: [] });
  });
});

describe("documentCsp", () => {
  const directives = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0], d]));

  it("allows the page's own scripts by hash and no inline script otherwise", () => {
    const policy = directives(documentCsp([HELLO_HASH], { viteDev: false }));
    expect(policy.get("script-src")).toBe(`script-src 'self' '${HELLO_HASH}'`);
    expect(policy.get("script-src-attr")).toBe("script-src-attr 'none'");
    expect(policy.get("frame-src")).toBe("frame-src https://www.youtube-nocookie.com");
    expect(policy.get("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(policy.get("connect-src")).toBe("connect-src 'self'");
    expect(policy.get("object-src")).toBe("object-src 'none'");
    expect(policy.get("base-uri")).toBe("base-uri 'none'");
    expect(policy.get("form-action")).toBe("form-action 'self'");
    expect(documentCsp([], { viteDev: false })).toContain("script-src 'self'; ");
  });

  it("relaxes scripts and connections for Vite's dev server only", () => {
    const policy = directives(documentCsp([HELLO_HASH], { viteDev: true }));
    expect(policy.get("script-src")).toBe("script-src 'self' 'unsafe-inline'");
    expect(policy.get("connect-src")).toBe("connect-src 'self' ws: wss:");
  });
});

// The one place the values are written out: the API and browser tests import them from the code.
describe("the values of the headers", () => {
  it("states every answer's headers", () => {
    expect(SECURITY_HEADERS).toEqual({
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
      "x-dns-prefetch-control": "off",
      "x-permitted-cross-domain-policies": "none",
    });
    expect(HSTS).toBe("max-age=31536000; includeSubDomains");
    expect(NON_DOCUMENT_CSP).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("states the whole page policy, in its order", () => {
    expect(documentCsp([], { viteDev: false }).split("; ")).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "script-src-attr 'none'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "frame-src https://www.youtube-nocookie.com",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "object-src 'none'",
    ]);
  });
});

describe("baseSecurityHeaders", () => {
  it("adds HSTS over HTTPS only", () => {
    expect(baseSecurityHeaders(false)).toEqual(SECURITY_HEADERS);
    expect(baseSecurityHeaders(true)).toEqual({ ...SECURITY_HEADERS, "strict-transport-security": HSTS });
  });
});

describe("on a Fastify scope, with compression and caching", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(compress, { threshold: 0, encodings: ["br", "gzip"] });
    await app.register(async (site) => {
      useSecurityHeaders(site, { viteDev: false, siteUrl: "http://localhost" });
      useHttpCaching(site, {
        defaultCacheControl: publicCacheControl({ sharedMaxAgeS: 30, staleWhileRevalidateS: 30 }),
      });
      site.get("/page", async (request, reply) => reply.type("text/html").send(page(scriptNonce(request))));
      site.get("/json", async () => ({ ok: true }));
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it("hashes the page before it is compressed, and tags it the same on every request", async () => {
    const first = await app.inject({ method: "GET", url: "/page", headers: { "accept-encoding": "br" } });
    expect(first.headers["content-encoding"]).toBe("br");
    const html = zlib.brotliDecompressSync(first.rawPayload).toString("utf8");
    expect(html).toBe(sealDocument(page("n"), "n").html);
    const scriptSrc = String(first.headers["content-security-policy"]).split("; ")[1];
    expect(scriptSrc).toMatch(
      new RegExp(`^script-src 'self' '${HELLO_HASH.replace(/[+/]/g, "\\$&")}' 'sha256-[^']+'$`),
    );
    const second = await app.inject({ method: "GET", url: "/page" });
    expect(second.body).toBe(html);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    const again = await app.inject({ method: "GET", url: "/page", headers: { "if-none-match": first.headers.etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("gives anything else the no-content policy", async () => {
    const response = await app.inject({ method: "GET", url: "/json" });
    expect(response.headers["content-security-policy"]).toBe(NON_DOCUMENT_CSP);
  });
});
