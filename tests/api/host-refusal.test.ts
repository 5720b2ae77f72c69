import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, json, SITE_URL, type TestApi } from "./support";

/**
 * A request for a host the site does not serve (ALLOWED_HOSTS): usually whoever runs the server,
 * opening it by the machine's address from a phone on the church's Wi-Fi. Every path answers the
 * same 400: a small page (or, under /api/, the API's error shape) that names the site's address and
 * the settings that would make it answer there, echoing nothing unescaped.
 */
let t: TestApi;
let clientDir: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "client-"));
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(path.join(clientDir, "assets", "app-abc123.js"), "console.log(1)");
  fs.writeFileSync(path.join(clientDir, "favicon.ico"), "icon");
  t = await createTestApi({ clientDir });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const from = (host: string, url = "/") => t.inject({ method: "GET", url, headers: { host } });

describe("a request for a host the site does not serve", () => {
  it("gets a page that says so, names SITE_URL and ALLOWED_HOSTS and the value to set", async () => {
    const response = await from("192.168.1.20:3000", "/blog");
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    // No script may run in it, whichever scope's policy it carries.
    expect(response.headers["content-security-policy"]).toMatch(/default-src '(none|self)'/);
    expect(response.headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const page = response.body;
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain("<title>Not an address of this site</title>");
    expect(page).toContain("<strong>192.168.1.20</strong> is not an address this site answers to.");
    expect(page).toContain(`Its address is <a href="${SITE_URL}">${SITE_URL}</a>.`);
    expect(page).toContain("<code>ALLOWED_HOSTS=192.168.1.20</code>");
    expect(page).toContain("<code>SITE_URL</code>");
    expect(page).not.toMatch(/<script/i);
  });

  it("answers under /api/ in the API's error shape with the same advice", async () => {
    const response = await from("Church.Example", "/api/posts/");
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(json(response)).toEqual({
      detail:
        `Invalid host header. "Church.Example" is not an address this site answers to; it answers at ${SITE_URL}. ` +
        "To serve it at this address too, set ALLOWED_HOSTS=church.example (or make it SITE_URL) and restart the server.",
    });
  });

  it("is the same on every path: pages, the API, pictures, build files, a POST", async () => {
    for (const url of [
      "/",
      "/about-us",
      "/admin/sign-in",
      "/img/gen/dove-640x480.webp",
      "/assets/app-abc123.js",
      "/favicon.ico",
      "/sitemap.xml",
    ]) {
      const response = await from("evil.example", url);
      expect(response.statusCode, url).toBe(400);
      expect(response.body, url).toContain("<strong>evil.example</strong> is not an address this site answers to.");
      expect(response.headers["content-security-policy"], url).toBeDefined();
    }
    const post = await t.inject({
      method: "POST",
      url: "/api/newsletter/subscribe/",
      payload: { email: "a@example.org" },
      headers: { host: "evil.example" },
    });
    expect(post.statusCode).toBe(400);
    expect(json<{ detail: string }>(post).detail).toMatch(/^Invalid host header\. "evil\.example"/);
  });

  it("escapes what it echoes, cuts a long name short, and offers only a name ALLOWED_HOSTS would take", async () => {
    const hostile = await from(`"><script>alert(1)</script>`);
    expect(hostile.statusCode).toBe(400);
    expect(hostile.body).not.toContain("<script>");
    expect(hostile.body).toContain("<strong>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</strong>");
    expect(hostile.body).toContain("<code>ALLOWED_HOSTS=192.168.1.20</code>");

    const long = await from(`${"a".repeat(300)}.example`);
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(`<strong>${"a".repeat(100)}…</strong>`);
    expect(long.body.length).toBeLessThan(2_000);
  });

  it("serves the site's own host as before", async () => {
    expect((await from("localhost", "/api/posts/")).statusCode).toBe(200);
  });
});
