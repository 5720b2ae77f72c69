#!/usr/bin/env node
// The last step of `npm run build`: the server and the command-line tools of
// scripts/node-entries.json compiled to plain JavaScript in build/node/ (docs/decisions/009-compiled-server.md), so
// production runs them with `node` alone: no tsx, no dev dependency. Our code (server/, contract/,
// the app's content modules) is bundled; every package stays external and is loaded from
// node_modules as with tsx, so native modules (better-sqlite3, sharp) and their files just work.
import fs from "node:fs";
import { build } from "esbuild";
import { ENTRIES, OUTDIR } from "./lib/node-entries.mjs";

const started = Date.now();
fs.rmSync(OUTDIR, { recursive: true, force: true });
await build({
  entryPoints: ENTRIES,
  outdir: OUTDIR,
  bundle: true,
  platform: "node",
  format: "esm",
  // The oldest Node the project supports (docs/decisions/007): nothing newer may be needed.
  target: "node20.19",
  packages: "external",
  // Stack traces point into the TypeScript (npm start runs node --enable-source-maps).
  sourcemap: true,
  logLevel: "warning",
});
console.log(`Server build: ${Object.keys(ENTRIES).join(", ")} in ${OUTDIR}/ (${Date.now() - started} ms)`);
