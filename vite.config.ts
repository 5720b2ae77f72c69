import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import routes from "./app/routes";
import { layoutPageFiles, shellChunk } from "./scripts/lib/shell-chunk";

const appDir = fileURLToPath(new URL("./app", import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  // Several dev servers (one per e2e port) must not share Vite's dependency cache.
  cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": appDir },
  },
  build: {
    // Budgets are in bytes a visitor pays: keep an eye on chunk sizes.
    chunkSizeWarningLimit: 150,
    rollupOptions: {
      output: {
        // The browser's build only: what every public page loads goes into one chunk, so a first
        // visit pays 8-11 script requests instead of up to 30 (scripts/lib/shell-chunk.ts says why).
        manualChunks: isSsrBuild ? undefined : shellChunk({ pages: layoutPageFiles(routes, "public", appDir) }),
        // Each remaining chunk costs a request (about 350 bytes of headers on HTTP/1.1) and
        // compresses worse alone: fold chunks under 1 kB into a neighbour. Larger values fold lazy
        // sections together: at 2.5 kB the music page's Our Team section landed in a chunk the
        // About section loads, so it no longer loaded when its tab was opened (music.spec.ts);
        // at 10 kB a ministry page's content went into every ministry route.
        experimentalMinChunkSize: 1000,
      },
    },
  },
}));
