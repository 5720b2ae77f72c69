import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, inject } from "vitest";
import type { DatabaseUseReport } from "./engines";
import { databaseUse } from "./support";

// Before and after every API test file (vitest.api.config.ts setupFiles): the file's use of a
// database, written where tests/api/database-use.global.ts reads it once the run is over.
let file = "";
beforeAll(() => {
  file = path.relative(process.cwd(), expect.getState().testPath ?? "");
  databaseUse.ownDatabases = 0;
  databaseUse.statements.clear();
});

afterAll(() => {
  const report: DatabaseUseReport = {
    file,
    ownDatabases: databaseUse.ownDatabases,
    statements: [...databaseUse.statements],
  };
  fs.writeFileSync(path.join(inject("databaseUseDir"), `${file.replaceAll("/", "_")}.json`), JSON.stringify(report));
});
