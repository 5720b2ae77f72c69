import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cruise, type ICruiseOptions, type IViolation } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The import rules of `npm run lint` (.dependency-cruiser.mjs, decision 050), each broken once on
 * purpose: a small tree laid out like the project's, with the project's path aliases, where every
 * rule is broken by exactly one import (the cycle by two files) and the imports the rules allow
 * sit beside them. A rule loosened, removed or added without its broken import fails here.
 */

/** The files of the tree: each import says which rule it breaks, or that it is allowed. */
const TREE: Record<string, string> = {
  // no-circular, with type-only imports only.
  "app/lib/loop-a.ts": `import type { B } from "./loop-b";\nexport type A = { b?: B };\n`,
  "app/lib/loop-b.ts": `import type { A } from "./loop-a";\nexport type B = { a?: A };\n`,
  "server/http/b.ts": `export const b = 1;\n`,
  // domain-not-http, and domain-not-fastify (a type is enough).
  "server/domain/a.ts": `import type { FastifyInstance } from "fastify";\nimport { b } from "#server/http/b";\nexport type T = FastifyInstance;\nexport const a = b;\n`,
  // db-not-above.
  "server/db/d.ts": `import { a } from "#server/domain/a";\nexport const d = a;\n`,
  // auth-not-http.
  "server/auth/s.ts": `import { b } from "#server/http/b";\nexport const s = b;\n`,
  // mail-not-http, and server-not-app.
  "server/mail/m.ts": `import { b } from "#server/http/b";\nimport { helper } from "~/lib/helper";\nexport const m = b + helper;\n`,
  // no-dev-code, and resolvable.
  "server/lib/x.ts": `import { tool } from "#tools/helper";\nimport { nothing } from "#server/nowhere";\nexport const x = tool + nothing;\n`,
  // Allowed: a test beside its code reaches the test support.
  "server/lib/x.test.ts": `import { support } from "#tests/support/s";\nimport { x } from "./x";\nexport const t = support + x;\n`,
  "tools/helper.ts": `export const tool = 1;\n`,
  "tests/support/s.ts": `export const support = 1;\n`,
  // contract-alone.
  "contract/c.ts": `import { z } from "zod";\nexport const c = z;\n`,
  // contract-tests-alone; Vitest and contract/ itself are allowed.
  "contract/c.test.ts": `import { z } from "zod";\nimport { it } from "vitest";\nimport { c } from "./c";\nit(String(z), () => c);\n`,
  // app-lib-below-ui.
  "app/lib/helper.ts": `import { button } from "~/ui/button";\nexport const helper = button;\n`,
  "app/ui/button.tsx": `export const button = 1;\n`,
  // ui-not-features.
  "app/ui/kit.tsx": `import { feature } from "~/features/feature";\nexport const kit = feature;\n`,
  // features-not-routes; allowed: a type from the server.
  "app/features/feature.ts": `import type { T } from "#server/domain/a";\nimport { screen } from "~/routes/screen";\nexport type U = T;\nexport const feature = screen;\n`,
  // Allowed: the app's tests may import server code and the test support.
  "app/features/feature.test.ts": `import { a } from "#server/domain/a";\nimport { support } from "#tests/support/s";\nexport const t = a + support;\n`,
  // app-server-types-only (a value); allowed: React Router's generated route types.
  "app/routes/screen.tsx": `import { a } from "#server/domain/a";\nimport type { Route } from "./+types/screen";\nexport type R = Route;\nexport const screen = a;\n`,
  "node_modules/fastify/package.json": `{ "name": "fastify", "main": "index.js" }\n`,
  "node_modules/fastify/index.js": `export {};\n`,
  "node_modules/zod/package.json": `{ "name": "zod", "main": "index.js" }\n`,
  "node_modules/zod/index.js": `export const z = 1;\n`,
  "node_modules/vitest/package.json": `{ "name": "vitest", "main": "index.js" }\n`,
  "node_modules/vitest/index.js": `export const it = () => {};\n`,
};

/** What the checker must report: rule, importing file, imported file (or the specifier it could not resolve). */
const EXPECTED = [
  // A cycle: its files, reported once whichever file it is found from.
  ["no-circular", "app/lib/loop-a.ts", "app/lib/loop-b.ts"],
  ["domain-not-http", "server/domain/a.ts", "server/http/b.ts"],
  ["domain-not-fastify", "server/domain/a.ts", "node_modules/fastify/index.js"],
  ["db-not-above", "server/db/d.ts", "server/domain/a.ts"],
  ["contract-alone", "contract/c.ts", "node_modules/zod/index.js"],
  ["contract-tests-alone", "contract/c.test.ts", "node_modules/zod/index.js"],
  ["server-not-app", "server/mail/m.ts", "app/lib/helper.ts"],
  ["app-server-types-only", "app/routes/screen.tsx", "server/domain/a.ts"],
  ["no-dev-code", "server/lib/x.ts", "tools/helper.ts"],
  ["ui-not-features", "app/ui/kit.tsx", "app/features/feature.ts"],
  ["features-not-routes", "app/features/feature.ts", "app/routes/screen.tsx"],
  ["app-lib-below-ui", "app/lib/helper.ts", "app/ui/button.tsx"],
  ["auth-not-http", "server/auth/s.ts", "server/http/b.ts"],
  ["mail-not-http", "server/mail/m.ts", "server/http/b.ts"],
  ["resolvable", "server/lib/x.ts", "#server/nowhere"],
];

let dir: string;
let options: ICruiseOptions;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "dependency-rules-"));
  options = await extractDepcruiseOptions("./.dependency-cruiser.mjs");
  for (const [file, text] of Object.entries(TREE)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  // The project's own aliases, so the rules are shown to hold through them.
  const { compilerOptions } = JSON.parse(fs.readFileSync("tsconfig.json", "utf8")) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  fs.writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({
      include: ["**/*.ts", "**/*.tsx"],
      // baseUrl: the checker reads the paths from the working directory without it.
      compilerOptions: { ...compilerOptions, types: [], rootDirs: ["."], baseUrl: "." },
    }),
  );
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function violations(): Promise<IViolation[]> {
  const tsConfigFile = path.join(dir, "tsconfig.json");
  const result = await cruise(
    ["."],
    { ...options, baseDir: dir, tsConfig: { fileName: tsConfigFile } },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  if (typeof result.output === "string") throw new Error("dependency-cruiser answered a report, not a result");
  return result.output.summary.violations;
}

describe("the import rules (.dependency-cruiser.mjs)", () => {
  it("each rule catches its broken import, and nothing the rules allow is reported", async () => {
    const found = (await violations()).map((violation) =>
      violation.cycle
        ? [violation.rule.name, ...violation.cycle.map((step) => step.name).sort()]
        : [violation.rule.name, violation.from, violation.to],
    );
    const distinct = [...new Set(found.map((entry) => JSON.stringify(entry)))].map((entry) => JSON.parse(entry));
    expect(distinct.sort()).toEqual([...EXPECTED].sort());
  });

  it("every rule of the configuration is broken once above", () => {
    const rules = (options.ruleSet?.forbidden ?? []).map((rule) => rule.name);
    expect(new Set(rules)).toEqual(new Set(EXPECTED.map(([rule]) => rule)));
    expect(options.ruleSet?.forbidden?.every((rule) => rule.severity === "error")).toBe(true);
  });
});
