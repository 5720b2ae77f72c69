import net from "node:net";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#tools/lib/production-server";
import { buildApp } from "#server/app";
import { openDatabase, type DatabaseHandle } from "#server/db/connection";
import { HEALTH_TIMEOUT_MS } from "#server/http/health";
import { createTestApi, ENGINE, type TestApi } from "./support";

/**
 * GET /healthz (docs/api.md, Health check): what a service manager or an uptime monitor sees, with
 * the database answering, closed, refusing connections or hung, and under the general rate limit.
 */

const OK = { status: "ok" };
const UNAVAILABLE = { status: "unavailable" };

/** The general limit on, at 5 requests a minute per client, so a few requests reach it. */
const GENERAL_MAX = 5;

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({
    rateLimit: { enabled: true, general: { max: GENERAL_MAX, windowMs: 60_000 } },
    allowedHosts: ["www.example.org"],
    trustProxy: ["127.0.0.1"],
  });
});
afterAll(async () => {
  await t?.close();
});

const health = (headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET", remoteAddress?: string) =>
  t.inject({ method, url: "/healthz", headers, ...(remoteAddress ? { remoteAddress } : {}) });

function expectTinyAndPrivate(response: LightMyRequestResponse): void {
  expect(response.headers["cache-control"]).toBe("no-store");
  expect(response.headers["set-cookie"]).toBeUndefined();
  expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  // Nothing about the software, the machine or the failure.
  expect(response.headers["x-powered-by"]).toBeUndefined();
  expect(response.headers.server).toBeUndefined();
}

/** An app of the test's configuration on another database handle (an outage of its own). */
async function appOn(database: DatabaseHandle) {
  const { app } = await buildApp({ config: t.config, database, clientBuild: null });
  await app.ready();
  return app;
}

describe("GET /healthz with the database answering", () => {
  it("answers 200 {status: ok}, no-store, no cookie", async () => {
    const response = await health();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(OK);
    expectTinyAndPrivate(response);
  });

  it("answers HEAD with the same status and headers and no body", async () => {
    const response = await health({}, "HEAD");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("is never counted by the general rate limit, which still counts everything else", async () => {
    const client = "198.51.100.20";
    for (let i = 0; i < GENERAL_MAX * 4; i++) {
      const response = await health({ "x-forwarded-for": client });
      expect(response.statusCode, `health check ${i + 1}`).toBe(200);
    }
    // The polls used none of the client's allowance: it still has all of it for the site.
    for (let i = 0; i < GENERAL_MAX; i++) {
      const read = await t.inject({ method: "GET", url: "/api/posts/", headers: { "x-forwarded-for": client } });
      expect(read.statusCode, `read ${i + 1}`).toBe(200);
    }
    const over = await t.inject({ method: "GET", url: "/api/posts/", headers: { "x-forwarded-for": client } });
    expect(over.statusCode).toBe(429);
    expect((await health({ "x-forwarded-for": client })).statusCode).toBe(200);
  });

  it("answers a request from the machine itself whatever its Host", async () => {
    for (const host of ["127.0.0.1:3000", "localhost", "[::1]:3000", "monitor.internal"]) {
      const response = await health({ host });
      expect(response.statusCode, host).toBe(200);
      expect(response.json()).toEqual(OK);
    }
    const v6 = await health({ host: "monitor.internal" }, "GET", "::1");
    expect(v6.statusCode).toBe(200);
  });

  it("refuses a request from elsewhere for a host the site does not serve, like any other (400)", async () => {
    const direct = await health({ host: "evil.example" }, "GET", "203.0.113.9");
    expect(direct.statusCode).toBe(400);
    // Through the trusted proxy on the machine, the visitor is the address it forwards.
    const proxied = await health({ host: "evil.example", "x-forwarded-for": "203.0.113.9" });
    expect(proxied.statusCode).toBe(400);
    // By one of the site's names, it is answered.
    const named = await health({ host: "www.example.org" }, "GET", "203.0.113.9");
    expect(named.statusCode).toBe(200);
    expect(named.json()).toEqual(OK);
  });

  it("is not a page: another method, or the path with a slash, is not the health check", async () => {
    const post = await t.inject({ method: "POST", url: "/healthz", payload: "" });
    expect(post.statusCode).not.toBe(200);
    const slashed = await t.get("/healthz/");
    expect(slashed.statusCode).toBe(404);
  });

  it("is never looked up in the render cache, through the real HTTP server", async () => {
    const server = await t.listen();
    try {
      const before = { ...server.renderCache };
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`http://127.0.0.1:${server.port}/healthz`);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual(OK);
      }
      expect(server.renderCache).toEqual(before);
      // A public read on the same server is (the cache is on).
      await fetch(`http://127.0.0.1:${server.port}/api/posts/`);
      expect(server.renderCache.misses).toBe(before.misses + 1);
    } finally {
      await server.close();
    }
  });
});

describe("GET /healthz with the database gone", () => {
  it("answers 503 {status: unavailable} once the database is closed, with nothing of the error", async () => {
    const database = openDatabase(t.config.database);
    const app = await appOn(database);
    try {
      expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
      await database.close();
      const response = await app.inject({ method: "GET", url: "/healthz" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(UNAVAILABLE);
      expect(response.body).toBe(JSON.stringify(UNAVAILABLE));
      expect(response.headers["retry-after"]).toBe("5");
      expectTinyAndPrivate(response);
      const head = await app.inject({ method: "HEAD", url: "/healthz" });
      expect(head.statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });

  it.runIf(ENGINE === "postgres")("answers 503 when PostgreSQL refuses connections", async () => {
    const database = openDatabase({ kind: "postgres", url: `postgres://postgres@127.0.0.1:${await freePort()}/gone` });
    const app = await appOn(database);
    try {
      const response = await app.inject({ method: "GET", url: "/healthz" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(UNAVAILABLE);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it.runIf(ENGINE === "postgres")(
    "answers 503 within its timeout when PostgreSQL accepts connections and never answers, through the real server",
    async () => {
      // A database that hangs: the connection is accepted, nothing ever comes back.
      const sockets = new Set<net.Socket>();
      const blackHole = net.createServer((socket) => sockets.add(socket));
      await new Promise<void>((resolve) => blackHole.listen(0, "127.0.0.1", resolve));
      const port = (blackHole.address() as net.AddressInfo).port;
      const database = openDatabase({ kind: "postgres", url: `postgres://postgres@127.0.0.1:${port}/hung` });
      const { app } = await buildApp({ config: t.config, database, clientBuild: null });
      await app.listen({ port: 0, host: "127.0.0.1" });
      try {
        const started = Date.now();
        // Two monitors at once share one query to the database.
        const [first, second] = await Promise.all([
          fetch(`http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}/healthz`),
          fetch(`http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}/healthz`),
        ]);
        const elapsed = Date.now() - started;
        expect(first.status).toBe(503);
        expect(second.status).toBe(503);
        expect(await first.json()).toEqual(UNAVAILABLE);
        // Its own timeout, not the pool's 5 s nor the render cache's version read before it.
        expect(elapsed).toBeGreaterThanOrEqual(HEALTH_TIMEOUT_MS - 50);
        expect(elapsed).toBeLessThan(HEALTH_TIMEOUT_MS + 1_500);
        expect(sockets.size).toBe(1);
      } finally {
        for (const socket of sockets) socket.destroy();
        await app.close();
        await database.close().catch(() => {});
        await new Promise((resolve) => blackHole.close(resolve));
      }
    },
  );
});
