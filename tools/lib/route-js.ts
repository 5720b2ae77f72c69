/**
 * The JavaScript a first visit of each route downloads, read from the client build: React
 * Router's manifest (build/client/assets/manifest-<version>.js) lists, per route, its module and
 * every chunk it imports statically, which the server renders as <link rel="modulepreload">. A
 * first visit downloads the entry, the root route and the matched route, each with its imports.
 * Sizes are brotli at the quality the build ships (tools/compress-build.mjs).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport: boolean;
  module: string;
  imports?: string[];
}

export interface BuildManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface RouteJs {
  id: string;
  /** The URL pattern, "/" for the index route. */
  path: string;
  /** Every script a first visit downloads, by URL. */
  files: string[];
  /** Their brotli bytes, summed. */
  brotli: number;
}

/** Reads React Router's client manifest from a client build directory (build/client). */
export function readManifest(clientDir: string): BuildManifest {
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: run \`npm run build\` first.`);
  const source = fs.readFileSync(path.join(assets, file), "utf8");
  const json = source.replace(/^window\.__reactRouterManifest\s*=\s*/, "").replace(/;\s*$/, "");
  return JSON.parse(json) as BuildManifest;
}

/** The root-to-leaf chain of route ids ending with `id`. */
function routeChain(manifest: BuildManifest, id: string): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let route: ManifestRoute | undefined = manifest.routes[id]; route;) {
    chain.unshift(route);
    route = route.parentId ? manifest.routes[route.parentId] : undefined;
  }
  return chain;
}

/** The full URL pattern of a route from its chain of relative paths. */
function fullPath(chain: ManifestRoute[]): string {
  const parts = chain.map((route) => route.path ?? "").filter(Boolean);
  return `/${parts.join("/")}`;
}

const brotliCache = new Map<string, number>();

/** Brotli size of one built file, at the build's quality (11). */
export function brotliSize(file: string): number {
  const cached = brotliCache.get(file);
  if (cached !== undefined) return cached;
  const size = zlib.brotliCompressSync(fs.readFileSync(file), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
  brotliCache.set(file, size);
  return size;
}

/** The leaf routes a visitor can land on: those that render a page (resource routes do not). */
export function pageRouteIds(manifest: BuildManifest): string[] {
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  return Object.values(manifest.routes)
    .filter((route) => route.hasDefaultExport && !parents.has(route.id))
    .map((route) => route.id);
}

/** The JavaScript a first visit to the route `id` downloads. */
export function routeFirstVisitJs(clientDir: string, manifest: BuildManifest, id: string): RouteJs {
  if (!manifest.routes[id]) throw new Error(`Route ${id} is not in the build's manifest`);
  const chain = routeChain(manifest, id);
  const files = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const route of chain) {
    if (!route.hasDefaultExport) continue;
    files.add(route.module);
    for (const imported of route.imports ?? []) files.add(imported);
  }
  let brotli = 0;
  for (const url of files) brotli += brotliSize(path.join(clientDir, url));
  return { id, path: fullPath(chain), files: [...files], brotli };
}

/** Every page route's first-visit JavaScript, largest first. */
export function firstVisitJs(clientDir = "build/client"): RouteJs[] {
  const manifest = readManifest(clientDir);
  return pageRouteIds(manifest)
    .map((id) => routeFirstVisitJs(clientDir, manifest, id))
    .sort((a, b) => b.brotli - a.brotli);
}
