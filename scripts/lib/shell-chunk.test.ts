import { describe, expect, it } from "vitest";
import { shellChunk, shellModules, type ModuleGraph } from "./shell-chunk";

/** A module graph from a table of static imports (dynamic imports are simply not listed). */
function graph(imports: Record<string, string[]>): ModuleGraph {
  return { ids: () => Object.keys(imports), staticImports: (id) => imports[id] ?? [] };
}

const APP = "/site/app";
const table: Record<string, string[]> = {
  [`${APP}/entry.client.tsx`]: ["/node_modules/react-dom/client.js"],
  "/node_modules/react-dom/client.js": ["/node_modules/react/index.js"],
  "/node_modules/react/index.js": [],
  [`${APP}/root.tsx?__react-router-build-client-route`]: [`${APP}/lib/api.ts`, `${APP}/components/Icon.tsx`],
  [`${APP}/lib/api.ts`]: [`${APP}/lib/csrf.ts`],
  [`${APP}/lib/csrf.ts`]: [`${APP}/lib/api.ts`], // a cycle ends
  [`${APP}/components/Icon.tsx`]: [],
  // A route shares api.ts with the root and has a module of its own.
  [`${APP}/routes/home.tsx`]: [`${APP}/lib/api.ts`, `${APP}/components/Carousel.tsx`],
  [`${APP}/components/Carousel.tsx`]: [],
  // Imported only dynamically by the root (a lazy menu): not in the graph's static imports.
  [`${APP}/components/MobileMenu.tsx`]: [`${APP}/components/Icon.tsx`],
};

describe("shellModules", () => {
  it("holds what the root route and the client entry import statically, transitively", () => {
    expect([...shellModules(graph(table))].sort()).toEqual(
      [
        "/node_modules/react-dom/client.js",
        "/node_modules/react/index.js",
        `${APP}/components/Icon.tsx`,
        `${APP}/entry.client.tsx`,
        `${APP}/lib/api.ts`,
        `${APP}/lib/csrf.ts`,
        `${APP}/root.tsx?__react-router-build-client-route`,
      ].sort(),
    );
  });

  it("leaves a route's own modules and lazily loaded modules to Rollup", () => {
    const shell = shellModules(graph(table));
    expect(shell.has(`${APP}/routes/home.tsx`)).toBe(false);
    expect(shell.has(`${APP}/components/Carousel.tsx`)).toBe(false);
    expect(shell.has(`${APP}/components/MobileMenu.tsx`)).toBe(false);
  });

  it("is empty when the graph has neither root nor entry (a server or test build)", () => {
    expect(shellModules(graph({ [`${APP}/routes/home.tsx`]: [] })).size).toBe(0);
  });
});

describe("shellChunk", () => {
  it("names the chunk of shell modules and nothing else, reading the graph once", () => {
    let reads = 0;
    const meta = {
      getModuleIds: () => {
        reads++;
        return Object.keys(table)[Symbol.iterator]();
      },
      getModuleInfo: (id: string) => ({ importedIds: table[id] ?? [] }),
    };
    const manualChunks = shellChunk();
    expect(manualChunks(`${APP}/lib/csrf.ts`, meta)).toBe("shell");
    expect(manualChunks(`${APP}/components/Carousel.tsx`, meta)).toBeUndefined();
    expect(reads).toBe(1);
  });
});
