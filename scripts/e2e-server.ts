// The server the end-to-end tests run against: a fresh SQLite database (deleted first, then
// migrated and seeded by server/index.ts) on E2E_PORT, from the build or, with E2E_DEV=1, Vite.
import fs from "node:fs";
import { freshSqliteDatabase, spawnServer } from "./lib/production-server";

const port = Number(process.env.E2E_PORT ?? 4173);
const development = process.env.E2E_DEV === "1";

if (!development && !fs.existsSync("build/server/index.js")) {
  console.error("No build: run `npm run build` first (npm test does).");
  process.exit(1);
}

const child = spawnServer({
  port,
  development,
  databaseUrl: freshSqliteDatabase(process.env.E2E_DB_FILE ?? `data/e2e/site-${port}.db`),
  stdio: "inherit",
  // Rate limits off: a test run sends many forms from one address (tests/e2e/spam-guard.spec.ts
  // starts a server of its own with them on).
  env: {
    // Requests with X-Forwarded-Proto: https stand for a TLS proxy on this machine (HSTS tests).
    TRUST_PROXY: "127.0.0.1",
    VITE_CACHE_DIR: `node_modules/.vite-${port}`,
  },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
