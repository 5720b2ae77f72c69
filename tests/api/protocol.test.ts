import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertFixtures } from "./fixtures";
import { createTestApi, csrfPair, json, type TestApi } from "./support";

let t: TestApi;
let csrf: Awaited<ReturnType<typeof csrfPair>>;
beforeAll(async () => {
  t = await createTestApi({ fixtures: insertFixtures });
  csrf = await csrfPair(t.app);
});
afterAll(async () => {
  await t?.close();
});

const POST_PATHS = [
  "/api/comments/create/",
  "/api/contact/contact/submit/",
  "/api/newsletter/subscribe/",
  "/api/prayers/submit/",
  "/api/ministry-forms/",
];
const GET_PATHS = [
  "/api/posts/",
  "/api/posts/featured/",
  "/api/posts/latest/",
  "/api/posts/recent/",
  "/api/posts/archives/",
  "/api/posts/archive/",
  "/api/posts/walking-in-faith/",
  "/api/posts/walking-in-faith/comments/",
  "/api/categories/",
  "/api/categories/youth/posts/",
  "/api/tags/hope/posts/",
  "/api/search/",
  "/api/sermons/",
  "/api/sermons/latest/",
  "/api/sermons/categories/",
  "/api/csrf/",
];

describe("trailing slashes", () => {
  it.each(["GET", "HEAD", "POST"] as const)(
    "redirects %s without the slash with 308, keeping the query",
    async (method) => {
      const response = await t.inject({ method, url: "/api/posts?page=2&page_size=3" });
      expect(response.statusCode).toBe(308);
      expect(response.headers.location).toBe("/api/posts/?page=2&page_size=3");
    },
  );

  it("redirects a POST before any CSRF check, so the form can follow it", async () => {
    const response = await t.inject({ method: "POST", url: "/api/newsletter/subscribe", payload: "{}" });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe("/api/newsletter/subscribe/");
  });

  it("redirects /api itself", async () => {
    const response = await t.inject({ method: "GET", url: "/api" });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe("/api/");
  });
});

describe("unknown paths and methods", () => {
  it.each(["/api/", "/api/nope/", "/api/posts/a/b/c/", "/api/sermons/some-slug/"])(
    "answers JSON 404 for %s",
    async (url) => {
      const response = await t.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(json(response)).toEqual({ detail: "Not found." });
    },
  );

  it("answers 404 for an unknown path before looking at CSRF or the body", async () => {
    const response = await t.inject({
      method: "POST",
      url: "/api/nope/",
      payload: "x",
      headers: { "content-type": "text/plain" },
    });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ detail: "Not found." });
  });

  it("answers 405 for a wrong method before looking at the body", async () => {
    const response = await t.inject({
      method: "PUT",
      url: "/api/posts/",
      payload: "x".repeat(70 * 1024),
      headers: { "content-type": "text/plain" },
    });
    expect(response.statusCode).toBe(405);
  });

  it.each(GET_PATHS)("answers 405 with Allow for PUT, PATCH, DELETE and POST on %s", async (url) => {
    for (const method of ["PUT", "PATCH", "DELETE", "POST"] as const) {
      const response = await t.inject({ method, url, headers: csrf.headers });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(json(response)).toEqual({ detail: `Method "${method}" not allowed.` });
      expect(response.headers.allow).toBe("GET, HEAD, OPTIONS");
    }
  });

  it.each(POST_PATHS)("answers 405 for GET, PUT and DELETE on %s", async (url) => {
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const response = await t.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(json(response)).toEqual({ detail: `Method "${method}" not allowed.` });
      expect(response.headers.allow).toBe("POST, OPTIONS");
    }
  });

  it("answers HEAD like GET without a body, and OPTIONS with Allow", async () => {
    const head = await t.inject({ method: "HEAD", url: "/api/posts/" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    const options = await t.inject({ method: "OPTIONS", url: "/api/prayers/submit/" });
    expect(options.statusCode).toBe(200);
    expect(options.headers.allow).toBe("POST, OPTIONS");
  });

  it("lets reads be cached only with revalidation, and nothing else at all (more in headers.test.ts)", async () => {
    expect((await t.get("/api/posts/")).headers["cache-control"]).toBe(
      "public, max-age=0, s-maxage=30, stale-while-revalidate=30",
    );
    expect((await t.post("/api/newsletter/subscribe/", { email: "cache@example.com" })).headers["cache-control"]).toBe(
      "no-store",
    );
  });
});

describe("request bodies", () => {
  const url = "/api/newsletter/subscribe/";
  const send = (payload: string | Buffer, contentType?: string) =>
    t.inject({
      method: "POST",
      url,
      payload,
      headers: { ...csrf.headers, ...(contentType === undefined ? {} : { "content-type": contentType }) },
    });

  it.each(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml"])(
    "answers 415 for %s",
    async (type) => {
      const response = await send("email=a@b.co", type);
      expect(response.statusCode).toBe(415);
      expect(json(response)).toEqual({ detail: `Unsupported media type "${type}" in request.` });
    },
  );

  it("answers 415 for a body without a content type", async () => {
    const response = await send("{}");
    expect(response.statusCode).toBe(415);
    expect(json(response)).toEqual({ detail: 'Unsupported media type "" in request.' });
  });

  it("accepts application/json with a charset", async () => {
    const response = await send(
      JSON.stringify({ email: "charset.reader@example.com" }),
      "application/json; charset=utf-8",
    );
    expect(response.statusCode).toBe(201);
  });

  it.each(["{bad", '{"email": }', "[1, 2", "'single'", "NaN"])(
    "answers 400 JSON parse error for %s",
    async (payload) => {
      const response = await send(payload, "application/json");
      expect(response.statusCode).toBe(400);
      expect(json<{ detail: string }>(response).detail).toMatch(/^JSON parse error - ./);
    },
  );

  it("refuses prototype-poisoning keys", async () => {
    const response = await send('{"email": "a@b.co", "__proto__": {"admin": true}}', "application/json");
    expect(response.statusCode).toBe(400);
    expect(json<{ detail: string }>(response).detail).toMatch(/^JSON parse error - /);
  });

  it.each([
    ["[]", "list"],
    ['[{"email": "a@b.co"}]', "list"],
    ['"a@b.co"', "str"],
    ["42", "int"],
    ["4.5", "float"],
    ["true", "bool"],
    ["null", "NoneType"],
  ])("answers 400 non_field_errors for the body %s", async (payload, type) => {
    const response = await send(payload, "application/json");
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ non_field_errors: [`Invalid data. Expected a dictionary, but got ${type}.`] });
  });

  it("reads an empty JSON body as no fields", async () => {
    const response = await send("", "application/json");
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ email: ["This field is required."] });
  });

  it("answers 413 for a body over 64 KB", async () => {
    const response = await send(JSON.stringify({ email: "a@b.co", name: "x".repeat(70 * 1024) }), "application/json");
    expect(response.statusCode).toBe(413);
    expect(json<{ detail: string }>(response).detail).toMatch(/too large/);
  });

  it("answers JSON 400 for a malformed URL", async () => {
    const response = await t.get("/api/posts/%E0%A4%A/");
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ detail: "Malformed request URL." });
  });
});

describe("CSRF (Django's reasons)", () => {
  const url = "/api/newsletter/subscribe/";
  const body = JSON.stringify({ email: "csrf.reader@example.com" });
  const send = (headers: Record<string, string>) =>
    t.inject({ method: "POST", url, payload: body, headers: { "content-type": "application/json", ...headers } });

  it("GET /api/csrf/ sets a readable SameSite=Lax cookie and returns the token", async () => {
    const response = await t.get("/api/csrf/");
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((item) => item.name === "csrftoken")!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.httpOnly).toBeFalsy();
    expect(json(response)).toEqual({ csrfToken: cookie.value });
  });

  it.each<[string, Record<string, string>, string]>([
    ["no cookie", {}, "CSRF cookie not set."],
    ["no header", { cookie: "csrftoken=" + "a".repeat(32) }, "CSRF token missing."],
    [
      "a wrong token",
      { cookie: "csrftoken=" + "a".repeat(32), "x-csrftoken": "b".repeat(32) },
      "CSRF token from the 'X-Csrftoken' HTTP header incorrect.",
    ],
    [
      "a short token",
      { cookie: "csrftoken=" + "a".repeat(32), "x-csrftoken": "abc" },
      "CSRF token from the 'X-Csrftoken' HTTP header has incorrect length.",
    ],
    ["a malformed cookie", { cookie: "csrftoken=short", "x-csrftoken": "short" }, "CSRF cookie has incorrect length."],
    // 32 characters but more bytes: compared naively this was a 500 (before the rate limit).
    [
      "a non-ASCII token of the right length",
      { cookie: "csrftoken=" + "a".repeat(32), "x-csrftoken": "é".repeat(32) },
      "CSRF token from the 'X-Csrftoken' HTTP header has invalid characters.",
    ],
  ])("refuses a POST with %s", async (_label, headers, reason) => {
    const response = await send(headers);
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ detail: `CSRF Failed: ${reason}` });
  });

  it("refuses a foreign Origin even with a valid token", async () => {
    const response = await send({ ...csrf.headers, origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({
      detail: "CSRF Failed: Origin checking failed - https://evil.example does not match any trusted origins.",
    });
  });

  it("accepts the site's own Origin with a valid token", async () => {
    const response = await send({ ...csrf.headers, origin: "http://localhost" });
    expect(response.statusCode).toBe(201);
  });

  it("checks CSRF on every POST endpoint", async () => {
    for (const path of [
      "/api/comments/create/",
      "/api/contact/contact/submit/",
      "/api/prayers/submit/",
      "/api/ministry-forms/",
    ]) {
      const response = await t.inject({
        method: "POST",
        url: path,
        payload: "{}",
        headers: { "content-type": "application/json" },
      });
      expect(response.statusCode, path).toBe(403);
    }
  });
});

describe("CSRF over HTTPS behind a proxy (Referer checks)", () => {
  let secure: TestApi;
  let pair: Awaited<ReturnType<typeof csrfPair>>;
  beforeAll(async () => {
    secure = await createTestApi({ nodeEnv: "production", trustProxy: ["127.0.0.1"], siteUrl: "https://localhost" });
    pair = await csrfPair(secure.app);
  });
  afterAll(async () => {
    await secure?.close();
  });

  const send = (headers: Record<string, string>) =>
    secure.inject({
      method: "POST",
      url: "/api/newsletter/subscribe/",
      payload: JSON.stringify({ email: "https.reader@example.com" }),
      headers: { "content-type": "application/json", "x-forwarded-proto": "https", ...pair.headers, ...headers },
    });

  it.each<[string, Record<string, string>, string]>([
    ["no Referer", {}, "Referer checking failed - no Referer."],
    ["a malformed Referer", { referer: "not a url" }, "Referer checking failed - Referer is malformed."],
    [
      "an http Referer",
      { referer: "http://localhost/blog" },
      "Referer checking failed - Referer is insecure while host is secure.",
    ],
    [
      "a foreign Referer",
      { referer: "https://evil.example/page" },
      "Referer checking failed - https://evil.example/page does not match any trusted origins.",
    ],
  ])("refuses %s", async (_label, headers, reason) => {
    const response = await send(headers);
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ detail: `CSRF Failed: ${reason}` });
  });

  it("accepts the site's own https Referer", async () => {
    const response = await send({ referer: "https://localhost/blog" });
    expect(response.statusCode).toBe(201);
  });
});
