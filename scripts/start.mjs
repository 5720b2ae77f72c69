#!/usr/bin/env node
// `npm start`: the compiled server (build/node/server.js) with node alone; it needs no dev
// dependency. Builds first when there is no build yet (a fresh clone: `npm ci && npm start`) or
// with --rebuild. Migrations and demo content happen in server/index.ts.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { builtEntry, runNode } from "./lib/node-entries.mjs";

// The client build (React Router's server bundle, assets) and ours: both or nothing.
const built = ["build/server/index.js", builtEntry("server")].every((file) => fs.existsSync(file));
if (!built || process.argv.includes("--rebuild")) {
  if (!fs.existsSync("node_modules/@react-router/dev")) {
    console.error(
      "No build, and the build tools are not installed (npm ci --omit=dev): run `npm ci && npm run build` first.",
    );
    process.exit(1);
  }
  console.log("No build yet: building the app (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

runNode(["--enable-source-maps", builtEntry("server")], { NODE_ENV: "production", ...process.env });
