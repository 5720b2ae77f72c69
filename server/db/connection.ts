import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type LogEvent,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type SqliteStatement,
} from "kysely";
import pg from "pg";
import type { Config } from "#server/config";
import type { Database } from "./schema";
import { htmlSearchText, searchFold } from "#server/lib/search";

export type Engine = "sqlite" | "postgres";

/** How long a SQLite statement waits for another connection's write lock before SQLITE_BUSY. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /**
   * SQLite: the connection under Kysely, for the one statement every request runs (the content
   * version, server/db/content-version.ts) prepared once; anything else goes through Kysely.
   */
  sqlite?: SQLite.Database;
  close(): Promise<void>;
}

/** Opens the database named by DATABASE_URL: SQLite embedded by default, PostgreSQL for scale. */
/**
 * The functions the search triggers of migration 002 call (PostgreSQL has them in SQL). Every
 * SQLite connection that writes posts or sermons needs them, the app's and a test's alike.
 */
export function registerSearchFunctions(sqlite: SQLite.Database): void {
  sqlite.function("search_fold", { deterministic: true }, (value: unknown) =>
    searchFold(typeof value === "string" ? value : null),
  );
  sqlite.function("html_text", { deterministic: true }, (html: unknown) =>
    htmlSearchText(typeof html === "string" ? html : null),
  );
}

export interface OpenOptions {
  /** Called with every query run (tests read the query plans of what the services send). */
  onQuery?: (query: { sql: string; parameters: readonly unknown[] }) => void;
}

/**
 * SQLite transactions that take the write lock when they begin (BEGIN IMMEDIATE), waiting for it
 * up to the busy timeout. Kysely begins them DEFERRED: a transaction that reads, then writes (adding
 * a staff account: is the address taken? then insert) fails at once with "database is locked" when
 * another process (the staff command line beside the server) wrote in between, instead of waiting.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #sqlite: SQLite.Database;
  constructor(config: SqliteDialectConfig & { database: SQLite.Database }) {
    super({ ...config, database: keepingStatements(config.database) });
    this.#sqlite = config.database;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  /**
   * SQLite rolls the whole transaction back by itself on some errors (SQLITE_FULL, SQLITE_IOERR,
   * SQLITE_NOMEM...). Kysely's ROLLBACK would then fail with "cannot rollback - no transaction is
   * active", and that error, not the one that says why, would reach the log and the answer.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.#sqlite.inTransaction) return;
    await super.rollbackTransaction(connection);
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig & { database: SQLite.Database };
  constructor(config: SqliteDialectConfig & { database: SQLite.Database }) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** How many distinct statements a SQLite connection keeps prepared (a page runs about 15). */
const PREPARED_STATEMENTS_KEPT = 500;

/**
 * The connection as Kysely sees it, keeping each statement it prepares by its SQL text (least
 * recently used dropped first): Kysely prepares every query it runs, which costs more than running
 * most of ours. Safe because Kysely runs one query at a time on the connection (its mutex, held
 * through a stream too), and SQLite prepares a kept statement again by itself after a schema change.
 */
function keepingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= PREPARED_STATEMENTS_KEPT) statements.delete(statements.keys().next().value!);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

/**
 * The SQLite file holds password hashes, private prayer requests and subscribers' addresses: it is
 * made 0600 whatever the umask (SQLite gives its -wal and -shm files the database file's mode),
 * and one an older version made readable by other users (0644) is narrowed to the owner alone.
 */
function keepPrivate(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.closeSync(fs.openSync(file, "wx", 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    const stat = fs.statSync(name, { throwIfNoEntry: false });
    if (!stat || (stat.mode & 0o077) === 0) continue;
    try {
      fs.chmodSync(name, stat.mode & 0o700);
    } catch (error) {
      // Another user's file (EPERM): it opens as it is; its owner decides who reads it.
      if ((error as NodeJS.ErrnoException).code !== "EPERM") throw error;
    }
  }
}

export function openDatabase(database: Config["database"], options: OpenOptions = {}): DatabaseHandle {
  const log = options.onQuery
    ? (event: LogEvent) => {
        if (event.level === "query") options.onQuery?.(event.query);
      }
    : undefined;
  if (database.kind === "sqlite") {
    if (database.file !== ":memory:") keepPrivate(database.file);
    const sqlite = new SQLite(database.file);
    sqlite.pragma("journal_mode = WAL");
    // FULL: every commit is synced to disk before the visitor is told "sent". NORMAL would survive
    // a killed process too, but could lose the last commits on a power cut; FULL costs ~0.2 ms a
    // commit here, nothing beside a request (docs/operations.md, Durability).
    sqlite.pragma("synchronous = FULL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    registerSearchFunctions(sqlite);
    const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }), log });
    return { db, engine: "sqlite", sqlite, close: () => db.destroy() };
  }
  // COUNT(*) comes back as a string from pg (bigint); parse int8 as number, counts here stay small.
  pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 10,
    // When the database is gone a request must fail fast (503), not hang: give up on a new
    // connection, or on waiting for a free one, after 5 s; the server cancels a statement after
    // 10 s, and the client stops waiting for an answer that never comes (a dead network) after 12 s.
    connectionTimeoutMillis: 5_000,
    statement_timeout: 10_000,
    query_timeout: 12_000,
    // Notices a connection whose other end vanished without closing it.
    keepAlive: true,
  });
  // An idle connection can be closed by the server (restart, failover, DROP ... WITH (FORCE)).
  // pg re-emits that on the pool: without a listener it would crash the process. The pool
  // replaces the connection on the next query.
  pool.on("error", (error) => console.error(`PostgreSQL: idle connection lost: ${error.message}`));
  // A connection lost while checked out (mid-request) is not pg-pool's to handle: without a
  // listener of its own, its 'error' event would end the process. The query in flight fails
  // with that error (the request answers 503, and logs it); the pool drops the client on release.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  return { db, engine: "postgres", close: () => db.destroy() };
}
