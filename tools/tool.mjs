#!/usr/bin/env node
// A command-line tool of tools/node-entries.json (`npm run seed -- ...` is `node tools/tool.mjs
// seed ...`): its TypeScript through tsx where the dev dependencies are installed, so a developer
// always runs the current source; the compiled build/node/<name>.js where they are not (a
// production server after `npm ci --omit=dev`).
import fs from "node:fs";
import { ENTRIES, builtEntry, runNode } from "./lib/node-entries.mjs";

const [name, ...args] = process.argv.slice(2);
const source = ENTRIES[name];
if (name === "server" || source === undefined) {
  const tools = Object.keys(ENTRIES).filter((entry) => entry !== "server");
  console.error(`Usage: node tools/tool.mjs <${tools.join("|")}> [options]`);
  process.exit(2);
}

function tsxInstalled() {
  try {
    import.meta.resolve("tsx");
    return true;
  } catch {
    return false;
  }
}

if (tsxInstalled()) runNode(["--import", "tsx", source, ...args]);
else if (fs.existsSync(builtEntry(name))) runNode(["--enable-source-maps", builtEntry(name), ...args]);
else {
  console.error(
    `${builtEntry(name)} is missing and tsx is not installed: run \`npm run build\` where the dev dependencies are.`,
  );
  process.exit(1);
}
