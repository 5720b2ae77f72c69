import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { pathAliases } from "./tools/lib/path-aliases";

// Unit tests sit next to their code as *.test.ts(x). Component tests opt into jsdom with
// a `// @vitest-environment jsdom` first line.
export default defineConfig({
  resolve: {
    alias: pathAliases(fileURLToPath(new URL(".", import.meta.url))),
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "content/**/*.test.ts",
      "contract/**/*.test.ts",
      "tools/**/*.test.{ts,mjs}",
      "deploy/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["./tests/setup-unit.ts"],
    // Vitest keeps a core free in a run by default: on two cores, one file at a time. Each file
    // spends most of its time importing its modules, so every core takes files (a fifth less time).
    maxWorkers: availableParallelism(),
  },
});
