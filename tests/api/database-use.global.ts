import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { type DatabaseUseReport, HTTP_ONLY_FILES, httpOnlyViolations } from "./engines";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUseDir: string;
  }
}

/**
 * The API suite's global setup: a folder for every file's report of its use of a database
 * (tests/api/database-use.setup.ts), and, after a whole SQLite run, the check that the files left
 * out of the PostgreSQL run (tests/api/engines.ts) ran no SQL that the PostgreSQL run does not.
 */
export default function setup(project: TestProject): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "api-database-use-"));
  project.provide("databaseUseDir", dir);
  return () => {
    const reports = fs
      .readdirSync(dir)
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as DatabaseUseReport);
    fs.rmSync(dir, { recursive: true, force: true });
    const everyFile = fs.readdirSync("tests/api").filter((name) => name.endsWith(".test.ts")).length;
    // Only a whole run on SQLite knows what the PostgreSQL run covers.
    if (process.env.TEST_DATABASE === "postgres" || reports.length < everyFile) return;
    const problems = httpOnlyViolations(reports);
    if (problems.length > 0) {
      throw new Error(
        `Files listed in tests/api/engines.ts as testing HTTP alone use the database beyond what the ` +
          `PostgreSQL run covers; take them off the list (HTTP_ONLY_FILES: ${HTTP_ONLY_FILES.join(", ")}):\n` +
          problems.join("\n"),
      );
    }
  };
}
