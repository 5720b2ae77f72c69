import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  // Several dev servers (one per e2e port) must not share Vite's dependency cache.
  cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // Budgets are in bytes a visitor pays: keep an eye on chunk sizes.
    chunkSizeWarningLimit: 150,
    rollupOptions: {
      output: {
        // Each chunk costs a request (about 350 bytes of headers on HTTP/1.1) and compresses worse
        // alone: fold chunks under 2.5 kB (single icons, tiny hooks) into a neighbour. Measured on
        // the build: 7-10 fewer requests per page for the same bytes. Larger values pull page code
        // into other routes (10 kB put a ministry page's content into every ministry route).
        experimentalMinChunkSize: 2500,
      },
    },
  },
});
