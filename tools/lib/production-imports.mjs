// Every package the production build imports must be a production dependency: a server installed
// with `npm ci --omit=dev` (or pruned with `npm prune --omit=dev`) has nothing else. A package that
// only arrives through a dev dependency (nodemailer did, through mailparser and smtp-server) works
// on every developer's machine and in every test, then stops the real server at its first import.
// tools/build-server.mjs runs this check on what it built; production-imports.test.mjs on the
// sources, so the unit tests catch it before any build.
import { builtinModules } from "node:module";
import path from "node:path";

/**
 * Dev dependencies the compiled server may name, each only as a dynamic import on a path production
 * never takes, with that reason. Anything else from devDependencies is refused.
 */
export const DEV_ONLY_IMPORTS = {
  vite: "server/index.ts --dev (npm run dev) serves the app through Vite's dev server",
  "@fastify/middie": "server/index.ts --dev (npm run dev) mounts Vite's middlewares with it",
};

const BUILTINS = new Set(builtinModules);

/** The package an import specifier names (`@scope/name/sub` -> `@scope/name`); null for Node's own modules and files. */
export function packageOf(specifier) {
  if (specifier.startsWith("node:") || BUILTINS.has(specifier.split("/")[0])) return null;
  if (specifier.startsWith(".") || specifier.startsWith("/") || /^[a-z]+:/i.test(specifier)) return null;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/**
 * The external imports of an esbuild metafile (bundled with `packages: "external"`), each with the
 * input file that makes it and its kind (`import-statement`, `dynamic-import`, `require-call`).
 */
export function externalImports(metafile) {
  const found = [];
  for (const [file, input] of Object.entries(metafile.inputs)) {
    for (const record of input.imports) {
      if (record.external) found.push({ file, specifier: record.original ?? record.path, kind: record.kind });
    }
  }
  return found;
}

/**
 * What the build imports that a production install would not have: one problem per package and
 * importing file, as a sentence an engineer can act on. `manifest` is package.json.
 */
export function importsOutsideDependencies(imports, manifest, devOnly = DEV_ONLY_IMPORTS) {
  const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));
  const problems = new Set();
  for (const { file, specifier, kind } of imports) {
    const name = packageOf(specifier);
    if (name === null || dependencies.has(name)) continue;
    if (kind === "dynamic-import" && Object.hasOwn(devOnly, name)) continue;
    const where = manifest.devDependencies?.[name] !== undefined ? "a dev dependency" : "not in package.json";
    problems.add(
      `${file} imports ${specifier}, which is ${where}: \`npm install ${name}\` makes it a production dependency`,
    );
  }
  return [...problems].sort();
}

/**
 * Bundles `entryPoints` in memory (nothing written) with every package external, and returns the
 * metafile: which file imports which package. `esbuild` is the module (a dev dependency: the
 * caller imports it, this file does not).
 */
export async function scanBundle(esbuild, entryPoints, options = {}) {
  const result = await esbuild.build({
    entryPoints,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    write: false,
    metafile: true,
    outdir: path.join(options.cwd ?? process.cwd(), ".production-imports-scan"),
    logLevel: "silent",
    ...options.esbuild,
  });
  return result.metafile;
}
