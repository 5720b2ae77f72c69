import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import routes from "./app/routes";
import { browserScripts } from "./tools/lib/browser-scripts";
import { iconImports } from "./tools/lib/icon-imports";
import { pathAliases } from "./tools/lib/path-aliases";
import { staffModulesApart } from "./tools/lib/staff-apart";
import { isEmptyRouteChunk, layoutPageFiles, routeChunkNames, shellChunk } from "./tools/lib/shell-chunk";

const rootDir = fileURLToPath(new URL(".", import.meta.url));
const appDir = fileURLToPath(new URL("./app", import.meta.url));
const routeNames = routeChunkNames(routes);

export default defineConfig({
  // Several dev servers (one per e2e port) must not share Vite's dependency cache.
  cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
  // Icons imported one module each, so the shell takes only those it draws or several modules share
  // (tools/lib/icon-imports.ts).
  // The staff pages' scripts that import a shared rule are bundled to their fixed address
  // (tools/lib/browser-scripts.ts).
  plugins: [tailwindcss(), iconImports(), staffModulesApart(), browserScripts(), reactRouter()],
  resolve: {
    alias: pathAliases(rootDir),
  },
  // The browser's build (React Router's v8_viteEnvironmentApi: per environment; the server
  // bundle keeps Rollup's defaults).
  environments: {
    client: {
      build: {
        // The two large chunks are meant: the shell every public page shares (React, React Router
        // and the frame, about 117 KB brotli, within the first-visit budget that
        // tests/e2e/budgets.spec.ts enforces) and the post editor's, which only staff load. The
        // budgets, in bytes a visitor pays, are the real limit; this one flags anything larger.
        chunkSizeWarningLimit: 450,
        rollupOptions: {
          // The routes without browser code (feeds, redirects, sign-out) are empty chunks by
          // React Router's design: not worth a warning (tools/lib/shell-chunk.ts routeChunkNames).
          onLog(level, log, handler) {
            if (!isEmptyRouteChunk(log, routeNames)) handler(level, log);
          },
          output: {
            // What every public page loads goes into one chunk, so a first visit pays 8-11 script
            // requests instead of up to 30 (tools/lib/shell-chunk.ts says why).
            manualChunks: shellChunk({ pages: layoutPageFiles(routes, "public", appDir) }),
            // Each remaining chunk costs a request (about 350 bytes of headers on HTTP/1.1) and
            // compresses worse alone: fold chunks under 1 kB into a neighbour. Larger values fold lazy
            // sections together: at 2.5 kB the music page's Our Team section landed in a chunk the
            // About section loads, so it no longer loaded when its tab was opened (music.spec.ts);
            // at 10 kB a ministry page's content went into every ministry route.
            experimentalMinChunkSize: 1000,
          },
        },
      },
    },
    ssr: {
      // One server bundle: the coming-soon screen the sermon page imports lazily (for the
      // browser's sake) is statically imported by its own route too; split or not, the server
      // loads it anyway.
      build: { rollupOptions: { output: { inlineDynamicImports: true } } },
    },
  },
});
