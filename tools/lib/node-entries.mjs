// The compiled entry points of tools/node-entries.json, for the launchers written in JavaScript
// (tools/start.mjs, tools/tool.mjs, tools/build-server.mjs): no TypeScript, no dependency.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const manifest = JSON.parse(fs.readFileSync(new URL("../node-entries.json", import.meta.url), "utf8"));

/** @type {Record<string, string>} name -> source file */
export const ENTRIES = manifest.entries;
export const OUTDIR = manifest.outdir;

/** The compiled file of an entry point, relative to the project root. */
export function builtEntry(name) {
  return path.join(OUTDIR, `${name}.js`);
}

/**
 * Runs `node <args>` in the foreground and exits with its code. Node itself, not npx or npm:
 * their wrappers exit on SIGTERM without passing it on, which left a server running without its
 * parent (docs/operations.md, Stopping). SIGINT and SIGTERM are passed on.
 */
export function runNode(args, env = process.env) {
  const child = spawn(process.execPath, args, { stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
