#!/usr/bin/env node
// The last step of `npm run build`: the server and the command-line tools of
// tools/node-entries.json compiled to plain JavaScript in build/node/ (docs/decisions/009-compiled-server.md), so
// production runs them with `node` alone: no tsx, no dev dependency. Our code (server/, contract/,
// the app's content modules) is bundled; every package stays external and is loaded from
// node_modules as with tsx, so native modules (better-sqlite3, sharp) and their files just work.
// Then the build fails if it, or React Router's server bundle, imports a package that is not a
// production dependency (tools/lib/production-imports.mjs): `npm prune --omit=dev` removes those.
import fs from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import { hashDrawingCode } from "../server/domain/pictures/drawing-code.mjs";
import { ENTRIES, OUTDIR } from "./lib/node-entries.mjs";
import { externalImports, importsOutsideDependencies, scanBundle } from "./lib/production-imports.mjs";

const started = Date.now();
fs.rmSync(OUTDIR, { recursive: true, force: true });
const result = await esbuild.build({
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
  // The picture cache's key (server/domain/pictures/illustration-cache.ts): the drawing code is not read at run time.
  define: { __DRAWING_CODE_HASH__: JSON.stringify(hashDrawingCode(process.cwd())) },
  metafile: true,
  logLevel: "warning",
});
fs.writeFileSync(path.join(OUTDIR, "meta.json"), JSON.stringify(result.metafile));

const manifest = JSON.parse(fs.readFileSync("package.json", "utf8"));
const reactRouterServer = await scanBundle(esbuild, ["build/server/index.js"]);
const problems = importsOutsideDependencies(
  [...externalImports(result.metafile), ...externalImports(reactRouterServer)],
  manifest,
);
if (problems.length > 0) {
  console.error(
    `The production build imports packages a production install does not have (npm ci --omit=dev):\n` +
      problems.map((problem) => `  - ${problem}`).join("\n"),
  );
  process.exit(1);
}
console.log(`Server build: ${Object.keys(ENTRIES).join(", ")} in ${OUTDIR}/ (${Date.now() - started} ms)`);
