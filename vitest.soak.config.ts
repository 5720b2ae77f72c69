import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { pathAliases } from "./tools/lib/path-aliases";

// Real server processes from the production build: the small soak (tests/soak/: under load,
// killed, cut off from PostgreSQL and stopped) and tests/processes/ (several starting at once,
// SEED_DEMO, the compiled tools, a launcher whose port is taken). Needs `npm run build` first
// (tools/test.mjs runs it).
export default defineConfig({
  resolve: {
    alias: pathAliases(fileURLToPath(new URL(".", import.meta.url))),
  },
  test: {
    include: ["tests/processes/**/*.test.ts", "tests/soak/**/*.test.ts"],
    // The demo's pictures into the shared cache once, before any server starts.
    globalSetup: ["tests/processes/pictures-setup.ts"],
    environment: "node",
    testTimeout: 180_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
