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
