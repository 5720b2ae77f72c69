import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { createTestApi, json, type TestApi } from "./support";

const MAX = 3;
let limited: TestApi;
let unlimited: TestApi;
beforeAll(async () => {
  limited = await createTestApi({ rateLimit: { enabled: true, max: MAX, windowMs: 60_000 } });
  unlimited = await createTestApi();
});
afterAll(async () => {
  await limited?.close();
  await unlimited?.close();
});

const ENDPOINTS = [
  "/api/comments/create/",
  "/api/contact/contact/submit/",
  "/api/newsletter/subscribe/",
  "/api/prayers/submit/",
  "/api/ministry-forms/",
];

describe("rate limits on POST endpoints", () => {
  it.each(ENDPOINTS)("answers 429 with Retry-After once the limit is used up on %s", async (url) => {
    for (let i = 0; i < MAX; i++) {
      const response = await limited.post(url, {});
      expect(response.statusCode, `request ${i + 1}`).toBe(400);
    }
    const refused = await limited.post(url, {});
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(json(refused)).toEqual({ detail: `Request was throttled. Expected available in ${retryAfter} seconds.` });
  });

  it("counts each client address separately", async () => {
    const url = "/api/newsletter/subscribe/";
    const fromOther = await limited.inject({
      method: "POST",
      url,
      remoteAddress: "203.0.113.7",
      payload: JSON.stringify({ email: "other.address@example.com" }),
      headers: { "content-type": "application/json", ...(await csrfHeaders(limited)) },
    });
    expect(fromOther.statusCode).toBe(201);
  });

  it("never limits reads", async () => {
    for (let i = 0; i < MAX * 3; i++) expect((await limited.get("/api/posts/")).statusCode).toBe(200);
  });

  it("reads RATE_LIMIT_DISABLED from the environment: on by default, 10 a minute", () => {
    expect(loadConfig({}).rateLimit).toEqual({ enabled: true, max: 10, windowMs: 60_000 });
    expect(loadConfig({ RATE_LIMIT_DISABLED: "1" }).rateLimit.enabled).toBe(false);
  });

  it("is off when RATE_LIMIT_DISABLED=1", async () => {
    for (let i = 0; i < 15; i++) {
      const response = await unlimited.post("/api/newsletter/subscribe/", { email: `reader${i}@example.com` });
      expect(response.statusCode).toBe(201);
    }
  });
});

async function csrfHeaders(api: TestApi): Promise<Record<string, string>> {
  const response = await api.inject({ method: "GET", url: "/api/csrf/", remoteAddress: "203.0.113.7" });
  const token = response.cookies.find((cookie) => cookie.name === "csrftoken")!.value;
  return { cookie: `csrftoken=${token}`, "x-csrftoken": token };
}
