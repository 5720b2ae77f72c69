import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesLeftOut, HTTP_ONLY_FILES, httpOnlyViolations } from "./engines";
import { createTestApi, createTestDatabase, databaseUse, type TestApi } from "./support";

/**
 * The files left out of the PostgreSQL run (tests/api/engines.ts): the list itself, the rule a
 * whole SQLite run holds it to (tests/api/database-use.global.ts), and the record the rule reads.
 */
describe("the list of files that test HTTP alone", () => {
  it("names API test files that open no database of their own; only the PostgreSQL run leaves them out", () => {
    for (const file of HTTP_ONLY_FILES) {
      expect(file).toMatch(/^tests\/api\/[a-z0-9-]+\.test\.ts$/);
      // A handle of the file's own would run statements the record does not see.
      expect(fs.readFileSync(file, "utf8"), file).not.toMatch(/openDatabase|createTestDatabase|db\/connection/);
    }
    expect(filesLeftOut("postgres")).toEqual(HTTP_ONLY_FILES);
    expect(filesLeftOut("sqlite")).toEqual([]);
  });
});

describe("the rule", () => {
  const shared = { file: "tests/api/posts.test.ts", ownDatabases: 0, statements: ["select 1", "select 2"] };

  it("accepts a listed file whose statements the PostgreSQL run runs too", () => {
    const listed = { file: "tests/api/protocol.test.ts", ownDatabases: 0, statements: ["select 2"] };
    expect(httpOnlyViolations([shared, listed], [listed.file])).toEqual([]);
  });

  it("refuses a listed file with a statement of its own, or a database of its own", () => {
    const listed = { file: "tests/api/protocol.test.ts", ownDatabases: 1, statements: ["select 2", "select 3"] };
    expect(httpOnlyViolations([shared, listed], [listed.file])).toEqual([
      "tests/api/protocol.test.ts created 1 database(s) of its own",
      "tests/api/protocol.test.ts ran SQL no file of the PostgreSQL run runs: select 3",
    ]);
  });

  it("does not count one listed file's statements as covering another's", () => {
    const first = { file: "tests/api/a.test.ts", ownDatabases: 0, statements: ["select 9"] };
    const second = { file: "tests/api/b.test.ts", ownDatabases: 0, statements: ["select 9"] };
    expect(httpOnlyViolations([shared, first, second], [first.file, second.file])).toHaveLength(2);
  });
});

describe("the record of a file's use of a database", () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("holds the statements behind a request and the test's own", async () => {
    expect((await t.get("/api/posts/")).statusCode).toBe(200);
    const afterRequest = databaseUse.statements.size;
    expect(afterRequest).toBeGreaterThan(0);
    await t.database.db.selectFrom("staff").select("id").where("id", "=", -1).execute();
    expect([...databaseUse.statements].some((sql) => /from "staff" where "id" = /.test(sql))).toBe(true);
  });

  it("counts a database of the file's own", async () => {
    const before = databaseUse.ownDatabases;
    const { drop } = await createTestDatabase();
    await drop();
    expect(databaseUse.ownDatabases).toBe(before + 1);
  });
});
