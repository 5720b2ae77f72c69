import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { outsideReferences } from "./self-contained";

// The outside names are put together here so that this file does not mention them itself.
const SPEC_SECTION = ["SP", "EC"].join("");
// A section sign followed by a number, as the specification's sections were cited.
const BARE_SECTION = "\u00a78";
const DESIGN_NOTES = ["DESIGN", ".md"].join("");
const BESIDE_THE_CLONE = ["..", "shared", "x.md"].join("/");
const ISSUE = ["issue", "15"].join(" ");

describe("outsideReferences", () => {
  it("finds the specification, a bare section of it, the design notes, an issue number and a folder beside the clone", () => {
    const text = [
      `// Saving data (${SPEC_SECTION})`,
      `// the ${BARE_SECTION} error box, but the weak comparison of RFC 9110 ${BARE_SECTION}.1`,
      `/* ${DESIGN_NOTES}, Stack */`,
      `it('works (${ISSUE})')`,
      `See ${BESIDE_THE_CLONE}.`,
    ].join("\n");
    expect(outsideReferences("app/x.ts", text).map(({ line, what }) => [line, what])).toEqual([
      [1, "the original specification"],
      [2, "a section of the original specification"],
      [3, "the original design notes"],
      [4, "an issue number"],
      [5, "a folder beside the clone"],
    ]);
  });

  it("lets the decision records tell their history, but not point beside the clone", () => {
    const text = `Came from ${ISSUE} and ${SPEC_SECTION}.\nSee ${BESIDE_THE_CLONE}.`;
    expect(outsideReferences("docs/decisions/099-x.md", text).map(({ line, what }) => [line, what])).toEqual([
      [2, "a folder beside the clone"],
    ]);
  });

  it("leaves plain words and other standards' sections alone", () => {
    const text = `const IMAGE_ASPECT = 'card'; // the Playwright spec, a specific issue\n// RFC 9110 ${BARE_SECTION}.1.2`;
    expect(outsideReferences("app/x.ts", text)).toEqual([]);
  });
});

describe("the repository explains itself", () => {
  it("no tracked file points at the specification, the design notes, an issue or a folder beside the clone", () => {
    const tracked = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" }).split("\0").filter(Boolean);
    const found = tracked.flatMap((path) => {
      if (!fs.existsSync(path)) return [];
      const bytes = fs.readFileSync(path);
      if (bytes.includes(0)) return []; // binary: pictures, fonts
      return outsideReferences(path, bytes.toString("utf8"));
    });
    expect(found.map(({ path, line, what, text }) => `${path}:${line} (${what}): ${text}`)).toEqual([]);
  });
});
