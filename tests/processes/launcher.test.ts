import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ServerProcess } from "#tools/soak/server";
import { originOf, spawnServer, stopServer, waitUntilReady } from "#tools/lib/production-server";

/**
 * A launcher (tools/lib/production-server.ts) must never take another server answering on its
 * port for its own: here a stranger answers 200 to everything on the port the server is told to
 * use, so the server cannot listen and exits; the launcher must stop, not measure the stranger.
 */
let stranger: http.Server;
let port: number;
let dir: string;
const strangerRequests: string[] = [];

beforeAll(async () => {
  stranger = http.createServer((request, response) => {
    strangerRequests.push(request.url ?? "");
    response.setHeader("content-type", "application/json");
    response.end('{"count":1,"results":[{"slug":"not-ours"}]}');
  });
  await new Promise<void>((resolve) => stranger.listen(0, "127.0.0.1", resolve));
  port = (stranger.address() as AddressInfo).port;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "launcher-"));
});
afterAll(async () => {
  await new Promise((resolve) => stranger.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("a launcher whose port is taken by another HTTP server", () => {
  it("stops with the reason when its server cannot listen", async () => {
    const server = spawnServer({
      port,
      databaseUrl: `sqlite:${path.join(dir, "a.db")}`,
      demoContent: false,
      stdio: "ignore",
    });
    try {
      await expect(waitUntilReady(server, `${originOf(port)}/api/csrf/`, 60_000)).rejects.toThrow(
        `before listening on port ${port}`,
      );
    } finally {
      await stopServer(server.child, 2_000);
    }
  }, 70_000);

  it("the soak's server (tools/soak/server.ts) stops too, instead of load-testing the stranger", async () => {
    const soakServer = new ServerProcess({
      port,
      databaseUrl: `sqlite:${path.join(dir, "b.db")}`,
      mediaDir: path.join(dir, "media"),
      logFile: path.join(dir, "soak.log"),
    });
    try {
      await expect(soakServer.start(60_000)).rejects.toThrow(`before listening on port ${port}`);
    } finally {
      await soakServer.kill();
    }
    expect(fs.readFileSync(path.join(dir, "soak.log"), "utf8")).toMatch(/EADDRINUSE/);
  }, 70_000);

  it("the answers came from the stranger all along (it is there to be mistaken)", async () => {
    expect((await fetch(`${originOf(port)}/api/posts/?page_size=1`)).status).toBe(200);
    expect(strangerRequests.length).toBeGreaterThan(0);
  });
});
