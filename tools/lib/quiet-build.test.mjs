import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildQuietly } from "./quiet-build.mjs";

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "quiet-build-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A build that prints `lines` lines of noise, then exits with `code`. */
function fakeBuild(lines, code, last = "") {
  const script = `for (let i = 1; i <= ${lines}; i++) console.log("noise " + i); ${last ? `console.error(${JSON.stringify(last)});` : ""} process.exit(${code});`;
  const printed = [];
  const status = buildQuietly({
    command: process.execPath,
    args: ["-e", script],
    log: path.join(dir, "build", "build.log"),
    print: (line) => printed.push(line),
    printError: (line) => printed.push(line),
    tailLines: 5,
  });
  return { status, printed, log: fs.readFileSync(path.join(dir, "build", "build.log"), "utf8") };
}

describe("buildQuietly", () => {
  it("keeps a good build's output in the log and prints two lines", () => {
    const { status, printed, log } = fakeBuild(200, 0);
    expect(status).toBe(0);
    expect(printed).toHaveLength(2);
    expect(printed[0]).toMatch(/^No build yet: building the app .*build\.log\)\.\.\.$/);
    expect(printed[1]).toMatch(/^Built in \d+ s\.$/);
    expect(printed.join("\n")).not.toContain("noise");
    expect(log.split("\n").filter(Boolean)).toHaveLength(200);
  });

  it("shows the end of a failing build's log, where its error is, and passes its exit code on", () => {
    const { status, printed } = fakeBuild(200, 3, "error: app/root.tsx: Unexpected token");
    expect(status).toBe(3);
    const text = printed.join("\n");
    expect(text).toMatch(/The build failed after \d+ s \(exit 3\)\. The end of .*build\.log:/);
    expect(text).toContain("error: app/root.tsx: Unexpected token");
    expect(text).toContain("noise 200");
    expect(text).not.toContain("noise 195");
  });
});
