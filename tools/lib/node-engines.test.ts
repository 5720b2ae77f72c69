import fs from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { SUPPORTED_NODE_VERSIONS, engineViolations } from "./node-engines";

const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as Parameters<typeof engineViolations>[0];
const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { engines: { node: string } };

/**
 * Development tools allowed to exclude a supported version, each with the reason. Keyed by
 * name@version, so an upgrade is judged again. Production packages get no exceptions.
 */
const DEV_EXCEPTIONS: Record<string, string> = {
  // ESLint's (through typescript-eslint): wants 22.13+ on the 22 line. Lint runs here (Node 20)
  // and in CI, never where the site is built or served.
  "eslint-visitor-keys@5.0.1": "^20.19.0 || ^22.13.0 || >=24",
  // dependency-cruiser's (the import rules in `npm run lint`), for its `--affected` mode, which the
  // project does not use: wants 22.13+ on the 22 line. Lint runs here and in CI, as above.
  "watskeburt@5.0.3": "^20.12||^22.13||>=24.0",
};

describe("Node.js versions (docs/decisions/007-node-versions.md)", () => {
  it("package.json's engines admit every supported version", () => {
    expect(SUPPORTED_NODE_VERSIONS.filter((version) => !semver.satisfies(version, pkg.engines.node))).toEqual([]);
  });

  it("no production package excludes a supported version", () => {
    const production = engineViolations(lock).filter((violation) => !violation.devOnly);
    expect(production, "production packages whose engines.node excludes a supported Node").toEqual([]);
  });

  it("no development package excludes one either, but for the listed exceptions", () => {
    const development = engineViolations(lock).filter((violation) => violation.devOnly);
    expect(Object.fromEntries(development.map((violation) => [violation.id, violation.range]))).toEqual(DEV_EXCEPTIONS);
  });

  it("reports what it should (a lock with the packages pinned away in decision 007)", () => {
    const violations = engineViolations({
      packages: {
        "": { version: "0.1.0", engines: { node: ">=22" } },
        "node_modules/@fastify/cookie/node_modules/cookie": { version: "2.0.2", engines: { node: ">=22" } },
        "node_modules/content-disposition": { version: "1.0.0", engines: { node: ">= 0.6" } },
        "node_modules/vite": { version: "7.3.8", dev: true, engines: { node: "^20.19.0 || >=22.12.0" } },
        "node_modules/old-tool": { version: "1.0.0", dev: true, engines: { node: "^18 || ^20.9" } },
        "node_modules/ancient": { version: "1.0.0", engines: ["node >= 0.4"] },
      },
    });
    expect(violations).toEqual([
      { id: "cookie@2.0.2", range: ">=22", excludes: ["20.19.0"], devOnly: false },
      { id: "old-tool@1.0.0", range: "^18 || ^20.9", excludes: ["22.12.0", "24.0.0"], devOnly: true },
    ]);
  });
});
