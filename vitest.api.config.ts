import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// API tests through Fastify's inject against a real database: TEST_DATABASE=sqlite or postgres
// (scripts/test.mjs runs both).
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["tests/api/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One database per test file; files run one after another to keep PostgreSQL quiet.
    fileParallelism: false,
  },
});
