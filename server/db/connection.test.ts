import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./connection";

describe("a SQLite transaction that fills the database", () => {
  let handle: DatabaseHandle | null = null;
  let dir = "";
  afterEach(async () => {
    await handle?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("fails with SQLITE_FULL, not with the ROLLBACK that SQLite made needless", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "connection-"));
    handle = openDatabase({ kind: "sqlite", file: path.join(dir, "full.db") });
    const { db, sqlite } = handle;
    await sql`create table filler (x text)`.execute(db);
    sqlite!.pragma(`max_page_count = ${Number(sqlite!.pragma("page_count", { simple: true })) + 2}`);
    const failure = await db
      .transaction()
      .execute(async (trx) => {
        for (let i = 0; i < 50; i++) await sql`insert into filler values (${"x".repeat(3000)})`.execute(trx);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toMatchObject({ code: "SQLITE_FULL", message: "database or disk is full" });
    // Nothing of the transaction stayed, and the connection takes the next one.
    expect((await sql<{ n: number }>`select count(*) as n from filler`.execute(db)).rows[0]!.n).toBe(0);
    await db.transaction().execute(async (trx) => sql`insert into filler values ('small')`.execute(trx));
    expect((await sql<{ n: number }>`select count(*) as n from filler`.execute(db)).rows[0]!.n).toBe(1);
  });
});

describe("the statements Kysely runs on SQLite", () => {
  let handle: DatabaseHandle | null = null;
  afterEach(async () => {
    await handle?.close();
  });

  it("are prepared once and still right after the schema changes under them", async () => {
    handle = openDatabase({ kind: "sqlite", file: ":memory:" });
    const { db } = handle;
    const sqlite = handle.sqlite!;
    await sql`create table notes (id integer primary key, body text)`.execute(db);
    await sql`insert into notes (body) values ('first')`.execute(db);
    const prepared: string[] = [];
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((text: string) => {
      prepared.push(text);
      return prepare(text);
    }) as typeof sqlite.prepare;
    const read = () => sql<Record<string, unknown>>`select * from notes`.execute(db);
    expect((await read()).rows).toEqual([{ id: 1, body: "first" }]);
    expect((await read()).rows).toEqual([{ id: 1, body: "first" }]);
    expect(prepared.filter((text) => text === "select * from notes")).toHaveLength(1);
    await sql`alter table notes add column author text`.execute(db);
    expect((await read()).rows).toEqual([{ id: 1, body: "first", author: null }]);
  });
});

describe("the SQLite file's mode", () => {
  let dir = "";
  let previousUmask = 0;
  afterEach(() => {
    process.umask(previousUmask);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("is 0600 whatever the umask, and an older open file is narrowed with its -wal and -shm", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "connection-"));
    previousUmask = process.umask(0o022);
    const file = path.join(dir, "data", "site.db");
    const handle = openDatabase({ kind: "sqlite", file });
    await sql`create table t (x text)`.execute(handle.db);
    await sql`insert into t values ('private')`.execute(handle.db);
    const modes = () =>
      [file, `${file}-wal`, `${file}-shm`].map((name) => (fs.statSync(name).mode & 0o777).toString(8));
    expect(modes()).toEqual(["600", "600", "600"]);
    await handle.close();

    for (const name of [file, `${file}-wal`, `${file}-shm`]) if (fs.existsSync(name)) fs.chmodSync(name, 0o644);
    const again = openDatabase({ kind: "sqlite", file });
    await sql`insert into t values ('again')`.execute(again.db);
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe("600");
    for (const name of [`${file}-wal`, `${file}-shm`])
      if (fs.existsSync(name)) expect((fs.statSync(name).mode & 0o777).toString(8)).toBe("600");
    await again.close();
  });
});
