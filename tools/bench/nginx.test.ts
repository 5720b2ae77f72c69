import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nginxConfig, nginxString, type Snapshot } from "./nginx";
import { findProgram } from "./tools";

const snapshot = (url: string, headers: Array<[string, string]>): Snapshot => ({
  url,
  status: 200,
  body: Buffer.from("x"),
  headers,
});

const snapshots = [
  snapshot("/", [
    ["Content-Security-Policy", "default-src 'self'; script-src 'nonce-$abc'"],
    ["content-type", "text/html"],
    ["set-cookie", "a=1"],
    ["Set-Cookie", "b=2"],
    ["content-encoding", "br"],
    ["Transfer-Encoding", "chunked"],
    ["Date", "Sun, 22 Nov 2026 15:41:46 GMT"],
    ["Keep-Alive", "timeout=72"],
  ]),
  snapshot("/api/sermons/?page=1&page_size=6", [
    ["content-type", "application/json; charset=utf-8"],
    ["content-length", "1510"],
    ["x-quoted", 'say "hi" \\ there'],
  ]),
];

describe("nginxString", () => {
  it("quotes, escapes quotes and backslashes, and writes $ through the $dollar variable", () => {
    expect(nginxString('a "b" \\c $d')).toBe('"a \\"b\\" \\\\c ${dollar}d"');
  });
});

describe("nginxConfig", () => {
  const config = nginxConfig("/tmp/bench", 4901, snapshots);

  it("serves each answer at its path (without the query) from its file, with its type", () => {
    expect(config).toContain('location = "/" {\n      default_type "text/html";');
    expect(config).toContain("try_files /0.body =404;");
    expect(config).toContain('location = "/api/sermons/" {\n      default_type "application/json; charset=utf-8";');
    expect(config).toContain("try_files /1.body =404;");
    expect(config).toContain("listen 127.0.0.1:4901;");
    expect(config).toContain("worker_processes 1;");
  });

  it("repeats the response's own headers, repeated ones included, but not those nginx writes itself", () => {
    expect(config).toContain(
      `add_header "Content-Security-Policy" "default-src 'self'; script-src 'nonce-\${dollar}abc'" always;`,
    );
    expect(config).toContain('add_header "set-cookie" "a=1" always;');
    expect(config).toContain('add_header "Set-Cookie" "b=2" always;');
    expect(config).toContain('add_header "content-encoding" "br" always;');
    expect(config).toContain('add_header "x-quoted" "say \\"hi\\" \\\\ there" always;');
    expect(config).not.toMatch(/add_header "(Transfer-Encoding|Date|Keep-Alive|content-type|content-length)"/i);
  });

  it("refuses two targets that only a query tells apart", () => {
    expect(() => nginxConfig("/tmp/bench", 4901, [snapshot("/a?x=1", []), snapshot("/a?x=2", [])])).toThrow(
      /share the path \/a/,
    );
  });

  const nginx = findProgram("nginx", ["/usr/sbin"]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-test-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.skipIf(!nginx)("is a configuration nginx accepts (nginx -t)", () => {
    const file = path.join(dir, "nginx.conf");
    fs.writeFileSync(file, nginxConfig(dir, 4901, snapshots));
    const result = spawnSync(nginx!, ["-t", "-p", dir, "-c", file, "-e", path.join(dir, "error.log")], {
      encoding: "utf8",
    });
    expect(result.stderr).toContain("test is successful");
    expect(result.status).toBe(0);
  });
});

describe("the deployed proxy cache (deploy/nginx.conf)", () => {
  it("is read from the site file, over plain HTTP, with this run's upstream, port and cache path", async () => {
    const { deployedRecipe, proxyConfig, SITE_FILE } = await import("./proxy");
    const recipe = deployedRecipe(fs.readFileSync(SITE_FILE, "utf8"));
    expect(recipe).toContain("proxy_cache klm;");
    expect(recipe).toContain("client_max_body_size 101m;");
    // The redirect server and TLS are left out: nothing listens on 80 or 443, no certificate is read.
    expect(recipe).not.toMatch(/listen 80|return 301|ssl_certificate|\[::\]:443|#/);
    const config = proxyConfig(recipe, "/tmp/bench-x", 4303, "127.0.0.1:4300");
    expect(config).toContain("server 127.0.0.1:4300;");
    expect(config).toContain("listen 127.0.0.1:4303;");
    expect(config).toContain('proxy_cache_path "/tmp/bench-x/cache"');
    expect(config).not.toContain("127.0.0.1:3000");
    expect(config).not.toContain("443");
    expect(() => proxyConfig("server { }", "/tmp/x", 1, "a:1")).toThrow(/no longer has/);
  });
});

describe("the deployed proxy cache, checked by nginx itself", () => {
  const nginx = findProgram("nginx", ["/usr/sbin"]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-proxy-test-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.skipIf(!nginx)("is a configuration nginx accepts (nginx -t)", async () => {
    const { deployedRecipe, proxyConfig, SITE_FILE } = await import("./proxy");
    const file = path.join(dir, "nginx.conf");
    fs.writeFileSync(
      file,
      proxyConfig(deployedRecipe(fs.readFileSync(SITE_FILE, "utf8")), dir, 4902, "127.0.0.1:4900"),
    );
    const result = spawnSync(nginx!, ["-t", "-p", dir, "-c", file, "-e", path.join(dir, "error.log")], {
      encoding: "utf8",
    });
    expect(result.stderr).toContain("test is successful");
    expect(result.status).toBe(0);
  });
});
