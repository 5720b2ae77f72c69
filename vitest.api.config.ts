import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { pathAliases } from "./tools/lib/path-aliases";
import { filesLeftOut } from "./tests/api/engines";

// API tests through Fastify's inject against a real database: TEST_DATABASE=sqlite or postgres
// (tools/test.mjs runs both). The PostgreSQL run leaves out the files that test HTTP alone
// (tests/api/engines.ts; a whole SQLite run checks that they use the database no more than the
// PostgreSQL run covers).
const engine = process.env.TEST_DATABASE === "postgres" ? "postgres" : "sqlite";
export default defineConfig({
  resolve: {
    alias: pathAliases(fileURLToPath(new URL(".", import.meta.url))),
  },
  test: {
    include: ["tests/api/**/*.test.ts"],
    exclude: [...filesLeftOut(engine)],
    globalSetup: ["tests/api/picture-list.global.ts", "tests/api/database-use.global.ts"],
    setupFiles: ["tests/api/database-use.setup.ts"],
    environment: "node",
    testTimeout: 30_000,
    // A file's beforeAll may be the one that transforms the pages from the source (tests/api/support.ts):
    // a minute or more on a loaded machine.
    hookTimeout: 180_000,
    // One database per test file; files run one after another to keep PostgreSQL quiet.
    fileParallelism: false,
    // The files share one module graph (the server's, imported once instead of once per file:
    // half the suite's time). Each file builds its own app and database; none changes a global.
    isolate: false,
  },
});
