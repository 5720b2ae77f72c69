import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Config } from "../config";
import type { Database } from "./schema";

export type Engine = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

/** Opens the database named by DATABASE_URL: SQLite embedded by default, PostgreSQL for scale. */
export function openDatabase(database: Config["database"]): DatabaseHandle {
  if (database.kind === "sqlite") {
    if (database.file !== ":memory:") fs.mkdirSync(path.dirname(database.file), { recursive: true });
    const sqlite = new SQLite(database.file);
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, engine: "sqlite", close: () => db.destroy() };
  }
  // COUNT(*) comes back as a string from pg (bigint); parse int8 as number, counts here stay small.
  pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
  const pool = new pg.Pool({ connectionString: database.url, max: 10 });
  // An idle connection can be closed by the server (restart, failover, DROP ... WITH (FORCE)).
  // pg re-emits that on the pool: without a listener it would crash the process. The pool
  // replaces the connection on the next query.
  pool.on("error", (error) => console.error(`PostgreSQL: idle connection lost: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: "postgres", close: () => db.destroy() };
}
