import fs from "node:fs";
import * as esbuild from "esbuild";
import { describe, expect, it } from "vitest";
import { ENTRIES } from "./node-entries.mjs";
import { externalImports, importsOutsideDependencies, packageOf, scanBundle } from "./production-imports.mjs";

const MANIFEST = {
  dependencies: { fastify: "^5", "@fastify/static": "^10", "csv-stringify": "^6" },
  devDependencies: { vite: "^7", mailparser: "^3", "@fastify/middie": "^9" },
};

const record = (specifier, kind = "import-statement", file = "server/app.ts") => ({ file, specifier, kind });

describe("packageOf", () => {
  it("names the package of a specifier, and nothing for Node's own modules or files", () => {
    expect(packageOf("fastify")).toBe("fastify");
    expect(packageOf("csv-stringify/sync")).toBe("csv-stringify");
    expect(packageOf("@fastify/static")).toBe("@fastify/static");
    expect(packageOf("@tiptap/react/menus")).toBe("@tiptap/react");
    for (const own of [
      "node:fs",
      "fs",
      "fs/promises",
      "path",
      "./x.js",
      "../y",
      "/abs/z.js",
      "data:text/javascript,1",
    ]) {
      expect(packageOf(own), own).toBeNull();
    }
  });
});

describe("importsOutsideDependencies", () => {
  it("accepts production dependencies, their subpaths and Node's modules", () => {
    const imports = [record("fastify"), record("@fastify/static"), record("csv-stringify/sync"), record("node:crypto")];
    expect(importsOutsideDependencies(imports, MANIFEST)).toEqual([]);
  });

  it("refuses a dev dependency and a package missing from package.json, naming the file and the fix", () => {
    const problems = importsOutsideDependencies(
      [
        record("mailparser", "import-statement", "server/mail/read.ts"),
        record("nodemailer", "import-statement", "server/mail/transport.ts"),
      ],
      MANIFEST,
    );
    expect(problems).toEqual([
      "server/mail/read.ts imports mailparser, which is a dev dependency: `npm install mailparser` makes it a production dependency",
      "server/mail/transport.ts imports nodemailer, which is not in package.json: `npm install nodemailer` makes it a production dependency",
    ]);
  });

  it("lets the development-only packages through as dynamic imports only", () => {
    expect(
      importsOutsideDependencies(
        [record("vite", "dynamic-import"), record("@fastify/middie", "dynamic-import")],
        MANIFEST,
      ),
    ).toEqual([]);
    expect(importsOutsideDependencies([record("vite")], MANIFEST)).toHaveLength(1);
    expect(importsOutsideDependencies([record("mailparser", "dynamic-import")], MANIFEST)).toHaveLength(1);
  });
});

describe("the server and the command-line tools, from their sources", () => {
  it("import only production dependencies (what `npm prune --omit=dev` keeps)", async () => {
    const metafile = await scanBundle(esbuild, Object.values(ENTRIES));
    const imports = externalImports(metafile);
    expect(imports.map((found) => packageOf(found.specifier))).toContain("fastify");
    const manifest = JSON.parse(fs.readFileSync("package.json", "utf8"));
    expect(importsOutsideDependencies(imports, manifest)).toEqual([]);
  }, 30_000);
});
