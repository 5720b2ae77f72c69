import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handleContactPost } from "~/features/contact/action.server";
import { formResponse } from "~/lib/form-post.server";
import { freePort } from "#tools/lib/production-server";
import { ConfigError, loadConfig } from "#server/config";
import Fastify from "fastify";
import { registerRateLimits } from "#server/http/rate-limits";
import { createTestApi, csrfPair, formPost, json, pageContext, type TestApi } from "./support";

const MAX = 3;
const WINDOW_MS = 60_000;
const limits = { enabled: true, max: MAX, windowMs: WINDOW_MS };

const ENDPOINTS = [
  "/api/comments/create/",
  "/api/contact/contact/submit/",
  "/api/newsletter/subscribe/",
  "/api/prayers/submit/",
  "/api/ministry-forms/",
];

/** A JSON POST from a given client address, with extra headers (X-Forwarded-For). */
async function postFrom(api: TestApi, url: string, body: unknown, remoteAddress: string, headers = {}) {
  const csrf = await csrfPair(api.app);
  return api.inject({
    method: "POST",
    url,
    remoteAddress,
    payload: JSON.stringify(body),
    headers: { "content-type": "application/json", ...csrf.headers, ...headers },
  });
}

function expectThrottled(response: Awaited<ReturnType<TestApi["inject"]>>) {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
  expect(json(response)).toEqual({ detail: `Request was throttled. Expected available in ${retryAfter} seconds.` });
}

describe("rate limits on every submission endpoint (in memory)", () => {
  let limited: TestApi;
  let unlimited: TestApi;
  beforeAll(async () => {
    limited = await createTestApi({ rateLimit: limits });
    unlimited = await createTestApi();
  });
  afterAll(async () => {
    await limited?.close();
    await unlimited?.close();
  });

  it.each(ENDPOINTS)("answers 429 in DRF's shape with Retry-After once the limit is used up on %s", async (url) => {
    for (let i = 0; i < MAX; i++) {
      const response = await limited.post(url, {});
      expect(response.statusCode, `request ${i + 1}`).toBe(400);
    }
    expectThrottled(await limited.post(url, {}));
  });

  it("counts each client address separately", async () => {
    const response = await postFrom(
      limited,
      "/api/newsletter/subscribe/",
      { email: "other.address@example.com" },
      "203.0.113.7",
    );
    expect(response.statusCode).toBe(201);
  });

  it("never limits reads", async () => {
    for (let i = 0; i < MAX * 3; i++) expect((await limited.get("/api/posts/")).statusCode).toBe(200);
  });

  it("does not let a forged X-Forwarded-For reset the count when TRUST_PROXY is unset", async () => {
    const url = "/api/prayers/submit/";
    for (let i = 0; i < MAX; i++) {
      const response = await postFrom(limited, url, {}, "192.0.2.10", { "x-forwarded-for": `198.51.100.${i}` });
      expect(response.statusCode).toBe(400);
    }
    expectThrottled(await postFrom(limited, url, {}, "192.0.2.10", { "x-forwarded-for": "198.51.100.99" }));
  });

  it("shares its counters with the pages' no-JavaScript form posts", async () => {
    const address = "192.0.2.20";
    const context = pageContext(limited, address);
    const formPostToContact = () => formPost("/contact-us", { intent: "message", email: "x" });
    // Two through the API, one through the form: the limit (3) is used up for both paths.
    for (let i = 0; i < MAX - 1; i++) {
      expect((await postFrom(limited, "/api/contact/contact/submit/", {}, address)).statusCode).toBe(400);
    }
    expect((await handleContactPost(formPostToContact(), context)).retryAfter).toBeUndefined();
    expectThrottled(await postFrom(limited, "/api/contact/contact/submit/", {}, address));
    const result = await handleContactPost(formPostToContact(), context);
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/^Request was throttled\./) });
    const response = formResponse(result, new URL(formPostToContact().url));
    expect(response.init?.status).toBe(429);
    expect(new Headers(response.init?.headers).get("retry-after")).toBe(String(result.retryAfter));
  });

  it("is off when RATE_LIMIT_DISABLED=1", async () => {
    for (let i = 0; i < 15; i++) {
      const response = await unlimited.post("/api/newsletter/subscribe/", { email: `reader${i}@example.com` });
      expect(response.statusCode).toBe(201);
    }
  });
});

describe("TRUST_PROXY", () => {
  let proxied: TestApi;
  beforeAll(async () => {
    // inject() connects from 127.0.0.1: the proxy.
    proxied = await createTestApi({ rateLimit: limits, trustProxy: ["127.0.0.1"] });
  });
  afterAll(async () => {
    await proxied?.close();
  });

  it("counts the client the trusted proxy names in X-Forwarded-For", async () => {
    const url = "/api/comments/create/";
    const from = (client: string) => postFrom(proxied, url, {}, "127.0.0.1", { "x-forwarded-for": client });
    for (let i = 0; i < MAX; i++) expect((await from("198.51.100.1")).statusCode).toBe(400);
    expectThrottled(await from("198.51.100.1"));
    // Another visitor behind the same proxy is not limited; a prepended forgery changes nothing.
    expect((await from("198.51.100.2")).statusCode).toBe(400);
    expectThrottled(await from("203.0.113.50, 198.51.100.1"));
  });

  it("ignores X-Forwarded-For from an address that is not a trusted proxy", async () => {
    const url = "/api/newsletter/subscribe/";
    for (let i = 0; i < MAX; i++) {
      const response = await postFrom(proxied, url, {}, "192.0.2.30", { "x-forwarded-for": `198.51.100.${i + 10}` });
      expect(response.statusCode).toBe(400);
    }
    expectThrottled(await postFrom(proxied, url, {}, "192.0.2.30", { "x-forwarded-for": "198.51.100.77" }));
  });

  it("reads addresses and subnets, and refuses true, hop counts and non-addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: " 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8,loopback" }).trustProxy).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: "true" would believe any X-Forwarded-For/);
    expect(() => loadConfig({ TRUST_PROXY: "1" })).toThrow(/TRUST_PROXY: a hop count \("1"\)/);
    for (const bad of ["proxy.example", "10.0.0.0/33", "10.0.0.1/", "127.0.0.1,", "::1/129"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
  });

  it("reads RATE_LIMIT_DISABLED from the environment: on by default, 10 a minute", () => {
    expect(loadConfig({}).rateLimit).toMatchObject({ enabled: true, max: 10, windowMs: 60_000 });
    expect(loadConfig({ RATE_LIMIT_DISABLED: "1" }).rateLimit.enabled).toBe(false);
  });
});

// Redis: required in CI, skipped with a message elsewhere when none answers.
const REDIS_URL = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
const redisUp = await (async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();
if (!redisUp && !process.env.CI) console.log(`Redis tests SKIPPED: no Redis at ${REDIS_URL} (set REDIS_TEST_URL).`);

describe("Redis is available when CI=true", () => {
  it.runIf(process.env.CI)(`answers at ${REDIS_URL}`, () => expect(redisUp).toBe(true));
});

describe.runIf(redisUp)("rate limits in Redis (REDIS_URL)", () => {
  // One prefix per run: parallel runs on the same Redis never share counters.
  const keyPrefix = `klm-test:${process.pid}:${randomBytes(4).toString("hex")}:`;
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    const options = { rateLimit: { ...limits, keyPrefix }, redisUrl: REDIS_URL };
    first = await createTestApi(options);
    second = await createTestApi(options);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("shares one counter between two server processes", async () => {
    const url = "/api/prayers/submit/";
    for (let i = 0; i < MAX; i++) {
      const api = i % 2 === 0 ? first : second;
      expect((await postFrom(api, url, {}, "192.0.2.40")).statusCode, `request ${i + 1}`).toBe(400);
    }
    expectThrottled(await postFrom(first, url, {}, "192.0.2.40"));
    expectThrottled(await postFrom(second, url, {}, "192.0.2.40"));
    expect((await postFrom(second, url, {}, "192.0.2.41")).statusCode).toBe(400);
  });

  it("keeps the counter with an expiry of one window", async () => {
    await postFrom(first, "/api/ministry-forms/", {}, "192.0.2.42");
    const redis = new Redis(REDIS_URL);
    try {
      const ttl = await redis.pttl(`${keyPrefix}ministry-forms:192.0.2.42`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(WINDOW_MS);
    } finally {
      await redis.quit();
    }
  });
});

describe("Redis unreachable", () => {
  it("serves every submission (fails open), without a 500 and without hanging", async () => {
    const api = await createTestApi({
      rateLimit: limits,
      redisUrl: `redis://127.0.0.1:${await freePort()}`,
    });
    try {
      const started = Date.now();
      for (let i = 0; i < MAX + 2; i++) {
        const response = await api.post("/api/newsletter/subscribe/", { email: `down${i}@example.com` });
        expect(response.statusCode, response.body).toBe(201);
      }
      // Generous for a loaded machine: without the short timeouts each request would wait seconds.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await api.close();
    }
  });

  it("logs one warning per outage", async () => {
    const log = { warn: vi.fn(), info: vi.fn() };
    const app = Fastify();
    const config = loadConfig({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const limits = await registerRateLimits(app, { ...config, rateLimit: { ...config.rateLimit, max: 1 } }, log);
    try {
      for (let i = 0; i < 3; i++) expect(await limits.submission("contact", "192.0.2.9")).toBeNull();
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.warn.mock.calls[0]![0]).toMatch(/Redis unavailable .*not counted/);
    } finally {
      await app.close();
    }
  });
});
