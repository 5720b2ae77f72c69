// The build as `npm start` runs it on a fresh clone: its output (a few hundred lines of Vite's
// progress) goes to a log file, and the person who typed `npm start` reads one line when it is
// done, or, when it fails, the end of the log, where the error is.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Beside package.json (git ignores *.log), not under build/: React Router empties that folder as it starts. */
export const BUILD_LOG = "build.log";

/**
 * Runs `command args` with stdout and stderr in `log`; returns its exit status. `print` gets the
 * lines for the person at the terminal.
 */
export function buildQuietly({
  command = "npm",
  args = ["run", "build"],
  log = BUILD_LOG,
  print = (line) => console.log(line),
  printError = (line) => console.error(line),
  tailLines = 40,
  reason = "No build yet",
} = {}) {
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const out = fs.openSync(log, "w");
  const started = Date.now();
  print(`${reason}: building the app (a minute or two; the build's output goes to ${log})...`);
  let result;
  try {
    result = spawnSync(command, args, { stdio: ["ignore", out, out] });
  } finally {
    fs.closeSync(out);
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  if (result.status === 0) {
    print(`Built in ${seconds} s.`);
    return 0;
  }
  const lines = fs.readFileSync(log, "utf8").trimEnd().split("\n");
  printError(
    `The build failed after ${seconds} s (${result.error?.message ?? `exit ${result.status ?? result.signal}`}). The end of ${log}:`,
  );
  printError(lines.slice(-tailLines).join("\n"));
  return result.status || 1;
}
