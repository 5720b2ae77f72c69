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

const child = spawn("npx", ["tsx", "server/index.ts"], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
