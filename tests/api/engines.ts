/**
 * Which API test files run on PostgreSQL too. tools/test.mjs runs tests/api twice, on SQLite
 * and on PostgreSQL; the PostgreSQL run (vitest.api.config.ts) leaves out the files listed here,
 * whose subject is HTTP alone (parsing, protocol, refusals): every SQL statement their apps run is
 * one that a file of the PostgreSQL run runs too, and they create or open no database of their
 * own, so PostgreSQL under them would test nothing new. Every other file, a new one included,
 * runs on both. The SQLite run holds the list to that rule (tests/api/database-use.global.ts) and
 * tests/api/engines.test.ts checks the list itself.
 */
export const HTTP_ONLY_FILES: readonly string[] = [
  "tests/api/form-post-logging.test.ts",
  "tests/api/host-refusal.test.ts",
  "tests/api/html-validity.test.ts",
  "tests/api/https-site.test.ts",
  "tests/api/images.test.ts",
  "tests/api/json-body.test.ts",
  "tests/api/logging.test.ts",
  "tests/api/one-definition.test.ts",
  "tests/api/page-headers.test.ts",
  "tests/api/protocol.test.ts",
  "tests/api/rate-limit.test.ts",
  "tests/api/single-line.test.ts",
  "tests/api/staff-guard.test.ts",
];

/** The API test files one engine's run leaves out (paths relative to the repository). */
export function filesLeftOut(engine: "sqlite" | "postgres"): readonly string[] {
  return engine === "postgres" ? HTTP_ONLY_FILES : [];
}

/** One file's use of a database in the SQLite run, as tests/api/database-use.setup.ts reports it. */
export interface DatabaseUseReport {
  file: string;
  ownDatabases: number;
  statements: string[];
}

/**
 * What is wrong with the list, given every file's report of one whole SQLite run: a listed file
 * that created a database, or ran a statement no file of the PostgreSQL run ran.
 */
export function httpOnlyViolations(
  reports: readonly DatabaseUseReport[],
  listed: readonly string[] = HTTP_ONLY_FILES,
): string[] {
  const onPostgres = new Set(
    reports.filter((report) => !listed.includes(report.file)).flatMap((report) => report.statements),
  );
  const problems: string[] = [];
  for (const report of reports.filter((each) => listed.includes(each.file))) {
    if (report.ownDatabases > 0) problems.push(`${report.file} created ${report.ownDatabases} database(s) of its own`);
    for (const statement of report.statements.filter((each) => !onPostgres.has(each))) {
      problems.push(`${report.file} ran SQL no file of the PostgreSQL run runs: ${statement.slice(0, 200)}`);
    }
  }
  return problems;
}
