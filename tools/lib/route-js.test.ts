import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { brotliSize, firstVisitJs, pageRouteIds, readManifest } from "./route-js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "route-js-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string) {
  fs.mkdirSync(path.join(dir, "assets"), { recursive: true });
  fs.writeFileSync(path.join(dir, "assets", name), text);
}

const manifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/shared.js"] },
  routes: {
    root: { id: "root", path: "", hasDefaultExport: true, module: "/assets/root.js", imports: ["/assets/shared.js"] },
    "routes/home": {
      id: "routes/home",
      parentId: "root",
      index: true,
      hasDefaultExport: true,
      module: "/assets/home.js",
      imports: [],
    },
    "routes/blog": {
      id: "routes/blog",
      parentId: "root",
      path: "blog",
      hasDefaultExport: true,
      module: "/assets/blog.js",
      imports: ["/assets/big.js"],
    },
    "routes/robots": {
      id: "routes/robots",
      parentId: "root",
      path: "robots.txt",
      hasDefaultExport: false,
      module: "/assets/robots.js",
      imports: [],
    },
  },
};
write("manifest-abc123.js", `window.__reactRouterManifest=${JSON.stringify(manifest)};`);
for (const name of ["entry", "shared", "root", "home", "blog", "robots"])
  write(`${name}.js`, `export const ${name} = 1;`);
// Random text compresses badly: the blog route must come out heavier.
write(
  "big.js",
  `export const big = "${Array.from({ length: 4000 }, (_, i) => ((i * 7919) % 97).toString(36)).join("")}";`,
);

describe("first-visit JavaScript from the build manifest", () => {
  it("reads React Router's manifest", () => {
    expect(readManifest(dir).entry.module).toBe("/assets/entry.js");
  });

  it("lists the routes a visitor can land on, not resource routes or layouts", () => {
    expect(pageRouteIds(readManifest(dir)).sort()).toEqual(["routes/blog", "routes/home"]);
  });

  it("sums the entry, the root and the route with their imports, each file once", () => {
    const [blog, home] = firstVisitJs(dir);
    expect(blog.id).toBe("routes/blog");
    expect(blog.path).toBe("/blog");
    expect(blog.files.sort()).toEqual(
      ["/assets/big.js", "/assets/blog.js", "/assets/entry.js", "/assets/root.js", "/assets/shared.js"].sort(),
    );
    expect(home.path).toBe("/");
    const expected = ["entry", "shared", "root", "home"].reduce(
      (sum, name) => sum + brotliSize(path.join(dir, "assets", `${name}.js`)),
      0,
    );
    expect(home.brotli).toBe(expected);
    expect(blog.brotli).toBeGreaterThan(home.brotli);
  });

  it("says when there is no build", () => {
    fs.mkdirSync(path.join(dir, "empty", "assets"), { recursive: true });
    expect(() => firstVisitJs(path.join(dir, "empty"))).toThrow(/npm run build/);
  });
});
