// The server the end-to-end tests run against: a fresh SQLite database (deleted first, then
// migrated and seeded by server/index.ts) on E2E_PORT, from the build or, with E2E_DEV=1, Vite.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const port = process.env.E2E_PORT ?? "4173";
const databaseFile = path.resolve(process.env.E2E_DB_FILE ?? `data/e2e/site-${port}.db`);
const dev = process.env.E2E_DEV === "1";

fs.mkdirSync(path.dirname(databaseFile), { recursive: true });
for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${databaseFile}${suffix}`, { force: true });
if (!dev && !fs.existsSync("build/server/index.js")) {
  console.error("No build: run `npm run build` first (npm test does).");
  process.exit(1);
}

const child = spawn("npx", ["tsx", "server/index.ts", ...(dev ? ["--dev"] : [])], {
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: port,
    HOST: "127.0.0.1",
    DATABASE_URL: `sqlite:${databaseFile}`,
    SITE_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: dev ? "development" : "production",
    // A test run sends many forms from one address: the limits are for the public internet.
    RATE_LIMIT_DISABLED: "1",
    // Requests with X-Forwarded-Proto: https stand for a TLS proxy on this machine (HSTS tests).
    TRUST_PROXY: "127.0.0.1",
    VITE_CACHE_DIR: `node_modules/.vite-${port}`,
  },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
