import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SermonCategory } from "#contract/types";
import { insertFixtures, PUBLISHED_POSTS, UNPUBLISHED_SERMON } from "./fixtures";
import { createTestApi, csrfPair, json, rowCount, type TestApi } from "./support";

/**
 * What a review found by trying to break main: requests for other hosts, request
 * targets that read as another host, methods pages do not take, NULs in slugs, repeated or
 * invalid page numbers, slow or numerous connections, and the general rate limit.
 */
let t: TestApi;
let clientDir: string;
beforeAll(async () => {
  // A client build of one file: the pages' route is mounted (its build is never needed here).
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "client-"));
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(path.join(clientDir, "assets", "app-abc123.js"), "console.log(1)");
  t = await createTestApi({ fixtures: insertFixtures, clientDir });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe("hosts (ALLOWED_HOSTS)", () => {
  it("refuses a request for another host with 400, on the API and on pages", async () => {
    const api = await t.inject({ method: "GET", url: "/api/posts/", headers: { host: "evil.example" } });
    expect(api.statusCode).toBe(400);
    expect(json<{ detail: string }>(api).detail).toMatch(/^Invalid host header\. "evil\.example" is not an address/);
    const page = await t.inject({ method: "GET", url: "/blog", headers: { host: "evil.example:8080" } });
    expect(page.statusCode).toBe(400);
  });

  it("refuses the shape of DNS rebinding: Host and Origin of another site, a valid token", async () => {
    const before = await rowCount(t, "newsletter_subscribers");
    const csrf = await csrfPair(t.app);
    const response = await t.inject({
      method: "POST",
      url: "/api/newsletter/subscribe/",
      payload: JSON.stringify({ email: "rebind@example.com" }),
      headers: {
        "content-type": "application/json",
        ...csrf.headers,
        host: "evil.example",
        origin: "http://evil.example",
      },
    });
    expect(response.statusCode).toBe(400);
    expect(await rowCount(t, "newsletter_subscribers")).toBe(before);
  });

  it("builds the API's page links on SITE_URL, whatever the Host", async () => {
    const response = await t.inject({
      method: "GET",
      url: "/api/posts/?page_size=2",
      headers: { host: "LOCALHOST:80" },
    });
    expect(response.statusCode).toBe(200);
    expect(json<{ next: string }>(response).next).toBe("http://localhost/api/posts/?page_size=2&page=2");
  });

  it("answers the extra hosts of ALLOWED_HOSTS", async () => {
    const extra = await createTestApi({ allowedHosts: ["church.example"] });
    try {
      const response = await extra.inject({ method: "GET", url: "/api/posts/", headers: { host: "church.example" } });
      expect(response.statusCode).toBe(200);
    } finally {
      await extra.close();
    }
  });
});

describe("request targets", () => {
  it.each([
    ["//", "/"],
    ["//blog", "/blog"],
    ["///blog?page=2", "/blog?page=2"],
    ["//evil.example/contact-us", "/evil.example/contact-us"],
  ])("GET %s redirects to %s (never a 5xx, never another host)", async (url, location) => {
    const response = await t.inject({ method: "GET", url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it("GET /\\evil.example/x redirects to /evil.example/x (a browser reads /\\ as //)", async () => {
    // Over a socket: inject() would parse the backslash the way a browser does before sending.
    const { port, close } = await listen();
    try {
      const answer = await rawRequest(
        port,
        "GET /\\evil.example/x HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
      );
      expect(answer).toMatch(/^HTTP\/1\.1 301 /);
      expect(answer).toMatch(/\r\nlocation: \/evil\.example\/x\r\n/i);
    } finally {
      await close();
    }
  });

  it("refuses a form post to //evil.example/contact-us and stores nothing", async () => {
    const before = await rowCount(t, "contact_messages");
    const response = await t.inject({
      method: "POST",
      url: "//evil.example/contact-us",
      payload: "intent=message&firstName=A&lastName=B&email=a%40b.co&subject=S&message=M",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://evil.example" },
    });
    expect(response.statusCode).toBe(400);
    expect(await rowCount(t, "contact_messages")).toBe(before);
  });

  it("refuses an absolute-form request target", async () => {
    const { port, close } = await listen();
    try {
      const answer = await rawRequest(
        port,
        "POST http://evil.example/contact-us HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
      );
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    } finally {
      await close();
    }
  });
});

describe("pages take GET, HEAD and POST only", () => {
  it.each(["PUT", "PATCH", "DELETE", "OPTIONS"] as const)("%s /contact-us is 405 with Allow", async (method) => {
    const before = await rowCount(t, "contact_messages");
    const response = await t.inject({
      method,
      url: "/contact-us",
      payload: "intent=message&firstName=A&lastName=B&email=a%40b.co&subject=S&message=M",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD, POST");
    expect(await rowCount(t, "contact_messages")).toBe(before);
  });
});

describe("a NUL in a slug", () => {
  it.each(["/api/posts/%00/", "/api/posts/%00/comments/", "/api/sermons/%00x/", "/api/tags/%00/posts/"])(
    "%s is 404 on both engines",
    async (url) => {
      const response = await t.get(url);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ detail: "Not found." });
    },
  );
});

describe("page numbers", () => {
  it("reads a repeated page by its last value, as DRF does", async () => {
    expect((await t.get("/api/posts/?page=abc&page=1")).statusCode).toBe(200);
    expect((await t.get("/api/posts/?page=1&page=abc")).statusCode).toBe(404);
  });
});

describe("sermon categories", () => {
  it("lists only categories that hold a published sermon", async () => {
    const { db } = t.database;
    const category = await db
      .insertInto("sermon_categories")
      .values({ name: "Hidden Series", slug: "hidden-series" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const sermon = await db
      .selectFrom("sermons")
      .select("id")
      .where("slug", "=", UNPUBLISHED_SERMON.slug)
      .executeTakeFirstOrThrow();
    await db
      .insertInto("sermon_category_links")
      .values({ sermon_id: Number(sermon.id), category_id: Number(category.id) })
      .execute();
    const categories = json<SermonCategory[]>(await t.get("/api/sermons/categories/"));
    expect(categories.map((item) => item.slug)).not.toContain("hidden-series");
    expect(categories.length).toBeGreaterThan(0);
  });
});

describe("the general rate limit", () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await createTestApi({
      fixtures: insertFixtures,
      clientDir,
      rateLimit: { enabled: true, general: { max: 3, windowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  const from = (remoteAddress: string, url: string) => limited.inject({ method: "GET", url, remoteAddress });

  it("counts pages, API reads and pictures together, then answers 429 with Retry-After", async () => {
    const address = "198.51.100.1";
    expect((await from(address, "/api/posts/")).statusCode).toBe(200);
    expect((await from(address, "/img/gen/not-a-picture.txt")).statusCode).toBe(404);
    expect((await from(address, `/api/posts/${PUBLISHED_POSTS[0].slug}/`)).statusCode).toBe(200);
    const api = await from(address, "/api/posts/");
    expect(api.statusCode).toBe(429);
    expect(Number(api.headers["retry-after"])).toBeGreaterThan(0);
    expect(json<{ detail: string }>(api).detail).toMatch(
      /^Request was throttled\. Expected available in \d+ seconds?\.$/,
    );
    const page = await from(address, "/blog");
    expect(page.statusCode).toBe(429);
    expect(page.headers["content-type"]).toMatch(/^text\/plain/);
  });

  it("leaves the build's hashed files alone", async () => {
    const address = "198.51.100.2";
    for (let i = 0; i < 6; i++) expect((await from(address, "/assets/app-abc123.js")).statusCode).toBe(200);
    expect((await from(address, "/api/posts/")).statusCode).toBe(200);
  });

  it("counts an IPv6 /64 as one client", async () => {
    for (const address of ["2001:db8:1:1::1", "2001:db8:1:1::2", "2001:db8:1:1:ffff::3"]) {
      expect((await from(address, "/api/posts/")).statusCode, address).toBe(200);
    }
    expect((await from("2001:db8:1:1::4", "/api/posts/")).statusCode).toBe(429);
    expect((await from("2001:db8:1:2::1", "/api/posts/")).statusCode).toBe(200);
  });
});

describe("connections", () => {
  it("closes the connection of a client that trickles its request past the request timeout", async () => {
    const { port, close } = await listen({ requestTimeoutMs: 1_000, headersTimeoutMs: 1_000 });
    try {
      const socket = net.connect(port, "127.0.0.1");
      // The server ends the connection while the client still writes: EPIPE is the expected end.
      socket.on("error", () => {});
      await new Promise((resolve) => socket.once("connect", resolve));
      socket.write(
        "POST /api/newsletter/subscribe/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
      );
      const trickle = setInterval(() => {
        if (!socket.destroyed) socket.write(" ");
      }, 200);
      const started = Date.now();
      await new Promise((resolve) => socket.once("close", resolve));
      clearInterval(trickle);
      // Closed by the server soon after the request timeout, not held while the client trickles.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await close();
    }
  });

  it("closes a client's connections beyond the bound", async () => {
    const { port, close } = await listen({ connectionsPerClient: 2 });
    const sockets: net.Socket[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        const socket = net.connect(port, "127.0.0.1");
        await new Promise((resolve) => socket.once("connect", resolve));
        sockets.push(socket);
      }
      const third = sockets[2]!;
      await new Promise((resolve) => third.once("close", resolve));
      expect(sockets[0]!.destroyed).toBe(false);
      expect(
        await rawRequest(port, "GET /api/posts/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", sockets[0]),
      ).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      for (const socket of sockets) socket.destroy();
      await close();
    }
  });
});

/** The test database's app on a real port (with some connection limits changed). */
function listen(connections: Partial<TestApi["config"]["connections"]> = {}) {
  return t.listen((config) => ({ ...config, connections: { ...config.connections, ...connections } }));
}

/** Sends raw bytes and resolves with what came back once the server closed or answered. */
function rawRequest(port: number, text: string, existing?: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = existing ?? net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      if (answer.includes("\r\n\r\n")) resolve(answer);
    });
    socket.once("close", () => resolve(answer));
    socket.once("error", reject);
    socket.write(text);
  });
}
