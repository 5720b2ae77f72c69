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
  },
});
