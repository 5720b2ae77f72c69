import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests sit next to their code as *.test.ts(x). Component tests opt into jsdom with
// a `// @vitest-environment jsdom` first line.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "contract/**/*.test.ts",
      "scripts/**/*.test.{ts,mjs}",
      "deploy/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["./tests/setup-unit.ts"],
  },
});
