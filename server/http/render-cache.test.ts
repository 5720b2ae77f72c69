import { describe, expect, it } from "vitest";
import { ByteLru, folderStamp, isCacheableRequest, negotiateEncoding, stampOf } from "./render-cache";

const entry = (size: number, stamp = "1") => ({
  stamp,
  status: 200,
  headers: {},
  body: Buffer.alloc(0),
  etag: undefined,
  size,
});

describe("the render cache's LRU", () => {
  it("is bounded by bytes, dropping the least recently used first", () => {
    const lru = new ByteLru(1000);
    lru.set("a", entry(40));
    lru.set("b", entry(40));
    lru.set("c", entry(40));
    expect(lru.get("a")).toBeDefined(); // a is now the most recent
    for (let i = 0; i < 23; i++) lru.set(`x${i}`, entry(40));
    expect(lru.bytes).toBeLessThanOrEqual(1000);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBeDefined();
  });

  it("replaces an entry in place and keeps no answer bigger than a tenth of it", () => {
    const lru = new ByteLru(1000);
    lru.set("a", entry(50, "1"));
    lru.set("a", entry(60, "2"));
    expect(lru.size).toBe(1);
    expect(lru.bytes).toBe(60);
    expect(lru.get("a")?.stamp).toBe("2");
    lru.set("big", entry(101));
    expect(lru.get("big")).toBeUndefined();
    expect(lru.bytes).toBe(60);
  });
});

describe("the encoding kept for an Accept-Encoding", () => {
  it.each<[string | undefined, string]>([
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0, gzip", "gzip"],
    ["x-gzip", "gzip"],
    ["deflate", "identity"],
    ["*", "br"],
    ["*;q=0, identity", "identity"],
    [undefined, "identity"],
  ])("%s: %s", (header, encoding) => {
    expect(negotiateEncoding(header)).toBe(encoding);
  });
});

describe("what the cache may answer", () => {
  it("public reads only: no staff page, no token, no personal newsletter link, no other method", () => {
    expect(isCacheableRequest("GET", "/")).toBe(true);
    expect(isCacheableRequest("HEAD", "/blog/a-post")).toBe(true);
    expect(isCacheableRequest("GET", "/api/posts/?page=2")).toBe(true);
    expect(isCacheableRequest("POST", "/contact-us")).toBe(false);
    expect(isCacheableRequest("GET", "/admin")).toBe(false);
    expect(isCacheableRequest("GET", "/ADMIN/comments")).toBe(false);
    expect(isCacheableRequest("GET", "/admin.data")).toBe(false);
    expect(isCacheableRequest("GET", "/api/csrf/")).toBe(false);
    expect(isCacheableRequest("GET", "/newsletter/unsubscribe/abc")).toBe(false);
  });
});

describe("an entry's stamp", () => {
  it("changes with the version, with the next publication, and with the minute", () => {
    const at = new Date("2026-11-24T07:00:10Z");
    const base = stampOf({ version: "7", nextPublication: "2026-11-24T08:00:00.000Z" }, at);
    expect(
      stampOf({ version: "7", nextPublication: "2026-11-24T08:00:00.000Z" }, new Date("2026-11-24T07:00:50Z")),
    ).toBe(base);
    expect(stampOf({ version: "8", nextPublication: "2026-11-24T08:00:00.000Z" }, at)).not.toBe(base);
    expect(stampOf({ version: "7", nextPublication: null }, at)).not.toBe(base);
    expect(
      stampOf({ version: "7", nextPublication: "2026-11-24T08:00:00.000Z" }, new Date("2026-11-24T07:01:00Z")),
    ).not.toBe(base);
  });
});

describe("a folder's stamp (the sermon audio the answers depend on)", () => {
  it("moves when a file is removed, and says when the folder is not there", async () => {
    const fs = await import("node:fs");
    const os = await import("node:os");
    const path = await import("node:path");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stamp-"));
    try {
      fs.writeFileSync(path.join(dir, "a.mp3"), "x");
      fs.utimesSync(dir, new Date(1_000_000), new Date(1_000_000));
      const before = folderStamp(dir);
      fs.rmSync(path.join(dir, "a.mp3"));
      expect(folderStamp(dir)).not.toBe(before);
      expect(folderStamp(path.join(dir, "missing"))).toBe("-");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
