#!/usr/bin/env node
// `npm start`: the compiled server (build/node/server.js) with node alone; it needs no dev
// dependency. Builds first when there is no build yet (a fresh clone: `npm ci && npm start`) or
// with --rebuild; the build's output goes to build.log (its end is shown if it fails).
// Migrations and demo content happen in server/index.ts, which ends with a short summary.
import fs from "node:fs";
import { builtEntry, runNode } from "./lib/node-entries.mjs";
import { buildQuietly } from "./lib/quiet-build.mjs";

// The client build (React Router's server bundle, assets), ours and the list of the site's
// pictures (its last step): all or nothing.
const built = ["build/server/index.js", builtEntry("server"), "build/picture-files.json"].every((file) =>
  fs.existsSync(file),
);
if (!built || process.argv.includes("--rebuild")) {
  if (!fs.existsSync("node_modules/@react-router/dev")) {
    console.error(
      "No build, and the build tools are not installed (a production install pruned them): run `npm ci && npm run build` first, then `npm prune --omit=dev` again.",
    );
    process.exit(1);
  }
  const status = buildQuietly({ reason: built ? "--rebuild" : "No build yet" });
  if (status !== 0) process.exit(status);
}

runNode(["--enable-source-maps", builtEntry("server")], { NODE_ENV: "production", ...process.env });
