#!/usr/bin/env node
// `npm start`: builds the app when there is no build yet, then starts the server
// (migrations and demo content happen in server/index.ts).
import { spawnSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/server/index.js") || process.argv.includes("--rebuild")) {
  console.log("No build yet: building the app (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Node itself with tsx's loader, not `npx tsx`: npx's wrappers exit on SIGTERM without passing it
// on, which left the server running orphaned instead of draining (docs/operations.md, Stopping).
const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
