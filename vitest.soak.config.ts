import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The small soak (tests/soak/): real server processes from the production build, under load,
// killed, cut off from PostgreSQL and stopped. Needs `npm run build` first (scripts/test.mjs runs it).
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["tests/soak/**/*.test.ts"],
    environment: "node",
    testTimeout: 180_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
